/// The words every report uses for a finding, written once so the formats agree.
extension Finding {
    /// `de`, or `de (plural.few)` for a variant.
    public var languageLabel: String {
        variant.isEmpty ? language : "\(language) (\(variant))"
    }

    /// What is wrong and where: the worst cell's headline for a layout finding
    /// (`de · 300 pt · AX1 · body: 3 lines > 2 (+31 pt)`); the language and the problem for one that
    /// depends on the text only (`hi: untranslated: shows the fallback text`).
    public var headline: String {
        verdict.dependsOnTextOnly ? "\(languageLabel): \(worst.problem)" : worst.headline
    }

    /// Where it fails: `fails in 3 cells: L at 320 pt · AX1 at 320, 375 pt` for a layout finding,
    /// sizes smallest first; `in all 4 cells measured` for one that depends on the text only.
    public var failingCellsLine: String {
        guard let cells = failingCells else {
            return failingCellCount == 1 ? "in the one cell measured" : "in all \(failingCellCount) cells measured"
        }
        var widthsBySize: [(SizeCategory, [Double])] = []
        for cell in cells.sorted(by: { $0.size != $1.size ? $0.size < $1.size : $0.containerWidth < $1.containerWidth }) {
            if widthsBySize.last?.0 == cell.size {
                widthsBySize[widthsBySize.count - 1].1.append(cell.containerWidth)
            } else {
                widthsBySize.append((cell.size, [cell.containerWidth]))
            }
        }
        let places = widthsBySize.map { size, widths in
            "\(size.rawValue) at \(widths.map(PointFormat.text).joined(separator: ", ")) pt"
        }
        return "fails in \(failingCellCount) \(failingCellCount == 1 ? "cell" : "cells"): " + places.joined(separator: " · ")
    }

    /// The text in quotes on one line, cut to `limit` characters (see ``FailureRecord/quotedText(limit:)``).
    public func quotedText(limit: Int = 80) -> String { worst.quotedText(limit: limit) }
}
