/// Reading every variable's value: evaluated anew, or kept up to date through edits.
extension Tableau {
    /// The value of each of the first `count` variables (at least as many as have symbols),
    /// by variable id, 0 for one without a symbol: basic symbols are their row's constant,
    /// parametric ones zero, defined ones their definition, evaluated in increasing position
    /// order.
    ///
    /// - Complexity: O(variables + definitions + cells of all definitions).
    func variableValues(count: Int) -> [Double] {
        evaluateValues(count: count, keeping: false).variables
    }

    /// Every variable's value, evaluated anew; with `keeping`, also what
    /// ``update(_:after:)`` needs to keep them up to date.
    ///
    /// - Complexity: O(variables + definitions + cells of all definitions).
    func evaluateValues(count: Int, keeping: Bool) -> SolvedValues {
        let definitions = frontDefinitions.count + backDefinitions.count
        var values = SolvedValues(
            variables: [Double](repeating: 0, count: max(count, variableSymbols.count)),
            definitions: [Double](repeating: 0, count: definitions),
            definedVariables: keeping ? [Int32](repeating: -1, count: definitions) : [],
            marks: keeping ? [UInt32](repeating: 0, count: definitions) : [], generation: 0,
            front: frontDefinitions.count)
        evaluate(&values, mapping: keeping)
        return values
    }

