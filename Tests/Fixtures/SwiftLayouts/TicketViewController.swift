// Views made by lazy closures, added in one method and placed in another through the
// project's own `anchor(…)` helper (UIView+Anchor.swift), as "view code" projects do.
import UIKit

final class TicketViewController: UIViewController {
    lazy var backButton: UIButton = {
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Ticket"
        return label
    }()

    lazy var amountCard: UIView = {
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        return card
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        buildViewHierarchy()
        setupConstraints()
    }
}

extension TicketViewController {
    func buildViewHierarchy() {
        view.addSubview(backButton)
        view.addSubview(titleLabel)
        view.addSubview(amountCard)
    }

    func setupConstraints() {
        backButton.anchor(left: view.leftAnchor, centerY: titleLabel.centerYAnchor, leftConstant: 20, widthConstant: 20, heightConstant: 20)
        titleLabel.anchor(top: view.safeAreaLayoutGuide.topAnchor, left: backButton.rightAnchor, topConstant: 5, leftConstant: 10)
        amountCard.anchor(
            top: titleLabel.bottomAnchor, left: view.leftAnchor, right: view.rightAnchor, topConstant: 20, leftConstant: 20,
            rightConstant: 20, heightConstant: 120)
    }
}
