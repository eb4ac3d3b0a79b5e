import Model
import SwiftSyntax

extension LayoutInterpreter {
    /// What an expression stands for. Throws only for what makes the whole import wrong (a view
    /// that is declared nowhere, named in a layout); anything else not known is `.unknown`.
    ///
    /// - Parameter type: the type the context expects (a declaration's annotation), for `.init()`.
    func value(of expression: ExprSyntax, expecting type: String? = nil) throws(CodeImportError) -> LayoutValue {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(literal.literal.text.replacing("_", with: "")).map(LayoutValue.number) ?? .unknown("an integer")
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            return Double(literal.literal.text.replacing("_", with: "")).map(LayoutValue.number) ?? .unknown("a number")
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.tokenKind == .keyword(.true)) }
        if expression.is(NilLiteralExprSyntax.self) { return .nothing }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in literal.segments {
                guard case .stringSegment(let part) = segment else { return .unknown("an interpolated string") }
                text += part.content.text
            }
            guard literal.openingPounds == nil, let unescaped = Self.unescaped(text) else { return .unknown("a string with escapes") }
            return .string(unescaped)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return try value(named: reference.baseName.text, at: reference) }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return .implicitMember(member.declName.baseName.text) }
            return try self.member(member.declName.baseName.text, of: try value(of: base), at: member)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return try value(of: call, expecting: type) }
        if let sequence = expression.as(SequenceExprSyntax.self) { return try fold(Array(sequence.elements), at: sequence) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try value(of: only.expression, expecting: type)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            var elements: [LayoutValue] = []
            for element in array.elements { elements.append(try value(of: element.expression)) }
            return .array(elements)
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content else { return .dictionary([:]) }
            var entries: [String: LayoutValue] = [:]
            for element in elements {
                guard case .string(let key) = try value(of: element.key) else { return .unknown("a dictionary whose keys are not literals") }
                entries[key] = try value(of: element.value)
            }
            return .dictionary(entries)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let operand = try value(of: prefix.expression)
            switch (prefix.operator.text, operand) {
            case ("-", .number(let number)): return .number(-number)
            case ("+", .number): return operand
            case ("!", .bool(let flag)): return .bool(!flag)
            default: return .unknown("`\(prefix.trimmedDescription)`")
            }
        }
        if let trying = expression.as(TryExprSyntax.self) { return try value(of: trying.expression, expecting: type) }
        if let waiting = expression.as(AwaitExprSyntax.self) { return try value(of: waiting.expression, expecting: type) }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return try value(of: unwrapped.expression, expecting: type) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return try value(of: chained.expression, expecting: type) }
        if let cast = expression.as(AsExprSyntax.self) { return try value(of: cast.expression) }
        if let branch = expression.as(IfExprSyntax.self) { return try run(branch) }
        if expression.is(SuperExprSyntax.self) { return .unknown("`super`") }
        if let closure = expression.as(ClosureExprSyntax.self) {
            if Self.mentionsLayout(closure) { note("layout code in a closure that is not called here: left out", at: closure) }
            return .unknown("a closure")
        }
        if let type = expression.as(TypeExprSyntax.self) { return .type(Self.typeName(type.type)) }
        return .unknown("`\(expression.trimmedDescription.prefix(60))`")
    }

    /// A name: a local, the owner's property, what `self`, `view` or `contentView` are, a
    /// constant of the files, or a type.
    func value(named name: String, at node: some SyntaxProtocol) throws(CodeImportError) -> LayoutValue {
        if let local = lookUp(name) { return local }
        if name == "self" { return selfValue }
        if let property = properties[name] { return property }
        if let typeName, let constant = declarations.constants[typeName + "." + name] { return try self.value(of: constant) }
        if let constant = declarations.constants[name] { return try self.value(of: constant) }
        switch (owner, name) {
        case (.viewController, "view"), (.cell, "contentView"): return root
        default: break
        }
        if owner != .function || lookUp("self") != nil, let implicit = try implicitSelfMember(name, at: node) { return implicit }
        if let first = name.first, first.isUppercase { return .type(name) }
        return .undeclared(name)
    }

    /// A member of `self` named bare (`safeAreaLayoutGuide`, `topAnchor` in a view's own code).
    private func implicitSelfMember(_ name: String, at node: some SyntaxProtocol) throws(CodeImportError) -> LayoutValue? {
        guard BuiltInGuide(name: name) != nil || Self.attribute(ofAnchor: name) != nil || name == "snp" else { return nil }
        // A view controller has no anchors of its own.
        guard owner != .viewController || lookUp("self") != nil else { return nil }
        return try member(name, of: selfValue, at: node)
    }

    /// A string literal's text with its escapes (`\\`, `\"`, `\n`, `\r`, `\t`, `\0`, `\u{…}`)
    /// read; nil for one it does not know.
    static func unescaped(_ text: String) -> String? {
        guard text.contains("\\") else { return text }
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalars.next() {
            case "\\": result += "\\"
            case "\"": result += "\""
            case "'": result += "'"
            case "n": result += "\n"
            case "r": result += "\r"
            case "t": result += "\t"
            case "0": result += "\0"
            case "u":
                guard scalars.next() == "{" else { return nil }
                var hex = ""
                while let digit = scalars.next(), digit != "}" { hex.unicodeScalars.append(digit) }
                guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
                result.unicodeScalars.append(decoded)
            default: return nil
            }
        }
        return result
    }

    /// `leadingAnchor` → `.leading`.
    static func attribute(ofAnchor name: String) -> Attribute? {
        guard name.hasSuffix("Anchor") else { return nil }
        let attribute = Attribute(rawValue: String(name.dropLast("Anchor".count)))
        return attribute.flatMap { [.notAnAttribute].contains($0) || $0.isMarginForm ? nil : $0 }
    }

    /// `base.name`.
    func member(_ name: String, of base: LayoutValue, at node: some SyntaxProtocol) throws(CodeImportError) -> LayoutValue {
        switch base {
        case .view(let id):
            if let attribute = Self.attribute(ofAnchor: name) { return .anchor(Anchor(id, attribute)) }
            if let guide = BuiltInGuide(name: name), name.hasSuffix("Guide") { return .builtInGuide(id, guide) }
            switch name {
            case "superview": return builder.superview(of: id).map(LayoutValue.view) ?? .unknown("a view with no superview yet")
            case "contentView" where id == builder.rootID && owner == .cell: return root
            case "snp": return .snapKit(id, nil)
            case "arrangedSubviews":
                return builder[id]?.view.stack.map { .array($0.arrangedSubviews.map(LayoutValue.view)) } ?? .unknown("not a stack view")
            case "subviews": return .array((builder[id]?.subviews ?? []).map(LayoutValue.view))
            default: return .unknown("`\(name)` of a view")
            }
        case .guide(let id):
            if let attribute = Self.attribute(ofAnchor: name) { return .anchor(Anchor(id, attribute)) }
            if name == "snp" { return .snapKit(id, nil) }
            return .unknown("`\(name)` of a layout guide")
        case .builtInGuide(let id, let guide):
            if let attribute = Self.attribute(ofAnchor: name) { return .anchor(Anchor(id, attribute, guide: guide)) }
            if name == "snp" { return .snapKit(id, guide) }
            return .unknown("`\(name)` of a layout guide")
        case .snapKit(let id, let guide):
            guard let attributes = Self.snapKitAttributes[name] else { return .unknown("SnapKit's `\(name)`") }
            return .snapTarget(id, guide, attributes)
        case .snapMaker(let id, let guide, let attributes):
            guard let more = Self.snapKitAttributes[name] else { return .unknown("SnapKit's `\(name)`") }
            return .snapMaker(id, guide, attributes + more)
        case .snapConstraints:
            return .unknown("SnapKit's `\(name)`")
        case .type(let type):
            // `Metrics.inset`, of an enum in the file or nested in the owner type.
            if let constant = declarations.constants[type + "." + name] ?? typeName.flatMap({ declarations.constants[$0 + "." + type + "." + name] })
            {
                return try value(of: constant)
            }
            if let first = name.first, first.isUppercase { return .type(type + "." + name) }
            if type == "UIStackView", name == "spacingUseSystem" { return .implicitMember("spacingUseSystem") }
            return .implicitMember(name)
        case .priority(let priority) where name == "rawValue": return .number(Double(priority.rawValue))
        case .implicitMember where name == "rawValue": return base.priority.map { .number(Double($0.rawValue)) } ?? .unknown("a raw value")
        case .array(let elements) where name == "count": return .number(Double(elements.count))
        case .undeclared(let unknown):
            if Self.attribute(ofAnchor: name) != nil || BuiltInGuide(name: name) != nil || name == "snp" {
                throw unknownView(unknown, at: node)
            }
            return base
        case .unknown: return base
        default: return .unknown("`\(name)`")
        }
    }

    func unknownView(_ name: String, at node: some SyntaxProtocol) -> CodeImportError {
        CodeImportError(
            .unknownView(name), at: location(of: node),
            reason:
                "unknown view '\(name)': no property, local or parameter of that name is declared in the files imported; import the file that declares it with this one, or correct the name"
        )
    }

    /// An unfolded sequence (`a + b * 2`, `x.isActive = true`), folded by Swift's precedence for
    /// the operators layout code uses: assignment, then `+ -`, then `* /`.
    func fold(_ elements: [ExprSyntax], at node: some SyntaxProtocol) throws(CodeImportError) -> LayoutValue {
        // `x as T` keeps x.
        var parts: [ExprSyntax] = []
        var index = 0
        while index < elements.count {
            if elements[index].is(UnresolvedAsExprSyntax.self) {
                index += 2
                continue
            }
            parts.append(elements[index])
            index += 1
        }
        guard parts.count % 2 == 1 else { return .unknown("`\(node.trimmedDescription.prefix(60))`") }
        func operatorText(_ expression: ExprSyntax) -> String? {
            if expression.is(AssignmentExprSyntax.self) { return "=" }
            return expression.as(BinaryOperatorExprSyntax.self)?.operator.text
        }
        let operators = stride(from: 1, to: parts.count, by: 2).map { (position: $0, text: operatorText(parts[$0])) }
        if let assignment = operators.first(where: { ["=", "+=", "-=", "*=", "/="].contains($0.text ?? "") }) {
            guard assignment.position == 1 else { return .unknown("`\(node.trimmedDescription.prefix(60))`") }
            let right = try fold(Array(parts[2...]), at: node)
            try assign(to: parts[0], assignment.text!, right, at: node)
            return .nothing
        }
        if parts.count == 1 { return try value(of: parts[0]) }
        for group in [["==", "!=", "<", "<=", ">", ">="], ["+", "-"], ["*", "/"]] {
            guard let split = operators.last(where: { group.contains($0.text ?? "") }) else { continue }
            let left = try fold(Array(parts[..<split.position]), at: node)
            let right = try fold(Array(parts[(split.position + 1)...]), at: node)
            return Self.combine(left, split.text!, right)
        }
        return .unknown("`\(node.trimmedDescription.prefix(60))`")
    }

    /// Arithmetic on numbers and priorities, and their comparisons; `+` on arrays; whether a
    /// value known to the import is `nil` (`top != nil`).
    static func combine(_ left: LayoutValue, _ operation: String, _ right: LayoutValue) -> LayoutValue {
        switch (left, right) {
        case (.number(let a), .number(let b)):
            switch operation {
            case "+": return .number(a + b)
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            case "/": return b == 0 ? .unknown("a division by zero") : .number(a / b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            case ">=": return .bool(a >= b)
            default: return .unknown("`\(operation)`")
            }
        case (_, .nothing) where ["==", "!="].contains(operation) && !left.isUnknown:
            if case .nothing = left { return .bool(operation == "==") }
            return .bool(operation == "!=")
        case (.array(let a), .array(let b)) where operation == "+": return .array(a + b)
        case (.string(let a), .string(let b)) where operation == "+": return .string(a + b)
        case (_, .number(let b)) where left.priority != nil && ["+", "-"].contains(operation):
            let base = left.priority!.rawValue
            return .priority(Priority(operation == "+" ? base + Float(b) : base - Float(b)))
        default:
            if let reason = left.unknownReason ?? right.unknownReason { return .unknown(reason) }
            return .unknown("`\(operation)` on values that are not numbers")
        }
    }

    /// `target = value` (or `+=`, …): a variable, a property of `self`, or a member of a view
    /// or constraint.
    func assign(to target: ExprSyntax, _ operation: String, _ value: LayoutValue, at node: some SyntaxProtocol) throws(CodeImportError) {
        func combined(_ current: LayoutValue) -> LayoutValue {
            operation == "=" ? value : Self.combine(current, String(operation.dropLast()), value)
        }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            let isVariable = lookUp(name) != nil || properties[name] != nil
            if !isVariable, owner == .viewController, name == "view" {
                replaceRoot(with: value, at: node)
            } else if !isVariable, Self.viewProperties.contains(name), case .view(let id) = selfValue {
                // `layoutMargins = …` in a view's own code.
                try set(name, of: .view(id), to: combined(try member(name, of: .view(id), at: reference)), at: node)
            } else {
                assign(name, combined(lookUp(name) ?? properties[name] ?? .unknown("`\(name)`")))
            }
            return
        }
        // `_ = value`.
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        guard let member = target.as(MemberAccessExprSyntax.self), let baseExpression = member.base else {
            if Self.mentionsLayout(node) { note("an assignment to `\(target.trimmedDescription)`: left out", at: node) }
            return
        }
        let name = member.declName.baseName.text
        if owner == .viewController, name == "view", baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return replaceRoot(with: value, at: node)
        }
        if owner != .function, let selfReference = baseExpression.as(DeclReferenceExprSyntax.self), selfReference.baseName.text == "self",
            !Self.viewProperties.contains(name)
        {
            properties[name] = combined(properties[name] ?? .unknown("`\(name)`"))
            nameItem(properties[name]!, name, byProperty: true)
            return
        }
        let base = try self.value(of: baseExpression)
        let current = operation == "=" ? LayoutValue.nothing : try self.member(name, of: base, at: member)
        try set(name, of: base, to: combined(current), at: node)
    }
}

extension LayoutInterpreter {
    /// `view = UIView()` in a view controller's `loadView`: the root is a view of that kind.
    func replaceRoot(with value: LayoutValue, at node: some SyntaxProtocol) {
        guard case .view(let id) = value, let kind = builder[id]?.view.kind else {
            note("the view controller's `view` is set to a view known only when the code runs: its kind is left out", at: node)
            return
        }
        builder[builder.rootID]?.view.kind = kind
        if kind == .stackView { builder[builder.rootID]?.view.stack = builder[id]?.view.stack }
    }
}
