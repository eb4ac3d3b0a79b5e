import Model
import Testing

/// Autoresizing masks as people type them and as UIKit describes them.
@Suite("Autoresizing masks")
struct AutoresizingMaskTextTests {
    @Test(
        "text: UIKit's names in UIKit's order (whatever order they were typed in), 'none' for no flexible part; UIKit's h=/v= notation",
        arguments: [
            ("flexibleBottomMargin, flexibleWidth", "flexibleWidth,flexibleBottomMargin", "h=-&- v=--&"),
            ("none", "none", "h=--- v=---"),
            (
                "flexibleLeftMargin,flexibleRightMargin,flexibleTopMargin,flexibleBottomMargin",
                "flexibleLeftMargin,flexibleRightMargin,flexibleTopMargin,flexibleBottomMargin", "h=&-& v=&-&"
            ),
            ("flexibleWidth,flexibleHeight", "flexibleWidth,flexibleHeight", "h=-&- v=-&-"),
        ])
    func text(typed: String, text: String, notation: String) throws {
        let mask = try AutoresizingMask(text: typed)
        #expect(mask.text == text)
        #expect(mask.notation == notation)
        #expect(try AutoresizingMask(text: mask.text) == mask)
    }

    @Test("UIKit's raw values, so a mask reads as UIViewAutoresizing does")
    func rawValues() {
        #expect(AutoresizingMask.flexibleLeftMargin.rawValue == 1 && AutoresizingMask.flexibleWidth.rawValue == 2)
        #expect(AutoresizingMask.flexibleBottomMargin.rawValue == 32)
    }

    @Test(
        "a word that names no part, or nothing at all, is refused with the word and the names to use",
        arguments: ["flexibleWidth,stretchy", "", "None"])
    func invalid(text: String) {
        #expect {
            try AutoresizingMask(text: text)
        } throws: { error in
            let message = "\(error)"
            return message.contains("is not an autoresizing mask") && message.contains("flexibleLeftMargin")
        }
    }
}
