// Stack views built in code, and a layout guide added with addLayoutGuide.
import UIKit

final class PlayerControlsView: UIView {
    private let previousButton = UIButton(type: .system)
    private let playButton = UIButton(type: .system)
    private let nextButton = UIButton(type: .system)
    private let timeLabel = UILabel()
    private lazy var buttons = UIStackView(arrangedSubviews: [previousButton, playButton, nextButton])
    private let column = UIStackView()
    private let content = UILayoutGuide()

    override init(frame: CGRect) {
        super.init(frame: frame)
        buttons.axis = .horizontal
        buttons.distribution = .fillEqually
        buttons.spacing = UIStackView.spacingUseSystem
        column.axis = .vertical
        column.alignment = .center
        column.spacing = 8
        column.translatesAutoresizingMaskIntoConstraints = false
        column.addArrangedSubview(buttons)
        column.addArrangedSubview(timeLabel)
        column.setCustomSpacing(4, after: buttons)
        timeLabel.isHidden = true
        addSubview(column)
        addLayoutGuide(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: readableContentGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: topAnchor),
            content.bottomAnchor.constraint(equalTo: bottomAnchor),
            column.centerXAnchor.constraint(equalTo: content.centerXAnchor),
            column.centerYAnchor.constraint(equalTo: content.centerYAnchor),
            column.widthAnchor.constraint(lessThanOrEqualTo: content.widthAnchor, multiplier: 0.8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
