import Foundation
import FitCore

/// libFuzzer target for what reads untrusted bytes: the catalog readers and `measure`.
///
/// The first input byte picks what the rest goes to:
/// - 0: a String Catalog (`XCStringsReader`), then every rendition expanded
///   (format specifiers, substitutions, plural samples);
/// - 1: a `.strings` file (`StringsFileReader`, UTF-8 or UTF-16);
/// - 2: a `.stringsdict` property list (`PropertyListReader` → `StringsDictReader`), expanded;
/// - 3: measure: 8 bytes of slot width (any `Double`, NaN and infinities included), 1 byte of line
///   limit (0 = none), 1 byte of point size, then text (UTF-8, invalid bytes replaced) → `Shaper` →
///   `LineFitter`.
/// `FITCHECK_FUZZ=catalog` keeps to modes 0–2 and `FITCHECK_FUZZ=measure` to mode 3 (the whole
/// input is then the measure bytes), so that `make fuzz` gives each its own time.
/// Bad input must throw ``InputError``; anything else (a trap, a hang) is a finding.
enum FuzzTarget {
    static let only = ProcessInfo.processInfo.environment["FITCHECK_FUZZ"]

    static func run(_ bytes: [UInt8]) {
        if only == "measure" { return measure(bytes) }
        guard let first = bytes.first else { return }
        let mode = only == "catalog" ? first % 3 : first % 4
        let body = Data(bytes.dropFirst())
        switch mode {
        case 0:
            guard let catalog = try? XCStringsReader.read(data: body, file: "fuzz.xcstrings") else { return }
            _ = try? RenditionExpander().renditions(of: catalog)
        case 1:
            _ = StringsFileReader.read(data: body, file: "fuzz.strings")
        case 2:
            // The stringsdict reader takes a path (it finds its language from it): one scratch file per process.
            guard (try? body.write(to: URL(fileURLWithPath: stringsDictPath))) != nil,
                  let catalogs = try? CatalogReader.read(path: stringsDictPath) else { return }
            for catalog in catalogs { _ = try? RenditionExpander().renditions(of: catalog) }
        default:
            measure(Array(bytes.dropFirst()))
        }
    }

    static func measure(_ bytes: [UInt8]) {
        guard bytes.count >= 10, let shaper else { return }
        let width = bytes[0..<8].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let lines = Int(bytes[8])
        let pointSize = [1, 11, 17, 53, 0.001, 1000][Int(bytes[9]) % 6]
        let text = String(decoding: bytes[10...], as: UTF8.self)
        guard let shaped = try? shaper.shape(ShapingRequest(text: text, language: "en")) else { return }
        _ = Judge.measure(shaped, FitParameters(pointSize: pointSize, slotWidth: Double(bitPattern: width),
                                                 maxLines: lines == 0 ? nil : lines))
    }

    static let stringsDictPath = NSTemporaryDirectory() + "/fitcheck-fuzz-\(getpid()).stringsdict"
    /// One shaper for the process, over the bundled fonts (found from the executable's folder).
    nonisolated(unsafe) static let shaper: Shaper? = (try? FontLibrary.bundled()).map { Shaper(library: $0) }
}

/// The libFuzzer entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    FuzzTarget.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
