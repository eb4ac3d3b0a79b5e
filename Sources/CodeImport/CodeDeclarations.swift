import SwiftSyntax

/// What the files imported declare, which layout code names: classes and their superclasses,
/// the members of each type (its extensions' too), methods added to UIKit's views by
/// extensions, and constants (`let padding: CGFloat = 16`, `enum Layout { static let inset = 8 }`).
struct CodeDeclarations {
    /// Each class's superclass (its first inherited type), by name.
    var superclasses: [String: String] = [:]
    /// Each type's members, its extensions' included, in the order of the files.
    var members: [String: [DeclSyntax]] = [:]
    /// Methods that extensions of UIKit's classes add (`extension UIView { func pin(to:) }`).
    var viewMethods: [String: FunctionDeclSyntax] = [:]
    /// File-level and static constants, by name (`padding`, `Layout.inset`).
    var constants: [String: ExprSyntax] = [:]
    /// Top-level functions.
    var functions: [FunctionDeclSyntax] = []
    /// Classes, in the order of the files.
    var classes: [(name: String, declaration: ClassDeclSyntax, file: Int)] = []

    mutating func collect(_ file: SourceFileSyntax, index: Int) {
        for item in file.statements {
            guard case .decl(let declaration) = item.item else { continue }
            collect(declaration, file: index, scope: nil)
        }
    }

    private mutating func collect(_ declaration: DeclSyntax, file: Int, scope: String?) {
        if let type = declaration.as(ClassDeclSyntax.self) {
            let name = qualified(type.name.text, in: scope)
            if let inherited = type.inheritanceClause?.inheritedTypes.first {
                superclasses[name] = inherited.type.trimmedDescription
            }
            classes.append((name, type, file))
            addMembers(type.memberBlock, to: name, file: file)
        } else if let type = declaration.as(StructDeclSyntax.self) {
            addMembers(type.memberBlock, to: qualified(type.name.text, in: scope), file: file)
        } else if let type = declaration.as(EnumDeclSyntax.self) {
            addMembers(type.memberBlock, to: qualified(type.name.text, in: scope), file: file)
        } else if let extended = declaration.as(ExtensionDeclSyntax.self) {
            let name = extended.extendedType.trimmedDescription
            if UIKitClasses.kinds[name] != nil {
                for member in extended.memberBlock.members {
                    if let method = member.decl.as(FunctionDeclSyntax.self) { viewMethods[method.name.text] = method }
                }
            } else {
                addMembers(extended.memberBlock, to: name, file: file)
            }
        } else if let function = declaration.as(FunctionDeclSyntax.self), scope == nil {
            functions.append(function)
        } else if let variables = declaration.as(VariableDeclSyntax.self), scope == nil, variables.bindingSpecifier.tokenKind == .keyword(.let) {
            addConstants(variables, prefix: "")
        }
    }

    private func qualified(_ name: String, in scope: String?) -> String { scope.map { $0 + "." + name } ?? name }

    private mutating func addMembers(_ block: MemberBlockSyntax, to type: String, file: Int) {
        for member in block.members {
            members[type, default: []].append(member.decl)
            if let variables = member.decl.as(VariableDeclSyntax.self), variables.bindingSpecifier.tokenKind == .keyword(.let),
                variables.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            {
                addConstants(variables, prefix: type + ".")
            } else if member.decl.is(ClassDeclSyntax.self) || member.decl.is(StructDeclSyntax.self) || member.decl.is(EnumDeclSyntax.self) {
                collect(member.decl, file: file, scope: type)
            }
        }
    }

    private mutating func addConstants(_ variables: VariableDeclSyntax, prefix: String) {
        for binding in variables.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value
            else { continue }
            constants[prefix + name] = value
        }
    }

    /// The UIKit class a class comes down from (itself, for one of UIKit's), and whether the
    /// chain reaches one: `nil` for a class that is not a view or view controller, or whose
    /// ancestor is declared in a file the import was not given.
    func uiKitAncestor(of name: String) -> String? {
        var current = name
        var seen: Set<String> = []
        while !seen.contains(current) {
            if UIKitClasses.kinds[current] != nil || UIKitClasses.viewControllers.contains(current) { return current }
            seen.insert(current)
            guard let next = superclasses[current] else { return nil }
            current = next
        }
        return nil
    }
}
