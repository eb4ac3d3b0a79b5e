import Model

extension IBDocument {
    /// Reads a .xib or .storyboard document.
    ///
    /// - Throws: ``InterchangeError`` when the bytes are not XML, or not an Interface Builder
    ///   document of iOS, tvOS or macOS, or one that gives two objects the same id.
    public init(bytes: [UInt8], file: String) throws(InterchangeError) {
        let root = try XMLReader.read(bytes, file: file)
        guard root.name == "document", let type = root["type"], type.hasPrefix("com.apple.InterfaceBuilder") else {
            throw InterchangeError(
                file: file, line: root.line,
                reason: "not an Interface Builder document (its root element is <\(root.name)>, not <document type=\"com.apple.InterfaceBuilder…\">)")
        }
        if type.contains("CocoaTouch") || type.contains("AppleTV") {
            platform = .cocoaTouch
        } else if type.contains("Cocoa") {
            platform = .cocoa
        } else {
            throw InterchangeError(
                file: file, line: root.line,
                reason: "an Interface Builder document of type '\(type)', neither iOS/tvOS (CocoaTouch) nor macOS (Cocoa)")
        }
        toolsVersion = root["toolsVersion"].flatMap(Double.init)
        try Self.checkObjectIDsAreUnique(in: root, bytes: bytes, file: file)
        device = root.child("device").flatMap { element in element["id"].flatMap { IBDevice(id: $0, orientation: element["orientation"]) } }
        var roots: [IBLayoutRoot] = []
        // Elements by their place in the document (``XMLElement/documentOrder``): a line can hold many.
        var seen: Set<Int> = []
        func add(
            _ element: XMLElement, names: [String?], isControllerView: Bool = false, isTopLevelView: Bool = false, controller: XMLElement? = nil,
            canvasLocation: CanvasLocation? = nil
        ) {
            guard let view = IBView(element), !seen.contains(element.documentOrder) else { return }
            seen.insert(element.documentOrder)
            var legacyGuides: [String: Bool] = [:]
            for guide in controller?.child("layoutGuides")?.children ?? [] where guide.name == "viewControllerLayoutGuide" {
                if let id = guide["id"], let type = guide["type"] { legacyGuides[id] = type == "top" }
            }
            roots.append(
                IBLayoutRoot(
                    names: names.compactMap { $0 }.filter { !$0.isEmpty }, view: view, isControllerView: isControllerView,
                    isTopLevelView: isTopLevelView, legacyGuides: legacyGuides, canvasLocation: canvasLocation))
        }
        if let scenes = root.child("scenes") {
            for scene in scenes.children where scene.name == "scene" {
                let location = Self.canvasLocation(of: scene)
                for controller in scene.child("objects")?.children ?? [] {
                    let names = [controller["storyboardIdentifier"], controller["customClass"], controller["userLabel"], controller["title"]]
                    if let view = controller.children.first(where: { $0["key"] == "view" }) {
                        add(
                            view, names: names + [view["customClass"], view["userLabel"]], isControllerView: true, controller: controller,
                            canvasLocation: location)
                    } else if let window = controller.child("window", key: "window"), let content = window.child("view", key: "contentView") {
                        add(content, names: names + [window["customClass"], window["title"]], canvasLocation: location)
                    }
                }
            }
        }
        for object in root.child("objects")?.children ?? [] where object.name != "placeholder" {
            if object.name == "window" || object.name == "panel" {
                if let content = object.children.first(where: { $0["key"] == "contentView" }) {
                    add(
                        content, names: [object["customClass"], object["userLabel"], object["title"]], canvasLocation: Self.canvasLocation(of: object)
                    )
                }
            } else if object.child("rect", key: "frame") != nil {
                add(
                    object, names: [object["customClass"], object["userLabel"], object["reuseIdentifier"]],
                    isTopLevelView: !IBDefaults.cellElements.contains(object.name), canvasLocation: Self.canvasLocation(of: object))
            } else if let view = object.child("view", key: "view") {
                add(
                    view, names: [object["customClass"], object["userLabel"], view["customClass"]],
                    canvasLocation: Self.canvasLocation(of: object) ?? Self.canvasLocation(of: view))
            }
        }
        for cell in IBDefaults.cellElements.sorted().flatMap({ root.descendants(named: $0) }).sorted(by: { $0.documentOrder < $1.documentOrder }) {
            add(cell, names: [cell["reuseIdentifier"], cell["customClass"], cell["userLabel"]])
        }
        // Views with constraints that none of the above reach (a macOS table's cell views, a
        // bar button's custom view, a grid's cells) lay out on their own too.
        var covered = Set(roots.flatMap { $0.view.documentOrders })
        func scan(_ element: XMLElement) {
            if !covered.contains(element.documentOrder), element.child("constraints") != nil, !IBDefaults.cellElements.contains(element.name),
                let view = IBView(element)
            {
                covered.formUnion(view.documentOrders)
                roots.append(
                    IBLayoutRoot(names: [element["customClass"], element["userLabel"], element["identifier"]].compactMap { $0 }, view: view))
                return
            }
            element.children.forEach(scan)
        }
        scan(root)
        layoutRoots = roots
        imageSizes = IBViewContent.imageSizes(of: root).mapValues { Size(width: $0.width, height: $0.height) }
    }
}

