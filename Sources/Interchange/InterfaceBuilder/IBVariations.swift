import Model

/// A view's or constraint's `<variation>` elements as written: per size class, the views and
/// constraints its masks include or exclude, the attributes it sets, and what else it holds.
///
/// ```xml
/// <variation key="default">                           <!-- the base class: wAny hAny -->
///     <mask key="constraints"><exclude reference="lOa-jP-2uX"/></mask>
/// </variation>
/// <variation key="heightClass=compact-widthClass=regular">
///     <mask key="subviews"><include reference="T1i-ce-9y8"/></mask>
/// </variation>
/// <variation key="widthClass=regular" spacing="15"/>  <!-- a stack view's -->
/// ```
public struct IBVariations: Hashable, Sendable {
    /// Constraint document id → installed, per class (`<mask key="constraints">`); the base
    /// class's exclusions are the view's ``IBView/excludedConstraintIDs``, not here.
    public var constraints: [SizeClass: [String: Bool]] = [:]
    /// Subview document id → installed, per class (`<mask key="subviews">`).
    public var subviews: [SizeClass: [String: Bool]] = [:]
    /// The attributes each class sets on the element (`constant`, `priority`, `spacing`, …).
    public var attributes: [SizeClass: [String: String]] = [:]
    /// What the variations hold that is not a mask nor an attribute, as reasons with counts:
    /// fonts, colours, other traits' variations (an unknown `key`).
    public var other: [String: Int] = [:]

    public init() {}

    /// Whether there is none.
    public var isEmpty: Bool { constraints.isEmpty && subviews.isEmpty && attributes.isEmpty && other.isEmpty }

    /// The classes a view's or constraint's element varies in, read from its `<variation>` children.
    init(of element: XMLElement) {
        for variation in element.children where variation.name == "variation" {
            guard let key = variation["key"], let sizeClass = IBVariations.sizeClass(key: key) else {
                other["variations for traits other than size classes ('\(variation["key"] ?? "")')", default: 0] += 1
                continue
            }
            var attributes = variation.attributes
            attributes["key"] = nil
            if !attributes.isEmpty { self.attributes[sizeClass, default: [:]].merge(attributes) { _, new in new } }
            for child in variation.children {
                if child.name == "mask", let maskKey = child["key"], maskKey == "constraints" || maskKey == "subviews" {
                    var installed: [String: Bool] = [:]
                    for entry in child.children {
                        guard let reference = entry["reference"], entry.name == "include" || entry.name == "exclude" else { continue }
                        installed[reference] = entry.name == "include"
                    }
                    if maskKey == "constraints" {
                        if sizeClass != .any { constraints[sizeClass, default: [:]].merge(installed) { _, new in new } }
                    } else {
                        subviews[sizeClass, default: [:]].merge(installed) { _, new in new }
                    }
                } else {
                    other["size-class variations of \(child["key"] ?? child.name) (the base value is imported)", default: 0] += 1
                }
            }
        }
    }

    /// The `<variation>` elements, as Interface Builder writes them: the base class (`default`)
    /// first, then by key; in each, the class's attributes, then the subviews' and the
    /// constraints' masks, each reference in order.
    var xmlElements: [XMLElement] {
        let classes = Set(constraints.keys).union(subviews.keys).union(attributes.keys)
        let ordered = classes.sorted { lhs, rhs in
            if (lhs == .any) != (rhs == .any) { return lhs == .any }
            return IBVariations.key(of: lhs) < IBVariations.key(of: rhs)
        }
        var elements: [XMLElement] = []
        for sizeClass in ordered {
            var masks: [XMLElement] = []
            let lists: [(String, [String: Bool])] = [("subviews", subviews[sizeClass] ?? [:]), ("constraints", constraints[sizeClass] ?? [:])]
            for (maskKey, installed) in lists where !installed.isEmpty {
                var entries: [XMLElement] = []
                for reference in installed.keys.sorted() {
                    entries.append(XMLElement(name: installed[reference] == true ? "include" : "exclude", attributes: ["reference": reference]))
                }
                masks.append(XMLElement(name: "mask", attributes: ["key": maskKey], children: entries))
            }
            var written = attributes[sizeClass] ?? [:]
            written["key"] = IBVariations.key(of: sizeClass)
            elements.append(XMLElement(name: "variation", attributes: written, children: masks))
        }
        return elements
    }

