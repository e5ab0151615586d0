import Foundation

/// The whole report as JSON: ``RunReport`` encoded with sorted keys, pretty-printed, ending with a
/// newline. The bytes depend on the report only, so `fitcheck merge` can reproduce a run exactly.
public struct JSONReporter: Reporter {
    public init() {}

    public func render(_ report: RunReport) -> String {
        // {"failures":[…],"keys":[…],"schemaVersion":1,"summary":{…},"toolVersion":"…",…}
        StableJSON.text(report)
    }
}
