extension IBDocument {
    /// Refuses a document that gives two elements one object id. Interface Builder never writes
    /// one: views, guides and constraints are found by their ids, and a re-import matches the
    /// store's views and constraints to the document's by id, so a second object with an id
    /// would take the first one's place, and the first would be deleted.
    ///
    /// - Throws: ``InterchangeError/Kind/duplicateObjectID(_:first:second:)`` for the first id
    ///   given twice in document order, with where both elements start.
    /// - Complexity: O(*n*) in the document's elements.
    static func checkObjectIDsAreUnique(in root: XMLElement, bytes: [UInt8], file: String) throws(InterchangeError) {
        var firstElements: [String: XMLElement] = [:]
        // Depth first, in document order, without recursion.
        var pending = [root]
        while let element = pending.popLast() {
            if let id = element["id"] {
                if let first = firstElements[id] {
                    let firstPlace = XMLReader.location(ofOffset: first.offset, in: bytes)
                    let secondPlace = XMLReader.location(ofOffset: element.offset, in: bytes)
                    throw InterchangeError(
                        file: file, line: element.line,
                        reason: "object id '\(id)' is given twice: to <\(first.name)> at \(firstPlace) and to <\(element.name)> at \(secondPlace); "
                            + "each object of a document has an id of its own, and import matches views and constraints by it",
                        kind: .duplicateObjectID(id, first: firstPlace, second: secondPlace))
                }
                firstElements[id] = element
            }
            pending += element.children.reversed()
        }
    }
}
