import Foundation
import FitCore

/// The arguments of `fitcheck measure`, validated: what to measure, and in which form to say it.
struct MeasureInputs {
    var request: MeasureRequest
    /// `--json`: one JSON object instead of text.
    var json: Bool

    /// Validates `parsed` (the arguments of `fitcheck measure`).
    /// - Throws: ``InputError`` with one line naming the option and what it must be.
    init(_ parsed: ParsedArguments) throws {
        let text: String
        switch parsed.positionals.count {
        case 0: throw InputError("missing TEXT to measure")
        case 1: text = parsed.positionals[0]
        default: throw InputError("expected one TEXT, got \(parsed.positionals.count) arguments (quote a text with spaces)")
        }
        guard let language = parsed.value("lang") else { throw InputError("missing --lang (the text's language, e.g. de)") }
        let validLanguage = try Language.validate(language)
        guard let width = try parsed.number("width", mustBe: "a number of points > 0 and ≤ \(Int(MeasureRequest.widths.upperBound))",
                                            valid: { $0 > 0 && MeasureRequest.widths.contains($0) }) else {
            throw InputError("missing --width (the slot width, in points)")
        }
        // `--size` is points, or a size category as `check --size` takes it (then like `--category`).
        var sizeCategory: SizeCategory?
        var sizeInPoints: Double?
        if let size = parsed.value("size") {
            if let points = Double(size), points.isFinite, points > 0, MeasureRequest.pointSizes.contains(points) {
                if parsed.value("style") != nil || parsed.value("category") != nil {
                    throw InputError("give either --size in points or --style/--category, not both")
                }
                sizeInPoints = points
            } else if let category = try? MeasureRequest.named(size, SizeCategory.self, "category") {
                if let other = parsed.value("category") {
                    throw InputError("give the size category once: --size \(size) or --category \(other)")
                }
                sizeCategory = category
            } else {
                throw InputError("--size must be a number of points > 0 and ≤ \(Int(MeasureRequest.pointSizes.upperBound)) or a size category xS…AX5, got \(quoted: size)")
            }
        }
        if let sizeInPoints {
            request = MeasureRequest(text: text, language: validLanguage, width: width, size: sizeInPoints)
        } else {
            let style = try MeasureRequest.named(parsed.value("style") ?? "body", TextStyle.self, "style")
            let category = try sizeCategory ?? MeasureRequest.named(parsed.value("category") ?? "L", SizeCategory.self, "category")
            request = MeasureRequest(text: text, language: validLanguage, width: width, style: style, category: category)
        }
        let lineLimits = "a whole number from \(MeasureRequest.lineLimits.lowerBound) to \(MeasureRequest.lineLimits.upperBound)"
        request.lines = try parsed.integer("lines", atLeast: MeasureRequest.lineLimits.lowerBound, mustBe: lineLimits)
        if let lines = request.lines, !MeasureRequest.lineLimits.contains(lines) {
            throw InputError("--lines must be \(lineLimits), got '\(lines)'")
        }
        request.tracking = try parsed.number("tracking", mustBe: "a number of points between \(Int(MeasureRequest.trackings.lowerBound)) "
                                             + "and \(Int(MeasureRequest.trackings.upperBound))", valid: { MeasureRequest.trackings.contains($0) }) ?? 0
        if parsed.flag("sf-tracking") && parsed.flag("no-sf-tracking") {
            throw InputError("give --sf-tracking or --no-sf-tracking, not both")
        }
        request.sfTracking = !parsed.flag("no-sf-tracking")
        request.markdown = !parsed.flag("no-markdown")
        if let name = parsed.value("weight") {
            request.weight = try MeasureRequest.weight(name, option: "--weight")
        } else {
            request.weight = (request.style ?? .body).defaultWeight
        }
        if let font = parsed.value("font") {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: font, isDirectory: &isDirectory), !isDirectory.boolValue else {
                throw InputError("--font: no such font file \(quoted: font)")
            }
            request.font = font
        }
        json = parsed.flag("json")
    }

}
