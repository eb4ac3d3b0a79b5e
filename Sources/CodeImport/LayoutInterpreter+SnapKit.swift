import Model
import SwiftSyntax

/// SnapKit's DSL, a second front end over the same model:
/// `view.snp.makeConstraints { make in make.leading.equalToSuperview().offset(16) }`.
extension LayoutInterpreter {
    /// SnapKit's attribute names, composite ones expanded as SnapKit expands them.
    static let snapKitAttributes: [String: [Attribute]] = {
        var table: [String: [Attribute]] = [:]
        for attribute in Attribute.allCases where attribute != .notAnAttribute { table[attribute.rawValue] = [attribute] }
        table["edges"] = [.top, .left, .bottom, .right]
        table["directionalEdges"] = [.top, .leading, .bottom, .trailing]
        table["horizontalEdges"] = [.left, .right]
        table["verticalEdges"] = [.top, .bottom]
        table["directionalHorizontalEdges"] = [.leading, .trailing]
        table["directionalVerticalEdges"] = [.top, .bottom]
        table["size"] = [.width, .height]
        table["center"] = [.centerX, .centerY]
        table["margins"] = [.topMargin, .leftMargin, .bottomMargin, .rightMargin]
        table["directionalMargins"] = [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]
        table["centerWithinMargins"] = [.centerXWithinMargins, .centerYWithinMargins]
        return table
    }()

    /// `view.snp.makeConstraints { make in … }`, `remakeConstraints` (the view's earlier SnapKit
    /// constraints go first) and `updateConstraints` (a constraint like an earlier one, same
    /// attributes, relation and target, changes that one).
    func snapKitBlock(_ name: String, _ id: ItemID, _ guide: BuiltInGuide?, _ call: FunctionCallExprSyntax) throws(CodeImportError)
        -> LayoutValue
    {
        guard ["makeConstraints", "remakeConstraints", "updateConstraints"].contains(name),
            let body = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        else {
            if name == "removeConstraints" {
                for index in builder.constraints.indices where builder.constraints[index].snapKitView == id {
                    builder.constraints[index].removed = true
                }
                return .nothing
            }
            note("SnapKit's `\(name)`: left out", at: call)
            return .unknown("SnapKit's `\(name)`")
        }
        let earlier = builder.constraints.indices.filter { builder.constraints[$0].snapKitView == id && !builder.constraints[$0].removed }
        if name == "remakeConstraints" { for index in earlier { builder.constraints[index].removed = true } }
        let start = builder.constraints.count
        _ = try self.call(body, arguments: [.snapMaker(id, guide, [])])
        for index in start..<builder.constraints.count {
            builder.constraints[index].snapKitView = id
            builder.constraints[index].activated = true
        }
        guard name == "updateConstraints" else { return .nothing }
        for index in start..<builder.constraints.count {
            let new = builder.constraints[index].constraint
            guard
                let old = earlier.last(where: { candidate in
                    let equation = builder.constraints[candidate].constraint.equation
                    return equation.first == new.equation.first && equation.relation == new.equation.relation
                        && equation.second == new.equation.second
                })
            else { continue }
            builder.constraints[old].constraint.equation.constant = new.equation.constant
            builder.constraints[old].constraint.equation.multiplier = new.equation.multiplier
            builder.constraints[old].constraint.priority = new.priority
            builder.constraints[index].removed = true
        }
        return .nothing
    }

