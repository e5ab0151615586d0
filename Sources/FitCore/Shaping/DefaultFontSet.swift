import Foundation

/// The fonts fitcheck measures with when a matrix names none: which file serves which script and
/// language, in the order a fallback chain tries them.
///
/// Inter and Inter Display (Latin, Greek, Cyrillic, Vietnamese), Noto Sans and the Devanagari,
/// Arabic, Hebrew and Thai faces are bundled in `Fonts/`. The large families (CJK, colour emoji,
/// the other Indic and Southeast Asian scripts, symbols) come from Debian packages and are named by
/// their full path: never "whatever the machine has". A package file that is missing leaves its
/// scripts without a font; ``FontLibrary/unavailableFonts`` lists them and the command line says so once.
public enum DefaultFontSet {
    /// One row of the table: a face (per weight) and the scripts and languages it serves.
    public struct Entry: Sendable {
        /// The family name shown in the table (and matched by a matrix's `family`).
        public var family: String
        /// ISO 15924 codes, as HarfBuzz reports a run's script; `Zsye` is emoji presentation.
        public var scripts: [String]
        /// BCP 47 tags the entry is for (a tag matches itself and its longer forms: `zh-Hant` matches
        /// `zh-Hant-TW`); empty: every language.
        public var languages: [String]
        /// The files, one per weight: a path relative to the fonts folder (bundled) or absolute (package).
        public var files: [File]
        /// The Debian package that installs the files; nil when they are bundled in `Fonts/`.
        public var package: String?
        /// For Inter: the display design (Inter Display) blended in above 17 pt (``OpticalDesigns``).
        public var displayFile: String?
    }

    /// One face of an entry.
    public struct File: Sendable, Hashable {
        public var path: String
        /// Face index in a collection (`.ttc`): Noto Sans CJK holds JP, KR, SC, TC, HK in faces 0–4.
        public var index: UInt32
        /// OpenType weight of a static face; a variable face serves its whole `wght` range.
        public var weight: Int
    }

    private static let noto = "/usr/share/fonts/truetype/noto/"
    private static let cjk = "/usr/share/fonts/opentype/noto/"
    private static let cjkScripts = ["Hani", "Hira", "Kana", "Hang", "Bopo"]

    /// A bundled family: `<name>-Regular.ttf` … in `Fonts/`.
    private static func bundled(_ family: String, _ file: String, weights: [Int], scripts: [String]) -> Entry {
        let styles = [400: "Regular", 600: "SemiBold", 700: "Bold"]
        return Entry(family: family, scripts: scripts, languages: [],
                     files: weights.map { File(path: "\(file)-\(styles[$0]!).ttf", index: 0, weight: $0) })
    }

    /// A Noto family from `fonts-noto-core`, Regular and (where it exists) Bold.
    private static func core(_ family: String, _ script: String, bold: Bool = true) -> Entry {
        let file = noto + family.replacingOccurrences(of: " ", with: "")
        var files = [File(path: file + "-Regular.ttf", index: 0, weight: 400)]
        if bold { files.append(File(path: file + "-Bold.ttf", index: 0, weight: 700)) }
        return Entry(family: family, scripts: script.isEmpty ? [] : [script], languages: [], files: files, package: "fonts-noto-core")
    }

    /// A face of Noto Sans CJK (`fonts-noto-cjk`): the same face index in the Regular and Bold collections.
    private static func cjk(_ region: String, index: UInt32, scripts: [String], languages: [String]) -> Entry {
        Entry(family: "Noto Sans CJK \(region)", scripts: scripts, languages: languages,
              files: [File(path: cjk + "NotoSansCJK-Regular.ttc", index: index, weight: 400),
                      File(path: cjk + "NotoSansCJK-Bold.ttc", index: index, weight: 700)],
              package: "fonts-noto-cjk")
    }

