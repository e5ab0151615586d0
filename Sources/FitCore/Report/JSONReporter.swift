import Foundation

/// The whole report as JSON: ``RunReport`` encoded with sorted keys, pretty-printed, ending with a
/// newline. The bytes depend on the report only, so `fitcheck merge` can reproduce a run exactly.
public struct JSONReporter: Reporter {
    public init() {}

    public func render(_ report: RunReport) -> String {
        // {"failures":[…],"keys":[…],"schemaVersion":1,"summary":{…},"toolVersion":"…",…}
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain Codable values with finite numbers cannot fail; a non-finite length would be
        // a measuring bug, and is written as a string rather than crashing the run.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        guard let data = try? encoder.encode(report), let text = String(data: data, encoding: .utf8) else {
            return "{}\n"
        }
        return text + "\n"
    }
}
