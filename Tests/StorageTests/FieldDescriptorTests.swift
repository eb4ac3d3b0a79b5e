import Foundation
import Model
import Testing

@testable import Storage

/// A view field declared once (``View/fieldDescriptors``) reaches every place a view is kept:
/// history's records, the state tables, snapshots, and the forms people type and read.
@Suite("View field descriptors")
struct FieldDescriptorTests {
    /// A view whose every field differs from a new view's: a field added without a value here
    /// fails ``everyFieldIsSet``, which names it.
    static func fullySet(parent: ItemID, sibling: ItemID) -> View {
        var view = View(name: "full", parent: parent, index: 2, kind: .button, frame: Rect(x: 1, y: 2, width: 30, height: 40))
        view.intrinsicContentSize = IntrinsicContentSize(width: 12, height: nil)
        view.contentHugging = AxisPriorities(horizontal: 700, vertical: 251)
        view.compressionResistance = AxisPriorities(horizontal: Priority(749.5), vertical: 1000)
        view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.preservesSuperviewLayoutMargins = true
        view.insetsLayoutMarginsFromSafeArea = false
        view.semanticContentAttribute = .forceRightToLeft
        view.baselineOffsets = BaselineOffsets(firstFromTop: 15, lastFromBottom: nil)
        view.isHidden = true
        view.stack = StackView(
            axis: .vertical, distribution: .fillEqually, alignment: .center, spacing: .standard, customSpacing: [sibling: 12],
            isBaselineRelativeArrangement: true, isLayoutMarginsRelativeArrangement: true, arrangedSubviews: [sibling])
        view.stack?.hugging = AxisPriorities(horizontal: 250, vertical: 300)
        view.stack?.gravities = [sibling: .trailing]
        view.documentID = "abc-de-fgh"
        view.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        view.alignmentInsets = EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        view.autoresizingMask = try? AutoresizingMask(text: "flexibleWidth,flexibleBottomMargin")
        view.content = ViewContent(
            text: "Hello", titles: [.normal: "OK", .disabled: "Wait"], placeholder: "Name", font: Font(size: 17, weight: "semibold"),
            numberOfLines: 0, lineBreakMode: .wordWrap, image: ImageReference(name: "logo", width: 24, height: 24),
            segmentTitles: ["Day", "Week"], textAlignment: .center,
            textColor: TextColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6))
        view.canvasLocation = CanvasLocation(x: 456.8, y: -232.5)
        // A variation for every size class, each setting something else.
        for (index, sizeClass) in SizeClass.all.enumerated() {
            view.variations[sizeClass] =
                switch index % 3 {
                case 0: ViewVariation(isInstalled: index % 2 == 0)
                case 1: ViewVariation(stackAxis: .horizontal, stackSpacing: .points(Double(index)))
                default: ViewVariation(stackDistribution: .fillProportionally, stackAlignment: .lastBaseline, stackSpacing: .standard)
                }
        }
        return view
    }

    @Test("the fully set view records every field, so no field is left out of this suite")
    func everyFieldIsSet() throws {
        let view = Self.fullySet(parent: ItemID(), sibling: ItemID())
        let fresh = View(id: view.id, name: "fresh")
        for field in View.Field.allCases {
            #expect(view.value(of: field) != fresh.value(of: field), "\(field.rawValue) has its default in fullySet: give it a value there")
        }
        guard case .object(let members) = view.fieldValues else { Issue.record("a record is an object"); return }
        #expect(Set(members.keys) == Set(View.Field.allCases.map(\.rawValue)))
    }

    @Test("every field survives a record, a snapshot, a commit and the state tables of a reopened store")
    func everyFieldRoundTrips() throws {
        let temporary = try TemporaryStore()
        let (project, root) = try temporary.makeProject()
        let sibling = View(name: "sibling", parent: root, index: 1)
        let view = Self.fullySet(parent: root, sibling: sibling.id)
        #expect(try View(id: view.id, fieldValues: view.fieldValues) == view, "the whole-view record")
        var state = ProjectState(name: "P")
        state.views[view.id] = view
        #expect(try SnapshotCoding.decode(SnapshotCoding.encode(state)).views[view.id] == view, "a snapshot")
        try temporary.store.commit(project, message: "full", edits: [.insertView(sibling), .insertView(view)])
        let reopened = try Store(path: temporary.path)
        #expect(try reopened.state(of: project).views.first { $0.id == view.id } == view, "the state tables")
    }

    @Test("a view that shows nothing records no content fields, so its record reads as before them")
    func contentLeftOutWhenEmpty() throws {
        guard case .object(let members) = View(name: "plain").fieldValues else { Issue.record("a record is an object"); return }
        for field in [View.Field.text, .titles, .placeholder, .font, .numberOfLines, .lineBreakMode, .image, .segmentTitles] {
            #expect(members[field.rawValue] == nil, "\(field.rawValue)")
        }
    }

    @Test("what people type for a field reads back as they typed it", arguments: View.Field.allCases)
    func textRoundTrips(field: View.Field) throws {
        let sibling = View(name: "sibling")
        let view = Self.fullySet(parent: ItemID(), sibling: sibling.id)
        let names = [sibling.id: "sibling", view.parent!: "root"]
        let descriptor = View.descriptor(of: field)
        guard let text = descriptor.text.describe(view.value(of: field), { names[$0] }) else {
            // Fields people read as JSON (none today) round-trip through it.
            return
        }
        let parsed = try descriptor.text.value(of: text, field: field.rawValue) { name in names.first { $0.value == name }?.key }
        #expect(parsed == view.value(of: field), "\(field.rawValue) printed as '\(text)'")
    }

    @Test("a value that does not read says what the field expects")
    func badText() {
        #expect(throws: FieldTextError(text: "1,2", field: "frame", expected: "X,Y,W,H")) {
            try View.descriptor(of: .frame).text.value(of: "1,2", field: "frame") { _ in nil }
        }
    }
}
