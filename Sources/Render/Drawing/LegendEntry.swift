/// A line of the legend: what a colour, a stroke or a tint means. Only those the picture uses
/// are listed, in this order.
enum LegendEntry: Int, Hashable, Comparable, CaseIterable {
    case inPlace, misplaced, conflict, ambiguous, broken, offScreen, required, optional
    case addedConstraint, removedConstraint, changedConstraint, addedView, removedView, movedView
    case safeArea, margins, readable, customGuide

    static func < (lhs: LegendEntry, rhs: LegendEntry) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether its swatch is a tinted area rather than a line.
    var isArea: Bool { [.safeArea, .margins, .readable, .customGuide].contains(self) }

    var style: Style {
        switch self {
        case .inPlace: Style(stroke: .inPlace, lineWidth: 2)
        case .misplaced: Style(stroke: .misplaced, lineWidth: 2)
        case .conflict: Style(stroke: .conflict, lineWidth: 2)
        case .ambiguous: Style(stroke: .conflict, dash: .dashed, lineWidth: 2)
        case .broken: Style(stroke: .conflict, lineWidth: 2)
        case .offScreen: Style(stroke: .conflict, lineWidth: 2)
        case .required: Style(stroke: .text)
        case .optional: Style(stroke: .text, dash: .dashed)
        case .addedConstraint, .addedView: Style(stroke: .added, lineWidth: 2)
        case .removedConstraint, .removedView: Style(stroke: .removed, dash: .dashed, lineWidth: 2)
        case .changedConstraint, .movedView: Style(stroke: .changed, lineWidth: 2)
        case .safeArea: Style(stroke: .safeArea, fill: .safeArea, lineWidth: 0.5, fillOpacity: 0.07)
        case .margins: Style(stroke: .margins, fill: .margins, lineWidth: 0.5, fillOpacity: 0.07)
        case .readable: Style(stroke: .readable, fill: .readable, lineWidth: 0.5, fillOpacity: 0.07)
        case .customGuide: Style(stroke: .customGuide, fill: .customGuide, dash: .dashed, fillOpacity: 0.12)
        }
    }

    func text(designFrames: Bool) -> String {
        switch self {
        case .inPlace: "unambiguous, satisfiable and in place"
        case .misplaced:
            designFrames
                ? "misplaced: the solved frame dashed beside the design frame"
                : "misplaced: the design frame dashed beside the solved frame"
        case .conflict: "ambiguous, unsatisfiable, or a frame no screen can show"
        case .ambiguous: "ambiguous: drawn at its design frame, with what the constraints leave open"
        case .broken: "× the constraint Auto Layout breaks to satisfy the others"
        case .offScreen: "arrow: a view off the screen, where it lies"
        case .required: "required (priority 1000)"
        case .optional: "optional (priority below 1000)"
        case .addedConstraint: "constraint added"
        case .removedConstraint: "constraint removed"
        case .changedConstraint: "constraint changed"
        case .addedView: "view added"
        case .removedView: "view removed (where it was)"
        case .movedView: "view moved or resized (dashed: where it was)"
        case .safeArea: "safe area"
        case .margins: "layout margins"
        case .readable: "readable content guide"
        case .customGuide: "layout guide"
        }
    }
}
