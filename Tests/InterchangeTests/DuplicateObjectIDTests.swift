import Testing

@testable import Interchange

/// A document that gives two objects one id is refused: a re-import matches the store's views
/// and constraints to the document's by id, and would delete one of the two.
@Suite("Duplicate object ids")
struct DuplicateObjectIDTests {
    static func card(_ subviews: String, constraints: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097">
            <objects>
                <view id="root1" customClass="Card">
                    <rect key="frame" x="0" y="0" width="320" height="200"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    func refusal(_ text: String) -> InterchangeError? {
        do {
            _ = try IBDocument(bytes: Array(text.utf8), file: "Card.xib")
            return nil
        } catch {
            return error
        }
    }

    @Test("two views with one id: refused, naming the id and where each starts (line:column)")
    func twoViews() throws {
        let error = try #require(
            refusal(
                Self.card(
                    """
                                    <label id="twin" text="A"><rect key="frame" x="16" y="16" width="100" height="21"/></label>
                                    <label id="twin" text="B"><rect key="frame" x="16" y="50" width="100" height="21"/></label>
                    """)))
        let first = InterchangeError.SourceLocation(line: 7, column: 17)
        let second = InterchangeError.SourceLocation(line: 8, column: 17)
        #expect(error.kind == .duplicateObjectID("twin", first: first, second: second))
        #expect(error.line == 8)
        #expect(error.description.contains("'twin'") && error.description.contains("7:17") && error.description.contains("8:17"), "\(error)")
    }

    @Test("a view and a constraint with one id, on one line: refused, the columns telling them apart")
    func viewAndConstraintOnOneLine() throws {
        let label = #"<label id="same" text="A"><rect key="frame" x="16" y="16" width="100" height="21"/></label>"#
        let constraint = #"<constraint firstItem="same" firstAttribute="top" secondItem="root1" secondAttribute="top" id="same"/>"#
        let text = Self.card(label, constraints: constraint).split(separator: "\n").joined()
        let error = try #require(refusal(text))
        guard case .duplicateObjectID(let id, let first, let second) = error.kind else {
            Issue.record("refused for another reason: \(error)")
            return
        }
        #expect(id == "same" && first.line == 1 && second.line == 1 && first.column < second.column)
        #expect(error.description.contains("<label>") && error.description.contains("<constraint>"), "\(error)")
    }
}
