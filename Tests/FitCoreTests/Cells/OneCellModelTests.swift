import Foundation
import Testing
import FitcheckTestSupport
@testable import FitCore

/// One cell model: the type tables — Dynamic Type's sizes and leadings (``DynamicType``), macOS's text
/// styles (``MacTextStyles``), SF Pro's tracking (``SFTracking``) — are read by the slot
/// (``Slot/typeMetrics(at:)``) and the cell model (``CellModel``) alone. The check, its pictures,
/// `budget`, `try`, `measure` and the server's `measure` tool ask the cell model.
@Suite struct OneCellModelTests {
    static let tableReads = ["DynamicType.metrics(", "MacTextStyles.metrics(", "SFTracking.tracking("]
    /// The files that may read them: the tables' own, the slot, the cell model.
    static let readers: Set<String> = ["FitCore/Layout/DynamicType.swift", "FitCore/Layout/MacTextStyles.swift",
                                       "FitCore/Layout/SFTracking.swift", "FitCore/Slots/Slot.swift", "FitCore/Cells/CellModel.swift"]

    /// Each read of a type table in the code (not the comments) of the Swift files under `Sources/`,
    /// as `path:line: call`.
    static func tableReads(includingReaders: Bool) throws -> [String] {
        let root = Repository.path("Sources")
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let path = walker.nextObject() as? String {
            guard path.hasSuffix(".swift"), includingReaders || !readers.contains(path) else { continue }
            let code = LayerDirectionTests.code(of: try String(contentsOfFile: root + "/" + path, encoding: .utf8))
            for (number, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for call in tableReads where line.contains(call) { found.append("\(path):\(number + 1): \(call)") }
            }
        }
        return found.sorted()
    }

    @Test func onlyTheSlotAndTheCellModelReadTheTypeTables() throws {
        let found = try Self.tableReads(includingReaders: false)
        #expect(found.isEmpty, "type tables read outside the cell model:\n\(found.joined(separator: "\n"))")
    }

    /// The scan sees what it looks for: the slot and the cell model read the tables.
    @Test func theScanFindsTheCellModelsOwnReads() throws {
        let found = try Self.tableReads(includingReaders: true)
        #expect(found.contains { $0.hasPrefix("FitCore/Cells/CellModel.swift:") && $0.hasSuffix("SFTracking.tracking(") })
        #expect(found.contains { $0.hasPrefix("FitCore/Slots/Slot.swift:") && $0.hasSuffix("DynamicType.metrics(") })
    }

    /// `measure` with a style and a category (the command line's and the server's) is set as the cell
    /// model sets a slot of that style.
    @Test(arguments: [(TextStyle.body, SizeCategory.L), (.caption1, .xS), (.title2, .AX5), (.headline, .xxxL)])
    func aMeasuredStyleIsTheCellModels(style: TextStyle, category: SizeCategory) {
        let request = MeasureRequest(text: "Einstellungen", language: "de", width: 120, style: style, category: category)
        let model = CellModel(slot: Slot(width: WidthExpression(percent: 0, offset: 120), style: style), sizes: [category])
        #expect(request.size == model.metrics(size: 0).pointSize)
        #expect(request.leading == model.metrics(size: 0).leading)
        #expect(request.style == style && request.category == category)
    }
}
