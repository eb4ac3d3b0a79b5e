extension View {
    /// The intrinsic content size UIKit gives a view of this kind showing this content, where
    /// it follows from the kind and content alone: a switch is 51 × 31, a stepper 94 × 32, an
    /// activity indicator 20 × 20 (37 × 37 when large is not modelled), and an image view
    /// takes its image's size ("an empty image view has no intrinsic content size; add an image
    /// and it is the image's size", the seed's table 3-1). Nil where it depends on what this
    /// store cannot measure (a label's or button's text needs the font's glyph widths) or on
    /// nothing at all (a plain view).
    public var contentIntrinsicSize: IntrinsicContentSize? {
        switch kind {
        case .switch: IntrinsicContentSize(width: 51, height: 31)
        case .stepper: IntrinsicContentSize(width: 94, height: 32)
        case .activityIndicator: IntrinsicContentSize(width: 20, height: 20)
        case .imageView:
            content.image.flatMap { image in
                guard let width = image.width, let height = image.height else { return nil }
                return IntrinsicContentSize(width: width, height: height)
            }
        default: nil
        }
    }
}
