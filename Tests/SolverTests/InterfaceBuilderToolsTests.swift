import Model
import Testing

@testable import Solver

/// Pin, Update Constraint Constants and Add Missing Constraints, on layouts whose answers
/// are worked out by hand from the design frames (root 375 x 667, margins 8, no safe area).
@Suite("Interface Builder's tools")
struct InterfaceBuilderToolsTests {
    /// A form: a title label (intrinsic size), a text field under it, and OK and Cancel side by side.
    private func form() -> LayoutFixture {
        var layout = LayoutFixture()
        layout.view("title", kind: .label, frame: Rect(x: 20, y: 40, width: 120, height: 21), intrinsic: IntrinsicContentSize(width: 120, height: 21))
        layout.view("field", kind: .textField, frame: Rect(x: 20, y: 81, width: 335, height: 34))
        layout.view("ok", kind: .button, frame: Rect(x: 20, y: 135, width: 80, height: 30))
        layout.view("cancel", kind: .button, frame: Rect(x: 110, y: 135, width: 80, height: 30))
        layout.view("spinner", frame: Rect(x: 167.5, y: 300, width: 40, height: 40))
        return layout
    }

    private func written(_ constraints: [Constraint], in layout: LayoutFixture) -> Set<String> {
        Set(constraints.map { layout.project.named($0.equation).shortForm() })
    }

