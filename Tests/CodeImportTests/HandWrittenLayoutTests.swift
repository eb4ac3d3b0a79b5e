import CodeImport
import Foundation
import Model
import Testing

/// Hand-written layout code in the forms real code uses, each with the project it must give:
/// its views (name, kind, superview) and its constraints as `list` prints them.
@Suite("Swift layout code, hand-written")
struct HandWrittenLayoutTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/SwiftLayouts")

    static func imported(_ files: String...) throws -> SwiftLayoutImport {
        try SwiftLayoutImport(
            files: files.map { .init(path: $0, text: try String(contentsOf: folder.appending(path: $0), encoding: .utf8)) })
    }

    /// `name kind superview` per view, in layout order.
    static func views(_ project: Project) -> [String] {
        project.viewsInLayoutOrder.map { view in
            "\(view.name) \(view.kind.rawValue) \(view.parent.flatMap(project.name(of:)) ?? "-")"
        }
    }

    /// Each constraint's short form, with its identifier, and `inactive` or `standard` when so; sorted.
    static func constraints(_ project: Project) -> [String] {
        project.constraints.map { constraint in
            var text = project.named(constraint.equation).shortForm(priority: constraint.priority)
            if let identifier = constraint.identifier { text += " #\(identifier)" }
            if !constraint.isActive { text += " inactive" }
            if constraint.isStandardSpacing { text += " standard" }
            return text
        }.sorted()
    }

    @Test("anchors in activate, file constants and arithmetic, safe area and margins, system spacing, priority and identifier")
    func anchors() throws {
        let result = try Self.imported("LoginViewController.swift")
        #expect(result.leftOut.isEmpty, "\(result.leftOut)")
        let project = try #require(result.projects.first?.project)
        #expect(project.name == "LoginViewController")
        #expect(
            Self.views(project) == [
                "view view -", "emailField textField view", "passwordField textField view", "titleLabel label view",
                "signInButton button view",
            ])
        #expect(
            Self.constraints(project) == [
                "emailField.height == 44", "emailField.leading == view.margins.leading", "emailField.top == titleLabel.bottom + 8 standard",
                "emailField.trailing == view.margins.trailing", "passwordField.bottom <= signInButton.top - 16 @999 #formToButton",
                "passwordField.height == emailField.height", "passwordField.leading == emailField.leading",
                "passwordField.top == emailField.bottom + 8", "passwordField.width == emailField.width",
                "signInButton.bottom == view.safeArea.bottom - 20 @749", "signInButton.centerX == view.centerX", "signInButton.width >= 120",
                "titleLabel.centerX == view.centerX", "titleLabel.top == view.safeArea.top + 32",
            ])
        let title = try #require(project.views.first { $0.name == "titleLabel" })
        #expect(title.contentHugging.vertical == .defaultHigh)
        #expect(project.views.allSatisfy { $0.autoresizingMask == nil }, "every view placed by constraints")
        let spacing = try #require(project.constraints.first { $0.identifier == "formToButton" })
        #expect(spacing.sourceLocation == "LoginViewController.swift:59:23")
    }

    @Test("the initializer form with addConstraint(s), a subclass declared in the file, margins set in the view's own code")
    func initializerForm() throws {
        let result = try Self.imported("ProfileHeaderView.swift")
        #expect(result.leftOut.isEmpty, "\(result.leftOut)")
        #expect(result.projects.map(\.project.name) == ["ProfileHeaderView"], "AvatarView lays out nothing")
        let project = try #require(result.projects.first?.project)
        #expect(Self.views(project) == ["root view -", "avatar imageView root", "nameLabel label root"])
        #expect(
            Self.constraints(project) == [
                "avatar.centerY == root.centerY", "avatar.height == avatar.width", "avatar.leading == root.leadingMargin", "avatar.width == 64",
                "nameLabel.firstBaseline == avatar.centerY", "nameLabel.leading == avatar.trailing + 12",
            ])
        #expect(project.rootViews.first?.layoutMargins == EdgeInsets(top: 12, left: 20, bottom: 12, right: 20))
    }

    @Test("directionalLayoutMargins set the view's margins, leading as left and trailing as right, and are not reported")
    func directionalLayoutMargins() throws {
        let source = """
            import UIKit
            final class BannerView: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(title)
                    directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 24, bottom: 6, trailing: 10)
                    NSLayoutConstraint.activate([title.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor)])
                }
            }
            """
        let result = try SwiftLayoutImport(files: [.init(path: "BannerView.swift", text: source)])
        #expect(result.leftOut.isEmpty, "\(result.leftOut)")
        let project = try #require(result.projects.first?.project)
        #expect(project.rootViews.first?.layoutMargins == EdgeInsets(top: 4, left: 24, bottom: 6, right: 10))
    }

    @Test(
        "a project's own anchor(…) helper runs for each call, its parameters bound by label with their defaults, each `if let` taken as the call says"
    )
    func anchorHelper() throws {
        let result = try Self.imported("TicketViewController.swift", "UIView+Anchor.swift")
        #expect(result.leftOut.isEmpty, "\(result.leftOut)")
        let project = try #require(result.projects.first { $0.project.name == "TicketViewController" }?.project)
        #expect(Self.views(project) == ["view view -", "backButton button view", "titleLabel label view", "amountCard view view"])
        #expect(
            Self.constraints(project) == [
                "amountCard.height == 120", "amountCard.left == view.left + 20", "amountCard.right == view.right - 20",
                "amountCard.top == titleLabel.bottom + 20", "backButton.centerY == titleLabel.centerY", "backButton.height == 20",
                "backButton.left == view.left + 20", "backButton.width == 20", "titleLabel.left == backButton.right + 10",
                "titleLabel.top == view.safeArea.top + 5",
            ])
    }

    @Test("a helper given anchors but declared in a file not imported is reported where it is called, never dropped silently")
    func anchorHelperNotGiven() throws {
        let result = try Self.imported("TicketViewController.swift")
        #expect(result.leftOut.count == 3, "\(result.leftOut)")
        #expect(result.leftOut.allSatisfy { "\($0)".contains("`anchor(…)` with anchors") }, "\(result.leftOut)")
        #expect("\(result.leftOut.first.map { "\($0)" } ?? "")".hasPrefix("TicketViewController.swift:40:9:"), "\(result.leftOut)")
    }

    @Test("visual formats with metrics, options and a views dictionary, gathered in an array and activated")
    func visualFormat() throws {
        let result = try Self.imported("SettingsViewController.swift")
        #expect(result.leftOut.isEmpty, "\(result.leftOut)")
        let project = try #require(result.projects.first?.project)
        #expect(Self.views(project) == ["view view -", "nameLabel label view", "nameField textField view", "saveButton button view"])
        let expected = try Self.constraintsOfFormats(
            project,
            [
                ("H:|-side-[label]-gap-[field(>=120)]-side-|", [.alignAllCenterY]), ("V:|-40-[label]", []),
                ("V:[field]-gap-[save(44@750)]", [.alignAllTrailing]),
            ])
        #expect(Self.constraints(project) == expected)
        #expect(Self.constraints(project).contains("nameField.width >= 120"))
        #expect(Self.constraints(project).contains("saveButton.height == 44 @750"))
    }

    /// What `add --vfl` makes of the same formats (the Model's parser), over the file's names.
    static func constraintsOfFormats(_ project: Project, _ formats: [(String, VisualFormatOptions)]) throws -> [String] {
        let names = ["label": "nameLabel", "field": "nameField", "save": "saveButton"]
        var renamed = project
        for index in renamed.views.indices {
            if let short = names.first(where: { $0.value == renamed.views[index].name })?.key { renamed.views[index].name = short }
        }
        var lines: [String] = []
        for (format, options) in formats {
            for constraint in try renamed.constraints(visualFormat: format, metrics: ["side": 20, "gap": 12], options: options) {
                let equation = constraint.equation.mapItems { names[$0] ?? $0 }
                lines.append(equation.shortForm(priority: constraint.priority))
            }
        }
        return lines.sorted()
    }

    @Test("stack views built in code: arrangedSubviews:, addArrangedSubview, axis, distribution, alignment, spacing; a layout guide")
    func stackViews() throws {
        let result = try Self.imported("PlayerControlsView.swift")
        #expect(result.leftOut.isEmpty, "\(result.leftOut)")
        let project = try #require(result.projects.first?.project)
        #expect(
            Self.views(project) == [
                "root view -", "column stackView root", "buttons stackView column", "previousButton button buttons",
                "playButton button buttons", "nextButton button buttons", "timeLabel label column",
            ])
        let ids = Dictionary(uniqueKeysWithValues: project.views.map { ($0.name, $0.id) })
        let column = try #require(project.view(ids["column"]!)?.stack)
        #expect(
            column
                == StackView(
                    axis: .vertical, alignment: .center, spacing: .points(8), customSpacing: [ids["buttons"]!: 4],
                    arrangedSubviews: [ids["buttons"]!, ids["timeLabel"]!]))
        let buttons = try #require(project.view(ids["buttons"]!)?.stack)
        #expect(
            buttons
                == StackView(
                    axis: .horizontal, distribution: .fillEqually, spacing: .standard,
                    arrangedSubviews: [ids["previousButton"]!, ids["playButton"]!, ids["nextButton"]!]))
        #expect(project.view(ids["timeLabel"]!)?.isHidden == true)
        #expect(project.guides.map(\.name) == ["content"])
        #expect(
            Self.constraints(project) == [
                "column.centerX == content.centerX", "column.centerY == content.centerY", "column.width <= 0.8 * content.width",
                "content.bottom == root.bottom", "content.leading == root.readable.leading", "content.top == root.top",
                "content.trailing == root.readable.trailing",
            ])
    }

    @Test("SnapKit: makeConstraints, equalToSuperview, snp anchors, offset, inset, multipliedBy, priority, labeled, remakeConstraints")
    func snapKit() throws {
        let result = try Self.imported("CardCell.swift")
        #expect(result.leftOut.isEmpty, "\(result.leftOut)")
        let project = try #require(result.projects.first?.project)
        #expect(
            Self.views(project) == [
                "contentView view -", "imageView imageView contentView", "titleLabel label contentView", "badge label contentView",
            ])
        #expect(
            Self.constraints(project) == [
                "badge.height == 20 #badgeSize", "badge.top == imageView.top + 6", "badge.trailing == imageView.trailing - 6",
                "badge.width == 20 #badgeSize",
                "imageView.height == 0.75 * imageView.width", "imageView.leading == contentView.leading", "imageView.top == contentView.top",
                "imageView.trailing == contentView.trailing", "titleLabel.bottom <= contentView.bottom - 8 @750",
                "titleLabel.leading == contentView.leading + 12", "titleLabel.top == imageView.bottom + 8",
                "titleLabel.trailing == contentView.trailing - 12",
            ])
    }

    @Test("what is known only when the code runs is left out, with its place, and nothing is guessed")
    func leftOut() throws {
        let result = try Self.imported("FeedViewController.swift")
        let project = try #require(result.projects.first?.project)
        #expect(Self.views(project) == ["view view -", "header label view", "footer label view"])
        #expect(Self.constraints(project) == ["footer.top == header.bottom + 8", "header.top == view.safeArea.top"])
        #expect(
            result.leftOut.map(\.location.description) == [
                "FeedViewController.swift:15:9", "FeedViewController.swift:21:13", "FeedViewController.swift:24:9",
            ])
        #expect(result.leftOut[0].what.contains("loop"))
        #expect(result.leftOut[1].what.contains("constraint left out"))
        #expect(result.leftOut[2].what.contains("`if`"))
    }

    @Test("a file that does not parse says where; an unknown view in an anchor is named with its place")
    func errors() throws {
        let broken = "import UIKit\nfinal class A: UIViewController {\n    override func viewDidLoad() {\n        view.addSubview(\n    }\n}\n"
        #expect {
            try SwiftLayoutImport(files: [.init(path: "A.swift", text: broken)])
        } throws: { error in
            guard let error = error as? CodeImportError, error.kind == .syntax else { return false }
            return error.location.file == "A.swift" && error.location.line == 4
                && error.description.contains("does not parse as Swift: expected an expression")
        }
        let typo = """
            import UIKit
            final class B: UIViewController {
                let titleLabel = UILabel()
                override func viewDidLoad() {
                    view.addSubview(titleLabel)
                    titleLable.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                }
            }
            """
        #expect {
            try SwiftLayoutImport(files: [.init(path: "B.swift", text: typo)])
        } throws: { error in
            guard let error = error as? CodeImportError else { return false }
            return error.kind == .unknownView("titleLable") && error.location.description == "B.swift:6:9"
        }
    }
}
