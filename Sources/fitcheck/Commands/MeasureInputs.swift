import Foundation
import FitCore

/// The inputs of `fitcheck measure`, validated: what to measure, where, and how.
struct MeasureInputs: Sendable, Equatable, Encodable {
    var text: String
    /// BCP-47 tag, checked against ICU.
    var language: String
    /// Slot width, in points.
    var width: Double
    /// Font size, in points.
    var size: Double
    /// The Dynamic Type style and category the size came from (nil when `--size` was given).
    var style: TextStyle?
    var category: SizeCategory?
    /// Distance between baselines, in points: the style's leading; nil means the font's natural one.
    var leading: Double?
    /// Line limit; nil wraps freely.
    var lines: Int?
    /// Extra letter-spacing asked for, in points (SF tracking comes on top when `sfTracking`).
    var tracking: Double
    var sfTracking: Bool
    /// False with `--no-markdown` (the text measured as written); nil: its Markdown is drawn, as SwiftUI's `Text` does.
    var markdown: Bool?
    var weight: Int
    /// A font file to use first.
    var font: String?
    var json: Bool

    /// Validates `parsed` (the arguments of `fitcheck measure`).
    /// - Throws: ``InputError`` with one line naming the option and what it must be.
    init(_ parsed: ParsedArguments) throws {
        switch parsed.positionals.count {
        case 0: throw InputError("missing TEXT to measure")
        case 1: text = parsed.positionals[0]
        default: throw InputError("expected one TEXT, got \(parsed.positionals.count) arguments (quote a text with spaces)")
        }
        guard let language = parsed.value("lang") else { throw InputError("missing --lang (the text's language, e.g. de)") }
        self.language = try Language.validate(language)
        guard let width = try parsed.number("width", mustBe: "a number of points > 0 and ≤ 100000",
                                            valid: { $0 > 0 && $0 <= 100_000 }) else {
            throw InputError("missing --width (the slot width, in points)")
        }
        self.width = width
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
                throw InputError("--size must be a number of points > 0 and ≤ 1000 or a size category xS…AX5, got '\(size)'")
            }
        }
        if let sizeInPoints {
            self.size = sizeInPoints
        } else {
            let style = try Self.named(parsed.value("style") ?? "body", TextStyle.self, "style")
            let category = try sizeCategory ?? Self.named(parsed.value("category") ?? "L", SizeCategory.self, "category")
            let metrics = DynamicType.metrics(style, category)
            (self.style, self.category, self.size, self.leading) = (style, category, metrics.pointSize, metrics.leading)
        }
        lines = try parsed.integer("lines", atLeast: 1, mustBe: "a whole number ≥ 1")
        tracking = try parsed.number("tracking", mustBe: "a number of points between -1000 and 1000",
                                     valid: { abs($0) <= 1000 }) ?? 0
        if parsed.flag("sf-tracking") && parsed.flag("no-sf-tracking") {
            throw InputError("give --sf-tracking or --no-sf-tracking, not both")
        }
        sfTracking = !parsed.flag("no-sf-tracking")
        markdown = parsed.flag("no-markdown") ? false : nil
        if let name = parsed.value("weight") {
            guard let weight = FontWeight(name: name) else {
                throw InputError("--weight must be regular, medium, semibold, bold or a number from 1 to 1000, got '\(name)'")
            }
            self.weight = weight.rawValue
        } else {
            weight = (style ?? .body).defaultWeight.rawValue
        }
        if let font = parsed.value("font") {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: font, isDirectory: &isDirectory), !isDirectory.boolValue else {
                throw InputError("--font: no such font file '\(font)'")
            }
            self.font = font
        }
        json = parsed.flag("json")
    }

    /// The fitting parameters these inputs describe (SF tracking is added by the measurer).
    var parameters: FitParameters {
        FitParameters(pointSize: size, slotWidth: width, maxLines: lines, lineHeight: leading, tracking: tracking)
    }

    var fontChoice: FontChoice { FontChoice(weight: FontWeight(rawValue: weight), file: font) }

    /// The case of `type` whose name is `name` (ignoring case), or an error listing the valid names.
    private static func named<T: CaseIterable & RawRepresentable>(_ name: String, _ type: T.Type, _ what: String) throws -> T
    where T.RawValue == String {
        if let match = T.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) { return match }
        let valid = T.allCases.map(\.rawValue).joined(separator: ", ")
        throw InputError("unknown \(what) '\(name)' (valid: \(valid))")
    }
}
