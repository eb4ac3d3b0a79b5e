import Model
import Testing

@testable import Interchange

@Suite("Imported project names")
struct ImportedProjectNameTests {
    @Test("a name is one line of at most 100 characters, and the suffix that makes it unique fits within them")
    func namesFitTheStore() {
        let base = ImportedProjectName.from(String(repeating: "a", count: 150))
        #expect(base == String(repeating: "a", count: 100))
        #expect(ImportedProjectName.from("Log\nin\tView") == "Log in View")
        let second = ImportedProjectName.unique(base, avoiding: [base])
        let third = ImportedProjectName.unique(base, avoiding: [base, second])
        #expect(second == String(repeating: "a", count: 98) + "-2")
        #expect(third == String(repeating: "a", count: 98) + "-3")
        for name in [base, second, third] { #expect(Project.problem(withName: name) == nil, "\(name)") }
        #expect(ImportedProjectName.unique("Login", avoiding: ["Login"]) == "Login-2")
    }
}
