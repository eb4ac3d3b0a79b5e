// The Visual Format Language, with metrics, options and a views dictionary.
import UIKit

class SettingsViewController: UIViewController {
    let nameLabel = UILabel()
    let nameField = UITextField()
    let saveButton = UIButton(type: .system)

    override func loadView() {
        view = UIView()
        for subview in [nameLabel, nameField, saveButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let views: [String: Any] = ["label": nameLabel, "field": nameField, "save": saveButton]
        let metrics = ["side": 20, "gap": 12]
        var constraints: [NSLayoutConstraint] = []
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-side-[label]-gap-[field(>=120)]-side-|", options: [.alignAllCenterY], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[label]", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:[field]-gap-[save(44@750)]", options: .alignAllTrailing, metrics: metrics, views: views)
        NSLayoutConstraint.activate(constraints)
    }
}
