import Model

/// A name waiting for its place: one view's, a guide's, or those of the views drawn at one
/// frame (listed in one tag).
struct NameTag {
    var id: ElementID
    var role: PictureElement.Role
    var subject: PictureElement.Subject
    var names: [String]
    /// The view's kind, shown after a single name.
    var detail: String?
    var frame: Rect
    var style: Style
    var size = 11.0
    /// A guide's name sits at its bottom, clear of the views it guides.
    var prefersBottom = false
    /// Whether the detail may be left out to fit the name inside the frame (a kind may; what
    /// an ambiguous view lacks may not).
    var detailIsOptional = true
}

/// A constraint's constant waiting for its place beside its bar.
struct ConstantLabel {
    var id: ElementID
    var subject: PictureElement.Subject
    var mark: TextMark
    var bar: (from: Point, to: Point)
    var ink: Ink
}

extension OccupancyGrid {
    /// What a drawn element keeps labels off: a frame's edges, a constraint's bar, a badge's disc,
    /// a text's box. Tinted guide areas are left free (a name may sit over a tint).
    mutating func add(obstacle element: PictureElement) {
        switch (element.role, element.mark) {
        case (.view, .rectangle(let rect)), (.removedView, .rectangle(let rect)), (.designOutline, .rectangle(let rect)),
            (.solvedOutline, .rectangle(let rect)), (.previousFrame, .rectangle(let rect)):
            add(edgesOf: rect)
        case (_, .line(let from, let to)), (_, .iBar(let from, let to)), (_, .arrow(let from, let to)):
            add(segment: from, to)
        case (_, .badge(_, let position)):
            add(box: Rect(x: position.x - 6.5, y: position.y - 6.5, width: 13, height: 13))
        case (_, .text(let mark)):
            var box = mark.bounds(bold: element.style.isBold, halo: element.style.hasHalo)
            if let clip = mark.clip {
                let left = max(box.x, clip.x), top = max(box.y, clip.y)
                box = Rect(x: left, y: top, width: min(box.maxX, clip.maxX) - left, height: min(box.maxY, clip.maxY) - top)
                guard box.width > 0, box.height > 0 else { return }
            }
            add(box: box)
        default:
            break
        }
    }
}
