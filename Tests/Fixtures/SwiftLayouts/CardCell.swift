// SnapKit's DSL in a collection view cell.
import SnapKit
import UIKit

final class CardCell: UICollectionViewCell {
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let badge = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
        contentView.addSubview(titleLabel)
        contentView.addSubview(badge)
        imageView.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(imageView.snp.width).multipliedBy(0.75)
        }
        titleLabel.snp.makeConstraints { make in
            make.top.equalTo(imageView.snp.bottom).offset(8)
            make.leading.trailing.equalToSuperview().inset(12)
            make.bottom.lessThanOrEqualToSuperview().offset(-8).priority(.high)
        }
        badge.snp.makeConstraints {
            $0.top.equalTo(imageView).offset(4)
            $0.size.equalTo(24)
        }
        badge.snp.remakeConstraints { make in
            make.top.trailing.equalTo(imageView).inset(6)
            make.width.height.equalTo(20).labeled("badgeSize")
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