    /// Every entry, in the order they are tried. For a run, the first entries whose script and
    /// language match come first in its chain, then ``fallbacks``.
    public static let entries: [Entry] = [
        Entry(family: "Inter", scripts: ["Latn", "Grek", "Cyrl", "Zyyy"], languages: [],
              files: [File(path: "Inter.var.ttf", index: 0, weight: 400)], displayFile: "InterDisplay.var.ttf"),
        bundled("Noto Sans Devanagari", "NotoSansDevanagari", weights: [400, 600, 700], scripts: ["Deva"]),
        bundled("Noto Sans Arabic", "NotoSansArabic", weights: [400, 700], scripts: ["Arab"]),
        bundled("Noto Sans Hebrew", "NotoSansHebrew", weights: [400, 700], scripts: ["Hebr"]),
        bundled("Noto Sans Thai", "NotoSansThai", weights: [400, 700], scripts: ["Thai"]),
        // The language's own glyph forms (直, 骨 differ between Japan, China, Taiwan and Hong Kong),
        // as iOS picks Hiragino, PingFang SC, TC or HK, or Apple SD Gothic Neo by language.
        cjk("JP", index: 0, scripts: cjkScripts, languages: ["ja"]),
        cjk("KR", index: 1, scripts: cjkScripts, languages: ["ko"]),
        cjk("HK", index: 4, scripts: cjkScripts, languages: ["zh-HK", "zh-MO", "zh-Hant-HK", "zh-Hant-MO", "yue"]),
        cjk("TC", index: 3, scripts: cjkScripts, languages: ["zh-Hant", "zh-TW"]),
        cjk("SC", index: 2, scripts: cjkScripts, languages: ["zh"]),
        // In a text of another language: kana in the Japanese face, Hangul in the Korean, Han in the
        // Simplified Chinese one.
        cjk("JP", index: 0, scripts: ["Hira", "Kana"], languages: []),
        cjk("KR", index: 1, scripts: ["Hang"], languages: []),
        cjk("SC", index: 2, scripts: ["Hani", "Bopo"], languages: []),
        core("Noto Sans Bengali", "Beng"),
        core("Noto Sans Tamil", "Taml"),
        core("Noto Sans Telugu", "Telu"),
        core("Noto Sans Kannada", "Knda"),
        core("Noto Sans Malayalam", "Mlym"),
        core("Noto Sans Gujarati", "Gujr"),
        core("Noto Sans Gurmukhi", "Guru"),
        core("Noto Sans Oriya", "Orya"),
        core("Noto Sans Sinhala", "Sinh"),
        core("Noto Sans Khmer", "Khmr"),
        core("Noto Sans Lao", "Laoo"),
        core("Noto Sans Myanmar", "Mymr"),
        core("Noto Sans Armenian", "Armn"),
        core("Noto Sans Georgian", "Geor"),
        core("Noto Sans Ethiopic", "Ethi"),
        core("Noto Sans Thaana", "Thaa"),
        core("Noto Sans Syriac", "Syrc", bold: false),
        Entry(family: "Noto Color Emoji", scripts: ["Zsye"], languages: [],
              files: [File(path: noto + "NotoColorEmoji.ttf", index: 0, weight: 400)], package: "fonts-noto-color-emoji"),
    ]

    /// Families tried after a run's own entries, for any script: Latin letters, then symbols and
    /// arrows (⌘ ⇧ ⌥ → ✓ are in Inter; the rest mostly in Noto Sans Symbols 2), then emoji.
    public static let fallbacks: [Entry] = [
        bundled("Noto Sans", "NotoSans", weights: [400, 600, 700], scripts: []),
        core("Noto Sans Symbols 2", "", bold: false),
        core("Noto Sans Symbols", ""),
        core("Noto Sans Math", "", bold: false),
    ]

    /// The monospaced face SwiftUI's Markdown code spans (`` `code` ``) are measured in, Regular and
    /// Bold, bundled in `Fonts/`. DejaVu Sans Mono: Menlo, Apple's monospace before SF Mono, is drawn
    /// from it (same advance, 0.602 em), SF Mono's is close (≈ 0.6 em), and it covers Latin, Greek and
    /// Cyrillic under a permissive licence. It is tried for code only, first in the chain.
    public static let monospace = Entry(family: "DejaVu Sans Mono", scripts: [], languages: [],
                                        files: [File(path: "DejaVuSansMono.ttf", index: 0, weight: 400),
                                                File(path: "DejaVuSansMono-Bold.ttf", index: 0, weight: 700)])

