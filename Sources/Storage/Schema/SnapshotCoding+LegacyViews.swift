import Model

extension SnapshotCoding {
    /// A view of a snapshot written before self-describing views (formats `LSS1` to `LSS5`),
    /// whose fields come in a fixed order, each format adding some at the end. Frozen: new
    /// view fields reach snapshots through their descriptors, never through here.
    static func decodeLegacyView(format: [UInt8], reader: inout Reader) throws(StoreError) -> View {
        let id = ItemID(try reader.uuid())
        var view = View(
            id: id, name: try reader.string(), parent: try reader.optionalUUID().map(ItemID.init),
            index: Int(try reader.double()), kind: try reader.enumeration(ViewKind.self),
            frame: Rect(x: try reader.double(), y: try reader.double(), width: try reader.double(), height: try reader.double()),
            intrinsicContentSize: IntrinsicContentSize(width: try reader.optionalDouble(), height: try reader.optionalDouble()),
            contentHugging: AxisPriorities(horizontal: Priority(try reader.float()), vertical: Priority(try reader.float())),
            compressionResistance: AxisPriorities(horizontal: Priority(try reader.float()), vertical: Priority(try reader.float())),
            layoutMargins: EdgeInsets(top: try reader.double(), left: try reader.double(), bottom: try reader.double(), right: try reader.double()),
            preservesSuperviewLayoutMargins: try reader.bool(), insetsLayoutMarginsFromSafeArea: try reader.bool(),
            semanticContentAttribute: try reader.enumeration(SemanticContentAttribute.self),
            baselineOffsets: BaselineOffsets(firstFromTop: try reader.optionalDouble(), lastFromBottom: try reader.optionalDouble()),
            isHidden: try reader.bool())
        if format != magicBeforeStacks, let stack = try reader.optionalString() {
            try view.setStackFieldValues(try CanonicalJSON(parsing: stack))
        }
        if hasDocumentIDs(format) { view.documentID = try reader.optionalString() }
        let hasAlignmentInsets = format == magicBeforeSelfDescribing || format == magicBeforeAutoresizing
        if hasAlignmentInsets, try reader.bool() {
            view.deviceSafeAreaInsets = EdgeInsets(
                top: try reader.double(), left: try reader.double(), bottom: try reader.double(), right: try reader.double())
        }
        if hasAlignmentInsets {
            view.alignmentInsets = EdgeInsets(
                top: try reader.double(), left: try reader.double(), bottom: try reader.double(), right: try reader.double())
        }
        if format == magicBeforeSelfDescribing, let mask = try reader.optionalString() {
            guard let parsed = try? AutoresizingMask(text: mask) else {
                throw .corruptData("a state snapshot has an unknown autoresizing mask '\(mask)'")
            }
            view.autoresizingMask = parsed
        }
        return view
    }
}
