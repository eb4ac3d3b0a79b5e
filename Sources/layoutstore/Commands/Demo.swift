import ArgumentParser
import Foundation

struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Build a sample project from the Auto Layout Guide's examples, edit it, show its history, and solve it.",
        discussion: """
            Runs the same commands a user would type, printing each one and its output, on a \
            temporary store (or the one --store names, in a project named AutoLayoutGuide).
            Example:
              layoutstore demo --store guide.db
            """)

    /// `--store` keeps the demo's project in that store instead of a temporary one; unlike
    /// other commands, the demo never falls back to `$LAYOUTSTORE_STORE`, which may be a real one.
    @OptionGroup var global: StoreOptions

    /// The session the demo plays: the Guide's examples, then edits and history.
    static let session: [[String]] = [
        ["init", "AutoLayoutGuide", "--size", "375x667", "-m", "the Auto Layout Guide's examples"],
        ["view", "add", "red", "--frame", "100,100,100,50"],
        ["view", "add", "green", "--frame", "100,200,300,50"],
        ["view", "add", "button1", "--kind", "button", "--frame", "16,300,80,30", "--intrinsic", "80,30"],
        ["view", "add", "button2", "--kind", "button", "--frame", "104,300,80,30", "--intrinsic", "80,30"],
        ["view", "add", "nameLabel", "--kind", "label", "--intrinsic", "45,21"],
        ["view", "add", "nameField", "--kind", "textField", "--intrinsic", "97,30"],
        ["view", "list"],
        // Anatomy of a Constraint: the red and green views.
        ["add", "red.leading = 1.0 * root.leading + 100.0", "--id", "redLeading", "-m", "Anatomy of a Constraint"],
        ["add", "red.width = 100", "--id", "redWidth"],
        ["add", "green.leading = root.leading + 100", "--id", "greenLeading"],
        ["add", "green.trailing = 2.0 * red.trailing", "--id", "greenTrailing"],
        ["add", "--vfl", "V:|-100-[red(50)]-50-[green(50)]-50-[button1]", "-m", "stack them"],
        // Listing 3-1: a fixed distance between two buttons, and equal widths.
        ["add", "button2.leading = 1.0 * button1.trailing + 8.0", "--id", "buttonSpacing"],
        ["add", "button1.width = 1.0 * button2.width + 0.0", "--id", "equalWidths"],
        ["add", "button1.leading = root.leadingMargin"],
        ["add", "button2.firstBaseline = button1.firstBaseline"],
        // A label and a text field in a row, from the visual format language.
        ["add", "--vfl", "H:|-[nameLabel]-[nameField(>=100@750)]-|", "--options", "alignAllCenterY", "-m", "label and field"],
        ["add", "nameLabel.top = root.safeArea.top + 20", "--id", "labelTop"],
        ["list"],
        // Edits, and what history keeps of them.
        ["edit", "buttonSpacing", "--constant", "12", "-m", "more room between the buttons"],
        ["edit", "buttonSpacing", "--priority", "750", "-m", "let the spacing give way"],
        ["edit", "redWidth", "--constant", "120", "-m", "a wider red view"],
        ["remove", "equalWidths", "-m", "buttons size to fit"],
        ["history", "buttonSpacing"],
        ["blame", "buttonSpacing"],
        ["diff", "HEAD~3", "HEAD"],
        ["revert", "HEAD~1", "-m", "undo the wider red view"],
        ["list", "--view", "red", "--format", "equation"],
        ["list", "--at", "HEAD~6", "--view", "button2"],
        ["log", "--limit", "6"],
        // Solve: frames at the design size and what is wrong; fix the frames; then a phone, right to left.
        ["solve"],
        ["update-frames", "-m", "frames match the constraints"],
        ["check"],
        ["solve", "--device", "iphone-15", "--rtl"],
        ["verify"],
    ]

    func run() throws {
        let path: String
        let store = global.store
        if let store {
            path = store
        } else {
            let folder = FileManager.default.temporaryDirectory.appending(path: "layoutstore-demo-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            path = folder.appending(path: "demo.db").path
        }
        print(Terminal.dim("# A sample project from the Auto Layout Guide, in \(path)\n"))
        for step in Demo.session {
            print(Terminal.bold("$ layoutstore " + step.map(shellQuoted).joined(separator: " ")))
            var command = try LayoutStore.parseAsRoot(["--store", path, "--project", "AutoLayoutGuide"] + step)
            try command.run()
            print()
            fflush(nil)
        }
        if store == nil {
            try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
        }
    }
}

/// A word as a shell would need it typed.
func shellQuoted(_ word: String) -> String {
    let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_.,=/@:~".contains($0) }
    return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
