import Foundation
import Interchange
import Model
import Render
import Solver

/// Every scene of the corpus of real Interface Builder documents (`Tests/Fixtures/ibcorpus`),
/// imported as `layoutstore import` does.
enum CorpusScenes {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/ibcorpus")

    struct Scene {
        var file: String
        var project: Project
        var name: String { "\(file): \(project.name)" }
    }

    /// The scenes of every document, in file order.
    static func all() throws -> [Scene] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        var scenes: [Scene] = []
        for file in files {
            let document = try IBDocument(bytes: Array(try Data(contentsOf: folder.appending(path: file))), file: file)
            scenes += DocumentImport(document, fallbackName: "doc").projects.map { Scene(file: file, project: $0) }
        }
        return scenes
    }
}

/// The text and lines of an SVG as `render` writes it, read back from its bytes: each text's
/// box (by ``TextMetrics``, as the picture measured it) and each line's ends.
struct SVGReading {
    struct Text {
        var className: String
        var content: String
        var box: Rect
    }

    var texts: [Text] = []
    /// Constraint bars and lines, and the edges of view frames.
    var lines: [(className: String, from: Point, to: Point)] = []

    init(_ svg: String) {
        for line in svg.split(separator: "\n") {
            if line.hasPrefix("<text id=") {
                texts.append(SVGReading.text(String(line)))
            } else if line.hasPrefix("<line ") {
                let value = SVGReading.attributes(String(line))
                guard let x1 = value["x1"], let y1 = value["y1"], let x2 = value["x2"], let y2 = value["y2"] else { continue }
                lines.append((SVGReading.className(line), Point(x: x1, y: y1), Point(x: x2, y: y2)))
            } else if line.hasPrefix("<path "), let d = line.firstMatch(of: /d="M([-\d.]+) ([-\d.]+)L([-\d.]+) ([-\d.]+)/) {
                lines.append((SVGReading.className(line), Point(x: Double(d.1)!, y: Double(d.2)!), Point(x: Double(d.3)!, y: Double(d.4)!)))
            } else if line.hasPrefix("<rect id=") {
                let value = SVGReading.attributes(String(line))
                guard let x = value["x"], let y = value["y"], let width = value["width"], let height = value["height"] else { continue }
                let corners = [
                    Point(x: x, y: y), Point(x: x + width, y: y), Point(x: x + width, y: y + height), Point(x: x, y: y + height),
                ]
                for index in 0..<4 { lines.append((SVGReading.className(line), corners[index], corners[(index + 1) % 4])) }
            }
        }
    }

    static func className(_ line: Substring) -> String {
        line.firstMatch(of: /class="([^"]*)"/).map { String($0.1) } ?? ""
    }

    /// The numeric attributes of an element's opening tag (up to its first `>`).
    static func attributes(_ line: String) -> [String: Double] {
        let tag = line.prefix { $0 != ">" }
        var values: [String: Double] = [:]
        for match in tag.matches(of: /\s([a-z-]+\d?)="(-?[\d.]+)"/) { values[String(match.1)] = Double(match.2) }
        return values
    }

    static func unescaped(_ text: Substring) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    static func text(_ line: String) -> Text {
        let value = attributes(line)
        let tag = line.prefix { $0 != ">" }
        let body = line[line.index(after: tag.endIndex)...].dropLast("</text>".count)
        var content = body, detail: String?
        if let tspan = body.firstMatch(of: /^(.*)<tspan[^>]*>(.*)<\/tspan>$/) {
            content = tspan.1
            detail = unescaped(tspan.2)
        }
        let anchor: TextMark.Anchor =
            tag.contains(#"text-anchor="middle""#) ? .middle : tag.contains(#"text-anchor="end""#) ? .end : .start
        let mark = TextMark(
            unescaped(content), detail: detail, at: Point(x: value["x"] ?? 0, y: value["y"] ?? 0), anchor: anchor, size: value["font-size"] ?? 11)
        let box = mark.bounds(bold: tag.contains(#"font-weight="bold""#), halo: tag.contains(##"stroke="#FFFFFF""##))
        return Text(className: className(Substring(line)), content: mark.text, box: box)
    }
}
