import ArgumentParser
import Foundation
import Interchange

struct GitTextconv: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "textconv",
        abstract: "Print a document's layout in the equation language, sorted and stable (git's diff driver).",
        discussion: """
            Scenes by name, each with its views as a tree (kind, document id, frame) and its \
            constraints sorted by equation, each with its document id. With `diff=layoutstore` \
            in .gitattributes and `diff.layoutstore.textconv` set (`layoutstore git install`), \
            `git diff`, `git log -p` and `git show` print layout changes. A file that is not an \
            Interface Builder document is printed as it is, after a line that says why, so that \
            git still shows a diff.
            Example:
              layoutstore git textconv Main.storyboard
            """)

    @Argument(help: "The .xib or .storyboard file (git passes a temporary copy).")
    var file: String

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file) else { throw CLIError("cannot read '\(file)'") }
        let bytes = Array(data)
        let text: String
        do {
            let document = try IBDocument(bytes: bytes, file: file)
            let name = (file as NSString).lastPathComponent
            text = DocumentLayoutText.text(of: document, fileName: (name as NSString).deletingPathExtension)
        } catch {
            text =
                "# layoutstore: not an Interface Builder document it can read (\(error.reason)); the file as it is:\n"
                + String(decoding: bytes, as: UTF8.self)
        }
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
