/// One row of the tableau: `basic = constant + Σ coefficient × symbol` (its basic symbol is the key
/// it is stored under), or an objective to minimise. The arithmetic of Cassowary's pivots; which
/// symbol to pivot on is ``SimplexSteps``' choice. Where a choice reads the row, it reads
/// ``sortedCells`` so that no dictionary order leaks into the result.
struct TableauRow: Sendable {
    var constant: Double
    private(set) var cells: [SolverSymbol: Double] = [:]

    /// Coefficients closer to 0 than this are dropped: what remains of a cancelled term after
    /// floating-point arithmetic (the same tolerance as kiwi's `nearZero`).
    static let epsilon = 1e-8

    init(constant: Double = 0) { self.constant = constant }

    static func isZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// The cells in symbol order.
    var sortedCells: [(symbol: SolverSymbol, coefficient: Double)] {
        cells.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    func coefficient(_ symbol: SolverSymbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels.
    mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = Self.isZero(sum) ? nil : sum
    }

    /// Adds `coefficient × row`.
    mutating func insert(_ row: TableauRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func remove(_ symbol: SolverSymbol) { cells[symbol] = nil }

    mutating func reverseSign() {
        constant = -constant
        for symbol in cells.keys { cells[symbol] = -cells[symbol]! }
    }

    /// Turns `0 = constant + a × symbol + rest` into `symbol = -constant/a - rest/a`: `symbol`
    /// becomes the row's basic symbol.
    mutating func solve(for symbol: SolverSymbol) {
        let factor = -1 / cells.removeValue(forKey: symbol)!
        constant *= factor
        for key in cells.keys { cells[key]! *= factor }
    }

    /// For a row `lhs = constant + a × rhs + rest`: makes `rhs` basic instead of `lhs`.
    mutating func solve(for lhs: SolverSymbol, _ rhs: SolverSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the right-hand side of its row, where it appears.
    mutating func substitute(_ symbol: SolverSymbol, _ row: TableauRow) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }
}
