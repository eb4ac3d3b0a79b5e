import CodeImport
import Foundation
import Interchange
import Model
import Solver
import Testing

/// `export --swift` of every corpus project, then the import of that code: the same views, the
/// same constraints attribute by attribute, and the same solved frames.
@Suite("Swift code of the corpus, imported back")
struct CorpusRoundTripTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/ibcorpus")

    /// Every project of every corpus document, with the document's file name.
    static func corpusProjects() throws -> [(file: String, project: Project)] {
        let documents = try FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil)
            .filter { ["xib", "storyboard"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
        return try documents.flatMap { url in
            let document = try IBDocument(bytes: Array(try Data(contentsOf: url)), file: url.lastPathComponent)
            return DocumentImport(document, fallbackName: "doc").projects.map { (url.lastPathComponent, $0) }
        }
    }

    /// An anchor as the code can state it: a margin attribute as the margins guide's anchor, and
    /// a scroll guide of a view that does not scroll as the view itself (what `export --swift` writes).
    static func normalized(_ anchor: Anchor<ItemID>, in project: Project) -> Anchor<ItemID> {
        var anchor = anchor
        if anchor.guide == nil, anchor.attribute.isMarginForm, project.view(anchor.item) != nil {
            return Anchor(anchor.item, anchor.attribute.edge, guide: .margins)
        }
        if [.contentLayout, .frameLayout].contains(anchor.guide), project.view(anchor.item)?.kind.scrolls != true { anchor.guide = nil }
        return anchor
    }

    @Test("every corpus project: export --swift, then import, gives its views, constraints and solved frames")
    func corpusRoundTrip() throws {
        var (projects, viewsCompared, constraintsCompared, framesCompared) = (0, 0, 0, 0)
        for (file, original) in try Self.corpusProjects() {
            guard let originalRoot = original.rootViews.first else { continue }
            let code = try SwiftExport(original, functionName: "installLayout").text
            let result = try SwiftLayoutImport(files: [.init(path: "Layout.swift", text: code)])
            #expect(result.leftOut.isEmpty, "\(file) \(original.name): \(result.leftOut.prefix(3))")
            let exportedViews = original.viewsInLayoutOrder.filter { view in
                var current: View? = view
                while let parent = current?.parent { current = original.view(parent) }
                return current?.id == originalRoot.id
            }
            guard exportedViews.count > 1 || !original.constraints.isEmpty else { continue }
            let imported = try #require(result.projects.first?.project, "\(file) \(original.name): no project imported")
            projects += 1
            let importedViews = imported.viewsInLayoutOrder
            try #require(
                importedViews.count == exportedViews.count, "\(file) \(original.name): \(importedViews.count) views, not \(exportedViews.count)")
            // The same place in the hierarchy is the same view (export renames keywords and clashes).
            var toOriginal: [ItemID: ItemID] = [:]
            for (mine, theirs) in zip(importedViews, exportedViews) { toOriginal[mine.id] = theirs.id }
            for guide in imported.guides {
                let match = original.guides.first { $0.owner == toOriginal[guide.owner] && guide.name.hasPrefix($0.name) }
                toOriginal[guide.id] = try #require(match, "\(file) \(original.name): guide \(guide.name)").id
            }
            let placed = Set(original.constraints.filter { !$0.isPlaceholder }.flatMap(\.equation.items))
                .union(original.views.compactMap(\.stack).flatMap(\.arrangedSubviews))
            for (mine, theirs) in zip(importedViews, exportedViews) {
                let context = "\(file) \(original.name) \(theirs.name)"
                #expect(mine.parent.flatMap { toOriginal[$0] } == theirs.parent, "\(context): parent")
                if theirs.id != originalRoot.id {
                    #expect(mine.kind == theirs.kind, "\(context): kind")
                    #expect(original.subviews(of: theirs.parent).firstIndex { $0.id == theirs.id } == mine.index, "\(context): subview order")
                    if let mask = theirs.autoresizingMask {
                        #expect(mine.autoresizingMask == mask && mine.frame == theirs.frame, "\(context): autoresizing")
                    } else if !placed.contains(theirs.id) {
                        // A view no constraint places keeps its frame: in code, it translates an empty mask.
                        #expect(mine.autoresizingMask == .notSizable && mine.frame == theirs.frame, "\(context): frame")
                    } else {
                        #expect(mine.autoresizingMask == nil, "\(context): translates no mask")
                    }
                }
                #expect(mine.contentHugging == theirs.contentHugging, "\(context): hugging")
                #expect(mine.compressionResistance == theirs.compressionResistance, "\(context): compression resistance")
                #expect(mine.layoutMargins == theirs.layoutMargins, "\(context): margins")
                #expect(mine.preservesSuperviewLayoutMargins == theirs.preservesSuperviewLayoutMargins, "\(context): preserves margins")
                #expect(mine.insetsLayoutMarginsFromSafeArea == theirs.insetsLayoutMarginsFromSafeArea, "\(context): margins from safe area")
                #expect(mine.semanticContentAttribute == theirs.semanticContentAttribute, "\(context): semantic content")
                #expect(mine.isHidden == theirs.isHidden, "\(context): hidden")
                #expect((mine.stack == nil) == (theirs.stack == nil), "\(context): stack")
                if var stack = mine.stack, var expected = theirs.stack {
                    stack.arrangedSubviews = stack.arrangedSubviews.compactMap { toOriginal[$0] }
                    stack.customSpacing = Dictionary(
                        uniqueKeysWithValues: stack.customSpacing.compactMap { key, value in toOriginal[key].map { ($0, value) } })
                    // What UIStackView has not: NSStackView's hugging, gravity areas (written as fill).
                    expected.hugging = nil
                    expected.gravities = [:]
                    if expected.distribution == .gravityAreas { expected.distribution = .fill }
                    #expect(stack == expected, "\(context): stack view")
                }
                viewsCompared += 1
            }
            // Constraints, attribute by attribute (items by the same place, margins as the margins guide's).
            let exportedItems = Set(exportedViews.map(\.id)).union(original.guides.filter { toOriginal.values.contains($0.id) }.map(\.id))
            var expected = original.constraints.filter { !$0.isPlaceholder && $0.equation.items.allSatisfy(exportedItems.contains) }
            let rank = Dictionary(uniqueKeysWithValues: original.viewsInLayoutOrder.enumerated().map { ($1.id, $0) })
            let isBefore: (ItemID, ItemID) -> Bool = { (rank[$0] ?? -1, $0) < (rank[$1] ?? -1, $1) }
            for constraint in imported.constraints {
                var equation = constraint.equation.mapItems { toOriginal[$0]! }
                equation.first = Self.normalized(equation.first, in: original)
                equation.second = equation.second.map { Self.normalized($0, in: original) }
                let match = expected.firstIndex { theirs in
                    var other = theirs.equation
                    other.first = Self.normalized(other.first, in: original)
                    other.second = other.second.map { Self.normalized($0, in: original) }
                    return other.isEquivalent(to: equation, isBefore: isBefore) && theirs.priority == constraint.priority
                        && theirs.identifier == constraint.identifier && theirs.isActive == constraint.isActive
                        // Code states the standard spacing between siblings (8 points) only: other
                        // standard spacings (20 to a superview) are written as their number.
                        && (theirs.isStandardSpacing == constraint.isStandardSpacing
                            || theirs.isStandardSpacing && abs(theirs.equation.constant) != StackView.Spacing.standardPoints)
                }
                #expect(
                    match != nil,
                    "\(file) \(original.name): imported \(imported.named(constraint.equation).shortForm(priority: constraint.priority)) is not the document's"
                )
                if let match { expected.remove(at: match) }
                constraintsCompared += 1
            }
            #expect(expected.isEmpty, "\(file) \(original.name): not imported: \(expected.map { original.named($0.equation).shortForm() })")

            // The same frames: what code cannot say (content sizes, baselines, alignment insets,
            // the screen's safe area, design frames) comes from the document, as UIKit takes it
            // from the content and the device.
            var solvable = imported
            for index in solvable.views.indices {
                let theirs = try #require(original.view(toOriginal[solvable.views[index].id]!))
                solvable.views[index].intrinsicContentSize = theirs.intrinsicContentSize
                solvable.views[index].baselineOffsets = theirs.baselineOffsets
                solvable.views[index].alignmentInsets = theirs.alignmentInsets
                solvable.views[index].deviceSafeAreaInsets = theirs.deviceSafeAreaInsets
                solvable.views[index].frame = theirs.frame
            }
            // The document as UIKit code states it: an NSStackView's hugging and gravity areas,
            // which a UIStackView has not, are what `export --swift` reports as not written.
            var reference = original
            reference.views = exportedViews.map { view in
                var view = view
                view.stack?.hugging = nil
                view.stack?.gravities = [:]
                if view.stack?.distribution == .gravityAreas { view.stack?.distribution = .fill }
                return view
            }
            reference.constraints = original.constraints.filter { $0.equation.items.allSatisfy(exportedItems.contains) }
            reference.guides = original.guides.filter { exportedItems.contains($0.id) }
            let environment = LayoutEnvironment(rootWidth: originalRoot.frame.width, rootHeight: originalRoot.frame.height)
            let expectedFrames = LayoutSystem.solve(reference, in: environment).frames
            let solvedFrames = LayoutSystem.solve(solvable, in: environment).frames
            for view in solvable.views {
                let theirs = toOriginal[view.id]!
                let (a, b) = (expectedFrames[theirs] ?? .zero, solvedFrames[view.id] ?? .zero)
                let close = abs(a.x - b.x) <= 0.01 && abs(a.y - b.y) <= 0.01 && abs(a.width - b.width) <= 0.01 && abs(a.height - b.height) <= 0.01
                #expect(close || a.x.isNaN, "\(file) \(original.name) \(view.name): \(a) from the document, \(b) from the code")
                framesCompared += 1
            }
        }
        print("Swift round trip: \(projects) projects, \(viewsCompared) views, \(constraintsCompared) constraints, \(framesCompared) frames")
        #expect(projects == 255 && viewsCompared == 1777, "every project of the corpus with views or constraints")
        #expect(viewsCompared == framesCompared)
    }
}