    /// Evaluates every value again into `values`, which holds this tableau's definitions at
    /// their positions (made by ``evaluateValues(count:keeping:)``, with no definition made or
    /// dropped since); with `mapping`, also notes which variable each definition defines.
    ///
    /// Only the definitions' values are stored while evaluating (one per definition made),
    /// not one per symbol: a large layout has four symbols per variable, and an array of
    /// them all, made at every read of the solution, raised its peak memory by as much.
    ///
    /// - Complexity: O(variables + definitions + cells of all definitions).
    func evaluate(_ values: inout SolvedValues, mapping: Bool) {
        let front = values.front
        assert(front == frontDefinitions.count && values.definitions.count == front + backDefinitions.count)
        // Taken out of `values` (their storage moves, it is not copied) to be borrowed apart.
        var defined: [Double] = []
        var result: [Double] = []
        var definedVariables: [Int32] = []
        swap(&defined, &values.definitions)
        swap(&result, &values.variables)
        swap(&definedVariables, &values.definedVariables)
        defer {
            swap(&defined, &values.definitions)
            swap(&result, &values.variables)
            swap(&definedVariables, &values.definedVariables)
        }
        // Borrowed through buffers: copying each `Row` out of `rows` would retain and release
        // its cells, which costs more than the arithmetic on a large layout.
        rows.withUnsafeBufferPointer { rows in
            roles.withUnsafeBufferPointer { roles in
                rowOf.withUnsafeBufferPointer { rowOf in
                    positions.withUnsafeBufferPointer { positions in
                        defined.withUnsafeMutableBufferPointer { defined in
                            @inline(__always) func value(_ id: Int) -> Double {
                                let row = Int(rowOf[id])
                                guard row >= 0 else { return 0 }
                                switch roles[row] {
                                case .basic: return rows[row].constant
                                case .definition: return defined[Int(positions[id]) + front]
                                case .objective, .retired: return 0
                                }
                            }
                            // A gap (see `Tableau+Places`): no symbol, or one a removal left
                            // undefined, or one defined again or put elsewhere in the lists. An
                            // entry counts only while the variable has a row (a variable's row is
                            // always a definition) and its position still names its place.
                            func evaluate(_ symbol: Symbol, at position: Int32) {
                                let id = Int(symbol.id)
                                guard id >= 0 else { return }
                                let row = Int(rowOf[id])
                                guard row >= 0 && positions[id] == position else { return }
                                var total = rows[row].constant
                                rows[row].cells.withUnsafeBufferPointer { cells in
                                    for cell in cells { total += cell.coefficient * value(Int(cell.symbol.id)) }
                                }
                                defined[Int(position) + front] = total
                            }
                            for (index, symbol) in frontDefinitions.enumerated().reversed() {
                                evaluate(symbol, at: -Int32(index + 1))
                            }
                            for (index, symbol) in backDefinitions.enumerated() {
                                evaluate(symbol, at: Int32(index))
                            }
                            result.withUnsafeMutableBufferPointer { result in
                                variableSymbols.withUnsafeBufferPointer { symbols in
                                    for index in symbols.indices where symbols[index].isValid {
                                        let id = Int(symbols[index].id)
                                        // + 0 makes a zero positive (see `value(of:)`).
                                        result[index] = value(id) + 0
                                        if mapping, rowOf[id] >= 0, roles[Int(rowOf[id])] == .definition {
                                            definedVariables[Int(positions[id]) + front] = Int32(index)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Brings `values`, made by ``evaluateValues(count:keeping:)`` with `keeping` and kept up
    /// to date until the edit that `trace` recorded, up to date again: the values
    /// ``evaluateValues(count:keeping:)`` would give now, bit for bit.
    ///
    /// The definitions to evaluate again are those the edit changed, and those that mention
    /// a symbol whose value may have moved: the basic symbol of a changed row, a symbol a pivot
    /// made parametric, or a definition whose value changed. They are evaluated in increasing
    /// position, from a heap; a definition only mentions definitions of lower positions, so
    /// each is evaluated after everything it reads, and once. A definition whose value is the
    /// same, bit for bit, stops the walk there.
    ///
    /// Gives up, returning false with `values` part-way, when the walk (rows changed, column
    /// entries read, cells summed) outgrows a 32nd of the definitions: an edit that moves
    /// much of the layout (a window's width, the first height of a long list) costs less
    /// evaluated anew, in order, and the walk it gave up on costs a fraction of that.
    ///
    /// - Complexity: O(*k* log *k* + cells and column entries of the *k* definitions
    ///   evaluated again), at most a few times a full evaluation's.
    func update(_ values: inout SolvedValues, after trace: EditTrace) -> Bool {
        let front = values.front
        let limit = values.definitions.count / 32 + 64
        var work = trace.rows.count + trace.symbols.count
        guard work <= limit else { return false }
        values.generation &+= 1
        if values.generation == 0 {
            // Wrapped around: no mark may look current.
            for index in values.marks.indices { values.marks[index] = 0 }
            values.generation = 1
        }
        let generation = values.generation
        // The definitions to evaluate, lowest position first.
        var heap = PositionHeap()
        func push(_ symbol: Int32) { heap.push(symbol, key: positions[Int(symbol)]) }
        func pop() -> Int32 { heap.pop() }
        /// Queues the definition in row `index`, once, if it is one.
        func queueDefinition(row index: Int32) {
            guard Int(index) < rows.count, roles[Int(index)] == .definition else { return }
            let symbol = rows[Int(index)].basic.id
            let slot = Int(positions[Int(symbol)]) + front
            guard values.marks[slot] != generation else { return }
            values.marks[slot] = generation
            push(symbol)
        }
        /// Queues every definition that mentions `symbol` (the column may name more rows);
        /// false once the walk has outgrown its limit.
        func queueUsers(of symbol: Symbol) -> Bool {
            for index in columns[Int(symbol.id)] {
                work += 1
                guard work <= limit else { return false }
                queueDefinition(row: index)
            }
            return true
        }
        for index in trace.rows {
            switch roles[Int(index)] {
            case .definition: queueDefinition(row: index)
            case .basic: guard queueUsers(of: rows[Int(index)].basic) else { return false }
            case .objective, .retired: break
            }
        }
        for symbol in trace.symbols {
            guard queueUsers(of: symbol) else { return false }
        }
        func value(_ id: Int) -> Double {
            let row = Int(rowOf[id])
            guard row >= 0 else { return 0 }
            switch roles[row] {
            case .basic: return rows[row].constant
            case .definition: return values.definitions[Int(positions[id]) + front]
            case .objective, .retired: return 0
            }
        }
        while !heap.isEmpty {
            let id = pop()
            let row = Int(rowOf[Int(id)])
            guard row >= 0, roles[row] == .definition else { continue }
            // The same sum, in the same order, as `evaluateValues`.
            var total = rows[row].constant
            for cell in rows[row].cells { total += cell.coefficient * value(Int(cell.symbol.id)) }
            work += rows[row].cells.count
            let slot = Int(positions[Int(id)]) + front
            guard total.bitPattern != values.definitions[slot].bitPattern else { continue }
            values.definitions[slot] = total
            let variable = Int(values.definedVariables[slot])
            if variable >= 0 { values.variables[variable] = total + 0 }
            guard queueUsers(of: Symbol(id: id)) else { return false }
        }
        return true
    }
}