    /// Whether `entry` serves a run of `script` in a text of `language`.
    static func serves(_ entry: Entry, script: String, language: String) -> Bool {
        guard entry.scripts.contains(script) else { return false }
        guard !entry.languages.isEmpty else { return true }
        let tag = language.lowercased().replacingOccurrences(of: "_", with: "-")
        return entry.languages.contains { pattern in
            let pattern = pattern.lowercased()
            return tag == pattern || tag.hasPrefix(pattern + "-")
        }
    }

    /// Every file of the set, the display designs included, each once, in table order.
    public static var allFiles: [(entry: Entry, file: File)] {
        var seen = Set<File>()
        var result: [(Entry, File)] = []
        for entry in entries + fallbacks + [monospace] {
            var files = entry.files
            if let display = entry.displayFile { files.append(File(path: display, index: 0, weight: 400)) }
            for file in files where seen.insert(file).inserted { result.append((entry, file)) }
        }
        return result
    }

    /// The files of the set that are not on this machine (absolute paths; bundled ones under `fontsDirectory`).
    public static func missingFiles(fontsDirectory: String) -> Set<String> {
        Set(allFiles.map { $0.file.path.hasPrefix("/") ? $0.file.path : (fontsDirectory as NSString).appendingPathComponent($0.file.path) }
            .filter { !FileManager.default.fileExists(atPath: $0) })
    }

    /// The table `fitcheck --version` prints and `Fonts/README.md` shows: script, languages, family, file.
    /// - Parameter missing: files that could not be opened, marked as such.
    public static func table(fontsDirectory: String, missing: Set<String> = []) -> String {
        var rows: [[String]] = [["script", "languages", "font", "file (face)", "from"]]
        func located(_ path: String) -> String {
            path.hasPrefix("/") ? path : (fontsDirectory as NSString).appendingPathComponent(path)
        }
        for entry in entries + fallbacks + [monospace] {
            var scripts = entry.scripts.isEmpty ? "any (fallback)" : entry.scripts.map(scriptName).joined(separator: ", ")
            if entry.family == monospace.family { scripts = "Markdown `code`" }
            let languages = entry.languages.isEmpty ? "all" : entry.languages.joined(separator: ", ")
            // The regular face stands for its weights (the table lists them in Fonts/README.md).
            var paths = [entry.files[0].path]
            if let display = entry.displayFile { paths.append(display) }
            let file = paths.map { path in
                let shown = (path as NSString).lastPathComponent
                let index = entry.files.first { $0.path == path }.map { $0.index > 0 ? "#\($0.index)" : "" } ?? ""
                return shown + index + (missing.contains(located(path)) ? " (MISSING: install \(entry.package ?? "it"))" : "")
            }.joined(separator: " + ")
            var family = entry.family
            if entry.displayFile != nil { family = "Inter / Inter Display, by size" }
            let from = entry.package ?? "Fonts/"
            rows.append([scripts, languages, family, file, from])
        }
        let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }.joined(separator: "\n")
    }

    /// A readable name for an ISO 15924 code in the table.
    static func scriptName(_ code: String) -> String {
        let names = ["Latn": "Latin", "Grek": "Greek", "Cyrl": "Cyrillic", "Zyyy": "common", "Deva": "Devanagari",
                     "Arab": "Arabic", "Hebr": "Hebrew", "Thai": "Thai", "Hani": "Han", "Hira": "Hiragana",
                     "Kana": "Katakana", "Hang": "Hangul", "Bopo": "Bopomofo", "Beng": "Bengali", "Taml": "Tamil",
                     "Telu": "Telugu", "Knda": "Kannada", "Mlym": "Malayalam", "Gujr": "Gujarati",
                     "Guru": "Gurmukhi", "Orya": "Oriya", "Sinh": "Sinhala", "Khmr": "Khmer", "Laoo": "Lao",
                     "Mymr": "Myanmar", "Armn": "Armenian", "Geor": "Georgian", "Ethi": "Ethiopic",
                     "Thaa": "Thaana", "Syrc": "Syriac", "Zsye": "emoji"]
        return names[code] ?? code
    }
}
