import Model
import SwiftParser
import SwiftSyntax

/// Layout code read from Swift source files: a project per view controller, view or cell type
/// that lays out views, and per top-level function that builds a layout in a view it is given
/// (`func installLoginLayout(in root: UIView)`, as `export --swift` writes).
///
/// ```swift
/// let result = try SwiftLayoutImport(files: [.init(path: "LoginViewController.swift", text: source)])
/// result.projects.first?.project.constraints   // those the code activates and those it only makes, each
///                                              // with its `sourceLocation` (`LoginViewController.swift:63:23`)
/// result.leftOut                             // what cannot be known without running the code
/// ```
///
/// The files are read together: a view class declared in one is known in the others. Nothing
/// is guessed: what depends on values known only when the code runs (a loop's count, a computed
/// constant, a view from a file not given) is left out and listed in ``leftOut`` with its place.
public struct SwiftLayoutImport: Sendable {
    /// A Swift file: the name it is reported under, and its text.
    public struct SourceFile: Sendable {
        /// The name the file is reported under, in ``CodeLocation/file``.
        public var path: String
        /// The file's Swift source.
        public var text: String

        /// A file named `path` with this source.
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// One project per layout, with the file it is declared in.
    public var projects: [(project: Project, file: String)]
    /// What cannot be known without running the code, in the order it is met.
    public var leftOut: [LeftOut]

    /// - Throws: ``CodeImportError`` for a file that does not parse (with the first place it
    ///   fails) and for a view named in a layout that no file declares.
    public init(files: [SourceFile]) throws(CodeImportError) {
        var declarations = CodeDeclarations()
        var converters: [SyntaxIdentifier: (name: String, converter: SourceLocationConverter)] = [:]
        var trees: [SourceFileSyntax] = []
        for (index, file) in files.enumerated() {
            let tree = Parser.parse(source: file.text)
            let converter = SourceLocationConverter(fileName: file.path, tree: tree)
            if let problem = SyntaxProblemFinder.first(in: tree) {
                let place = converter.location(for: problem.position)
                throw CodeImportError(
                    .syntax, at: CodeLocation(file: file.path, line: place.line, column: place.column),
                    reason: "the file does not parse as Swift: \(problem.message); fix it so that it compiles, and import it again")
            }
            converters[Syntax(tree).id] = (file.path, converter)
            trees.append(tree)
            declarations.collect(tree, index: index)
        }
        projects = []
        leftOut = []
        var names: Set<String> = []
        func add(_ interpreter: LayoutInterpreter, name: String, file: Int) {
            leftOut += interpreter.leftOut
            guard interpreter.laysOut else { return }
            var unique = name
            var suffix = 2
            while names.contains(unique) {
                unique = "\(name)-\(suffix)"
                suffix += 1
            }
            names.insert(unique)
            let made = interpreter.builder.project(named: unique, documentID: "swift:" + name)
            projects.append((made.project, files[file].path))
            leftOut += made.leftOut
        }
        for type in declarations.classes {
            guard let ancestor = declarations.uiKitAncestor(of: type.name) else { continue }
            let owner: LayoutInterpreter.Owner =
                UIKitClasses.viewControllers.contains(ancestor) ? .viewController : UIKitClasses.cells.contains(ancestor) ? .cell : .view
            let rootName = owner == .viewController ? "view" : owner == .cell ? "contentView" : "root"
            let interpreter = LayoutInterpreter(
                files: converters, declarations: declarations, owner: owner, typeName: type.name, rootName: rootName,
                rootKind: owner == .view ? UIKitClasses.kinds[ancestor] ?? .view : .view)
            try interpreter.runType(declarations.members[type.name] ?? [])
            add(interpreter, name: type.name, file: type.file)
        }
        for (index, tree) in trees.enumerated() {
            for item in tree.statements {
                guard case .decl(let declaration) = item.item, let function = declaration.as(FunctionDeclSyntax.self) else { continue }
                let parameters = function.signature.parameterClause.parameters
                guard let rootParameter = parameters.first(where: { UIKitClasses.kinds[LayoutInterpreter.typeName($0.type)] != nil })
                else { continue }
                let rootName = (rootParameter.secondName ?? rootParameter.firstName).text
                let interpreter = LayoutInterpreter(
                    files: converters, declarations: declarations, owner: .function, typeName: nil, rootName: rootName,
                    rootKind: UIKitClasses.kinds[LayoutInterpreter.typeName(rootParameter.type)] ?? .view)
                try interpreter.runFunction(function, rootParameter: rootName)
                add(interpreter, name: Self.projectName(ofFunction: function.name.text), file: index)
            }
        }
    }

    /// `installLoginLayout` → `Login`; any other function keeps its name.
    static func projectName(ofFunction name: String) -> String {
        var stem = Substring(name)
        if stem.hasPrefix("install"), stem.count > "install".count { stem = stem.dropFirst("install".count) }
        if stem.hasSuffix("Layout"), stem.count > "Layout".count { stem = stem.dropLast("Layout".count) }
        return String(stem)
    }
}

extension LayoutInterpreter {
    /// The entry points of a type, in the order UIKit calls them: its stored properties'
    /// initial values, an initializer, `loadView`, `viewDidLoad`, `awakeFromNib`; each method
    /// they call is followed. A method none of them calls is left out, and noted when it holds
    /// layout code.
    func runType(_ members: [DeclSyntax]) throws(CodeImportError) {
        for member in members {
            if let function = member.as(FunctionDeclSyntax.self) { methods[function.name.text] = function }
        }
        for member in members {
            guard let variables = member.as(VariableDeclSyntax.self),
                !variables.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
            else { continue }
            for binding in variables.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.accessorBlock == nil else { continue }
                let type = binding.typeAnnotation.map { Self.typeName($0.type) }
                if let initializer = binding.initializer {
                    let value = try self.value(of: initializer.value, expecting: type)
                    properties[name] = value
                    nameItem(value, name, byProperty: true)
                } else {
                    properties[name] = .unknown("`\(name)` is given its value where the import cannot follow (an outlet, or code not called)")
                }
            }
        }
        let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
        // `init?(coder:)` runs only when the view comes from a document; another initializer is the code's.
        let codeInitializer = initializers.first { !$0.signature.parameterClause.parameters.contains { $0.firstName.text == "coder" } }
        if let body = (codeInitializer ?? initializers.first)?.body {
            scopes.append([:])
            try run(body.statements)
            scopes.removeLast()
            returned = nil
        }
        for name in ["loadView", "viewDidLoad", "awakeFromNib"] {
            guard let method = methods[name], method.signature.parameterClause.parameters.isEmpty else { continue }
            _ = try call(method, arguments: Arguments(values: []), at: method)
        }
        for member in members {
            guard let function = member.as(FunctionDeclSyntax.self), !ran.contains(function.name.text), let body = function.body,
                Self.mentionsLayout(body)
            else { continue }
            note(
                "`\(function.name.text)` holds layout code but no initializer, `loadView`, `viewDidLoad` or `awakeFromNib` calls it: left out",
                at: function.name)
        }
    }

    /// A top-level function whose parameter `rootParameter` is the view the layout is built in.
    func runFunction(_ function: FunctionDeclSyntax, rootParameter: String) throws(CodeImportError) {
        guard let body = function.body else { return }
        var scope: [String: LayoutValue] = [:]
        for parameter in function.signature.parameterClause.parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            scope[name] = name == rootParameter ? root : .unknown("the parameter `\(name)`")
        }
        scopes = [scope]
        try run(body.statements)
    }
}
