import FitCore
import Foundation

/// Runs `pango_baseline.py` over a sample of cells: each laid out by Pango from scratch, as a checker
/// that lays out every string at every width does it.
struct PangoBaseline {
    var python: String
    var script: String
    var fontsDirectory: String

    /// One cell as the script reads it (a JSON line).
    private struct Line: Codable {
        var text: String
        var language: String
        var weight: Int
        var pointSize: Double
        var slotWidth: Double
        var tracking: Double
        var maxLines: Int?
        /// fitcheck's line count, for the agreement figure.
        var lines: Int
    }

    func run(_ cells: [ProbedCell], file: String) throws -> PangoResult {
        var data = Data()
        for cell in cells {
            let line = Line(text: cell.request.text, language: cell.request.language,
                            weight: cell.request.font.weight.rawValue, pointSize: cell.parameters.pointSize,
                            slotWidth: cell.parameters.slotWidth, tracking: cell.parameters.tracking,
                            maxLines: cell.parameters.maxLines, lines: cell.measurement.lineCount)
            data.append(Data(StableJSON.text(line, pretty: false).utf8))
            data.append(0x0A)
        }
        try data.write(to: URL(fileURLWithPath: file))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        // The script gives Pango a private fontconfig configuration with only these fonts.
        process.arguments = [script, file, fontsDirectory]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let result = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchError("\(script) exited with status \(process.terminationStatus)")
        }
        return try JSONDecoder().decode(PangoResult.self, from: result)
    }
}

/// A benchmark that cannot go on, with the reason.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
