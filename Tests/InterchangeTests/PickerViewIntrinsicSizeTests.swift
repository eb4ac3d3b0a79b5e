import Foundation
import Model
import Solver
import Testing

@testable import Interchange

/// A picker view has an intrinsic content size: iOS 9 made `UIPickerView` and `UIDatePicker`
/// resizable with a default size (320 pt wide, 216 tall) instead of a size they enforce, so a
/// picker that constraints do not size takes its own, and a stack view fills around it.
@Suite("Picker views' intrinsic size")
struct PickerViewIntrinsicSizeTests {
    /// A vertical stack of a 50 pt label above a picker, pinned at its top and sides only, as
    /// IBAnimatable's playgrounds lay out their pickers: the picker's height sizes the stack.
    static let stackedPicker = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505">
            <objects>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack" userLabel="stack">
                            <rect key="frame" x="0.0" y="20" width="375" height="266"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" text="Effect" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="title" userLabel="title">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="50" id="h1"/>
                                    </constraints>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="picker" userLabel="picker">
                                    <rect key="frame" x="0.0" y="50" width="375" height="216"/>
                                </pickerView>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="top" secondAttribute="top" constant="20" id="c1"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test("a picker in a stack that nothing else sizes is as tall as its content, and the stack around it too")
    func pickerSizesItsStack() throws {
        let document = try IBDocument(bytes: Array(Self.stackedPicker.utf8), file: "Picker.xib")
        let project = try #require(DocumentImport(document, fallbackName: "Picker").projects.first)
        let picker = try #require(project.view(named: "picker"))
        #expect(picker.intrinsicContentSize.height == 216)
        let solution = LayoutSystem.solve(project, in: LayoutEnvironment(designOf: project))
        #expect(solution.ambiguous.isEmpty, "\(solution.ambiguous)")
        for view in project.views.dropFirst() {
            #expect(solution.frames[view.id] == view.frame, "\(view.name): stored \(view.frame)")
        }
    }
}
