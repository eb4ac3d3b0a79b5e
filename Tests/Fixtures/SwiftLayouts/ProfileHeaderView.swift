// The initializer form, NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:),
// added with addConstraint(s), in a view of its own with a subclass declared beside it.
import UIKit

final class AvatarView: UIImageView {}

final class ProfileHeaderView: UIView {
    let avatar = AvatarView()
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        [avatar, nameLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
        layoutMargins = UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 20)
        addConstraint(
            NSLayoutConstraint(
                item: avatar, attribute: .leading, relatedBy: .equal, toItem: self, attribute: .leadingMargin, multiplier: 1,
                constant: 0))
        addConstraints([
            NSLayoutConstraint(
                item: avatar, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 64),
            NSLayoutConstraint(item: avatar, attribute: .height, relatedBy: .equal, toItem: avatar, attribute: .width, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: avatar, attribute: .centerY, relatedBy: .equal, toItem: self, attribute: .centerY, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: nameLabel, attribute: .leading, relatedBy: .equal, toItem: avatar, attribute: .trailing, multiplier: 1, constant: 12),
            NSLayoutConstraint(
                item: nameLabel, attribute: .firstBaseline, relatedBy: .equal, toItem: avatar, attribute: .centerY, multiplier: 1, constant: 0),
        ])
    }
}
