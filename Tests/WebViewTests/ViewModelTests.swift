import Foundation
import Mustache
import Storage
import Testing

@testable import WebView

/// The view models name to the templates every property they have (the templates look them
/// up through `MustacheParent`, not by reflection, so a property left out of the list would
/// render as nothing). Rows ``TableRows`` writes are listed as the text it makes of them.
@Suite("Web view models")
struct ViewModelTests {
    @Test("every stored property of every page's view model, rows included, is what the template gets by that name")
    func everyPropertyListed() throws {
        let fixture = try WebFixture()
        defer { fixture.remove() }
        let store = fixture.store
        let visitor = WebVisitor(grants: [TokenGrant(project: fixture.login, readOnly: true)])
        let models: [Any] = [
            try ProjectsPage(store: store, visitor: visitor),
            try TimelinePage(store: store, visitor: visitor, project: "Login", before: nil),
            try RevisionPage(
                store: store, visitor: visitor, project: "Login", revision: fixture.merge.rawValue, query: .init(device: "iphone-15", rtl: "1")),
            try EntityPage(store: store, visitor: visitor, project: "Login", kind: .constraint, id: fixture.buttonWidthID.description),
            try EntityPage(store: store, visitor: visitor, project: "Login", kind: .view, id: fixture.titleID.description),
            LoginPage(message: "m", next: "/"),
            ErrorPage(WebError(status: 404, "gone")),
        ]
        var checked = 0
        for model in models { checked += try Self.check(model, path: "\(type(of: model))") }
        #expect(checked > 100)
    }

    /// Checks the value and what it holds; returns how many properties it checked.
    static func check(_ value: Any, path: String) throws -> Int {
        if let array = value as? [Any] {
            return try array.enumerated().reduce(0) { sum, element in sum + (try check(element.element, path: "\(path)[\(element.offset)]")) }
        }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .struct else { return 0 }
        let parent = try #require(value as? MustacheParent, "\(path) is not a MustacheParent")
        var count = 0
        for child in mirror.children {
            let label = try #require(child.label)
            let stored = unwrap(child.value)
            if let stored, let rowsName = writtenRows(stored) {
                #expect(parent.child(named: rowsName) is String, "\(path).\(label)'s rows are not listed as \(rowsName)")
                count += 1
                continue
            }
            let listed = parent.child(named: label)
            #expect((stored == nil) == (listed == nil), "\(path).\(label) is not listed in its child(named:)")
            if let stored { count += 1 + (try check(stored, path: "\(path).\(label)")) }
        }
        return count
    }

    /// The name under which the template gets rows ``TableRows`` writes, for such rows.
    static func writtenRows(_ value: Any) -> String? {
        switch value {
        case is [RevisionPage.ChangeRow]: "changeRows"
        case is [RevisionPage.ViewRow]: "viewRows"
        case is [RevisionPage.ConstraintRow]: "constraintRows"
        default: nil
        }
    }

    static func unwrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }
}
