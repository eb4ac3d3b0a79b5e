import Model
import SwiftSyntax

extension LayoutInterpreter {
    /// The view properties layout code sets that the import reads.
    static let viewProperties: Set<String> = [
        "translatesAutoresizingMaskIntoConstraints", "isHidden", "axis", "distribution", "alignment", "spacing",
        "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement", "layoutMargins", "directionalLayoutMargins",
        "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea", "semanticContentAttribute", "frame",
        "autoresizingMask",
    ]

    /// `base.name = value`.
    func set(_ name: String, of base: LayoutValue, to value: LayoutValue, at node: some SyntaxProtocol) throws(CodeImportError) {
        switch base {
        case .view(let id): setViewProperty(name, of: id, to: value, at: node)
        case .constraint(let index): setConstraintProperty(name, of: index, to: value, at: node)
        case .array(let elements):
            // `constraints.isActive = …` is not Swift; an array's members are set one by one in a loop.
            if Self.mentionsLayout(node), elements.isEmpty { return }
        case .undeclared(let unknown):
            if Self.viewProperties.contains(name) || ["isActive", "priority", "identifier", "constant"].contains(name) {
                throw unknownView(unknown, at: node)
            }
        case .unknown(let reason):
            if Self.viewProperties.contains(name) || ["isActive", "priority", "identifier", "constant"].contains(name) {
                note("`\(name)` set on something known only when the code runs (\(reason)): left out", at: node)
            }
        default: break
        }
    }

    func setConstraintProperty(_ name: String, of index: Int, to value: LayoutValue, at node: some SyntaxProtocol) {
        func unknown() { note("the constraint's `\(name)`: \(value.unknownReason ?? "not a value known before the code runs"); left out", at: node) }
        switch name {
        case "isActive":
            guard case .bool(let flag) = value else { return unknown() }
            builder.constraints[index].activated = flag
        case "priority":
            guard let priority = value.priority else { return unknown() }
            builder.constraints[index].constraint.priority = priority
        case "identifier":
            switch value {
            case .string(let text): builder.constraints[index].constraint.identifier = text
            case .nothing: builder.constraints[index].constraint.identifier = nil
            default: unknown()
            }
        case "constant":
            guard let number = value.number else { return unknown() }
            builder.constraints[index].constraint.equation.constant = number
        default: break
        }
    }

    func setViewProperty(_ name: String, of id: ItemID, to value: LayoutValue, at node: some SyntaxProtocol) {
        guard Self.viewProperties.contains(name), var entry = builder[id] else { return }
        func unknown() {
            note(
                "`\(entry.view.name.isEmpty ? "a view" : entry.view.name).\(name)`: \(value.unknownReason ?? "a value known only when the code runs"); left out",
                at: node)
        }
        switch (name, value) {
        case ("translatesAutoresizingMaskIntoConstraints", .bool(let flag)): entry.translatesAutoresizingMask = flag
        case ("isHidden", .bool(let flag)): entry.view.isHidden = flag
        case ("isLayoutMarginsRelativeArrangement", .bool(let flag)) where entry.view.stack != nil:
            entry.view.stack?.isLayoutMarginsRelativeArrangement = flag
        case ("isBaselineRelativeArrangement", .bool(let flag)) where entry.view.stack != nil:
            entry.view.stack?.isBaselineRelativeArrangement = flag
        case ("preservesSuperviewLayoutMargins", .bool(let flag)): entry.view.preservesSuperviewLayoutMargins = flag
        case ("insetsLayoutMarginsFromSafeArea", .bool(let flag)): entry.view.insetsLayoutMarginsFromSafeArea = flag
        case ("axis", .implicitMember(let word)) where entry.view.stack != nil:
            guard let axis = Axis(rawValue: word) else { return unknown() }
            entry.view.stack?.axis = axis
        case ("distribution", .implicitMember(let word)) where entry.view.stack != nil:
            guard let distribution = StackView.Distribution(rawValue: word) else { return unknown() }
            entry.view.stack?.distribution = distribution
        case ("alignment", .implicitMember(let word)) where entry.view.stack != nil:
            let alignment: StackView.Alignment? =
                switch word {
                case "top": .leading
                case "bottom": .trailing
                default: StackView.Alignment(rawValue: word)
                }
            guard let alignment else { return unknown() }
            entry.view.stack?.alignment = alignment
        case ("spacing", .number(let points)) where entry.view.stack != nil: entry.view.stack?.spacing = .points(points)
        case ("spacing", .implicitMember("spacingUseSystem")) where entry.view.stack != nil: entry.view.stack?.spacing = .standard
        case ("layoutMargins", .insets(let insets)), ("directionalLayoutMargins", .insets(let insets)): entry.view.layoutMargins = insets
        case ("semanticContentAttribute", .implicitMember(let word)):
            guard let attribute = SemanticContentAttribute(rawValue: word) else { return unknown() }
            entry.view.semanticContentAttribute = attribute
        case ("frame", .rect(let frame)): entry.view.frame = frame
        case ("autoresizingMask", _):
            let words: [LayoutValue] =
                switch value {
                case .array(let elements): elements
                default: [value]
                }
            var mask: AutoresizingMask = []
            for word in words {
                guard case .implicitMember(let part) = word, let named = AutoresizingMask.namedParts.first(where: { $0.name == part })
                else { return unknown() }
                mask.insert(named.part)
            }
            entry.autoresizingMask = mask
        default:
            // A stack view's property on a view that is not one is not layout.
            if entry.view.stack == nil, ["axis", "distribution", "alignment", "spacing"].contains(name) { return }
            return unknown()
        }
        builder[id] = entry
    }
}
