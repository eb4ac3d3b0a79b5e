// What cannot be known without running the code.
import UIKit

final class FeedViewController: UIViewController {
    let header = UILabel()
    let footer = UILabel()
    var rowCount = 3

    override func viewDidLoad() {
        super.viewDidLoad()
        header.translatesAutoresizingMaskIntoConstraints = false
        footer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        view.addSubview(footer)
        for _ in 0..<rowCount {
            view.addSubview(UIView())
        }
        let inset = view.bounds.width / 10
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: inset),
            footer.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
        ])
        if traitCollection.horizontalSizeClass == .regular {
            footer.widthAnchor.constraint(equalToConstant: 400).isActive = true
        }
    }
}
