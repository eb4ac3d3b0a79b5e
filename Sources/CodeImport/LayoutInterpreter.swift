import Model
import SwiftSyntax

/// Runs the layout code of one type (or one function) in the mind: each statement that makes
/// views, adds them to the hierarchy, sets their layout properties or makes and activates
/// constraints changes the ``LayoutBuilder``; what cannot be known without running the code is
/// noted as ``LeftOut`` and not guessed at.
final class LayoutInterpreter {
    /// What the layout hangs on: what `self`, `view` and `contentView` are.
    enum Owner {
        case viewController
        case view
        case cell
        case function
    }

    /// Each file's name and line table, by the id of its syntax tree's root.
    let files: [SyntaxIdentifier: (name: String, converter: SourceLocationConverter)]
    let declarations: CodeDeclarations
    let builder: LayoutBuilder
    let owner: Owner
    /// The owner type's name (nil for a function), whose static members its code names bare.
    let typeName: String?
    /// The owner's stored properties, by name (a property declared but not known yet is `.unknown`).
    var properties: [String: LayoutValue] = [:]
    /// The owner's methods, by name.
    var methods: [String: FunctionDeclSyntax] = [:]
    /// Methods run already (each at most once when called without arguments).
    var ran: Set<String> = []
    var callStack: [String] = []
    /// Local scopes, innermost last.
    var scopes: [[String: LayoutValue]] = [[:]]
    /// What a `return` gave in the innermost function or closure.
    var returned: LayoutValue?
    var leftOut: [LeftOut] = []
    /// Whether any view was added or any constraint made: the owner lays out views.
    var laysOut: Bool { builder.viewsInHierarchy.count > 1 || !builder.constraints.isEmpty || !builder.guides.isEmpty }

    init(
        files: [SyntaxIdentifier: (name: String, converter: SourceLocationConverter)], declarations: CodeDeclarations, owner: Owner,
        typeName: String?, rootName: String, rootKind: ViewKind
    ) {
        self.files = files
        self.declarations = declarations
        self.owner = owner
        self.typeName = typeName
        self.builder = LayoutBuilder(rootName: rootName, kind: rootKind)
    }

    var root: LayoutValue { .view(builder.rootID) }

    /// What `self` is: the root, or the view a UIKit extension's method was called on.
    var selfValue: LayoutValue { lookUp("self") ?? (owner == .function ? .unknown("`self` outside a type") : root) }

    func location(of node: some SyntaxProtocol) -> CodeLocation {
        guard let file = files[Syntax(node).root.id] else { return CodeLocation(file: "?", line: 0, column: 0) }
        let place = file.converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return CodeLocation(file: file.name, line: place.line, column: place.column)
    }

    func note(_ what: String, at node: some SyntaxProtocol) {
        let entry = LeftOut(location: location(of: node), what: what)
        if leftOut.last != entry { leftOut.append(entry) }
    }

    /// The words of layout code: a statement that cannot be followed is reported only when it
    /// says one of them (setting a label's text is not layout).
    static let layoutWords = [
        "Anchor", "onstraint", "addSubview", "insertSubview", "ArrangedSubview", "LayoutGuide", "Priority",
        "translatesAutoresizingMaskIntoConstraints", "isHidden", "axis", "spacing", "distribution", "alignment",
        "layoutMargins", "snp", "autoresizingMask", "frame",
    ]

    static func mentionsLayout(_ node: some SyntaxProtocol) -> Bool {
        let text = node.trimmedDescription
        return layoutWords.contains { text.contains($0) }
    }

    // MARK: Scopes

    func lookUp(_ name: String) -> LayoutValue? {
        for scope in scopes.reversed() { if let value = scope[name] { return value } }
        return nil
    }

    func bindLocal(_ name: String, _ value: LayoutValue) {
        scopes[scopes.count - 1][name] = value
        nameItem(value, name, byProperty: false)
    }

    func nameItem(_ value: LayoutValue, _ name: String, byProperty: Bool) {
        switch value {
        case .view(let id), .guide(let id): builder.name(id, name, byProperty: byProperty)
        default: break
        }
    }

