import Foundation
import FitCore

/// Parsing of the check command's option values, each with a one-line error naming the option.
enum CheckInputs {
    static func width(_ text: String) throws -> Double {
        guard let value = Double(text), value.isFinite, value >= 1, value <= WidthExpression.maximumPoints else {
            throw InputError("--width must be a number of points from 1 to \(Int(WidthExpression.maximumPoints)), got \(quoted: text)")
        }
        return value
    }

    static func size(_ text: String) throws -> SizeCategory {
        guard let size = SizeCategory(rawValue: text) else {
            let valid = SizeCategory.allCases.map(\.rawValue).joined(separator: " ")
            throw InputError("--size: unknown size category \(quoted: text) (valid: \(valid))")
        }
        return size
    }

    static func keyPattern(_ text: String) throws -> KeyPattern {
        guard let pattern = KeyPattern(text) else { throw InputError("--key: the pattern is empty") }
        return pattern
    }

    /// `--verdict V` and `--level L`, shared by check and merge.
    static let verdictOption = OptionSpec("verdict", value: "V", repeatable: true,
                                          help: "Only findings with this verdict (overflow, untranslated, …), in reports and the exit status (repeatable).")
    static let levelOption = OptionSpec("level", value: "L", repeatable: true,
                                        help: "Only findings at this level: error, warning or note (repeatable).")

    /// The findings `--verdict` and `--level` admit (every finding when neither is given).
    static func findingFilter(_ parsed: ParsedArguments) throws -> FindingFilter {
        let verdicts = try parsed.all("verdict").map { name -> Verdict in
            guard let verdict = Verdict(rawValue: name), verdict.isFailure else {
                let valid = Verdict.allCases.filter(\.isFailure).sorted(by: Verdict.moreSevereFirst).map(\.rawValue).joined(separator: ", ")
                throw InputError("--verdict: unknown verdict \(quoted: name) (valid: \(valid))")
            }
            return verdict
        }
        let levels = try parsed.all("level").map { name -> FindingLevel in
            guard let level = FindingLevel(rawValue: name) else {
                throw InputError("--level must be error, warning or note, got \(quoted: name)")
            }
            return level
        }
        return FindingFilter(verdicts: verdicts.isEmpty ? nil : Set(verdicts), levels: levels.isEmpty ? nil : Set(levels))
    }

    /// `--exclude GLOB`: a glob over the whole key, as the matrix's `exclude` reads it.
    static func excludePattern(_ text: String) throws -> KeyPattern {
        guard let pattern = KeyPattern(glob: text) else { throw InputError("--exclude: the pattern is empty") }
        if let problem = KeyPattern.unsupportedGlobSyntax(text) { throw InputError("--exclude \(quoted: text): \(problem)") }
        return pattern
    }

    /// The font files the matrix names (`fonts.<lang>.file`), sorted, each checked to exist so that a
    /// mistyped path is reported at its matrix field rather than as a font the library lacks.
    static func matrixFontFiles(_ matrix: Matrix) throws -> [String] {
        for (language, font) in matrix.fonts.sorted(by: { $0.key < $1.key }) {
            guard let file = font.file else { continue }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue else {
                throw InputError(file: matrix.file, "fonts.\(language).file: no such font file \(file)")
            }
        }
        return Set(matrix.fonts.values.compactMap(\.file)).sorted()
    }

    /// `--images findings|all|none` (`--no-images` is `none`) and `--max-images N`.
    static func pictureSelection(images: String?, noImages: Bool, maxImages: String?) throws -> PictureSelection {
        var mode = noImages ? PictureSelection.Mode.none : .findings
        if let images {
            guard let chosen = PictureSelection.Mode(rawValue: images) else {
                let valid = PictureSelection.Mode.allCases.map(\.rawValue).joined(separator: ", ")
                throw InputError("--images must be one of \(valid), got \(quoted: images)")
            }
            if noImages && chosen != .none { throw InputError("--no-images contradicts --images \(images)") }
            mode = chosen
        }
        guard let maxImages else { return PictureSelection(mode: mode) }
        guard let limit = Int(maxImages), limit >= 1 else {
            throw InputError("--max-images must be a whole number ≥ 1, got \(quoted: maxImages)")
        }
        return PictureSelection(mode: mode, limit: limit)
    }

    /// `I/N` with 1 ≤ I ≤ N.
    static func shard(_ text: String) throws -> RunReport.Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, (1...count).contains(index) else {
            throw InputError("--shard must be I/N with 1 ≤ I ≤ N (e.g. 2/3), got \(quoted: text)")
        }
        return RunReport.Shard(index: index, count: count)
    }
}
