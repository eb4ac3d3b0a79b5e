import Model

/// Autoresizing masks in Interface Builder's words: which views translate one, and the
/// `<autoresizingMask key="autoresizingMask">` element's attributes both ways.
///
/// A subview translates its mask into constraints unless the document says
/// `translatesAutoresizingMaskIntoConstraints="NO"` (as Interface Builder writes for every view
/// that constraints place), or a stack view arranges it (UIStackView and NSStackView turn
/// translation off). Interface Builder writes the element for every view that translates: an
/// element without attributes is the empty mask (every part fixed), and so is a missing one.
/// A root view gets none: its frame is the screen's (or the window's, the cell's).
///
/// The element names the parts by their edge's coordinate: `flexibleMinX`, `widthSizable`,
/// `flexibleMaxX`, `flexibleMinY`, `heightSizable`, `flexibleMaxY`. Min y is the top margin on
/// iOS and in a flipped AppKit view, the bottom margin in any other AppKit view (y up).
enum IBAutoresizingMask {
    /// The element's attribute for each part, y down (as on iOS).
    static let attributes: [(name: String, part: AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
        ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]

    /// The mask a subview translates, or nil for one that does not.
    ///
    /// - Parameters:
    ///   - isArranged: whether a stack view arranges the view.
    ///   - measuresYUp: whether its frame measures y up from the bottom of its superview (an
    ///     AppKit view not flipped), so that min y is the bottom margin.
    static func of(_ view: IBView, isArranged: Bool, measuresYUp: Bool) -> AutoresizingMask? {
        guard !isArranged, view.attributes["translatesAutoresizingMaskIntoConstraints"] != "NO" else { return nil }
        var mask = AutoresizingMask.notSizable
        for (name, part) in attributes where view.autoresizingMask?.contains(name) == true { mask.insert(part) }
        if measuresYUp {
            let top = mask.contains(.flexibleTopMargin), bottom = mask.contains(.flexibleBottomMargin)
            mask.remove([.flexibleTopMargin, .flexibleBottomMargin])
            if top { mask.insert(.flexibleBottomMargin) }
            if bottom { mask.insert(.flexibleTopMargin) }
        }
        return mask
    }

    /// The attributes an iOS document (y down) names a mask's flexible parts by.
    static func names(of mask: AutoresizingMask) -> Set<String> {
        Set(attributes.filter { mask.contains($0.part) }.map(\.name))
    }
}
