import Model

extension IBDocument {
    /// The order Interface Builder writes attributes in (others follow, sorted by name).
    static let attributeOrder = [
        "type", "version", "toolsVersion", "targetRuntime", "propertyAccessControl", "useAutolayout", "useTraitCollections",
        "useSafeAreas", "colorMatched", "name", "identifier", "placeholderIdentifier",
        "key", "opaque", "hidden", "contentMode", "axis", "distribution", "alignment", "spacing", "spacingType",
        "baselineRelativeArrangement", "layoutMarginsRelativeArrangement", "semanticContentAttribute",
        "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "horizontalHuggingPriority",
        "verticalHuggingPriority", "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
        "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "textAlignment", "translatesAutoresizingMaskIntoConstraints",
        "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier", "priority", "constant",
        "placeholder", "x", "y", "width", "height", "top", "left", "bottom", "right", "flexibleMinX", "widthSizable", "flexibleMaxX",
        "flexibleMinY", "heightSizable", "flexibleMaxY",
        "reference", "id", "orientation", "userLabel", "customClass", "minToolsVersion",
    ]
    /// A constraint's attributes in Interface Builder's order: its identifier comes last but for its id.
    static let constraintAttributeOrder = [
        "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier", "priority", "constant",
        "placeholder", "symbolic", "identifier", "id",
    ]

    /// The document as Interface Builder writes an iOS .xib: the header, File's Owner and First
    /// Responder, then each layout root as a top-level view.
    public var xmlElement: XMLElement {
        let usesSafeArea = layoutRoots.contains { $0.view.usesGuide("safeArea") }
        var dependencies = [
            XMLElement(name: "deployment", attributes: ["identifier": "iOS"]),
            XMLElement(name: "plugIn", attributes: ["identifier": "com.apple.InterfaceBuilder.IBCocoaTouchPlugin", "version": "17126"]),
        ]
        if usesSafeArea {
            dependencies.append(XMLElement(name: "capability", attributes: ["name": "Safe area layout guides", "minToolsVersion": "9.0"]))
        }
        dependencies.append(
            XMLElement(name: "capability", attributes: ["name": "documents saved in the Xcode 8 format", "minToolsVersion": "8.0"]))
        let placeholders = [
            XMLElement(name: "placeholder", attributes: ["placeholderIdentifier": "IBFilesOwner", "id": "-1", "userLabel": "File's Owner"]),
            XMLElement(
                name: "placeholder", attributes: ["placeholderIdentifier": "IBFirstResponder", "id": "-2", "customClass": "UIResponder"]),
        ]
        return XMLElement(
            name: "document",
            attributes: [
                "type": "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "version": "3.0", "toolsVersion": IBNumber.text(IBDocument.writtenToolsVersion),
                "targetRuntime": "iOS.CocoaTouch", "propertyAccessControl": "none", "useAutolayout": "YES",
                "useTraitCollections": "YES", "useSafeAreas": usesSafeArea ? "YES" : "NO", "colorMatched": "YES",
            ],
            children: (device.map {
                [XMLElement(name: "device", attributes: ["id": $0.id, "orientation": $0.isLandscape ? "landscape" : "portrait"])]
            } ?? []) + [
                XMLElement(name: "dependencies", children: dependencies),
                XMLElement(name: "objects", children: placeholders + layoutRoots.map(\.xmlElement)),
            ])
    }

    /// The document's text, as Xcode would save it.
    public var xmlText: String {
        XMLWriter(attributeOrder: Self.attributeOrder, elementOrders: ["constraint": Self.constraintAttributeOrder]).document(xmlElement)
    }
}

extension IBLayoutRoot {
    /// The root as a top-level view, with its place on the canvas where it has one (its
    /// frame starts at 0,0, as Interface Builder writes a new top-level view's).
    var xmlElement: XMLElement {
        var element = view.xmlElement(isTopLevel: true)
        if let canvasLocation {
            element.children.append(
                XMLElement(
                    name: "point", attributes: ["key": "canvasLocation", "x": IBNumber.text(canvasLocation.x), "y": IBNumber.text(canvasLocation.y)]))
        }
        return element
    }
}

extension IBView {
    /// Whether this view or one below it has a built-in guide with this key.
    func usesGuide(_ key: String) -> Bool { guideIDs[key] != nil || subviews.contains { $0.usesGuide(key) } }

    /// The view's element: its frame, its content view (for a cell), subviews, guides, margins,
    /// constraints (by id, as Interface Builder sorts them) and the constraints left out of the
    /// base size class.
    func xmlElement(isTopLevel: Bool = false) -> XMLElement {
        var attributes = self.attributes
        attributes["id"] = id
        attributes["userLabel"] = userLabel
        attributes["customClass"] = customClass
        if attributes["contentMode"] == nil { attributes["contentMode"] = "scaleToFill" }
        var children: [XMLElement] = []
        if let frame {
            children.append(
                XMLElement(
                    name: "rect",
                    attributes: [
                        "key": "frame", "x": IBNumber.text(frame.x), "y": IBNumber.text(frame.y),
                        "width": IBNumber.text(frame.width), "height": IBNumber.text(frame.height),
                    ]))
        }
        if let autoresizingMask {
            var written = ["key": "autoresizingMask"]
            for name in autoresizingMask { written[name] = "YES" }
            children.append(XMLElement(name: "autoresizingMask", attributes: written))
        }
        children += subviews.filter { $0.attributes["key"] != nil }.map { $0.xmlElement() }
        let arranged = subviews.filter { $0.attributes["key"] == nil }
        if !arranged.isEmpty { children.append(XMLElement(name: "subviews", children: arranged.map { $0.xmlElement() })) }
        for key in guideIDs.keys.sorted() {
            children.append(XMLElement(name: "viewLayoutGuide", attributes: ["key": key, "id": guideIDs[key]!]))
        }
        if let layoutMargins {
            children.append(
                XMLElement(
                    name: "edgeInsets",
                    attributes: [
                        "key": "layoutMargins", "top": IBNumber.text(layoutMargins.top), "left": IBNumber.text(layoutMargins.left),
                        "bottom": IBNumber.text(layoutMargins.bottom), "right": IBNumber.text(layoutMargins.right),
                    ]))
        }
        if !constraints.isEmpty {
            children.append(XMLElement(name: "constraints", children: constraints.map(\.xmlElement)))
        }
        var written = variations
        for id in excludedConstraintIDs { written.constraints[.any, default: [:]][id] = false }
        children += written.xmlElements
        if isTopLevel { children.append(XMLElement(name: "freeformSimulatedSizeMetrics", attributes: ["key": "simulatedDestinationMetrics"])) }
        return XMLElement(name: element, attributes: attributes, children: children)
    }
}

extension IBConstraint {
    /// A `<constraint>` with every value that differs from the format's default.
    var xmlElement: XMLElement {
        var attributes: [String: String] = ["firstAttribute": firstAttribute]
        attributes["id"] = id
        attributes["firstItem"] = firstItem
        attributes["relation"] = relation
        attributes["secondItem"] = secondItem
        attributes["secondAttribute"] = secondAttribute
        attributes["multiplier"] = multiplier
        attributes["constant"] = constant
        attributes["priority"] = priority
        attributes["identifier"] = identifier
        if isPlaceholder { attributes["placeholder"] = "YES" }
        if isSymbolic { attributes["symbolic"] = "YES" }
        return XMLElement(name: "constraint", attributes: attributes, children: variations.xmlElements)
    }
}