    /// The class a `<variation key>` names: `default` is the base class; otherwise
    /// `widthClass=…` and `heightClass=…` joined by `-` (`heightClass=compact-widthClass=regular`),
    /// each side compact or regular. Nil for any other trait.
    public static func sizeClass(key: String) -> SizeClass? {
        if key == "default" { return .any }
        var sizeClass = SizeClass.any
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, let value = SizeClass.Value(rawValue: pair[1]), value != .any else { return nil }
            switch pair[0] {
            case "widthClass" where sizeClass.width == .any: sizeClass.width = value
            case "heightClass" where sizeClass.height == .any: sizeClass.height = value
            default: return nil
            }
        }
        return sizeClass == .any ? nil : sizeClass
    }

    /// The `<variation key>` of a class, as Interface Builder writes it: `default` for the base
    /// class, else `heightClass=…-widthClass=…` with a side that is any left out.
    public static func key(of sizeClass: SizeClass) -> String {
        if sizeClass == .any { return "default" }
        let height = sizeClass.height == .any ? nil : "heightClass=\(sizeClass.height.rawValue)"
        let width = sizeClass.width == .any ? nil : "widthClass=\(sizeClass.width.rawValue)"
        return [height, width].compactMap { $0 }.joined(separator: "-")
    }
}

extension IBVariations {
    /// A view's variations as its element holds them, with the base class's constraint
    /// exclusions (which ``IBView`` keeps apart, as ``IBView/excludedConstraintIDs``) in
    /// `constraints[.any]`: what a write back rewrites when constraints change where they are
    /// installed.
    init(ofHolder element: XMLElement) {
        self.init(of: element)
        for variation in element.children where variation.name == "variation" && variation["key"] == "default" {
            for mask in variation.children where mask.name == "mask" && mask["key"] == "constraints" {
                for entry in mask.children where entry.name == "include" || entry.name == "exclude" {
                    guard let reference = entry["reference"] else { continue }
                    constraints[.any, default: [:]][reference] = entry.name == "include"
                }
            }
        }
    }

    /// The masks naming the constraint `id` as `constraint` is installed (Interface Builder's
    /// "Installed" boxes: excluded from the base class when not installed there, included or
    /// excluded in each class that says so); with `nil`, no mask names it.
    mutating func setInstallation(ofConstraint id: String, as constraint: Constraint?) {
        for sizeClass in constraints.keys {
            constraints[sizeClass]?[id] = nil
            if constraints[sizeClass]?.isEmpty == true { constraints[sizeClass] = nil }
        }
        guard let constraint else { return }
        if !(constraint.variations[.any]?.isInstalled ?? constraint.isActive) { constraints[.any, default: [:]][id] = false }
        for (sizeClass, variation) in constraint.variations where sizeClass != .any {
            if let isInstalled = variation.isInstalled { constraints[sizeClass, default: [:]][id] = isInstalled }
        }
    }

    /// The masks naming the subview `id` as `view` is installed per class (the base class
    /// `default` included); with `nil`, no mask names it.
    mutating func setInstallation(ofSubview id: String, as view: View?) {
        for sizeClass in subviews.keys {
            subviews[sizeClass]?[id] = nil
            if subviews[sizeClass]?.isEmpty == true { subviews[sizeClass] = nil }
        }
        for (sizeClass, variation) in view?.variations ?? [:] {
            if let isInstalled = variation.isInstalled { subviews[sizeClass, default: [:]][id] = isInstalled }
        }
    }
}