    @Test("Add Missing Constraints pins to the nearest neighbour, the margins, by centre or both sides, and never sizes what has an intrinsic size")
    func addMissing() throws {
        var layout = form()
        let items = Set(layout.project.views.map(\.id))
        let added = SuggestedConstraints.missing(for: items, in: layout.project, environment: LayoutEnvironment(designOf: layout.project))
        #expect(
            written(added, in: layout) == [
                // title: at the margin + 12, its size its own.
                "title.leading == root.leadingMargin + 12", "title.top == root.safeArea.top + 40",
                // field: wider than half the root, so both sides; 20 pt under the title.
                "field.leading == root.leadingMargin + 12", "field.trailing == root.trailingMargin - 12",
                "field.top == title.bottom + 20", "field.height == 34",
                // ok and cancel: 10 pt apart, each 20 pt under the field, with their sizes.
                "ok.leading == root.leadingMargin + 12", "cancel.leading == ok.trailing + 10",
                "ok.top == field.bottom + 20", "cancel.top == field.bottom + 20",
                "ok.width == 80", "ok.height == 30", "cancel.width == 80", "cancel.height == 30",
                // spinner: centred across; cancel (x 110 to 190) is the nearest view above that overlaps it.
                "spinner.centerX == root.centerX", "spinner.width == 40", "spinner.top == cancel.bottom + 135", "spinner.height == 40",
            ])
        layout.project.constraints += added
        let solution = layout.solve()
        #expect(solution.unsatisfiable.isEmpty && solution.ambiguous.isEmpty && solution.misplaced.isEmpty)
        // On a wider screen the field follows the margins and the spinner stays centred.
        let wide = layout.solve(LayoutEnvironment(rootWidth: 500, rootHeight: 667))
        #expect(layout.frame("field", in: wide) == Rect(x: 20, y: 81, width: 460, height: 34))
        #expect(layout.frame("spinner", in: wide)?.x == 230)
    }

    @Test("Add Missing Constraints adds only what a view lacks, and nothing for a view already determined")
    func addsOnlyWhatIsMissing() throws {
        var layout = form()
        try layout.add("ok.leading = root.leading + 20")
        try layout.add("ok.top = root.top + 135")
        try layout.add("ok.width = 80")
        let ok = try #require(layout.project.itemID(named: "ok"))
        let added = SuggestedConstraints.missing(for: [ok], in: layout.project, environment: LayoutEnvironment(designOf: layout.project))
        #expect(written(added, in: layout) == ["ok.height == 30"])
        try layout.add("ok.height = 30")
        #expect(SuggestedConstraints.missing(for: [ok], in: layout.project, environment: LayoutEnvironment(designOf: layout.project)).isEmpty)
    }

    @Test("Add Missing Constraints for one view never pins it to a sibling that only keeps its design frame because nothing refers to it")
    func leavesPrototypedNeighboursAlone() throws {
        let layout = form()
        let ok = try #require(layout.project.itemID(named: "ok"))
        var fixed = layout
        fixed.project.constraints += SuggestedConstraints.missing(
            for: [ok], in: layout.project, environment: LayoutEnvironment(designOf: layout.project))
        #expect(
            written(fixed.project.constraints, in: layout) == [
                "ok.leading == root.leadingMargin + 12", "ok.top == root.safeArea.top + 135", "ok.width == 80", "ok.height == 30",
            ])
        #expect(!fixed.solve().hasProblems, "the field above, still unconstrained, keeps its design frame")
    }

    @Test("Update Constraint Constants measures the design frames; a kept inequality stays, and a size the intrinsic size decides is reported")
    func updateConstants() throws {
        var layout = form()
        try layout.add("field.leading = title.leading + 5", identifier: "fieldLeading")
        try layout.add("field.top = title.bottom + 8", identifier: "fieldTop")
        try layout.add("field.width >= 100", identifier: "fieldWidth")
        try layout.add("field.height = 34")
        try layout.add("title.leading = root.leading + 20")
        try layout.add("title.top = root.top + 40")
        try layout.add("title.width = 0.5 * field.width", identifier: "titleWidth")
        try layout.add("spinner.centerX = root.centerX")
        try layout.add("spinner.top = root.top + 300")
        try layout.add("spinner.height = 40")
        try layout.add("spinner.width >= 100", identifier: "spinnerWidth")
        let field = try #require(layout.project.itemID(named: "field"))
        let spinner = try #require(layout.project.itemID(named: "spinner"))
        let update = ConstantUpdate.constants(for: [field, spinner], in: layout.project, environment: LayoutEnvironment(designOf: layout.project))
        let byIdentifier = Dictionary(
            uniqueKeysWithValues: update.changes.map { change in
                (layout.project.constraint(change.constraint)?.identifier ?? "?", change.after)
            })
        // leading: 20 - 20 = 0; top: 81 - 61 = 20; the field's width inequality holds at 335 and
        // stays; 120 = 0.5 * 335 + c gives -47.5; the spinner's 40 breaks >= 100, so 40.
        #expect(byIdentifier == ["fieldLeading": 0, "fieldTop": 20, "titleWidth": -47.5, "spinnerWidth": 40])
        // The spinner's width is only bounded below: still undetermined, so reported, not guessed.
        #expect(update.unmatched.map(\.item) == [spinner])
    }

    @Test("Pin: edges to the nearest view or the margins, typed spacings, sizes, aspect ratio and equal widths")
    func pin() throws {
        let layout = form()
        let environment = LayoutEnvironment(designOf: layout.project)
        let cancel = try #require(layout.project.itemID(named: "cancel"))
        let pinned = try Pinning.constraints(
            pinning: cancel, [.edge(.leading, nil), .edge(.top, 12), .edge(.trailing, nil), .size(.width, nil), .aspectRatio(nil)],
            in: layout.project, environment: environment)
        // ok is 10 pt before it; the field is above, the typed 12 taken; nothing after it, so the
        // margin (375 - 8 - 190 = 177 away); its width 80, and 80 / 30 for the aspect ratio.
        #expect(
            written(pinned, in: layout) == [
                "cancel.leading == ok.trailing + 10", "cancel.top == field.bottom + 12", "cancel.trailing == root.trailingMargin - 177",
                "cancel.width == 80", "cancel.width == 2.6666666666666665 * cancel.height",
            ])
        let edges = try Pinning.constraints(pinning: cancel, [.edge(.trailing, nil)], toMargins: false, in: layout.project, environment: environment)
        #expect(written(edges, in: layout) == ["cancel.trailing == root.trailing - 185"])
        let ok = try #require(layout.project.itemID(named: "ok"))
        #expect(written(try Pinning.equalSizes([ok, cancel], .width), in: layout) == ["cancel.width == ok.width"])
        let root = try #require(layout.project.itemID(named: "root"))
        #expect(throws: ModelError.self) { try Pinning.constraints(pinning: root, [.edge(.top, nil)], in: layout.project, environment: environment) }
    }
}
