import Testing

@testable import Interchange

@Suite("XML reader")
struct XMLReaderTests {
    func read(_ text: String) throws(InterchangeError) -> XMLElement { try XMLReader.read(Array(text.utf8), file: "t.xib") }

    @Test("elements, attributes with entities and character references, comments and text")
    func elements() throws {
        let root = try read(
            """
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

    @Test("elements nested deeper than maximumDepth are refused (3,000 levels: an error, not a crash); at the limit they read")
    func nestingLimit() throws {
        func nested(_ depth: Int) -> String {
            String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth)
        }
        #expect(try read(nested(XMLReader.maximumDepth)).name == "view")
        for depth in [XMLReader.maximumDepth + 1, 3_000] {
            #expect(
                throws: InterchangeError(
                    file: "t.xib", line: 1,
                    reason: "elements are nested more than 256 levels deep here, deeper than any Interface Builder document nests them",
                    kind: .nestedTooDeeply(limit: 256))
            ) { try read(nested(depth)) }
        }
    }

    @Test("bytes that are not UTF-8 are refused with the offset of the first one, whatever breaks it")
    func invalidUTF8() throws {
        let start = Array("<document a=\"x".utf8)
        for bad: [UInt8] in [[0xFF], [0xC3], [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82]] {
            let bytes = start + bad + Array("\"/>".utf8)
            do {
                _ = try XMLReader.read(bytes, file: "t.xib")
                Issue.record("\(bad) was read")
            } catch {
                #expect(error.kind == .invalidUTF8(offset: start.count), "\(bad): \(error)")
                #expect(error.reason.contains("offset \(start.count)"))
            }
        }
        #expect(try read("<document a=\"Caf\u{E9} \u{1F600}\"/>")["a"] == "Caf\u{E9} \u{1F600}", "UTF-8 of two and four bytes reads")
    }

    @Test("each element has its own place in the document, on one line or many; its column counts characters")
    func documentOrder() throws {
        let root = try read("<document><a/><b><c/></b><d/></document>")
        #expect(root.documentOrder == 0)
        #expect(root.children.map(\.documentOrder) == [1, 2, 4])
        #expect(root.children[1].children.map(\.documentOrder) == [3])
        let text = "<document>\n  <a x=\"\u{E9}\u{E9}\"/><b/></document>"
        let bytes = Array(text.utf8)
        let b = try XMLReader.read(bytes, file: "t.xib").children[1]
        #expect(XMLReader.location(ofOffset: b.offset, in: bytes) == InterchangeError.SourceLocation(line: 2, column: 14))
    }
}
