/// An `NSGridView`'s rows, columns and cells as the nib writes them: fixed sizes (`width=`, `height=`)
/// or none (sized to the widest or tallest cell), paddings, placements (a cell's, else its column's or
/// row's, else the grid's), and which view each cell holds.
public struct NibGrid: Sendable, Equatable {
    public struct Track: Sendable, Equatable {
        public var id: String
        /// Fixed width (a column) or height (a row); nil: as large as its largest cell.
        public var size: Double?
        /// Leading and trailing (a column), top and bottom (a row) padding; may be negative.
        public var startPadding: Double
        public var endPadding: Double
        public var placement: String?
        public var hidden: Bool
    }

    public struct Cell: Sendable, Equatable {
        public var row: String
        public var column: String
        public var xPlacement: String?
        public var yPlacement: String?
        /// The view the cell holds (`key="contentView"`), if any.
        public var view: String?
        /// The ids of the rows and columns a merged cell covers besides its own.
        public var mergedRows: [String] = []
        public var mergedColumns: [String] = []
    }

    public var rows: [Track]
    public var columns: [Track]
    public var cells: [Cell]
    public var rowSpacing: Double
    public var columnSpacing: Double
    public var xPlacement: String
    public var yPlacement: String

    /// NSGridView's defaults: 6 pt between rows and columns, cells at the leading edge and the top.
    init(_ element: NibElement) {
        func track(_ track: NibElement, size: String, start: String, end: String, placement: String) -> Track {
            Track(id: track["id"] ?? "", size: track.number(size), startPadding: track.number(start) ?? 0,
                  endPadding: track.number(end) ?? 0, placement: track[placement], hidden: track["hidden"] == "YES")
        }
        rows = (element.child("rows")?.children ?? []).map {
            track($0, size: "height", start: "topPadding", end: "bottomPadding", placement: "yPlacement")
        }
        columns = (element.child("columns")?.children ?? []).map {
            track($0, size: "width", start: "leadingPadding", end: "trailingPadding", placement: "xPlacement")
        }
        let written = element.child("gridCells")?.children ?? []
        cells = written.compactMap { cell in
            guard let row = cell["row"], let column = cell["column"] else { return nil }
            guard cell["headOfMergedCell"] == nil || cell["headOfMergedCell"] == cell["id"] else { return nil }
            let merged = written.filter { $0["headOfMergedCell"] == cell["id"] && $0["id"] != cell["id"] }
            return Cell(row: row, column: column, xPlacement: cell["xPlacement"], yPlacement: cell["yPlacement"],
                        view: cell.children.first { $0["key"] == "contentView" }?["id"],
                        mergedRows: merged.compactMap { $0["row"] }.filter { $0 != row },
                        mergedColumns: merged.compactMap { $0["column"] }.filter { $0 != column })
        }
        rowSpacing = element.number("rowSpacing") ?? 6
        columnSpacing = element.number("columnSpacing") ?? 6
        xPlacement = element["xPlacement"] ?? "leading"
        yPlacement = element["yPlacement"] ?? "top"
    }
}