    /// `make.top.equalTo(target)`, `make.edges.equalToSuperview()`, `make.width.lessThanOrEqualTo(200)`:
    /// one constraint per attribute.
    func snapKitRelation(
        _ name: String, _ id: ItemID, _ guide: BuiltInGuide?, _ attributes: [Attribute], _ call: FunctionCallExprSyntax
    ) throws(CodeImportError) -> LayoutValue {
        let relations: [(String, Relation)] = [("equal", .equal), ("greaterThanOrEqual", .greaterThanOrEqual), ("lessThanOrEqual", .lessThanOrEqual)]
        guard !attributes.isEmpty, let (word, relation) = relations.first(where: { name.hasPrefix($0.0) }),
            ["To", "ToSuperview"].contains(String(name.dropFirst(word.count)))
        else { return .unknown("SnapKit's `\(name)`") }
        let toSuperview = name.hasSuffix("ToSuperview")
        let target: LayoutValue
        let targetNode: ExprSyntax
        if toSuperview {
            target = builder.superview(of: id).map(LayoutValue.view) ?? .unknown("a view with no superview yet")
            targetNode = ExprSyntax(call)
        } else {
            guard let argument = call.arguments.first?.expression else { return .unknown("SnapKit's `\(name)` without a target") }
            target = try value(of: argument)
            targetNode = argument
        }
        var made: [Int] = []
        for attribute in attributes {
            let first = Anchor(id, attribute, guide: guide)
            let equation: Equation<ItemID>
            switch target {
            case .view(let other), .guide(let other):
                equation = Equation(first, relation, Anchor(other, attribute))
            case .builtInGuide(let other, let otherGuide):
                equation = Equation(first, relation, Anchor(other, attribute, guide: otherGuide))
            case .snapTarget(let other, let otherGuide, let targetAttributes):
                let second = targetAttributes.count == 1 ? targetAttributes[0] : attribute
                guard targetAttributes.count == 1 || targetAttributes.contains(attribute) else {
                    note("SnapKit: `\(attribute.rawValue)` related to other attributes: left out", at: call)
                    return .unknown("mismatched attributes")
                }
                equation = Equation(first, relation, Anchor(other, second, guide: otherGuide))
            case .number(let constant):
                // SnapKit relates a constant to the superview for anything but a size.
                if attribute.kind == .size {
                    equation = Equation(first, relation, nil, constant: constant)
                } else {
                    guard let superview = builder.superview(of: id) else {
                        note("SnapKit: a constant for `\(attribute.rawValue)` of a view with no superview yet: left out", at: call)
                        return .unknown("no superview")
                    }
                    equation = Equation(first, relation, Anchor(superview, attribute), constant: constant)
                }
            case .undeclared(let unknown):
                throw unknownView(unknown, at: targetNode)
            default:
                note("SnapKit: a target known only when the code runs (\(target.unknownReason ?? "not a view or number")): left out", at: targetNode)
                return .unknown("a SnapKit target")
            }
            made.append(builder.addConstraint(Constraint(equation: equation), at: location(of: call)))
        }
        return .snapConstraints(made)
    }

    /// `.offset(8)`, `.inset(16)`, `.multipliedBy(0.5)`, `.dividedBy(2)`, `.priority(750)`,
    /// `.labeled("title")`.
    func snapKitModifier(_ name: String, _ indices: [Int], _ call: FunctionCallExprSyntax) throws(CodeImportError) -> LayoutValue {
        let argument = try call.arguments.first.map { argument throws(CodeImportError) in try value(of: argument.expression) } ?? .nothing
        func unknown() -> LayoutValue {
            note("SnapKit's `\(name)` with a value known only when the code runs: left out", at: call)
            return .snapConstraints(indices)
        }
        for index in indices {
            var constraint = builder.constraints[index].constraint
            switch name {
            case "offset":
                guard let number = argument.number else { return unknown() }
                constraint.equation.constant = number
            case "inset":
                let insets: EdgeInsets
                switch argument {
                case .number(let number): insets = EdgeInsets(all: number)
                case .insets(let value): insets = value
                default: return unknown()
                }
                constraint.equation.constant = Self.snapKitInset(insets, for: constraint.equation.first.attribute)
            case "multipliedBy", "dividedBy":
                guard let number = argument.number, number != 0, constraint.equation.second != nil else { return unknown() }
                constraint.equation.multiplier = name == "multipliedBy" ? number : 1 / number
            case "priority":
                let named: [String: Priority] = ["required": .required, "high": .defaultHigh, "medium": 500, "low": .defaultLow]
                if case .implicitMember(let word) = argument, let priority = named[word] {
                    constraint.priority = priority
                } else if let priority = argument.priority {
                    constraint.priority = priority
                } else {
                    return unknown()
                }
            case "priorityRequired": constraint.priority = .required
            case "priorityHigh": constraint.priority = .defaultHigh
            case "priorityMedium": constraint.priority = 500
            case "priorityLow": constraint.priority = .defaultLow
            case "labeled":
                guard case .string(let label) = argument else { return unknown() }
                constraint.identifier = label
            default:
                note("SnapKit's `\(name)`: left out", at: call)
                return .snapConstraints(indices)
            }
            builder.constraints[index].constraint = constraint
        }
        return .snapConstraints(indices)
    }

    /// The constant SnapKit's `inset` gives an attribute: inward from each edge.
    static func snapKitInset(_ insets: EdgeInsets, for attribute: Attribute) -> Double {
        switch attribute.edge {
        case .top, .firstBaseline: insets.top
        case .left, .leading: insets.left
        case .bottom, .lastBaseline: -insets.bottom
        case .right, .trailing: -insets.right
        case .width: -(insets.left + insets.right)
        case .height: -(insets.top + insets.bottom)
        case .centerX: (insets.left - insets.right) / 2
        case .centerY: (insets.top - insets.bottom) / 2
        default: 0
        }
    }
}
