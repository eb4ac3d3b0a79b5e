import Model

/// A project as UIKit layout-anchor code, written as the Auto Layout Guide's "Programmatically
/// Creating Constraints" writes it: one function that makes the views, adds them to `root`,
/// sets `translatesAutoresizingMaskIntoConstraints = false` on every view a constraint places
/// (a view with an autoresizing mask keeps translating it, with its frame and mask set),
/// sets hugging and compression resistance, margins and stack view properties, adds custom
/// layout guides (`UILayoutGuide`), and activates the constraints with
/// `NSLayoutConstraint.activate`, each priority and identifier set before activation.
///
/// Anchors are the view's own (`leadingAnchor`), or its guides' (`layoutMarginsGuide`,
/// `safeAreaLayoutGuide`, `readableContentGuide`); margin attributes are written as the
/// margins guide's anchors. A location attribute with a multiplier other than 1, which
/// anchors cannot state, is written with `NSLayoutConstraint(item:attribute:…)`.
/// Placeholder constraints (design time only) are left out; inactive ones are made but not
/// activated. A view no constraint places keeps its design frame.
public struct SwiftExport: Sendable {
    /// The source file.
    public var text: String
    /// What the code could not keep, with the reason and count.
    public var notExported: [DocumentImport.Skipped]

    /// - Parameters:
    ///   - project: the layout to write as code.
    ///   - functionName: the generated function's name (default: `install` + the project's name + `Layout`).
    ///   - header: comment lines put first (where the code came from).
    /// - Throws: ``InterchangeError`` when the project has no root view.
    public init(_ project: Project, functionName: String? = nil, header: [String] = []) throws(InterchangeError) {
        guard let root = project.rootViews.first else {
            throw InterchangeError(
                file: project.name, line: nil,
                reason: "the project has no root view, so there is nothing to export; add one with `layoutstore view add`")
        }
        var writer = SwiftLayoutWriter(project: project, root: root)
        let name = functionName ?? "install" + SwiftLayoutWriter.typeName(project.name) + "Layout"
        text = writer.file(functionName: name, header: header)
        notExported = writer.skipped.map { DocumentImport.Skipped(reason: $0.key, count: $0.value) }.sorted { $0.reason < $1.reason }
    }
}

/// Writes one project's function, keeping the variable name of every item.
struct SwiftLayoutWriter {
    let project: Project
    let root: View
    var skipped: [String: Int] = [:]
    private var variables: [ItemID: String] = [:]

    static let classes: [ViewKind: String] = [
        .view: "UIView()", .label: "UILabel()", .button: "UIButton(type: .system)", .imageView: "UIImageView()",
        .textField: "UITextField()", .textView: "UITextView()", .switch: "UISwitch()", .slider: "UISlider()",
        .stepper: "UIStepper()", .segmentedControl: "UISegmentedControl()", .progressView: "UIProgressView()",
        .activityIndicator: "UIActivityIndicatorView()", .pageControl: "UIPageControl()", .datePicker: "UIDatePicker()",
        .pickerView: "UIPickerView()", .stackView: "UIStackView()", .scrollView: "UIScrollView()", .tableView: "UITableView()",
        .collectionView: "UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())",
        .tableViewCell: "UITableViewCell()", .collectionViewCell: "UICollectionViewCell()",
        .visualEffectView: "UIVisualEffectView(effect: nil)", .webView: "WKWebView()", .mapView: "MKMapView()",
    ]
    static let imports: [ViewKind: String] = [.webView: "WebKit", .mapView: "MapKit"]

    init(project: Project, root: View) {
        self.project = project
        self.root = root
    }

    /// `login screen-2` → `LoginScreen2`: a name fit to go inside an identifier.
    static func typeName(_ text: String) -> String {
        let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.isEmpty ? "Project" : joined
    }

