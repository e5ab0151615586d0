import Foundation

/// Golden files: an output is compared byte for byte with its file in `folder`, and re-recorded
/// when the environment has `RECORD_SNAPSHOTS=1` (then read the diff before committing it).
public struct GoldenFiles: Sendable {
    public let folder: URL

    public init(_ folder: URL) {
        self.folder = folder
    }

    /// `nil` when `text` is byte for byte the golden file `name` (not merely canonically equivalent:
    /// é as U+00E9 differs from e + U+0301); otherwise the first line where they differ.
    public func difference(_ text: String, golden name: String) -> String? {
        let url = folder.appendingPathComponent(name)
        guard let data = try? Data(contentsOf: url) else {
            return "no golden file \(url.path) (record it with RECORD_SNAPSHOTS=1)"
        }
        if data == Data(text.utf8) { return nil }
        guard let golden = String(data: data, encoding: .utf8) else { return "\(name) is not UTF-8 text" }
        // Lines end at "\n" or "\r\n" (the CSV sheets'): a Character is either.
        func lines(_ text: String) -> [String] {
            text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        }
        let actual = lines(text), expected = lines(golden)
        let line = zip(actual, expected).enumerated().first { !$0.element.0.utf8.elementsEqual($0.element.1.utf8) }?.offset
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
