import Model

/// The frames of a solved layout and what is wrong with it.
public struct LayoutSolution: Sendable {
    /// Each view's frame relative to its superview, as UIKit's `frame` is, and each custom
    /// guide's relative to its owning view; only guides that constraints use are solved.
    public var frames: [ItemID: Rect]
    /// Frames in the root's coordinates (y down).
    public var absoluteFrames: [ItemID: Rect]
    /// Required constraints that could not hold together, each with the one broken to go on.
    public var unsatisfiable: [Unsatisfiable]
    /// Views whose frame the constraints do not determine, per attribute.
    public var ambiguous: [Ambiguity]
    /// Views whose solved frame no screen can show: a negative width or height, or a value
    /// that is not a finite number.
    public var invalidFrames: [InvalidFrame]
    /// Views whose design frame is more than 0.5 pt from the solved one (among those neither
    /// ambiguous nor invalid).
    public var misplaced: [Misplacement]
    /// Optional constraints the solution does not satisfy (not a problem: priorities at work).
    public var unsatisfiedOptional: [LayoutOrigin]

    /// Whether `layoutstore check` should fail: anything unsatisfiable, ambiguous, invalid or
    /// misplaced.
    public var hasProblems: Bool { !unsatisfiable.isEmpty || !ambiguous.isEmpty || !invalidFrames.isEmpty || !misplaced.isEmpty }
}

/// What a constraint of the solver stands for: one of the project's constraints, or one the
/// layout adds itself.
public enum LayoutOrigin: Hashable, Sendable {
    /// A constraint of the project.
    case constraint(ConstraintID)
    /// A root view keeps the solve's size, at the origin.
    case rootFrame(ItemID)
    /// A view no constraint refers to keeps its design frame (Interface Builder's
    /// prototyping constraints).
    case designFrame(ItemID)
    /// Intrinsic content size: content hugging (`<=`) on an axis.
    case contentHugging(ItemID, Axis)
    /// Intrinsic content size: compression resistance (`>=`) on an axis.
    case compressionResistance(ItemID, Axis)
    /// A constraint a stack view derives for its arranged subviews.
    case stackArrangement(StackConstraint)
    /// A constraint a view's autoresizing mask makes (UIKit's `NSAutoresizingMaskLayoutConstraint`).
    case autoresizingMask(AutoresizingConstraint)
}

/// A set of required constraints that cannot all hold, and the one broken so the solve goes on.
public struct Unsatisfiable: Hashable, Sendable {
    /// The constraint left out: the last of the set in the order constraints are added
    /// (see ``LayoutSystem``).
    public var broken: LayoutOrigin
    /// The required constraints it conflicts with.
    public var conflicting: [LayoutOrigin]
}

/// The parts of a view's frame that are not uniquely determined.
public struct Ambiguity: Hashable, Sendable {
    /// A part of a frame: its origin's x and y (y down), its width and height.
    public enum Attribute: String, Hashable, Sendable, CaseIterable {
        /// The frame's x, y, width or height.
        case x, y, width, height
    }

    /// The view.
    public var item: ItemID
    /// The parts of its frame that the constraints leave free, in x, y, width, height order.
    public var attributes: [Attribute]
}

/// A view whose solved frame cannot be: sizes are never negative (seed, "Anatomy of a
/// Constraint"), and every value is a finite number.
public struct InvalidFrame: Hashable, Sendable {
    /// What is wrong with the frame.
    public enum Problem: String, Hashable, Sendable {
        /// A width or height below zero.
        case negativeSize
        /// A value that is infinite or not a number (checked first).
        case notFinite
    }

    /// The view.
    public var item: ItemID
    /// The frame the solve gave, relative to the superview.
    public var solvedFrame: Rect
    /// Which problem it has.
    public var problem: Problem
}

extension InvalidFrame.Problem {
    /// What is wrong with a solved frame, or nil when nothing is.
    init?(of frame: Rect) {
        if ![frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) {
            self = .notFinite
        } else if frame.width < 0 || frame.height < 0 {
            self = .negativeSize
        } else {
            return nil
        }
    }
}

/// A view whose design frame differs from the solved frame.
public struct Misplacement: Hashable, Sendable {
    /// The view.
    public var item: ItemID
    /// The frame the project stores (Interface Builder's canvas), relative to the superview.
    public var designFrame: Rect
    /// The frame the solve gave, relative to the superview.
    public var solvedFrame: Rect
}

extension Project {
    /// A solver constraint's origin in words: `constraint 'titleTop' (title.top == root.top + 20)`.
    ///
    /// To describe many, make one ``OriginDescriber`` instead: this looks the constraint up
    /// among all of the project's.
    public func describe(_ origin: LayoutOrigin) -> String { OriginDescriber(self)(origin) }
}

/// Describes solver constraints' origins as `Project/describe(_:)` does, with the project's
/// constraints, views and names indexed once: a report of 20,000 unsatisfied optional
/// constraints then costs 20,000 lookups, not 20,000 scans of the project.
public struct OriginDescriber {
    private let constraints: [ConstraintID: Constraint]
    private let frames: [ItemID: Rect]
    let names: ItemNames

    /// Indexes `project`'s constraints, frames and names, once.
    public init(_ project: Project) {
        constraints = Dictionary(project.constraints.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        frames = Dictionary(project.views.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        names = project.itemNamesByID
    }

    /// - Complexity: O(1) lookups, and the length of the text.
    public func callAsFunction(_ origin: LayoutOrigin) -> String {
        func itemName(_ id: ItemID) -> String { names[id] ?? id.description }
        switch origin {
        case .constraint(let id):
            guard let constraint = constraints[id] else { return "constraint \(id)" }
            let equation = names.named(constraint.equation).shortForm(priority: constraint.priority)
            return constraint.identifier.map { "constraint '\($0)' (\(equation))" } ?? "constraint \(id.description.prefix(8)) (\(equation))"
        case .rootFrame(let id):
            return "\(itemName(id)) keeps the solve's size (the root view's frame)"
        case .designFrame(let id):
            return "\(itemName(id)) keeps its design frame \(frames[id]?.description ?? "") (no constraint refers to it)"
        case .contentHugging(let id, let axis):
            return "\(itemName(id))'s content hugging, \(axis.rawValue)"
        case .compressionResistance(let id, let axis):
            return "\(itemName(id))'s compression resistance, \(axis.rawValue)"
        case .stackArrangement(let generated):
            return "\(itemName(generated.stack))'s \(generated.identifier) (\(generated.text(names: names)))"
        case .autoresizingMask(let generated):
            return "\(itemName(generated.view))'s autoresizing mask \(generated.identifier) (\(generated.text(names: names)))"
        }
    }
}
