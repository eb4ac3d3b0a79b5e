import Model

extension View {
    /// What each size class changes of a view (`View.variations`), a field per class
    /// (`variation.hC`), kept together in the `variations` column; absent from the records of
    /// views that do not vary in the class, so that their records read as before the fields.
    static var variationFieldDescriptors: [FieldDescriptor<View>] {
        SizeClass.all.map { sizeClass in
            .grouped(
                Field.variation(sizeClass).rawValue, in: "variations", value: { $0.variations[sizeClass]?.fieldValue ?? .null },
                assign: { view, value, reader throws(StoreError) in view.variations[sizeClass] = try ViewVariation.from(value, reader: reader) },
                presence: .unlessDefault { $0.variations[sizeClass] == nil }, text: .variation)
        }
    }
}
