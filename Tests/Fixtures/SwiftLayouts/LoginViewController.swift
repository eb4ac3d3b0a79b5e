// Layout anchors in NSLayoutConstraint.activate, as the Auto Layout Guide's
// "Programmatically Creating Constraints" writes them.
import UIKit

private let padding: CGFloat = 16
private let fieldHeight: CGFloat = 44

final class LoginViewController: UIViewController {
    private enum Metrics {
        static let buttonWidth: CGFloat = 120
    }

    private let titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Sign in"
        label.setContentHuggingPriority(.defaultHigh, for: .vertical)
        return label
    }()

    private let emailField = UITextField()
    private let passwordField = UITextField()
    private lazy var signInButton = UIButton(type: .system)
    private var buttonBottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        addSubviews()
        makeConstraints()
    }

    private func addSubviews() {
        for field in [emailField, passwordField] {
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)
        }
        view.addSubview(titleLabel)
        view.addSubview(signInButton)
        signInButton.translatesAutoresizingMaskIntoConstraints = false
    }

    private func makeConstraints() {
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: guide.topAnchor, constant: padding * 2),
            titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            emailField.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1),
            emailField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            emailField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            emailField.heightAnchor.constraint(equalToConstant: fieldHeight),
            passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: padding / 2),
            passwordField.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
            passwordField.widthAnchor.constraint(equalTo: emailField.widthAnchor),
            passwordField.heightAnchor.constraint(equalTo: emailField.heightAnchor),
            signInButton.widthAnchor.constraint(greaterThanOrEqualToConstant: Metrics.buttonWidth),
            signInButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
        let spacing = passwordField.bottomAnchor.constraint(lessThanOrEqualTo: signInButton.topAnchor, constant: -padding)
        spacing.priority = UILayoutPriority(rawValue: 999)
        spacing.identifier = "formToButton"
        spacing.isActive = true
        buttonBottom = signInButton.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -20)
        buttonBottom.priority = .defaultHigh - 1
        buttonBottom.isActive = true
    }
}
