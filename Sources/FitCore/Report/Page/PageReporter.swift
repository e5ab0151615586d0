import Foundation

/// The report page as a reporter: `index.html` in the pictures' folder, a card per finding linked to
/// its picture. Written by the report stage after the pictures (``write(_:pictures:paths:)``).
public struct PageReporter: Reporter {
    /// The picture of each finding, by its place in the report's findings.
    public var pictures: [Int: ReportPage.Picture]

    /// `drawn` as the page links them: each path segment percent-encoded.
    public init(pictures drawn: [Int: DrawnPicture]) {
        pictures = drawn.mapValues { picture in
            ReportPage.Picture(path: picture.path.split(separator: "/").map { ReportPage.fragmentValue(String($0)) }.joined(separator: "/"),
                               width: picture.width, height: picture.height)
        }
    }

    public func render(_ report: RunReport) -> String {
        ReportPage(report: report, pictures: pictures).html()
    }

    /// The page of `report` in `writer`'s folder: an earlier run's files removed (``FailureImageWriter/finish(report:)``),
    /// then, when `report` has findings, the page written whole over any earlier one.
    /// - Parameter paths: how the page names files (relative to the repository, as every report
    ///   does); `nil` names them as the run read them. The pictures are matched on the run's own paths.
    /// - Returns: the page's path when one was written (the run says where), nil when there were no findings.
    @discardableResult
    public static func write(_ report: RunReport, pictures writer: FailureImageWriter, paths: ReportPaths? = nil) throws -> String? {
        let drawn = try writer.finish(report: report)
        guard !report.findings.isEmpty else { return nil }
        try writer.makeFolder()
        let shown = paths.map { report.withPaths($0) } ?? report
        try AtomicFile.write(Data(PageReporter(pictures: drawn).render(shown).utf8), to: writer.pagePath)
        return writer.pagePath
    }
}
