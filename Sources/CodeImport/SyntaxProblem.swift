import SwiftSyntax

/// Finds the first place a file fails to parse: a token the parser expected and did not find,
/// or text it could not place.
final class SyntaxProblemFinder: SyntaxVisitor {
    private(set) var problems: [(position: AbsolutePosition, message: String)] = []

    init() { super.init(viewMode: .all) }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing {
            // A missing expression or type is a placeholder (`<#expression#>`): say what it stands for.
            let text = token.text
            var expected = "`\(text)`"
            if text.isEmpty {
                expected = "a name"
            } else if text.hasPrefix("<#") {
                let what = String(text.dropFirst(2).dropLast(2)).replacing("_", with: " ")
                expected = ("aeiou".contains(what.first ?? "x") ? "an " : "a ") + what
            }
            problems.append((token.position, "expected \(expected)"))
        }
        return .visitChildren
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        let text = node.trimmedDescription
        problems.append((node.positionAfterSkippingLeadingTrivia, "unexpected `\(text.prefix(40))\(text.count > 40 ? "…" : "")`"))
        return .skipChildren
    }

    /// The earliest problem of a tree, if it has one.
    static func first(in tree: SourceFileSyntax) -> (position: AbsolutePosition, message: String)? {
        guard tree.hasError else { return nil }
        let finder = SyntaxProblemFinder()
        finder.walk(tree)
        return finder.problems.min { $0.position < $1.position }
    }
}
