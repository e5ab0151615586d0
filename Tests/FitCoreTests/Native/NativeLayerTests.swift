import Foundation
import Testing
import FitcheckTestSupport

/// Every call into a native library — HarfBuzz, FreeType, fontconfig, libpng and the ICU shim — is
/// made in `Sources/FitCore/Native/`, whose wrapper types the rest of FitCore calls as Swift methods:
/// no other source file imports a C module or names a C function, type or constant.
@Suite struct NativeLayerTests {
    /// The C modules FitCore links.
    static let modules = ["CHarfBuzz", "CFreeType", "CFontconfig", "CPNG", "CICUShim"]

    /// C identifiers by their libraries' prefixes: `hb_shape`, `HB_DIRECTION_LTR`, `FT_Load_Glyph`,
    /// `FcFontSort`, `png_image`, `PNG_IMAGE_VERSION`, `fitcheck_icu_breaker_open`, `FITCHECK_ICU_BREAK_LINE`.
    static var identifier: Regex<AnyRegexOutput> { try! Regex(#"\b(hb_[a-z0-9_]+|HB_[A-Z0-9_]+|FT_[A-Za-z0-9_]+|Fc[A-Z][A-Za-z0-9]+|png_[a-z0-9_]+|PNG_[A-Z0-9_]+|fitcheck_icu_[a-z0-9_]+|FITCHECK_ICU_[A-Z0-9_]+)\b"#) }
    static var importLine: Regex<AnyRegexOutput> { try! Regex(#"^\s*(@testable\s+)?import\s+(class\s+|struct\s+|func\s+|enum\s+)?(CHarfBuzz|CFreeType|CFontconfig|CPNG|CICUShim)\b"#) }

    /// The native names in one Swift file's code (comments left out: a comment may say which C
    /// function a method stands for), as `file:line: name`.
    static func nativeNames(in text: String, file: String) -> [String] {
        let identifier = Self.identifier, importLine = Self.importLine
        var found: [String] = []
        var inBlockComment = false
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            if inBlockComment {
                guard let end = line.range(of: "*/") else { continue }
                line = line[end.upperBound...]
                inBlockComment = false
            }
            if let start = line.range(of: "/*") {
                inBlockComment = line[start.upperBound...].range(of: "*/") == nil
                line = line[..<start.lowerBound]
            }
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            if let match = line.firstMatch(of: importLine) {
                found.append("\(file):\(number + 1): \(line[match.range].trimmingCharacters(in: .whitespaces))")
            }
            for match in line.matches(of: identifier) { found.append("\(file):\(number + 1): \(line[match.range])") }
        }
        return found
    }

    /// Each Swift file under `Sources/FitCore` with its path below it, `Native/` included or not.
    static func sources(includingNative: Bool) throws -> [(path: String, text: String)] {
        let root = Repository.path("Sources/FitCore")
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [(String, String)] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift"), includingNative || !relative.hasPrefix("Native/") else { continue }
            files.append((relative, try String(contentsOfFile: root + "/" + relative, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    @Test func noSourceOutsideNativeCallsANativeLibrary() throws {
        let files = try Self.sources(includingNative: false)
        #expect(files.count > 100, "the scan reads FitCore's sources")
        let found = files.flatMap { Self.nativeNames(in: $0.text, file: $0.path) }
        #expect(found.isEmpty, "C calls outside Sources/FitCore/Native/:\n\(found.joined(separator: "\n"))")
    }

    /// The scan sees what it looks for: the wrappers themselves are full of it, one C module each.
    @Test func theWrappersCallEveryNativeLibrary() throws {
        let native = try Self.sources(includingNative: true).filter { $0.path.hasPrefix("Native/") }
        let found = native.flatMap { Self.nativeNames(in: $0.text, file: $0.path) }
        for module in Self.modules {
            #expect(found.contains { $0.hasSuffix("import \(module)") }, "no wrapper imports \(module)")
        }
        for name in ["hb_shape", "FT_Load_Glyph", "FcFontSort", "png_image_write_to_memory", "fitcheck_icu_breaker_open"] {
            #expect(found.contains { $0.hasSuffix(": \(name)") }, "\(name) not found in Native/")
        }
    }

    @Test(arguments: [
        ("import CHarfBuzz", ["f:1: import CHarfBuzz"]),
        ("@testable import CICUShim", ["f:1: @testable import CICUShim"]),
        ("let plan = hb_shape_plan_create(face, &properties, nil, 0, nil)", ["f:1: hb_shape_plan_create"]),
        ("buffer.direction = HB_DIRECTION_RTL", ["f:1: HB_DIRECTION_RTL"]),
        ("guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_HINTING)) == 0", ["f:1: FT_Load_Glyph", "f:1: FT_LOAD_NO_HINTING"]),
        ("_ = FcConfigAppFontAddFile(config, file)", ["f:1: FcConfigAppFontAddFile"]),
        ("png_image_free(&image)", ["f:1: png_image_free"]),
        ("let n = fitcheck_icu_breaker_boundaries(b, s, n, o, h, c)", ["f:1: fitcheck_icu_breaker_boundaries"]),
        ("\n  x = FITCHECK_ICU_BREAK_LINE", ["f:2: FITCHECK_ICU_BREAK_LINE"]),
        ("/// Shapes with one `hb_shape` call.", []),
        ("let x = 1 // FT_Done_Face happens in deinit", []),
        ("/* hb_font_destroy\n FT_Done_Face */ let y = 2", []),
        ("import CoreText", []),
        ("let shaper = harfBuzz(utf8, item: 0..<3); let ftScale = 2; let fcount = 1", []),
    ])
    func findsNativeNamesInCode(source: String, expected: [String]) {
        #expect(Self.nativeNames(in: source, file: "f") == expected)
    }
}
