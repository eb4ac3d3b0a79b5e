import Model
import SwiftSyntax

extension LayoutInterpreter {
    /// The arguments of a call, each with its label.
    struct Arguments {
        var values: [(label: String?, value: LayoutValue, node: ExprSyntax)]

        subscript(label: String) -> LayoutValue? { values.first { $0.label == label }?.value }
        var labels: [String?] { values.map(\.label) }
        var unlabeled: [LayoutValue] { values.map(\.value) }
    }

    func arguments(of call: FunctionCallExprSyntax) throws(CodeImportError) -> Arguments {
        var values: [(label: String?, value: LayoutValue, node: ExprSyntax)] = []
        for argument in call.arguments {
            values.append((argument.label?.text, try value(of: argument.expression), argument.expression))
        }
        return Arguments(values: values)
    }

    func value(of call: FunctionCallExprSyntax, expecting type: String?) throws(CodeImportError) -> LayoutValue {
        let called = call.calledExpression
        // `{ … }()`: a closure run where it is written (`let title: UILabel = { … }()`).
        if let closure = called.as(ClosureExprSyntax.self) { return try self.call(closure, arguments: []) }
        if let member = called.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let baseExpression = member.base else {
                // `.init(…)` of the type the context expects.
                if name == "init", let type { return try initialize(type, call) }
                if name == "init", call.arguments.count == 1, let only = call.arguments.first {
                    return try value(of: only.expression)
                }
                return .unknown("`.\(name)(…)`")
            }
            if name == "init", case .type(let typeName) = try value(of: baseExpression) { return try initialize(typeName, call) }
            let receiver = try value(of: baseExpression)
            return try send(name, to: receiver, call, at: member)
        }
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if lookUp(name) == nil, properties[name] == nil, let first = name.first, first.isUppercase {
                return try initialize(name, call)
            }
            if let method = ownMethod(name) {
                return try self.call(method, arguments: try arguments(of: call), at: call)
            }
            if ["max", "min"].contains(name) {
                let numbers = try arguments(of: call).unlabeled.compactMap(\.number)
                guard numbers.count == call.arguments.count, !numbers.isEmpty else { return .unknown("`\(name)` of values not known") }
                return .number(name == "max" ? numbers.max()! : numbers.min()!)
            }
            // `addSubview(title)` in a view's own code.
            if owner != .function || lookUp("self") != nil { return try send(name, to: selfValue, call, at: reference) }
            if Self.mentionsLayout(call) { note("a call to `\(name)`, which the files imported do not declare: left out", at: call) }
            return .unknown("`\(name)(…)`")
        }
        return .unknown("`\(call.trimmedDescription.prefix(60))`")
    }

    /// A method of the owner type, by name.
    func ownMethod(_ name: String) -> FunctionDeclSyntax? { methods[name] }

    /// `Type(…)`: a view, a guide, a priority, insets, a rectangle, a number or a constraint.
    func initialize(_ type: String, _ call: FunctionCallExprSyntax) throws(CodeImportError) -> LayoutValue {
        let arguments = try arguments(of: call)
        switch type {
        case "UILayoutPriority", "NSLayoutConstraint.Priority", "NSLayoutPriority":
            guard let number = (arguments["rawValue"] ?? arguments.unlabeled.first)?.number else {
                return .unknown("a priority not known before the code runs")
            }
            return .priority(Priority(Float(number)))
        case "CGFloat", "Double", "Float", "Int":
            return arguments.unlabeled.first.flatMap(\.number).map(LayoutValue.number) ?? .unknown("a number not known before the code runs")
        case "UIEdgeInsets", "NSEdgeInsets", "NSDirectionalEdgeInsets":
            let names = type == "NSDirectionalEdgeInsets" ? ["top", "leading", "bottom", "trailing"] : ["top", "left", "bottom", "right"]
            let numbers = names.compactMap { arguments[$0]?.number }
            guard numbers.count == 4 else { return .unknown("insets not known before the code runs") }
            // Leading as left and trailing as right: how the project keeps margins, as the
            // import of a document's `directionalLayoutMargins` does.
            return .insets(EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3]))
        case "CGRect", "NSRect":
            let numbers = ["x", "y", "width", "height"].compactMap { arguments[$0]?.number }
            guard numbers.count == 4 else { return .unknown("a rectangle not known before the code runs") }
            return .rect(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        case "UILayoutGuide", "NSLayoutGuide":
            return .guide(builder.makeGuide())
        case "NSLayoutConstraint":
            return try itemConstraint(arguments, at: call)
        default:
            break
        }
        guard let kind = viewKind(of: type, at: call) else { return .unknown("a `\(type)`") }
        let id = builder.makeView(kind: kind)
        if kind == .stackView, case .array(let arranged)? = arguments["arrangedSubviews"] {
            for element in arranged {
                guard case .view(let view) = element else {
                    note("an arranged subview known only when the code runs: left out", at: call)
                    continue
                }
                builder.arrange(view, in: id)
            }
        }
        return .view(id)
    }

    /// The kind of a view class: UIKit's, or a subclass the files declare. A class whose
    /// ancestry leaves the files imported is noted and made a plain view.
    func viewKind(of type: String, at node: some SyntaxProtocol) -> ViewKind? {
        if let kind = UIKitClasses.kinds[type] { return kind }
        if let ancestor = declarations.uiKitAncestor(of: type) { return UIKitClasses.kinds[ancestor] }
        guard declarations.superclasses[type] != nil || type.hasSuffix("View") || type.hasSuffix("Button") || type.hasSuffix("Label")
        else { return nil }
        note("`\(type)` comes from a file the import was not given: made a plain view, its kind left out", at: node)
        return .view
    }

    /// `receiver.name(…)`.
    func send(_ name: String, to receiver: LayoutValue, _ call: FunctionCallExprSyntax, at node: some SyntaxProtocol) throws(CodeImportError)
        -> LayoutValue
    {
        switch receiver {
        case .view(let id): return try sendToView(name, id, call)
        case .anchor(let anchor) where name == "constraint": return try anchorConstraint(anchor, try arguments(of: call), at: call)
        case .type(let type) where type == "NSLayoutConstraint": return try sendToLayoutConstraint(name, call)
        case .array(let elements): return try sendToArray(name, elements, call)
        case .snapKit(let id, let guide): return try snapKitBlock(name, id, guide, call)
        case .snapMaker(let id, let guide, let attributes): return try snapKitRelation(name, id, guide, attributes, call)
        case .snapConstraints(let indices): return try snapKitModifier(name, indices, call)
        case .undeclared(let unknown):
            if Self.mentionsLayout(call.calledExpression) || name == "constraint" { throw unknownView(unknown, at: node) }
            return receiver
        case .unknown(let reason):
            if Self.mentionsLayout(call.calledExpression) {
                note("`\(name)` called on something known only when the code runs (\(reason)): left out", at: call)
            }
            return receiver
        default:
            if Self.mentionsLayout(call.calledExpression) { note("`\(call.calledExpression.trimmedDescription)`: left out", at: call) }
            return .unknown("`\(name)(…)`")
        }
    }

    func sendToView(_ name: String, _ id: ItemID, _ call: FunctionCallExprSyntax) throws(CodeImportError) -> LayoutValue {
        let arguments = try arguments(of: call)
        let first = arguments.values.first
        func view(_ value: LayoutValue?, _ node: ExprSyntax?) throws(CodeImportError) -> ItemID? {
            switch value {
            case .view(let child)?: return child
            case .undeclared(let unknown)?: throw unknownView(unknown, at: node ?? ExprSyntax(call))
            default:
                note(
                    "`\(name)` of a view known only when the code runs (\(value?.unknownReason ?? "not a view")): left out",
                    at: node ?? ExprSyntax(call))
                return nil
            }
        }
        switch name {
        case "addSubview":
            if let child = try view(first?.value, first?.node) { builder.add(child, to: id) }
        case "insertSubview":
            guard let child = try view(first?.value, first?.node) else { break }
            if let index = arguments["at"]?.number {
                builder.add(child, to: id, at: Int(index))
            } else if case .view(let sibling)? = arguments["belowSubview"] ?? arguments["aboveSubview"],
                let position = builder[id]?.subviews.firstIndex(of: sibling)
            {
                builder.add(child, to: id, at: arguments["belowSubview"] != nil ? position : position + 1)
            } else {
                builder.add(child, to: id)
            }
        case "addArrangedSubview":
            if let child = try view(first?.value, first?.node) { builder.arrange(child, in: id) }
        case "insertArrangedSubview":
            if let child = try view(first?.value, first?.node) { builder.arrange(child, in: id, at: arguments["at"]?.number.map { Int($0) }) }
        case "removeArrangedSubview":
            if let child = try view(first?.value, first?.node) { builder[id]?.view.stack?.arrangedSubviews.removeAll { $0 == child } }
        case "removeFromSuperview":
            builder.removeFromSuperview(id)
        case "addLayoutGuide":
            if case .guide(let guide)? = first?.value, let index = builder.guides.firstIndex(where: { $0.id == guide }) {
                builder.guides[index].owner = id
            } else {
                note("a layout guide known only when the code runs: left out", at: call)
            }
        case "addConstraint", "addConstraints", "removeConstraint", "removeConstraints":
            activate(first?.value ?? .nothing, name.hasPrefix("add"), at: first?.node ?? ExprSyntax(call))
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            guard let priority = first?.value.priority, case .implicitMember(let axisName)? = arguments["for"],
                let axis = Axis(rawValue: axisName == "horizontal" || axisName == "vertical" ? axisName : "")
            else {
                note("`\(name)` with values known only when the code runs: left out", at: call)
                break
            }
            var entry = builder[id]!
            if name == "setContentHuggingPriority" {
                if axis == .horizontal { entry.view.contentHugging.horizontal = priority } else { entry.view.contentHugging.vertical = priority }
            } else if axis == .horizontal {
                entry.view.compressionResistance.horizontal = priority
            } else {
                entry.view.compressionResistance.vertical = priority
            }
            builder[id] = entry
        case "setCustomSpacing":
            guard let points = first?.value.number, case .view(let after)? = arguments["after"] else {
                note("`setCustomSpacing` with values known only when the code runs: left out", at: call)
                break
            }
            builder[id]?.view.stack?.customSpacing[after] = points
        default:
            // A helper an extension of UIKit's views declares, with the view as `self`.
            if let method = declarations.viewMethods[name] {
                return try withSelf(.view(id)) { () throws(CodeImportError) in try self.call(method, arguments: arguments, at: call) }
            }
            // A layout helper of the project's own (`title.anchor(top: view.topAnchor, …)`,
            // common where views are made in code) declared in a file not given: its anchors
            // say it makes constraints, and which it makes cannot be known.
            let passesAnchors = arguments.values.contains { argument in
                if case .anchor = argument.value { return true }
                return false
            }
            if passesAnchors {
                note("`\(name)(…)` with anchors, a helper the files imported do not declare (import its file too): left out", at: call)
            } else if Self.mentionsLayout(call.calledExpression) {
                note("`\(name)`, which the files imported do not declare: left out", at: call)
            }
            return .unknown("`\(name)(…)`")
        }
        return .nothing
    }

    /// `[a, b].forEach { … }`, `.forEach(view.addSubview)`, `.append(…)`, `.map { … }`.
    func sendToArray(_ name: String, _ elements: [LayoutValue], _ call: FunctionCallExprSyntax) throws(CodeImportError) -> LayoutValue {
        let body = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        switch name {
        case "forEach", "map":
            var results: [LayoutValue] = []
            if let body {
                for element in elements { results.append(try self.call(body, arguments: [element])) }
            } else if let argument = call.arguments.first,
                let reference = argument.expression.as(MemberAccessExprSyntax.self), let base = reference.base
            {
                // `.forEach(root.addSubview)`.
                let receiver = try value(of: base)
                for element in elements {
                    results.append(try sendSingle(reference.declName.baseName.text, to: receiver, element, at: call))
                }
            } else {
                if Self.mentionsLayout(call) { note("`\(name)` with a function known only when the code runs: left out", at: call) }
                return .unknown("`\(name)`")
            }
            return name == "map" ? .array(results) : .nothing
        default:
            return .unknown("`\(name)` of an array")
        }
    }

    /// `receiver.name(argument)` for a method passed as a function (`forEach(view.addSubview)`).
    func sendSingle(_ name: String, to receiver: LayoutValue, _ argument: LayoutValue, at call: FunctionCallExprSyntax) throws(CodeImportError)
        -> LayoutValue
    {
        guard case .view(let id) = receiver, case .view(let child) = argument else {
            note("`\(name)` on values known only when the code runs: left out", at: call)
            return .unknown(name)
        }
        switch name {
        case "addSubview": builder.add(child, to: id)
        case "addArrangedSubview": builder.arrange(child, in: id)
        default: note("`\(name)` passed as a function: left out", at: call)
        }
        return .nothing
    }

    /// Runs `body` with `self` standing for another value (a view, in a UIKit extension's method).
    func withSelf<T>(_ value: LayoutValue, _ body: () throws(CodeImportError) -> T) throws(CodeImportError) -> T {
        scopes.append(["self": value])
        defer { scopes.removeLast() }
        return try body()
    }
}
