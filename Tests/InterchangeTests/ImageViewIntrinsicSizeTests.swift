import Foundation
import Model
import Solver
import Testing

@testable import Interchange

/// An image view showing an image has the image's size as its intrinsic content size (the Auto
/// Layout Guide's table of views with an intrinsic content size). UIKit documents name the image
/// on the view; AppKit documents on the image view's cell, and import read only the first.
@Suite("Image views showing an image are sized by it")
struct ImageViewIntrinsicSizeTests {
    static let monitorControl = "MonitorControl__MonitorControl__MonitorControl__UI__Base.lproj__Main.storyboard"

    @Test("an NSImageView whose cell shows an image has an intrinsic size; one showing none has not")
    func appKitImageCell() throws {
        let imported = try Self.imported(Self.monitorControl)
        let keyboard = try #require(imported.projects.lazy.flatMap(\.views).first { $0.documentID == "smN-BX-6Bx" })
        #expect(keyboard.intrinsicContentSize == IntrinsicContentSize(width: 680, height: 94))
        let bytes = Array(
            #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                                <rect key="frame" x="10" y="10" width="48" height="48"/>
                                <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="cell"/>
                            </imageView>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """#.utf8)
        let empty = try #require(DocumentImport(try IBDocument(bytes: bytes, file: "empty.xib"), fallbackName: "doc").projects.first?.views.last)
        #expect(empty.intrinsicContentSize == IntrinsicContentSize(width: nil, height: nil))
    }

    @Test("MonitorControl's onboarding keyboard picture sizes the row of key labels under it, as Interface Builder lays it out")
    func keyboardRowSolves() throws {
        let imported = try Self.imported(Self.monitorControl)
        let index = try #require(imported.projects.firstIndex { $0.name == "OnboardingViewController" })
        let project = imported.projects[index]
        var environment = LayoutEnvironment(designOf: project)
        environment.includesPlaceholders = true
        let solution = LayoutSystem.solve(project, in: environment)
        let ambiguous = Set(solution.ambiguous.map(\.item))
        // The picture and the five labels it is pinned to (leading 55 pt before the first,
        // trailing 50 pt after the last), which had no width to hold on to before.
        let row = ["smN-BX-6Bx", "9HD-qV-iYX"]
        for id in row {
            let view = try #require(project.views.first { $0.documentID == id })
            #expect(!ambiguous.contains(view.id), "\(view.name) is ambiguous")
        }
        let comparison = StoredFrameComparison(
            project, index: index, of: imported, in: try Self.document(Self.monitorControl),
            frames: solution.frames, absoluteFrames: solution.absoluteFrames, ambiguous: ambiguous)
        #expect(comparison.ambiguous.isEmpty, "\(comparison.ambiguous.map(\.name))")
        let misses = comparison.compared.filter { !$0.matches }.map { "\($0.view.name): stored \($0.view.frame), solved \($0.solved)" }
        #expect(misses.isEmpty, "\(misses)")
    }

    static func document(_ file: String) throws -> IBDocument {
        try IBDocument(bytes: Array(try Data(contentsOf: CorpusImportTests.folder.appending(path: file))), file: file)
    }

    static func imported(_ file: String) throws -> DocumentImport {
        DocumentImport(try document(file), fallbackName: "doc")
    }
}
