/// The constraints an `NSGridView` makes: columns (each its paddings and its width) side by side at the column spacing from the grid's
/// leading edge to its trailing one, rows likewise top to bottom; a track of fixed size keeps it, any
/// other is at least as large as each of its cells (with their paddings) and no larger than it must be
/// (at priority 1); each cell's view placed in its area by its placement (leading, trailing, center,
/// fill; top, bottom, center, fill), a merged cell across the tracks it covers. Baseline row alignment is not modelled.
struct SceneGrids {
    let scene: NibScene
    let frames: [String: SceneConstraints.Frame]
    private(set) var constraints: [LinearConstraint] = []
    private var solver: ConstraintSolver

    /// The priority at which a track without a fixed size shrinks to its largest cell.
    static let trackHugging = LayoutPriority(1)

    init(scene: NibScene, frames: [String: SceneConstraints.Frame], solver: ConstraintSolver) {
        self.scene = scene
        self.frames = frames
        self.solver = solver
    }

    /// The solver, with the grids' track variables made in it.
    var finished: ConstraintSolver { solver }

    private mutating func add(_ left: LinearExpression, _ relation: LinearConstraint.Relation, _ right: LinearExpression,
                              _ priority: LayoutPriority = .required, _ label: String) {
        constraints.append(LinearConstraint(left, relation, right, priority: priority, label: label))
    }

    /// One axis of a grid: each track's start and size variables.
    private mutating func tracks(_ grid: String, _ list: [NibGrid.Track], spacing: Double, start: LinearExpression,
                                 end: LinearExpression, name: String) -> [String: (SolverVariable, SolverVariable, NibGrid.Track)] {
        var made: [String: (SolverVariable, SolverVariable, NibGrid.Track)] = [:]
        var previousEnd: LinearExpression?
        let label = "\(grid) grid \(name)"
        for track in Self.effectivePaddings(list) {
            let origin = solver.variable("\(grid).\(track.id).start"), size = solver.variable("\(grid).\(track.id).size")
            made[track.id] = (origin, size, track)
            add(LinearExpression(size), .greaterOrEqual, LinearExpression(constant: 0), .required, label)
            if track.hidden {
                add(LinearExpression(size), .equal, LinearExpression(constant: 0), .required, label)
            } else if let fixed = track.size {
                add(LinearExpression(size), .equal, LinearExpression(constant: fixed), .required, label)
            } else {
                add(LinearExpression(size), .lessOrEqual, LinearExpression(constant: 0), Self.trackHugging, label)
            }
            // A track spans its paddings and its size; the paddings lie outside the size (the fixtures'
            // grids: a 470 pt column with a 4 pt leading padding holds its views 474 pt after its start).
            let gap = track.hidden ? 0 : spacing
            add(LinearExpression(origin), .equal, previousEnd.map { $0 + gap } ?? start, .required, label)
            previousEnd = origin + size + (track.startPadding + track.endPadding)
        }
        if let previousEnd { add(previousEnd, .equal, end, .required, label) }
        return made
    }

    /// The paddings as the grid applies them, read from IB's frames (monitorcontrol's keyboard grid): two
    /// negative paddings that meet between tracks do not add up, the gap takes the row spacing and the more
    /// negative of the two (a -13 top padding under a -13 bottom padding leaves 7 pt of a 20 pt spacing);
    /// the outer paddings of the first and last track do not move the content off the grid's edges (a last row's
    /// -13 bottom padding: its views still end at the grid's bottom).
    static func effectivePaddings(_ list: [NibGrid.Track]) -> [NibGrid.Track] {
        var tracks = list
        guard let first = tracks.indices.first, let last = tracks.indices.last else { return tracks }
        tracks[first].startPadding = 0
        tracks[last].endPadding = 0
        for index in tracks.indices.dropLast() {
            let end = tracks[index].endPadding, start = tracks[index + 1].startPadding
            guard end < 0, start < 0 else { continue }
            if end <= start { tracks[index + 1].startPadding = 0 } else { tracks[index].endPadding = 0 }
        }
        return tracks
    }

    mutating func arrange(_ view: NibView) {
        guard let grid = view.grid, let box = frames[view.id] else { return }
        let columns = tracks(view.id, grid.columns, spacing: grid.columnSpacing, start: LinearExpression(box.left),
                             end: box.right, name: "columns")
        let rows = tracks(view.id, grid.rows, spacing: grid.rowSpacing, start: LinearExpression(box.top),
                          end: box.bottom, name: "rows")
        for cell in grid.cells {
            guard let id = cell.view, let frame = frames[id], let column = columns[cell.column], let row = rows[cell.row] else { continue }
            let label = "\(view.id) grid cell \(id)"
            let x = cell.xPlacement ?? column.2.placement ?? grid.xPlacement
            let y = cell.yPlacement ?? row.2.placement ?? grid.yPlacement
            // A merged cell runs from its own track to the last one it covers.
            let lastColumn = cell.mergedColumns.compactMap { columns[$0] }.max { $0.0.id < $1.0.id } ?? column
            let lastRow = cell.mergedRows.compactMap { rows[$0] }.max { $0.0.id < $1.0.id } ?? row
            place(LinearExpression(frame.left), frame.right, from: column, to: lastColumn, placement: x, label: label)
            place(LinearExpression(frame.top), frame.bottom, from: row, to: lastRow, placement: y, label: label)
        }
    }

    /// A cell's view between `start + startPadding` of its first track and `start + startPadding + size`
    /// of its last.
    private mutating func place(_ first: LinearExpression, _ last: LinearExpression,
                                from track: (SolverVariable, SolverVariable, NibGrid.Track),
                                to end: (SolverVariable, SolverVariable, NibGrid.Track), placement: String, label: String) {
        let low = track.0 + track.2.startPadding, high = end.0 + end.1 + end.2.startPadding
        add(first, .greaterOrEqual, low, .required, label)
        add(last, .lessOrEqual, high, .required, label)
        switch placement {
        case "fill":
            add(first, .equal, low, .required, label)
            add(last, .equal, high, .required, label)
        case "trailing", "bottom":
            add(last, .equal, high, .required, label)
        case "center":
            add(first + last, .equal, low + high, .required, label)
        case "none":
            break
        default:
            add(first, .equal, low, .required, label)
        }
    }
}
