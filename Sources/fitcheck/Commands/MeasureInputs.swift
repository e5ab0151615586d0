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
        guard let width = try parsed.number("width", mustBe: "a number of points > 0 and ≤ 100000",
                                            valid: { $0 > 0 && $0 <= 100_000 }) else {
            throw InputError("missing --width (the slot width, in points)")
        }
        // `--size` is points, or a size category as `check --size` takes it (then like `--category`).
        var sizeCategory: SizeCategory?
        var sizeInPoints: Double?
        if let size = parsed.value("size") {
            if let points = Double(size), points.isFinite, points > 0, points <= 1000 {
                if parsed.value("style") != nil || parsed.value("category") != nil {
                    throw InputError("give either --size in points or --style/--category, not both")
                }
                sizeInPoints = points
            } else if let category = try? Self.named(size, SizeCategory.self, "category") {
                if let other = parsed.value("category") {
                    throw InputError("give the size category once: --size \(size) or --category \(other)")
                }
                sizeCategory = category
            } else {
                throw InputError("--size must be a number of points > 0 and ≤ 1000 or a size category xS…AX5, got \(quoted: size)")
            }
        }
        if let sizeInPoints {
            request = MeasureRequest(text: text, language: validLanguage, width: width, size: sizeInPoints)
        } else {
            let style = try Self.named(parsed.value("style") ?? "body", TextStyle.self, "style")
            let category = try sizeCategory ?? Self.named(parsed.value("category") ?? "L", SizeCategory.self, "category")
            request = MeasureRequest(text: text, language: validLanguage, width: width, style: style, category: category)
        }
        request.lines = try parsed.integer("lines", atLeast: 1, mustBe: "a whole number ≥ 1")
        request.tracking = try parsed.number("tracking", mustBe: "a number of points between -1000 and 1000",
                                             valid: { abs($0) <= 1000 }) ?? 0
        if parsed.flag("sf-tracking") && parsed.flag("no-sf-tracking") {
            throw InputError("give --sf-tracking or --no-sf-tracking, not both")
        }
        request.sfTracking = !parsed.flag("no-sf-tracking")
        request.markdown = !parsed.flag("no-markdown")
        if let name = parsed.value("weight") {
            guard let weight = FontWeight(name: name) else {
                throw InputError("--weight must be regular, medium, semibold, bold or a number from 1 to 1000, got \(quoted: name)")
            }
            request.weight = weight
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

    /// The case of `type` whose name is `name` (ignoring case), or an error listing the valid names.
    private static func named<T: CaseIterable & RawRepresentable>(_ name: String, _ type: T.Type, _ what: String) throws -> T
    where T.RawValue == String {
        if let match = T.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) { return match }
        let valid = T.allCases.map(\.rawValue).joined(separator: ", ")
        throw InputError("unknown \(what) \(quoted: name) (valid: \(valid))")
    }
}
