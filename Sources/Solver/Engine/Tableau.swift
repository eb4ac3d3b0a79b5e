/// The simplex tableau of an incremental Cassowary solver, in two parts.
///
/// - **Basic rows** (`RowRole.basic`) are kiwi's rows: a restricted symbol (slack, error or
///   dummy) equal to a constant plus parametric symbols. Together with the **objective
///   rows** (one per priority level, highest first) they form the simplex proper.
/// - **Definition rows** (`RowRole.definition`) define a caller's variable (an external
///   symbol) as a constant plus *any* other symbols: parametric ones, basic ones, or other
///   defined variables. They are never pivoted on and never substituted into, so a chain
///   `left₁ = left₀ + width₀ + 8` stays three cells long instead of growing with the chain
///   (which is what makes kiwi's rows dense and its chains quadratic). A variable's value is
///   its definition evaluated in dependency order; its expansion in parametric symbols is
///   computed only when a new constraint needs it.
///
/// Invariants, checked in debug builds after mutating operations (every one while the
/// tableau is small; see `Tableau+Invariants.swift`):
///
/// 1. Every row's cells are sorted by symbol id, with no coefficient near zero.
/// 2. A basic row's basic symbol is restricted; `rowOf` of a basic or defined symbol names
///    its row, and `rowOf` of every other symbol is -1.
/// 3. Basic and objective rows are *pure*: their cells are parametric symbols only (no
///    basic symbol, no defined symbol) and never external symbols.
/// 4. A definition row only mentions defined symbols of lower `positions`, so definitions
///    are acyclic and evaluating them in increasing position order is a topological order;
///    each definition is listed at its position (`Tableau+Places.swift`).
/// 5. `columns[s]` lists (at least) every live row whose cells contain `s`; it may also hold
///    stale or repeated entries, which readers skip.
/// 6. Outside a dual re-solve every basic row's constant is non-negative (feasible), and no
///    parametric symbol is lexicographically negative in the objective (optimal).
/// 7. A dummy is basic only for a redundant required equality: in a row of dummies whose
///    constant is zero, which no pivot of the simplex can move.
struct Tableau: Sendable, Equatable {
    enum RowRole: UInt8, Sendable {
        /// A restricted symbol's row in the simplex.
        case basic
        /// A caller's variable defined by other symbols.
        case definition
        /// An objective (a priority level's, or the artificial one while adding).
        case objective
        /// No longer used; kept so that row indices stay stable.
        case retired
    }

    /// The marker symbols of one constraint: how its row is found again for edits and
    /// explanations.
    struct Tag: Sendable, Equatable {
        /// Slack for an inequality, dummy for a required equality, positive error for an
        /// optional equality.
        var marker: Symbol = .invalid
        /// The error of an optional inequality, the negative error of an optional equality.
        var other: Symbol = .invalid
    }

    /// Why a required constraint could not be added: the owners of the required
    /// constraints it conflicts with.
    struct Conflict: Error {
        var owners: [Int32]
    }

    var rows: [Row] = []
    var roles: [RowRole] = []

    /// Per symbol, indexed by `Symbol.id`.
    var kinds: [Symbol.Kind] = []
    var rowOf: [Int32] = []
    /// An external symbol's definition position (see `define(_:atFront:)`); any other
    /// symbol's owner, the constraint it was made for (-1 for none). One array for both, as
    /// only external symbols are ever defined and they have no owner.
    var positions: [Int32] = []
    var columns: [Column] = []
    var dirtyFlags: [Bool] = []

    /// Symbols whose objective coefficients changed since the objective was last optimal.
    var dirty: [Symbol] = []
    /// Basic rows whose constants went negative during an edit.
    var infeasible: [Int32] = []
    /// Optional priorities, highest first.
    var levels: [PriorityLevel] = []
    /// Definitions made by solving an expanded row (no defined symbols in them), in the
    /// order made; evaluated last-made first. Their positions are -1, -2, …
    ///
    /// Both lists have gaps (see `Tableau+Places.swift`): ``Symbol/invalid``, an entry whose
    /// definition a removal dropped (the variable becomes parametric), or one whose variable
    /// was defined again or put elsewhere. An entry counts only while the variable is defined
    /// and its position is still the entry's own. Exchanges of definitions move some of them
    /// to other places, keeping the order topological.
    var frontDefinitions: [Symbol] = []
    /// Definitions of fresh variables, in the order made; positions 0, 1, …
    var backDefinitions: [Symbol] = []
    /// The external symbol of each variable, ``Symbol/invalid`` until first used.
    var variableSymbols: [Symbol] = []

