import Foundation
import Model
import Render
import Solver

/// A project built from frames and equations with ids that are the same on every run, so that
/// its pictures can be compared byte for byte.
struct RenderFixture {
    var project: Project
    var environment: LayoutEnvironment
    private var counter: UInt8 = 0

    init(width: Double = 320, height: Double = 480) {
        environment = LayoutEnvironment(rootWidth: width, rootHeight: height)
        project = Project(name: "Fixture")
        project.views.append(View(id: nextItemID(), name: "root", frame: Rect(x: 0, y: 0, width: width, height: height)))
    }

    /// `00000000-0000-4000-8000-0000000000NN`, counting up.
    private mutating func nextUUID() -> UUID {
        counter += 1
        return UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, counter))
    }

    private mutating func nextItemID() -> ItemID { ItemID(nextUUID()) }

    @discardableResult
    mutating func view(
        _ name: String, kind: ViewKind = .view, frame: Rect, parent: String = "root", intrinsic: IntrinsicContentSize = .noIntrinsicMetric
    ) -> ItemID {
        let parentID = project.itemID(named: parent)!
        let view = View(
            id: nextItemID(), name: name, parent: parentID, index: project.subviews(of: parentID).count, kind: kind, frame: frame,
            intrinsicContentSize: intrinsic)
        project.views.append(view)
        return view.id
    }

    @discardableResult
    mutating func guide(_ name: String, owner: String) -> ItemID {
        let guide = LayoutGuide(id: nextItemID(), name: name, owner: project.itemID(named: owner)!)
        project.guides.append(guide)
        return guide.id
    }

    /// Adds a constraint typed as people type it (`box.width = 100 @750`).
    @discardableResult
    mutating func add(_ text: String) throws -> ConstraintID {
        let typed = try Equation.parse(text)
        let constraint = Constraint(
            id: ConstraintID(nextUUID()), equation: try project.resolve(typed.equation), priority: typed.priority)
        project.constraints.append(constraint)
        return constraint.id
    }

    func id(_ name: String) -> ItemID { project.itemID(named: name)! }

    var layout: SolvedLayout { SolvedLayout(solving: project, in: environment) }

    func picture(_ options: RenderOptions = RenderOptions()) throws -> Picture { try Picture(layout, options: options) }
}

extension Picture {
    /// The rectangle a view is drawn at.
    func rectangle(of item: ItemID, role: PictureElement.Role = .view) -> Rect? {
        guard case .rectangle(let rect)? = element(of: .item(item), role: role)?.mark else { return nil }
        return rect
    }

    /// The root's top-left corner on the canvas: where the layout's coordinates start.
    func origin(of root: ItemID) -> Point? {
        rectangle(of: root).map { Point(x: $0.x, y: $0.y) }
    }
}

extension Rect {
    func moved(by point: Point) -> Rect { Rect(x: x + point.x, y: y + point.y, width: width, height: height) }
}
