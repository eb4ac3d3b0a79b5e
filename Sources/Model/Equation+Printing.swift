extension Anchor: CustomStringConvertible where Item: CustomStringConvertible {
    /// `button.trailing`, `root.safeArea.top`.
    public var description: String {
        var text = item.description
        if let guide { text += "." + guide.rawValue }
        return text + "." + attribute.rawValue
    }
}

extension Equation where Item: CustomStringConvertible {
    /// The Auto Layout Guide's full form, every factor written out:
    /// `Button_2.leading = 1.0 * Button_1.trailing + 8.0`, or for a constant alone
    /// `View.height = 0.0 * NotAnAttribute + 40.0`. A priority below required is appended as `@750`.
    public func fullForm(priority: Priority = .required) -> String {
        let relationText = relation == .equal ? "=" : relation.rawValue
        let right =
            if let second {
                "\(String(multiplier)) * \(second)"
            } else {
                "0.0 * NotAnAttribute"
            }
        let sign = constant.sign == .minus && constant != 0 ? "-" : "+"
        return "\(first) \(relationText) \(right) \(sign) \(String(abs(constant)))" + prioritySuffix(priority)
    }

    /// The short form people type: `button2.leading == button1.trailing + 8`,
    /// `view.width >= 40 @750`, `view.height == 2 * view.width`.
    public func shortForm(priority: Priority = .required) -> String {
        var text = "\(first) \(relation.rawValue) "
        if let second {
            if multiplier != 1 { text += "\(formatNumber(multiplier)) * " }
            text += second.description
            if constant != 0 {
                text += constant < 0 ? " - " : " + "
                text += formatNumber(abs(constant))
            }
        } else {
            text += formatNumber(constant)
        }
        return text + prioritySuffix(priority)
    }

    private func prioritySuffix(_ priority: Priority) -> String {
        priority.isRequired ? "" : " @\(priority)"
    }
}

extension Equation: CustomStringConvertible where Item: CustomStringConvertible {
    /// The short form, as people type it: `button.leading = root.leading + 20`.
    public var description: String { shortForm() }
}
