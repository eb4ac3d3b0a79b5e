import Model

/// What an expression of layout code stands for, as far as it can be known without running it.
indirect enum LayoutValue {
    case view(ItemID)
    /// A custom guide (`UILayoutGuide()`).
    case guide(ItemID)
    /// A view's built-in guide (`view.safeAreaLayoutGuide`).
    case builtInGuide(ItemID, BuiltInGuide)
    case anchor(Anchor<ItemID>)
    /// A constraint made by the code, by its place in ``LayoutBuilder/constraints``.
    case constraint(Int)
    case number(Double)
    case bool(Bool)
    case string(String)
    case priority(Priority)
    /// `.vertical`, `.defaultHigh`, `.leading`: a member whose type the context gives.
    case implicitMember(String)
    case array([LayoutValue])
    case dictionary([String: LayoutValue])
    case insets(EdgeInsets)
    case rect(Rect)
    /// A type named in the code (`NSLayoutConstraint`, `UILayoutPriority`, `UIStackView.Axis`).
    case type(String)
    /// A method not yet called: `view.addSubview` passed to `forEach`.
    case method(receiver: LayoutValue, name: String)
    /// SnapKit's `view.snp` (or a guide's).
    case snapKit(ItemID, BuiltInGuide?)
    /// SnapKit's `make` in `makeConstraints { make in … }`, or `make.top.leading`: the
    /// attributes of the view its constraints will have first.
    case snapMaker(ItemID, BuiltInGuide?, [Attribute])
    /// `other.snp.bottom`: SnapKit's anchors of another item.
    case snapTarget(ItemID, BuiltInGuide?, [Attribute])
    /// What `make.top.equalTo(…)` made, which `.offset`, `.inset`, `.priority`, … change.
    case snapConstraints([Int])
    /// `nil`, or a statement's result.
    case nothing
    /// A name no declaration of the files gives.
    case undeclared(String)
    /// Known only when the code runs; the reason says why.
    case unknown(String)

    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    var isUnknown: Bool {
        switch self {
        case .unknown, .undeclared: true
        default: false
        }
    }

    /// Why the value is not known, for a note.
    var unknownReason: String? {
        switch self {
        case .unknown(let reason): reason
        case .undeclared(let name): "`\(name)` is not declared in the files imported"
        default: nil
        }
    }

    /// A priority from a number, `UILayoutPriority`, or `.defaultHigh`, `.required`, ….
    var priority: Priority? {
        switch self {
        case .priority(let priority): priority
        case .number(let value): Priority(Float(value))
        case .implicitMember(let name):
            switch name {
            case "required": .required
            case "defaultHigh": .defaultHigh
            case "defaultLow": .defaultLow
            case "fittingSizeLevel", "fittingSizeCompression": .fittingSizeLevel
            case "dragThatCanResizeScene", "dragThatCanResizeWindow": 510
            case "sceneSizeStayPut", "windowSizeStayPut": 500
            case "dragThatCannotResizeScene", "dragThatCannotResizeWindow": 490
            default: nil
            }
        default: nil
        }
    }

    /// The constraints an activation's argument holds, in order; `nil` where one is unknown.
    func constraints() -> [Int]? {
        switch self {
        case .constraint(let index): [index]
        case .array(let elements):
            elements.reduce([Int]?([])) { result, element in
                guard let result, let more = element.constraints() else { return nil }
                return result + more
            }
        default: nil
        }
    }
}
