import Model

extension LayoutSystem {
    /// A rectangle as linear expressions: a frame, or a frame inset by margins or a safe area.
    struct RectExpression {
        var left, top, width, height: LinearExpression

        var right: LinearExpression { left + width }
        var bottom: LinearExpression { top + height }
        var centerX: LinearExpression { left + width / 2 }
        var centerY: LinearExpression { top + height / 2 }

        init(_ frame: FrameVariables) {
            left = LinearExpression(frame.x)
            top = LinearExpression(frame.y)
            width = LinearExpression(frame.width)
            height = LinearExpression(frame.height)
        }

        func inset(by insets: EdgeInsets) -> RectExpression {
            var rect = self
            rect.left = left + LinearExpression(constant: insets.left)
            rect.top = top + LinearExpression(constant: insets.top)
            rect.width = width - LinearExpression(constant: insets.left + insets.right)
            rect.height = height - LinearExpression(constant: insets.top + insets.bottom)
            return rect
        }
    }

    /// The expression of an anchor: its item's alignment rectangle (or built-in guide), and the
    /// attribute in it, with leading on the right edge when `rightToLeft`. `nil` for an item the project
    /// does not have.
    /// `inContent`: a scroll view's edge seen from inside it, on its content area as its
    /// `contentLayout` guide is.
    func expression(for anchor: Anchor<ItemID>, rightToLeft: Bool, inContent: Bool = false) -> LinearExpression? {
        let content = inContent || anchor.guide == .contentLayout ? contentFrames[anchor.item] : nil
        guard let frame = content ?? frames[anchor.item] else { return nil }
        var rect = RectExpression(frame)
        let view = views[anchor.item]
        if let view {
            switch anchor.guide {
            case .margins?: rect = rect.inset(by: geometry.margins(of: view))
            case .safeArea?: rect = rect.inset(by: geometry.safeAreaInsets(of: view))
            case .readable?: rect = readableRect(of: view, in: rect)
            case .contentLayout?, .frameLayout?, nil: break
            }
            if anchor.attribute.isMarginForm, anchor.guide == nil {
                rect = rect.inset(by: geometry.margins(of: view))
            } else if anchor.guide == nil, view.alignmentInsets != .zero {
                // Constraints relate alignment rectangles; margins and guides are the bounds'.
                rect = rect.inset(by: view.alignmentInsets)
            }
        }
        let baselines = view?.baselineOffsets ?? .none
        switch anchor.attribute.edge {
        case .left: return rect.left
        case .right: return rect.right
        case .top: return rect.top
        case .bottom: return rect.bottom
        case .leading: return rightToLeft ? rect.right : rect.left
        case .trailing: return rightToLeft ? rect.left : rect.right
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.centerX
        case .centerY: return rect.centerY
        case .firstBaseline:
            return baselines.firstFromTop.map { rect.top + LinearExpression(constant: $0) } ?? rect.bottom
        case .lastBaseline:
            return rect.bottom - LinearExpression(constant: baselines.lastFromBottom ?? 0)
        default: return nil
        }
    }

    /// Whether a constraint's leading and trailing are right edges: the direction of the view
    /// that holds it, the nearest common ancestor of the views it affects (seed, "Anatomy of a
    /// Constraint"), so a view forced left to right lays out its own content left to right
    /// while its place in its superview follows the superview.
    func isRightToLeft(_ equation: Equation<ItemID>) -> Bool {
        guard mayBeRightToLeft else { return false }
        guard let holder = holder(of: equation) else { return environment.direction == .rightToLeft }
        return geometry.isRightToLeft(holder)
    }

    /// The nearest common ancestor of the views a constraint's items are or belong to (a
    /// custom guide belongs to its owner).
    func holder(of equation: Equation<ItemID>) -> View? {
        let owners = equation.items.compactMap { item in views[item]?.id ?? guides[item]?.owner }
        guard let first = owners.first else { return nil }
        // The first view's ancestors, by how far up they are.
        var chain: [ItemID] = []
        var height: [ItemID: Int] = [:]
        var next: ItemID? = first
        while let id = next, height[id] == nil {
            height[id] = chain.count
            chain.append(id)
            next = views[id]?.parent
        }
        var depth = 0
        for other in owners.dropFirst() {
            var ancestor: ItemID? = other
            var visited: Set<ItemID> = []
            while let id = ancestor, height[id] == nil, visited.insert(id).inserted { ancestor = views[id]?.parent }
            guard let common = ancestor.flatMap({ height[$0] }) else { return nil }
            depth = max(depth, common)
        }
        return views[chain[depth]]
    }

    /// The readable content guide: the margins guide's height, and its width narrowed to the
    /// readable width, centred.
    private func readableRect(of view: View, in frame: RectExpression) -> RectExpression {
        var rect = frame.inset(by: geometry.margins(of: view))
        let width = min(environment.readableWidth, geometry.marginsWidth(of: view))
        rect.left = rect.centerX - LinearExpression(constant: width / 2)
        rect.width = LinearExpression(constant: width)
        return rect
    }
}
