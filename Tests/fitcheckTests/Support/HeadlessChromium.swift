import Foundation
import FitcheckTestSupport

/// Debian's `chromium`, headless, for the tests that load the report page in a real browser.
///
/// Each instance has a profile folder of its own (`--user-data-dir`), removed by ``close()``.
/// `--no-sandbox` because CI runs the tests as root, where Chromium's sandbox refuses to start.
/// A run that takes longer than a minute is ended and reported as an error.
final class HeadlessChromium {
    /// The browser, if installed.
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    private let profile: String

    init() throws {
        profile = try TemporaryFolder.make("chromium").path
    }

    func close() { TemporaryFolder.remove(profile) }

    /// The DOM of `page` (a file path) once loaded and its scripts have run, as HTML, opened at
    /// `#fragment` when given.
    func dumpDOM(_ page: String, fragment: String? = nil) throws -> String {
        try run(["--dump-dom", Self.url(page, fragment: fragment)])
    }

    /// A PNG screenshot of `page`, `width` × `height` CSS pixels at scale 1.
    func screenshot(_ page: String, width: Int, height: Int) throws -> [UInt8] {
        let file = profile + "/screenshot.png"
        _ = try run(["--screenshot=\(file)", "--window-size=\(width),\(height)", "--hide-scrollbars",
                     Self.url(page, fragment: nil)])
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
    }

    /// What `expression` (JavaScript, evaluated once `page` has loaded in an `iframe` of `width` ×
    /// `height` CSS pixels, with `page` as `d` (its document) and `w` (its window)) gives, as a string.
    /// An iframe, because a headless window is never narrower than 500 px: the page inside it has a
    /// viewport of exactly `width`, as a phone's browser would give it.
    func evaluate(_ expression: String, in page: String, fragment: String? = nil, width: Int, height: Int) throws -> String {
        let probe = profile + "/probe-\(UUID().uuidString).html"
        let html = """
            <!DOCTYPE html><html><body style="margin:0">
            <iframe id="page" src="\(Self.url(page, fragment: fragment))" style="width:\(width)px;height:\(height)px;border:0"></iframe>
            <script>
            window.addEventListener('load', function () {
              var frame = document.getElementById('page'), d = frame.contentDocument, w = frame.contentWindow, out;
              try { out = String((function () { return \(expression); })()); } catch (e) { out = 'error: ' + e; }
              document.body.setAttribute('data-probe', encodeURIComponent(out));
            });
            </script></body></html>
            """
        try html.write(toFile: probe, atomically: true, encoding: .utf8)
        let dom = try run(["--allow-file-access-from-files", "--virtual-time-budget=5000",
                           "--window-size=\(width + 40),\(height + 40)", "--dump-dom", Self.url(probe, fragment: nil)])
        guard let start = dom.range(of: "data-probe=\""),
              let end = dom[start.upperBound...].firstIndex(of: "\"") else {
            throw HarnessError("the probe of \(page) wrote nothing")
        }
        return String(dom[start.upperBound..<end]).removingPercentEncoding ?? ""
    }

    static func url(_ page: String, fragment: String?) -> String {
        URL(fileURLWithPath: page).absoluteString + (fragment.map { "#" + $0 } ?? "")
    }

    /// Runs the browser with `arguments` and returns its standard output.
    private func run(_ arguments: [String]) throws -> String {
        guard let path = Self.path else { throw HarnessError("chromium is not installed") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                             "--user-data-dir=\(profile)"] + arguments
        // Output through a file: a full pipe would block the browser while this thread waits for it to end.
        let output = profile + "/stdout-\(UUID().uuidString)"
        FileManager.default.createFile(atPath: output, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        if process.isRunning {
            process.terminate()
            throw HarnessError("chromium did not finish within 60 s: \(arguments.joined(separator: " "))")
        }
        guard process.terminationStatus == 0 else {
            throw HarnessError("chromium exited with \(process.terminationStatus): \(arguments.joined(separator: " "))")
        }
        return try String(contentsOfFile: output, encoding: .utf8)
    }
}