    /// Assigns to a variable: the innermost local of the name, else the owner's property.
    func assign(_ name: String, _ value: LayoutValue) {
        for index in scopes.indices.reversed() where scopes[index][name] != nil {
            scopes[index][name] = value
            nameItem(value, name, byProperty: false)
            return
        }
        properties[name] = value
        nameItem(value, name, byProperty: true)
    }

    // MARK: Statements

    func run(_ items: CodeBlockItemListSyntax) throws(CodeImportError) {
        for item in items {
            if returned != nil { return }
            switch item.item {
            case .decl(let declaration): try declare(declaration)
            case .stmt(let statement): try run(statement)
            case .expr(let expression): _ = try value(of: expression)
            }
        }
    }

    func declare(_ declaration: DeclSyntax) throws(CodeImportError) {
        guard let variables = declaration.as(VariableDeclSyntax.self) else { return }
        for binding in variables.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = binding.typeAnnotation.map { Self.typeName($0.type) }
            let value = try binding.initializer.map { initializer throws(CodeImportError) in
                try self.value(of: initializer.value, expecting: type)
            }
            bindLocal(name, value ?? .unknown("`\(name)` has no value where it is declared"))
        }
    }

    func run(_ statement: StmtSyntax) throws(CodeImportError) {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            _ = try value(of: expression.expression)
        } else if let returning = statement.as(ReturnStmtSyntax.self) {
            returned = try returning.expression.map { expression throws(CodeImportError) in try value(of: expression) } ?? .nothing
        } else if let loop = statement.as(ForStmtSyntax.self) {
            try run(loop)
        } else if let guarding = statement.as(GuardStmtSyntax.self) {
            // Its bindings are unknown; what uses them is reported where it does.
            for condition in guarding.conditions {
                if case .optionalBinding(let binding) = condition.condition,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                {
                    let bound = try binding.initializer.map { initializer throws(CodeImportError) in try value(of: initializer.value) }
                    bindLocal(name, bound ?? lookUp(name) ?? properties[name] ?? .unknown("`\(name)` is bound at run time"))
                }
            }
        } else if let doing = statement.as(DoStmtSyntax.self) {
            try run(doing.body.statements)
        } else if Self.mentionsLayout(statement) {
            note(
                "layout code in a `\(statement.firstToken(viewMode: .sourceAccurate)?.text ?? "statement")` statement: its effect depends on values known when the code runs",
                at: statement)
        }
    }

    /// `for view in [a, b, c] { … }` runs the body for each; any other loop is left out.
    func run(_ loop: ForStmtSyntax) throws(CodeImportError) {
        let sequence = try value(of: loop.sequence)
        guard case .array(let elements) = sequence, loop.whereClause == nil,
            let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else {
            if Self.mentionsLayout(loop.body) {
                note("a loop over values known only when the code runs: its layout code is left out", at: loop)
            }
            return
        }
        for element in elements {
            scopes.append([name: element])
            defer { scopes.removeLast() }
            try run(loop.body.statements)
        }
    }

    /// `if #available(…)` takes its first branch (every device the layout is solved for has
    /// it). `if let top { … }` (or `if let top = top`) on a value the import knows takes the
    /// branch its value says: a helper's parameter given a view's anchor runs the body, one
    /// left at its default `nil` runs the `else`; so does a comparison of known numbers
    /// (`if widthConstant > 0`). Any other condition is known only when the code runs.
    func run(_ branch: IfExprSyntax) throws(CodeImportError) -> LayoutValue {
        var bindings: [String: LayoutValue] = [:]
        var taken = true
        for condition in branch.conditions {
            switch condition.condition {
            case .availability:
                continue
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return unknownCondition(branch) }
                let bound = try binding.initializer.map { initializer throws(CodeImportError) in try value(of: initializer.value) } ?? lookUp(name)
                switch bound {
                case .nothing?: taken = false
                case let value? where !value.isUnknown: bindings[name] = value
                default: return unknownCondition(branch)
                }
            case .expression(let expression):
                // `if widthConstant > 0`, on values the import knows.
                guard case .bool(let holds) = try value(of: expression) else { return unknownCondition(branch) }
                if !holds { taken = false }
            default:
                return unknownCondition(branch)
            }
        }
        if taken {
            scopes.append(bindings)
            defer { scopes.removeLast() }
            try run(branch.body.statements)
        } else {
            switch branch.elseBody {
            case .ifExpr(let next)?: return try run(next)
            case .codeBlock(let block)?:
                scopes.append([:])
                defer { scopes.removeLast() }
                try run(block.statements)
            case nil: break
            }
        }
        return .nothing
    }

    private func unknownCondition(_ branch: IfExprSyntax) -> LayoutValue {
        if Self.mentionsLayout(branch) {
            note("layout code under an `if` whose condition is known only when the code runs: left out", at: branch)
        }
        return .nothing
    }

    // MARK: Methods of the owner

    /// Runs one of the owner's methods (or an extension's, with `receiver` as `self`), its
    /// parameters bound to the arguments by their labels, as Swift binds them: a parameter the
    /// call leaves out takes its default value (`top: NSLayoutYAxisAnchor? = nil`), so a
    /// project's own layout helper runs as it would for this call. Gives what it returns.
    func call(_ function: FunctionDeclSyntax, arguments: Arguments, at node: some SyntaxProtocol) throws(CodeImportError)
        -> LayoutValue
    {
        let name = function.name.text
        guard !callStack.contains(name) else {
            note("`\(name)` calls itself: the second call is left out", at: node)
            return .unknown("a recursive call")
        }
        guard let body = function.body else { return .unknown("`\(name)` has no body") }
        // A setup method called from two initializers runs once.
        if arguments.values.isEmpty, function.signature.parameterClause.parameters.isEmpty {
            if ran.contains(name) { return .nothing }
            ran.insert(name)
        }
        var scope: [String: LayoutValue] = [:]
        var next = 0
        for parameter in function.signature.parameterClause.parameters {
            let local = (parameter.secondName ?? parameter.firstName).text
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            if next < arguments.values.count, arguments.values[next].label == label {
                scope[local] = arguments.values[next].value
                next += 1
            } else if let defaultValue = parameter.defaultValue {
                scope[local] = try value(of: defaultValue.value)
            } else {
                scope[local] = .unknown("the parameter `\(local)` has no argument the import can match")
            }
        }
        callStack.append(name)
        scopes.append(scope)
        let outer = returned
        returned = nil
        defer {
            callStack.removeLast()
            scopes.removeLast()
            returned = outer
        }
        try run(body.statements)
        return returned ?? .nothing
    }

    /// Runs a closure's body with its parameters (or `$0`, `$1`) bound; gives what it returns.
    func call(_ closure: ClosureExprSyntax, arguments: [LayoutValue]) throws(CodeImportError) -> LayoutValue {
        var scope: [String: LayoutValue] = [:]
        for (index, argument) in arguments.enumerated() { scope["$\(index)"] = argument }
        if let parameters = closure.signature?.parameterClause {
            switch parameters {
            case .simpleInput(let names):
                for (index, name) in names.enumerated() where index < arguments.count { scope[name.name.text] = arguments[index] }
            case .parameterClause(let clause):
                for (index, parameter) in clause.parameters.enumerated() where index < arguments.count {
                    scope[(parameter.secondName ?? parameter.firstName).text] = arguments[index]
                }
            }
        }
        scopes.append(scope)
        let outer = returned
        returned = nil
        defer {
            scopes.removeLast()
            returned = outer
        }
        // A closure of one expression returns it.
        if closure.statements.count == 1, let only = closure.statements.first {
            switch only.item {
            case .expr(let expression): return try value(of: expression)
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self) { return try value(of: expression.expression) }
            case .decl: break
            }
        }
        try run(closure.statements)
        return returned ?? .nothing
    }

    /// `UILabel`, `UIStackView.Axis`, `[UIView]`: a type's name as written.
    static func typeName(_ type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(unwrapped.wrappedType) }
        return type.trimmedDescription
    }
}
