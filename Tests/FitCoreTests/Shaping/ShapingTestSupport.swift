import Foundation
@testable import FitCore

/// The bundled fonts, loaded once for all shaping tests.
enum ShapingTestSupport {
    static let library: Result<FontLibrary, Error> = Result { try FontLibrary.bundled() }

    /// A fresh shaper on the bundled fonts.
    static func shaper() throws -> Shaper {
        Shaper(library: try library.get())
    }

    /// `relative` in Unicode's own data files (Debian's `unicode-data`), for the conformance tests.
    static func unicodeData(_ relative: String) -> String {
        "/usr/share/unicode/" + relative
    }

    /// Whether that file is installed; the tests that read it are skipped (and shown so) when not.
    static func hasUnicodeData(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: unicodeData(relative))
    }

    /// The text of cluster `cluster` of `shaped`.
    static func text(of cluster: ShapedCluster, in shaped: ShapedText) -> String {
        let bytes = Array(shaped.text.utf8)[Int(cluster.utf8Offset)..<Int(cluster.utf8Offset + cluster.utf8Length)]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Width of a single line in ems: the sum of cluster advances.
    static func width(_ shaped: ShapedText) -> Double {
        shaped.clusters.reduce(0) { $0 + $1.advance }
    }

    /// Last path component of each font used.
    static func fontNames(_ shaped: ShapedText) -> [String] {
        shaped.fontsUsed.map { ($0 as NSString).lastPathComponent }
    }
}
