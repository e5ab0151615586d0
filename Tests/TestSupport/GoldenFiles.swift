import Foundation

/// Golden files: an output is compared byte for byte with its file in `folder`, and re-recorded
/// when the environment has `RECORD_SNAPSHOTS=1` (then read the diff before committing it).
public struct GoldenFiles: Sendable {
    public let folder: URL

    public init(_ folder: URL) {
        self.folder = folder
    }

    /// `nil` when `text` equals the golden file `name`; otherwise where they first differ.
    public func difference(_ text: String, golden name: String) -> String? {
        let url = folder.appendingPathComponent(name)
        guard let data = try? Data(contentsOf: url), let golden = String(data: data, encoding: .utf8) else {
            return "no golden file \(url.path) (record it with RECORD_SNAPSHOTS=1)"
        }
        if golden == text { return nil }
        let actual = text.components(separatedBy: "\n"), expected = golden.components(separatedBy: "\n")
        let line = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actual.count, expected.count)
        let got = line < actual.count ? actual[line] : "<end>", want = line < expected.count ? expected[line] : "<end>"
        return "\(name) differs at line \(line + 1):\n  got:  \(got)\n  want: \(want)"
    }

    /// Records `text` as the golden file when asked to, then compares.
    public func check(_ text: String, golden name: String) -> String? {
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return difference(text, golden: name)
    }
}
