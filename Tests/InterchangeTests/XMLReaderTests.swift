import Testing
@testable import Interchange

@Suite("XML reader")
struct XMLReaderTests {
    func read(_ text: String) throws(InterchangeError) -> XMLElement { try XMLReader.read(Array(text.utf8), file: "t.xib") }

    @Test("elements, attributes with entities and character references, comments and text")
    func elements() throws {
        let root = try read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment -->
            <document a="x &lt; y &amp; &quot;z&quot; &#65;&#x42;"><objects>text<view id='v1'/></objects></document>
            """)
        #expect(root.name == "document")
        #expect(root["a"] == "x < y & \"z\" AB")
        #expect(root.child("objects")?.child("view")?["id"] == "v1")
        #expect(root.child("objects")?.child("view")?.line == 3)
    }

    @Test("a DOCTYPE or an undeclared entity is refused with its line: no entity is ever expanded")
    func entitiesRefused() {
        #expect(throws: InterchangeError.self) { try read("<?xml version=\"1.0\"?>\n<!DOCTYPE lol [<!ENTITY a \"aaaa\">]>\n<document/>") }
        do {
            _ = try read("<?xml version=\"1.0\"?>\n<!DOCTYPE lol [<!ENTITY a \"aaaa\">]>\n<document/>")
        } catch {
            #expect(error.line == 2)
            #expect(error.description.hasPrefix("t.xib:2: "))
            #expect(error.reason.contains("DOCTYPE"))
        }
        #expect(throws: InterchangeError.self) { try read("<document a=\"&lol;\"/>") }
    }

    @Test("a truncated document, a mismatched end tag and plain text say what is wrong and where")
    func malformed() {
        for (text, line, words) in [
            ("<document>\n<objects>\n<view id=\"a\">", 3, "cut short"),
            ("<document>\n<objects>\n</view>\n</document>", 3, "closes <objects>"),
            ("hello", 1, "not XML"),
            ("", 1, "empty"),
        ] {
            do {
                _ = try read(text)
                Issue.record("'\(text)' was read")
            } catch {
                #expect(error.line == line, "\(text)")
                #expect(error.reason.contains(words), "\(error)")
            }
        }
    }

    @Test("each element has its own place in the document, on one line or many")
    func documentOrder() throws {
        let root = try read("<document><a/><b><c/></b><d/></document>")
        #expect(root.documentOrder == 0)
        #expect(root.children.map(\.documentOrder) == [1, 2, 4])
        #expect(root.children[1].children.map(\.documentOrder) == [3])
    }
}
