import Model
import SwiftSyntax

extension LayoutInterpreter {
    /// `first.constraint(equalTo: second, multiplier: m, constant: c)` and the other anchor
    /// methods: `…ToConstant:`, `…ToSystemSpacingAfter:`/`Below:`.
    func anchorConstraint(_ first: Anchor<ItemID>, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws(CodeImportError)
        -> LayoutValue
    {
        guard let (label, argument, node) = arguments.values.first, let label else { return .unknown("a constraint call") }
        let relations: [(String, Relation)] = [("equal", .equal), ("greaterThanOrEqual", .greaterThanOrEqual), ("lessThanOrEqual", .lessThanOrEqual)]
        guard let (word, relation) = relations.first(where: { label.hasPrefix($0.0) }) else { return .unknown("`constraint(\(label):)`") }
        let form = label.dropFirst(word.count)
        func number(_ label: String, default fallback: Double) -> Double? {
            guard let value = arguments[label] else { return fallback }
            return value.number
        }
        func secondAnchor() throws(CodeImportError) -> Anchor<ItemID>? {
            switch argument {
            case .anchor(let anchor): return anchor
            case .undeclared(let name): throw unknownView(name, at: node)
            default: return nil
            }
        }
        let equation: Equation<ItemID>
        var standardSpacing = false
        switch form {
        case "ToConstant":
            guard let constant = argument.number else { return .unknown(argument.unknownReason ?? "a constant not known before the code runs") }
            equation = Equation(first, relation, nil, constant: constant)
        case "To":
            guard let second = try secondAnchor() else { return .unknown(argument.unknownReason ?? "an anchor not known before the code runs") }
            guard let multiplier = number("multiplier", default: 1), let constant = number("constant", default: 0) else {
                return .unknown("a multiplier or constant not known before the code runs")
            }
            equation = Equation(first, relation, multiplier: multiplier, second, constant: constant)
        case "ToSystemSpacingAfter", "ToSystemSpacingBelow":
            // `later ≥ earlier + 8 × multiplier`: the system's standard spacing between siblings.
            guard let second = try secondAnchor() else { return .unknown(argument.unknownReason ?? "an anchor not known before the code runs") }
            guard let multiplier = number("multiplier", default: 1) else { return .unknown("a multiplier not known before the code runs") }
            equation = Equation(first, relation, second, constant: StackView.Spacing.standardPoints * multiplier)
            standardSpacing = multiplier == 1
        default:
            return .unknown("`constraint(\(label):)`")
        }
        return .constraint(builder.addConstraint(Constraint(equation: equation, isStandardSpacing: standardSpacing), at: location(of: call)))
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    func itemConstraint(_ arguments: Arguments, at call: FunctionCallExprSyntax) throws(CodeImportError) -> LayoutValue {
        let values = arguments.values
        guard values.count == 7, values[0].label == "item", values[2].label == "relatedBy", values[3].label == "toItem" else {
            return .unknown("an `NSLayoutConstraint` initializer of another form")
        }
        func item(_ entry: (label: String?, value: LayoutValue, node: ExprSyntax)) throws(CodeImportError) -> (ItemID, BuiltInGuide?)? {
            switch entry.value {
            case .view(let id), .guide(let id): return (id, nil)
            case .builtInGuide(let id, let guide): return (id, guide)
            case .undeclared(let name): throw unknownView(name, at: entry.node)
            default: return nil
            }
        }
        func attribute(_ value: LayoutValue) -> Attribute? {
            guard case .implicitMember(let name) = value else { return nil }
            return Attribute(name: name)
        }
        let relations: [String: Relation] = ["equal": .equal, "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual]
        guard let (firstItem, firstGuide) = try item(values[0]), let firstAttribute = attribute(values[1].value),
            case .implicitMember(let relationName) = values[2].value, let relation = relations[relationName],
            let secondAttribute = attribute(values[4].value), let multiplier = values[5].value.number, let constant = values[6].value.number
        else { return .unknown("an `NSLayoutConstraint` whose arguments are known only when the code runs") }
        var second: Anchor<ItemID>?
        if case .nothing = values[3].value {
            second = nil
        } else {
            guard let (secondItem, secondGuide) = try item(values[3]) else { return .unknown("a `toItem` known only when the code runs") }
            second = secondAttribute == .notAnAttribute ? nil : Anchor(secondItem, secondAttribute, guide: secondGuide)
        }
        var equation = Equation(Anchor(firstItem, firstAttribute, guide: firstGuide), relation, second, constant: constant)
        if second != nil { equation.multiplier = multiplier }
        return .constraint(builder.addConstraint(Constraint(equation: equation), at: location(of: call)))
    }

    /// `NSLayoutConstraint.activate(…)`, `.deactivate(…)` and `.constraints(withVisualFormat:…)`.
    func sendToLayoutConstraint(_ name: String, _ call: FunctionCallExprSyntax) throws(CodeImportError) -> LayoutValue {
        switch name {
        case "activate", "deactivate":
            guard let argument = call.arguments.first?.expression else { return .nothing }
            activate(try value(of: argument), name == "activate", at: argument)
            return .nothing
        case "constraints":
            return try visualFormat(try arguments(of: call), at: call)
        default:
            return .unknown("`NSLayoutConstraint.\(name)`")
        }
    }

    /// Activates (or deactivates) constraints; each element of an array literal that is not
    /// known is noted where it is written.
    func activate(_ value: LayoutValue, _ active: Bool, at node: some SyntaxProtocol) {
        if let indices = value.constraints() {
            for index in indices { builder.constraints[index].activated = active }
            return
        }
        if case .array(let elements) = value, let literal = ExprSyntax(node)?.as(ArrayExprSyntax.self),
            literal.elements.count == elements.count
        {
            for (element, written) in zip(elements, literal.elements) {
                if let indices = element.constraints() {
                    for index in indices { builder.constraints[index].activated = active }
                } else {
                    note("a constraint left out: \(element.unknownReason ?? "not known before the code runs")", at: written)
                }
            }
            return
        }
        if case .array(let elements) = value {
            for element in elements {
                if let indices = element.constraints() { for index in indices { builder.constraints[index].activated = active } }
            }
        }
        note("constraints left out: \(value.unknownReason ?? "not known before the code runs")", at: node)
    }

    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`, through the
    /// Model's visual format parser; `|` is the views' common superview at this point of the code.
    func visualFormat(_ arguments: Arguments, at call: FunctionCallExprSyntax) throws(CodeImportError) -> LayoutValue {
        guard case .string(let format)? = arguments["withVisualFormat"] else {
            note("a visual format known only when the code runs: left out", at: call)
            return .unknown("a visual format")
        }
        var options: VisualFormatOptions = []
        switch arguments["options"] {
        case nil: break
        case .array(let elements)? where elements.isEmpty: break
        case .implicitMember(let name)?:
            options = (try? VisualFormatOptions(names: [name])) ?? []
        case .array(let elements)?:
            let names = elements.compactMap { element -> String? in
                if case .implicitMember(let name) = element { return name }
                return nil
            }
            guard names.count == elements.count, let known = try? VisualFormatOptions(names: names) else {
                note("visual format options known only when the code runs: the format's constraints are left out", at: call)
                return .unknown("visual format options")
            }
            options = known
        default:
            note("visual format options known only when the code runs: the format's constraints are left out", at: call)
            return .unknown("visual format options")
        }
        var metrics: [String: Double] = [:]
        switch arguments["metrics"] {
        case nil, .nothing?: break
        case .dictionary(let entries)?:
            for (key, value) in entries {
                guard let number = value.number else {
                    note("the metric '\(key)' is known only when the code runs: the format's constraints are left out", at: call)
                    return .unknown("a metric")
                }
                metrics[key] = number
            }
        default:
            note("metrics known only when the code runs: the format's constraints are left out", at: call)
            return .unknown("metrics")
        }
        guard case .dictionary(let entries)? = arguments["views"] else {
            note("the views of a visual format known only when the code runs: left out", at: call)
            return .unknown("the views of a visual format")
        }
        var items: [String: ItemID] = [:]
        for (key, value) in entries {
            switch value {
            case .view(let id), .guide(let id): items[key] = id
            case .undeclared(let name): throw unknownView(name, at: call)
            default:
                note("the view '\(key)' of a visual format is known only when the code runs: the format's constraints are left out", at: call)
                return .unknown("a view of a visual format")
            }
        }
        let marker = "|superview|"
        let parsed: [NamedConstraint]
        do {
            parsed = try VisualFormat.constraints(format, metrics: metrics, views: Set(items.keys), options: options, superview: marker)
        } catch {
            note("the visual format \"\(format)\" does not parse (\(error)): left out", at: call)
            return .unknown("a visual format that does not parse")
        }
        var superview: ItemID?
        if parsed.contains(where: { $0.equation.items.contains(marker) }) {
            let mentioned = Set(parsed.flatMap(\.equation.items)).subtracting([marker])
            let parents = Set(mentioned.map { items[$0].flatMap(builder.superview(of:)) })
            guard parents.count == 1, let parent = parents.first, let parent else {
                note("\"\(format)\" pins to `|`, but its views have no common superview at this point: left out", at: call)
                return .unknown("a visual format without a superview")
            }
            superview = parent
        }
        let place = location(of: call)
        return .array(
            parsed.map { named in
                let equation = named.equation.mapItems { $0 == marker ? superview! : items[$0]! }
                return .constraint(builder.addConstraint(Constraint(equation: equation, priority: named.priority), at: place))
            })
    }
}