extension IBDocument {
    /// Where a scene or top-level object stands on the canvas: its `<point key="canvasLocation">`
    /// (the centre, as Interface Builder writes it), else the middle of its frame, which older
    /// xibs place top-level views by (a frame at 0,0 says nothing); nil for neither.
    static func canvasLocation(of element: XMLElement) -> CanvasLocation? {
        if let point = element.child("point", key: "canvasLocation"), let x = point["x"].flatMap(Double.init),
            let y = point["y"].flatMap(Double.init)
        {
            return CanvasLocation(x: x, y: y)
        }
        // A frame at 0,0 places nothing: new top-level views start there whatever their place.
        guard let rect = element.child("rect", key: "frame"), let x = rect["x"].flatMap(Double.init), let y = rect["y"].flatMap(Double.init),
            x != 0 || y != 0
        else { return nil }
        let width = rect["width"].flatMap(Double.init) ?? 0, height = rect["height"].flatMap(Double.init) ?? 0
        return CanvasLocation(x: x + width / 2, y: y + height / 2)
    }
}

extension IBView {
    /// The places in the document (``XMLElement/documentOrder``) of this view's element and of
    /// every view below it.
    var documentOrders: [Int] { [documentOrder] + subviews.flatMap(\.documentOrders) }

    /// A view element, or nil for one that is not a view (no frame). An element of a view's
    /// `<subviews>` (`isSubview`) is a view whether or not it has a frame: Xcode 8.0 saved no
    /// frame for the views its constraints place (`toolsVersion` 11201).
    init?(_ element: XMLElement, isSubview: Bool = false) {
        guard element.child("rect", key: "frame") != nil || element["key"] == "contentView" || isSubview else { return nil }
        id = element["id"]
        self.element = element.name
        customClass = element["customClass"]
        userLabel = element["userLabel"]
        if let rect = element.child("rect", key: "frame") {
            frame = Rect(
                x: Double(rect["x"] ?? "0") ?? 0, y: Double(rect["y"] ?? "0") ?? 0,
                width: Double(rect["width"] ?? "0") ?? 0, height: Double(rect["height"] ?? "0") ?? 0)
        }
        attributes = element.attributes
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            layoutMargins = EdgeInsets(
                top: Double(insets["top"] ?? "0") ?? 0, left: Double(insets["left"] ?? "0") ?? 0,
                bottom: Double(insets["bottom"] ?? "0") ?? 0, right: Double(insets["right"] ?? "0") ?? 0)
        } else if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            layoutMargins = EdgeInsets(
                top: Double(insets["top"] ?? "0") ?? 0, left: Double(insets["leading"] ?? "0") ?? 0,
                bottom: Double(insets["bottom"] ?? "0") ?? 0, right: Double(insets["trailing"] ?? "0") ?? 0)
        }
        guideIDs = [:]
        for guide in element.children where guide.name == "viewLayoutGuide" {
            if let key = guide["key"], let id = guide["id"] { guideIDs[key] = id }
        }
        var subviews: [IBView] = []
        for child in element.children {
            if child.name == "subviews" {
                subviews += child.children.compactMap { IBView($0, isSubview: true) }
            } else if IBView.gravityAreaElements.contains(child.name) {
                let views = child.children.compactMap { IBView($0, isSubview: true) }
                subviews += views
                gravityAreas = (gravityAreas ?? []) + Array(repeating: child.name, count: views.count)
            } else if child["key"] != nil, !IBDefaults.cellElements.contains(child.name), child.name != "variation",
                child.child("rect", key: "frame") != nil
                    || child["key"] == "contentView", let content = IBView(child)
            {
                // A content view, a table's header or footer view, …; not a size class's
                // `<variation key="widthClass=compact">`, which holds the view's own frame there.
                subviews.append(content)
            }
        }
        self.subviews = subviews
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            autoresizingMask = Set(mask.attributes.compactMap { $0.value == "YES" ? $0.key : nil })
        }
        if let cell = element.children.first(where: { $0["key"] == "cell" }) {
            cellElement = cell.name
            cellAttributes = cell.attributes
        }
        if let font = element.child("fontDescription", key: "fontDescription") {
            fontAttributes = font.attributes
        } else if let font = element.children.first(where: { $0["key"] == "cell" })?.child("font", key: "font") {
            fontAttributes = font.attributes
        }
        if let insets = element.child("inset", key: "contentEdgeInsets") {
            contentEdgeInsets = EdgeInsets(
                top: Double(insets["minY"] ?? "0") ?? 0, left: Double(insets["minX"] ?? "0") ?? 0,
                bottom: Double(insets["maxY"] ?? "0") ?? 0, right: Double(insets["maxX"] ?? "0") ?? 0)
        }
        let configuration = element.child("buttonConfiguration", key: "configuration")
        buttonConfigurationStyle = configuration.map { $0["style"] ?? "plain" }
        buttonTitle = element.child("state", key: "normal")?["title"] ?? configuration?["title"]
        constraints = (element.child("constraints")?.children ?? []).filter { $0.name == "constraint" }.map(IBConstraint.init)
        excludedConstraintIDs = Set(
            element.children.filter { $0.name == "variation" && $0["key"] == "default" }
                .flatMap { $0.children.filter { $0.name == "mask" && $0["key"] == "constraints" } }
                .flatMap { $0.children.compactMap { $0.name == "exclude" ? $0["reference"] : nil } })
        variations = IBVariations(of: element)
        line = element.line
        documentOrder = element.documentOrder
        content = IBViewContent.of(element)
        offset = element.offset
    }
}

extension IBConstraint {
    init(_ element: XMLElement) {
        id = element["id"]
        firstItem = element["firstItem"]
        firstAttribute = element["firstAttribute"] ?? "notAnAttribute"
        relation = element["relation"]
        secondItem = element["secondItem"]
        secondAttribute = element["secondAttribute"]
        multiplier = element["multiplier"]
        constant = element["constant"]
        priority = element["priority"]
        identifier = element["identifier"]
        isPlaceholder = element["placeholder"] == "YES"
        isSymbolic = element["symbolic"] == "YES"
        variations = IBVariations(of: element)
        line = element.line
        offset = element.offset
    }
}