    /// How many definitions insertions have substituted while expanding rows (``expand(_:expanded:)``):
    /// the work that grows when definitions form long chains. A statistic, not part of the
    /// state (not compared, not rolled back).
    var definitionsExpanded = 0

    var journal: Journal?
    /// While an edit keeps solved values up to date (``SolvedValues``), what it changes. Not
    /// part of the state (not compared, not rolled back).
    var trace: EditTrace?
    /// Debug builds: mutating operations since the invariants were last checked.
    var operationsSinceCheck = 0

    /// Whether two tableaux hold the same state, bit for bit (outside transactions).
    static func == (lhs: Tableau, rhs: Tableau) -> Bool {
        lhs.rows == rhs.rows && lhs.roles == rhs.roles && lhs.kinds == rhs.kinds && lhs.rowOf == rhs.rowOf
            && lhs.positions == rhs.positions && lhs.columns == rhs.columns
            && lhs.dirtyFlags == rhs.dirtyFlags && lhs.dirty == rhs.dirty && lhs.infeasible == rhs.infeasible
            && lhs.levels == rhs.levels && lhs.frontDefinitions == rhs.frontDefinitions
            && lhs.backDefinitions == rhs.backDefinitions && lhs.variableSymbols == rhs.variableSymbols
            && lhs.journal == nil && rhs.journal == nil
    }

    // MARK: Symbols

    func kind(of symbol: Symbol) -> Symbol.Kind { kinds[Int(symbol.id)] }

    func owner(of symbol: Symbol) -> Int32 { kind(of: symbol) == .external ? -1 : positions[Int(symbol.id)] }

    /// The row that makes `symbol` basic or defines it, if any.
    func row(of symbol: Symbol) -> Int32? {
        let index = rowOf[Int(symbol.id)]
        return index >= 0 ? index : nil
    }

    func isBasic(_ symbol: Symbol) -> Bool {
        let index = rowOf[Int(symbol.id)]
        return index >= 0 && roles[Int(index)] == .basic
    }

    func isDefined(_ symbol: Symbol) -> Bool {
        let index = rowOf[Int(symbol.id)]
        return index >= 0 && roles[Int(index)] == .definition
    }

    /// The position of an external symbol's definition (meaningful while it is defined).
    func position(of symbol: Symbol) -> Int32 { positions[Int(symbol.id)] }

    mutating func makeSymbol(_ kind: Symbol.Kind, owner: Int32) -> Symbol {
        assert(kind != .external || owner < 0, "external symbols have no owner")
        let symbol = Symbol(id: Int32(kinds.count))
        kinds.append(kind)
        rowOf.append(-1)
        positions.append(kind == .external ? 0 : owner)
        columns.append(Column())
        dirtyFlags.append(false)
        return symbol
    }

    /// The variable's external symbol, if it has been used.
    func existingSymbol(for variable: Variable) -> Symbol? {
        guard variable.id < variableSymbols.count else { return nil }
        let symbol = variableSymbols[variable.id]
        return symbol.isValid ? symbol : nil
    }

