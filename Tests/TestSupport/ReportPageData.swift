import Foundation

/// The findings of a report page as its script reads them: the JSON in
/// `<script type="application/json" id="fitcheck-data">` (see `PageData`).
public enum ReportPageData {
    public struct Missing: Error, CustomStringConvertible {
        public var description: String { "the page has no fitcheck-data script, or it is not a JSON object" }
    }

    public static func read(_ html: String) throws -> [String: Any] {
        let open = "<script type=\"application/json\" id=\"fitcheck-data\">"
        guard let start = html.range(of: open),
              let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex),
              let object = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
                as? [String: Any] else { throw Missing() }
        return object
    }

    /// The rows, one per finding, most severe first.
    public static func findings(_ html: String) throws -> [[Any]] {
        try read(html)["findings"] as? [[Any]] ?? []
    }

    /// The picture paths the rows name (`i`), relative to the page.
    public static func pictures(_ html: String) throws -> [String] {
        try findings(html).compactMap { (($0.last as? [String: Any])?["i"] as? [Any])?.first as? String }
    }
}