    static let keywords: Set<String> = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension", "fallthrough",
        "false", "for", "func", "guard", "if", "import", "in", "init", "inout", "is", "let", "nil", "operator", "private",
        "protocol", "public", "repeat", "return", "self", "Self", "static", "struct", "subscript", "super", "switch", "throw",
        "throws", "true", "try", "typealias", "var", "where", "while", "internal", "fileprivate", "open", "rethrows", "Any",
    ]

    mutating func file(functionName: String, header: [String]) -> String {
        var used: Set<String> = ["root", "NSLayoutConstraint", "inactiveConstraints"]
        func variable(for name: String) -> String {
            var candidate = Self.keywords.contains(name) ? name + "View" : name
            var suffix = 2
            while used.contains(candidate) {
                candidate = name + String(suffix)
                suffix += 1
            }
            used.insert(candidate)
            return candidate
        }
        variables[root.id] = "root"
        let views = project.viewsInLayoutOrder.filter { $0.id != root.id }
        let underRoot = Set(Self.descendants(of: root.id, in: project))
        for view in views where underRoot.contains(view.id) { variables[view.id] = variable(for: view.name) }
        let otherRoots = project.rootViews.count - 1
        if otherRoots > 0 { skipped["root views after the first, and what lies in them (the function builds one root)", default: 0] += otherRoots }
        for guide in project.guides.sorted(by: { $0.name < $1.name }) where variables[guide.owner] != nil {
            variables[guide.id] = variable(for: guide.name)
        }
        let exported = project.constraints.filter { constraint in
            constraint.equation.items.allSatisfy { variables[$0] != nil }
        }
        let placed = Set(exported.filter { !$0.isPlaceholder }.flatMap { $0.equation.items })
            .union(project.views.compactMap(\.stack).flatMap(\.arrangedSubviews))

        var body: [String] = []
        let created = views.filter { variables[$0.id] != nil }
        for view in created { body.append("let \(variables[view.id]!) = \(Self.classes[view.kind] ?? "UIView()")") }
        if !created.isEmpty { body.append("") }
        for view in created {
            let name = variables[view.id]!
            let parent = view.parent.flatMap { variables[$0] } ?? "root"
            let parentStack = view.parent.flatMap(project.view)?.stack
            if let parentStack, parentStack.arrangedSubviews.contains(view.id),
                parentStack.arrangedSubviews == project.subviews(of: view.parent).map(\.id)
            {
                body.append("\(parent).addArrangedSubview(\(name))")
            } else {
                body.append("\(parent).addSubview(\(name))")
            }
        }
        // Stacks whose arranged subviews are not simply their subviews in order.
        for stackView in [root] + created {
            guard let stack = stackView.stack, stack.arrangedSubviews != project.subviews(of: stackView.id).map(\.id) else { continue }
            for arranged in stack.arrangedSubviews {
                if let name = variables[arranged] { body.append("\(variables[stackView.id]!).addArrangedSubview(\(name))") }
            }
        }
        for guide in project.guides.sorted(by: { $0.name < $1.name }) {
            guard let name = variables[guide.id], let owner = variables[guide.owner] else { continue }
            body.append("let \(name) = UILayoutGuide()")
            body.append("\(owner).addLayoutGuide(\(name))")
        }
        body.append("")
        for view in [root] + created {
            let name = variables[view.id]!
            var properties: [String] = []
            if view.id != root.id {
                if let mask = view.autoresizingMask {
                    // It translates its mask (`translatesAutoresizingMaskIntoConstraints` stays true).
                    let frame = view.frame
                    properties.append(
                        "\(name).frame = CGRect(x: \(formatNumber(frame.x)), y: \(formatNumber(frame.y)), width: \(formatNumber(frame.width)), height: \(formatNumber(frame.height)))"
                    )
                    if mask != .notSizable {
                        let parts = AutoresizingMask.namedParts.filter { mask.contains($0.part) }.map { "." + $0.name }
                        properties.append("\(name).autoresizingMask = [\(parts.joined(separator: ", "))]")
                    }
                } else if placed.contains(view.id) {
                    properties.append("\(name).translatesAutoresizingMaskIntoConstraints = false")
                } else {
                    let frame = view.frame
                    properties.append(
                        "\(name).frame = CGRect(x: \(formatNumber(frame.x)), y: \(formatNumber(frame.y)), width: \(formatNumber(frame.width)), height: \(formatNumber(frame.height)))"
                    )
                }
            }
            properties += Self.properties(of: view, named: name, variables: variables)
            if !view.baselineOffsets.isEmpty { skipped["baseline offsets (UIKit takes them from the font)", default: 0] += 1 }
            if view.stack?.distribution == .gravityAreas {
                skipped["NSStackView gravity areas (a UIStackView has none): written as fill", default: 0] += 1
            }
            if view.intrinsicContentSize != .noIntrinsicMetric, view.id != root.id {
                properties.append(
                    "// \(name)'s intrinsic content size in the project: \(Self.describe(view.intrinsicContentSize)) (UIKit takes it from the content)"
                )
            }
            body += properties
        }
        body.append("")
        var active: [String] = []
        var inactive: [String] = []
        var constraintNumber = 0
        for constraint in project.sortedForExport(exported) {
            if constraint.isPlaceholder {
                skipped["placeholder constraints (design time only)", default: 0] += 1
                continue
            }
            var expression = expression(for: constraint)
            if constraint.identifier != nil || !constraint.priority.isRequired {
                constraintNumber += 1
                let name = variable(for: "constraint\(constraintNumber)")
                body.append("let \(name) = \(expression)")
                if !constraint.priority.isRequired {
                    body.append("\(name).priority = UILayoutPriority(\(Self.number(constraint.priority.rawValue)))")
                }
                if let identifier = constraint.identifier { body.append("\(name).identifier = \(Self.literal(identifier))") }
                expression = name
            }
            if constraint.isActive { active.append(expression) } else { inactive.append(expression) }
        }
        body.append("NSLayoutConstraint.activate([")
        body += active.map { "    " + $0 + "," }
        body.append("])")
        if !inactive.isEmpty {
            body.append("// Inactive in the project: made, not activated.")
            body.append("let inactiveConstraints = [")
            body += inactive.map { "    " + $0 + "," }
            body.append("]")
            body.append("_ = inactiveConstraints")
        }
        let modules = ["UIKit"] + Set(created.compactMap { Self.imports[$0.kind] }).sorted()
        var text = header.map { "// " + $0 }.joined(separator: "\n")
        if !header.isEmpty { text += "\n" }
        text += modules.map { "import " + $0 }.joined(separator: "\n") + "\n\n"
        text += "/// Builds the views of \(Self.literal(project.name)) in `root` and activates their constraints.\n"
        text += "func \(functionName)(in root: UIView) {\n"
        for line in body {
            text += line.isEmpty ? "\n" : "    " + line + "\n"
        }
        while text.hasSuffix("\n\n") { text.removeLast() }
        return text + "}\n"
    }

    static func descendants(of id: ItemID, in project: Project) -> [ItemID] {
        project.subviews(of: id).flatMap { [$0.id] + descendants(of: $0.id, in: project) }
    }

    /// Hugging, compression resistance, margins, hidden, semantic content and stack properties
    /// that differ from what UIKit gives a new view.
    static func properties(of view: View, named name: String, variables: [ItemID: String]) -> [String] {
        var lines: [String] = []
        for (axis, priority) in [("horizontal", view.contentHugging.horizontal), ("vertical", view.contentHugging.vertical)]
        where priority != .defaultLow {
            lines.append("\(name).setContentHuggingPriority(UILayoutPriority(\(number(priority.rawValue))), for: .\(axis))")
        }
        for (axis, priority) in [("horizontal", view.compressionResistance.horizontal), ("vertical", view.compressionResistance.vertical)]
        where priority != .defaultHigh {
            lines.append("\(name).setContentCompressionResistancePriority(UILayoutPriority(\(number(priority.rawValue))), for: .\(axis))")
        }
        let margins = view.layoutMargins
        if margins != .defaultLayoutMargins {
            lines.append(
                "\(name).layoutMargins = UIEdgeInsets(top: \(formatNumber(margins.top)), left: \(formatNumber(margins.left)), bottom: \(formatNumber(margins.bottom)), right: \(formatNumber(margins.right)))"
            )
        }
        if view.preservesSuperviewLayoutMargins { lines.append("\(name).preservesSuperviewLayoutMargins = true") }
        if !view.insetsLayoutMarginsFromSafeArea { lines.append("\(name).insetsLayoutMarginsFromSafeArea = false") }
        if view.semanticContentAttribute != .unspecified {
            lines.append("\(name).semanticContentAttribute = .\(view.semanticContentAttribute.rawValue)")
        }
        if view.isHidden { lines.append("\(name).isHidden = true") }
        if let stack = view.stack {
            lines.append("\(name).axis = .\(stack.axis.rawValue)")
            if ![.fill, .gravityAreas].contains(stack.distribution) { lines.append("\(name).distribution = .\(stack.distribution.rawValue)") }
            if stack.alignment != .fill { lines.append("\(name).alignment = .\(stack.alignment.rawValue)") }
            switch stack.spacing {
            case .standard: lines.append("\(name).spacing = UIStackView.spacingUseSystem")
            case .points(let points): if points != 0 { lines.append("\(name).spacing = \(formatNumber(points))") }
            }
            if stack.isBaselineRelativeArrangement { lines.append("\(name).isBaselineRelativeArrangement = true") }
            if stack.isLayoutMarginsRelativeArrangement { lines.append("\(name).isLayoutMarginsRelativeArrangement = true") }
            for (arranged, points) in stack.customSpacing.sorted(by: { $0.key < $1.key }) {
                if let after = variables[arranged] { lines.append("\(name).setCustomSpacing(\(formatNumber(points)), after: \(after))") }
            }
        }
        return lines
    }

    /// The item an anchor is on: a view, a custom guide, or a view's built-in guide.
    private func object(_ anchor: Anchor<ItemID>) -> String {
        let item = variables[anchor.item]!
        switch anchor.guide {
        case nil: return item
        case .margins?: return item + ".layoutMarginsGuide"
        case .safeArea?: return item + ".safeAreaLayoutGuide"
        case .readable?: return item + ".readableContentGuide"
        // A view that does not scroll has no such guides: they are its frame.
        case .contentLayout?: return project.view(anchor.item)?.kind.scrolls == true ? item + ".contentLayoutGuide" : item
        case .frameLayout?: return project.view(anchor.item)?.kind.scrolls == true ? item + ".frameLayoutGuide" : item
        }
    }

    /// `title.topAnchor`, `root.layoutMarginsGuide.leadingAnchor`; nil where no anchor says it
    /// (a margin attribute of a guide, a guide's baseline).
    private func anchor(_ anchor: Anchor<ItemID>) -> String? {
        let isGuide = anchor.guide != nil || project.guide(anchor.item) != nil
        if anchor.attribute.isMarginForm {
            guard !isGuide else { return nil }
            return object(anchor) + ".layoutMarginsGuide." + anchor.attribute.edge.rawValue + "Anchor"
        }
        if isGuide, [.firstBaseline, .lastBaseline].contains(anchor.attribute) { return nil }
        return object(anchor) + "." + anchor.attribute.rawValue + "Anchor"
    }

    /// The constraint as an anchor method call, or as `NSLayoutConstraint(item:…)` where
    /// anchors cannot say it.
    private func expression(for constraint: Constraint) -> String {
        let equation = constraint.equation
        if constraint.isStandardSpacing, let code = systemSpacing(equation) { return code }
        let relation: String
        switch equation.relation {
        case .equal: relation = "equalTo"
        case .lessThanOrEqual: relation = "lessThanOrEqualTo"
        case .greaterThanOrEqual: relation = "greaterThanOrEqualTo"
        }
        let isSize = equation.first.attribute.kind == .size
        guard let first = anchor(equation.first) else { return itemForm(equation) }
        guard let second = equation.second else {
            return "\(first).constraint(\(relation)Constant: \(formatNumber(equation.constant)))"
        }
        guard let secondAnchor = anchor(second), isSize || equation.multiplier == 1 else { return itemForm(equation) }
        var arguments = "\(relation): \(secondAnchor)"
        if equation.multiplier != 1 { arguments += ", multiplier: \(formatNumber(equation.multiplier))" }
        if equation.constant != 0 { arguments += ", constant: \(formatNumber(equation.constant))" }
        return "\(first).constraint(\(arguments))"
    }

    /// Standard spacing between two edges as system spacing
    /// (`b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)`):
    /// where the constant is the standard 8 points, so that the code means what the document did.
    private func systemSpacing(_ equation: Equation<ItemID>) -> String? {
        guard let second = equation.second, equation.multiplier == 1, equation.first.attribute.kind == .location,
            abs(equation.constant) == StackView.Spacing.standardPoints, let axis = equation.first.attribute.axis,
            let first = anchor(equation.first), let secondAnchor = anchor(second)
        else { return nil }
        // `first = second + 8`: first comes after second; `first = second - 8`: the other way round.
        let (later, earlier) = equation.constant > 0 ? (first, secondAnchor) : (secondAnchor, first)
        var relation = equation.relation
        if equation.constant < 0 {
            relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : relation == .greaterThanOrEqual ? .lessThanOrEqual : .equal
        }
        let word: String
        switch relation {
        case .equal: word = "equalTo"
        case .lessThanOrEqual: word = "lessThanOrEqualTo"
        case .greaterThanOrEqual: word = "greaterThanOrEqualTo"
        }
        return "\(later).constraint(\(word)SystemSpacing\(axis == .horizontal ? "After" : "Below"): \(earlier), multiplier: 1)"
    }

    private func itemForm(_ equation: Equation<ItemID>) -> String {
        let relation: String
        switch equation.relation {
        case .equal: relation = ".equal"
        case .lessThanOrEqual: relation = ".lessThanOrEqual"
        case .greaterThanOrEqual: relation = ".greaterThanOrEqual"
        }
        let second = equation.second
        return "NSLayoutConstraint(item: \(object(equation.first)), attribute: .\(equation.first.attribute.rawValue), relatedBy: \(relation), "
            + "toItem: \(second.map(object) ?? "nil"), attribute: .\(second?.attribute.rawValue ?? "notAnAttribute"), "
            + "multiplier: \(formatNumber(equation.multiplier)), constant: \(formatNumber(equation.constant)))"
    }

    static func number(_ value: Float) -> String {
        value == value.rounded() && abs(value) < 1e7 ? String(Int64(value)) : "\(value)"
    }

    static func describe(_ size: IntrinsicContentSize) -> String {
        "\(size.width.map(formatNumber) ?? "none") x \(size.height.map(formatNumber) ?? "none")"
    }

    /// A Swift string literal.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

extension BaselineOffsets {
    var isEmpty: Bool { firstFromTop == nil && lastFromBottom == nil }
}

extension Project {
    /// Constraints in a stable order for generated code: by first item in layout order, then
    /// by attribute, then by id.
    func sortedForExport(_ constraints: [Constraint]) -> [Constraint] {
        let rank = Dictionary(uniqueKeysWithValues: viewsInLayoutOrder.enumerated().map { ($1.id, $0) })
        let keyed = constraints.map { ((rank[$0.equation.first.item] ?? rank.count), $0.equation.first.attribute.rawValue, $0.id, $0) }
        return keyed.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.map(\.3)
    }
}