    /// The variable's external symbol, made on first use so that symbol order follows the
    /// order in which constraints are added, not the order of `makeVariable` calls.
    mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = existingSymbol(for: variable) { return symbol }
        if variable.id >= variableSymbols.count {
            variableSymbols.append(contentsOf: repeatElement(.invalid, count: variable.id + 1 - variableSymbols.count))
        }
        let symbol = makeSymbol(.external, owner: -1)
        variableSymbols[variable.id] = symbol
        journal?.newVariables.append(variable.id)
        return symbol
    }

    mutating func setRowOf(_ symbol: Symbol, _ row: Int32) {
        journalSymbol(symbol)
        trace?.symbols.append(symbol)
        rowOf[Int(symbol.id)] = row
    }

    // MARK: Rows

    mutating func appendRow(_ row: Row, role: RowRole) -> Int32 {
        let index = Int32(rows.count)
        var row = row
        row.trimCapacity()
        rows.append(row)
        roles.append(role)
        for cell in row.cells { appendToColumn(cell.symbol, index) }
        if row.basic.isValid { setRowOf(row.basic, index) }
        return index
    }

    /// Gives `body` the row to change in place, saving its old version first while a
    /// transaction records rows.
    @inline(__always)
    mutating func modifyRow<Result>(_ index: Int32, _ body: (inout Row) -> Result) -> Result {
        journalRow(index)
        trace?.rows.append(index)
        return body(&rows[Int(index)])
    }

    mutating func setRole(_ role: RowRole, of index: Int32) {
        journalRow(index)
        trace?.rows.append(index)
        roles[Int(index)] = role
    }

    /// Records that `row` now contains each of `symbols`.
    mutating func index(_ symbols: [Symbol], in row: Int32) {
        for symbol in symbols { appendToColumn(symbol, row) }
    }

    @inline(__always)
    mutating func appendToColumn(_ symbol: Symbol, _ row: Int32) {
        journalColumn(symbol)
        columns[Int(symbol.id)].append(row)
    }

    /// The live rows containing `symbol`, sorted and without repeats; also drops stale
    /// entries from the column index.
    ///
    /// - Complexity: O(*k* log *k*) for *k* stored entries.
    mutating func compactColumn(_ symbol: Symbol) -> [Int32] {
        journalColumn(symbol)
        var entries = Array(columns[Int(symbol.id)])
        columns[Int(symbol.id)] = []
        entries.sort()
        var kept: [Int32] = []
        kept.reserveCapacity(entries.count)
        var previous: Int32 = -1
        for entry in entries where entry != previous {
            previous = entry
            if Int(entry) < rows.count && roles[Int(entry)] != .retired && rows[Int(entry)].contains(symbol) {
                kept.append(entry)
            }
        }
        columns[Int(symbol.id)] = Column(kept)
        return kept
    }

    /// The live rows containing `symbol`, possibly repeated, in no particular order.
    func rowsContaining(_ symbol: Symbol) -> [Int32] {
        columns[Int(symbol.id)].filter {
            Int($0) < rows.count && roles[Int($0)] != .retired && rows[Int($0)].contains(symbol)
        }
    }

    // MARK: Objective levels

    /// The objective rows, highest priority first.
    var objectiveRows: [Int32] { levels.map(\.objectiveRow) }

    /// The objective row of `priority`, made on first use.
    mutating func objectiveRow(for priority: Float) -> Int32 {
        let index = levels.firstIndex { $0.priority <= priority } ?? levels.count
        if index < levels.count && levels[index].priority == priority {
            return levels[index].objectiveRow
        }
        let row = appendRow(.buffering(), role: .objective)
        levels.insert(PriorityLevel(priority: priority, objectiveRow: row), at: index)
        return row
    }

    mutating func markDirty(_ symbol: Symbol) {
        if !dirtyFlags[Int(symbol.id)] {
            dirtyFlags[Int(symbol.id)] = true
            dirty.append(symbol)
        }
    }

    // MARK: Definitions

    /// Makes `row` the definition of its basic symbol (an external one).
    mutating func define(_ row: Row, atFront: Bool) {
        let symbol = row.basic
        assert(kind(of: symbol) == .external, "only a variable's external symbol is defined")
        journalSymbol(symbol)
        if atFront {
            frontDefinitions.append(symbol)
            positions[Int(symbol.id)] = -Int32(frontDefinitions.count)
        } else {
            positions[Int(symbol.id)] = Int32(backDefinitions.count)
            backDefinitions.append(symbol)
        }
        _ = appendRow(row, role: .definition)
    }
}
