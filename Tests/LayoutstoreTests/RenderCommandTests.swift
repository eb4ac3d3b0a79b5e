import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `render` through the real binary.
@Suite("Rendering from the command line")
struct RenderCommandTests {
    /// The names drawn (the text of `class="name"` elements, without the kind after them) and
    /// the root element, from a parser that fails on anything not well-formed.
    final class SVGReader: NSObject, XMLParserDelegate {
        var root: String?
        var names: [String] = []
        private var inName = false

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            if root == nil { root = element }
            if element == "text", attributes["class"] == "name" {
                inName = true
                names.append("")
            }
            if element == "tspan" { inName = false }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inName { names[names.count - 1] += string }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if element == "text" { inName = false }
        }
    }

    @Test("render -o writes a well-formed SVG naming every view; the same bytes on stdout; PNG through rsvg-convert")
    func render() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Card", "--size", "320x480")
        try cli.ok("view", "add", "card", "--frame", "10,20,200,100")
        try cli.ok("view", "add", "title", "--kind", "label", "--parent", "card", "--frame", "8,8,80,20")
        try cli.ok("add", "card.leading = root.leading + 10")
        try cli.ok("add", "card.top = root.top + 20")
        try cli.ok("add", "card.width = 200")
        try cli.ok("add", "card.height = 100 @750")
        try cli.ok("add", "title.leading = card.leading + 8")

        #expect(try cli.ok("render", "-o", "x.svg").isEmpty)
        let data = try Data(contentsOf: cli.folder.appending(path: "x.svg"))
        let reader = SVGReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        #expect(parser.parse(), "not well-formed: \(parser.parserError.map(String.init(describing:)) ?? "")")
        #expect(reader.root == "svg")
        #expect(Set(reader.names) == ["root", "card", "title"])
        #expect(try cli.ok("render") == String(decoding: data, as: UTF8.self), "stdout and -o give the same bytes")

        let converter = ["/usr/bin/rsvg-convert", "/bin/rsvg-convert"].first(where: FileManager.default.isExecutableFile(atPath:))
        if converter != nil {
            try cli.ok("render", "--view", "card", "-o", "x.png")
            let png = try Data(contentsOf: cli.folder.appending(path: "x.png"))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG file")
        }
        // Without the converter on the PATH: a message that says what to install, and no file.
        let missing = try cli.run(["render", "-o", "y.png"], environment: ["PATH": cli.folder.path])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("rsvg-convert") && missing.stderr.contains("librsvg2-bin"), "\(missing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appending(path: "y.png").path))
    }

    @Test("-o with an extension render cannot write (x.jpg) is refused, naming the ones it can write, and leaves no file")
    func unwritableExtension() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Card", "--size", "320x480")
        for name in ["x.jpg", "x.pdf", "x"] {
            let result = try cli.run("render", "-o", name)
            #expect(result.status == 64, "\(name): \(result.stderr)")
            #expect(result.stderr.contains("'\(name)'") && result.stderr.contains(".svg") && result.stderr.contains(".png"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: cli.folder.appending(path: name).path), "\(name) was written")
        }
        #expect(try cli.run("render", "-o", "X.SVG").status == 0, "the extension in capitals is still SVG")
    }

    @Test("a --view name the project does not have exits 1 with a message, and writes nothing")
    func unknownView() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Card", "--size", "320x480")
        try cli.ok("view", "add", "card", "--frame", "10,20,200,100")
        let result = try cli.run("render", "--view", "crad", "-o", "x.svg")
        #expect(result.status == 1)
        #expect(result.stderr.contains("no view or guide named 'crad'") && result.stderr.contains("did you mean 'card'"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appending(path: "x.svg").path))
    }

    /// A PNG's width and height in pixels, from its header.
    static func pixelSize(_ png: Data) -> (width: Int, height: Int) {
        let bytes = [UInt8](png)
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    @Test("--scale sets a PNG's pixels per point; --landscape turns the --device; bad values are refused with exit 64")
    func scaleAndLandscape() throws {
        let cli = try CLI()
        defer { cli.removeFolder() }
        try cli.ok("init", "Card", "--size", "320x480")
        try cli.ok("view", "add", "card", "--frame", "10,20,200,100")
        let portrait = try cli.ok("render", "--device", "iphone-se")
        let landscape = try cli.ok("render", "--device", "iphone-se", "--landscape")
        #expect(portrait.contains("375×667") && landscape.contains("667×375"), "the title names the size drawn")
        #expect(try cli.run("render", "--landscape").status == 64)
        let tooBig = try cli.run("render", "--scale", "4", "-o", "x.png")
        #expect(tooBig.status == 64 && tooBig.stderr.contains("1, 2 or 3"), "\(tooBig.stderr)")
        guard ["/usr/bin/rsvg-convert", "/bin/rsvg-convert"].contains(where: FileManager.default.isExecutableFile(atPath:)) else { return }
        try cli.ok("render", "-o", "one.png", "--scale", "1")
        try cli.ok("render", "-o", "three.png", "--scale", "3")
        let one = Self.pixelSize(try Data(contentsOf: cli.folder.appending(path: "one.png")))
        let three = Self.pixelSize(try Data(contentsOf: cli.folder.appending(path: "three.png")))
        #expect(abs(three.width - 3 * one.width) <= 3 && abs(three.height - 3 * one.height) <= 3, "\(one) and \(three)")
    }
}
