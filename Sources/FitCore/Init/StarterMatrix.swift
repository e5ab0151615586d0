import Foundation

/// The matrix `fitcheck init` writes into a project: its catalogs and languages, the default widths
/// and sizes, one worked slot rule, and a comment on every field (a `comment` member is allowed
/// anywhere in a matrix file).
public struct StarterMatrix: Sendable {
    /// Catalog paths relative to the matrix file's folder.
    public var catalogs: [String]
    /// Languages found in the catalogs, the source language first.
    public var languages: [String]
    /// Widths in points and text sizes, usually those of fitcheck's default matrix.
    public var widths: [Double]
    public var sizes: [SizeCategory]
    /// iOS (the default matrix's widths and Dynamic Type sizes) or macOS (``macWidths``, one size per
    /// text style, ``macExclude``).
    public var platform: Platform

    public init(catalogs: [String], languages: [String], widths: [Double], sizes: [SizeCategory], platform: Platform = .iOS) {
        self.catalogs = catalogs
        self.languages = languages
        self.widths = widths
        self.sizes = sizes
        self.platform = platform
    }

    /// A macOS project's starter: the Mac's widths, no sizes (each style has one).
    public static func mac(catalogs: [String], languages: [String]) -> StarterMatrix {
        StarterMatrix(catalogs: catalogs, languages: languages, widths: macWidths, sizes: [.L], platform: .macOS)
    }

    /// Widths of the places a Mac app shows text, in points (Matrix/README.md says where each comes
    /// from): a sidebar, an alert, a popover, a sheet, a settings window, a document window.
    public static let macWidths: [Double] = [220, 260, 320, 480, 640, 960]

    /// Keys a Mac app's catalog holds that no window lays out: the Finder's Get Info string, the
    /// copyright line of the About panel, Touch Bar labels.
    public static let macExclude = ["CFBundleGetInfoString", "NSHumanReadableCopyright", "touchbar.*"]

    /// The languages a matrix can list from `catalogs`: the first catalog's source language first, then
    /// the others sorted; tags fitcheck cannot measure (`Base`, `mul`) are left out and returned apart.
    public static func languages(of catalogs: [Catalog]) -> (usable: [String], skipped: [String]) {
        let all = Set(catalogs.flatMap { $0.languages + [$0.sourceLanguage] })
        let source = catalogs.first?.sourceLanguage
        let ordered = all.sorted { ($0 == source ? 0 : 1, $0) < ($1 == source ? 0 : 1, $1) }
        return (ordered.filter(ICULocale.isKnownLanguage), ordered.filter { !ICULocale.isKnownLanguage($0) })
    }

    /// The file's text: JSON, fields in reading order, two-space indented, a final newline.
    public var text: String {
        platform == .macOS ? macText : iOSText
    }

    private var iOSText: String {
        let widths = widths.map(PointFormat.text).joined(separator: ", ")
        return """
            {
              "comment": [
                "fitcheck's matrix for this project, written by `fitcheck init`. Run `fitcheck` in this folder to measure.",
                "Every field is described in Matrix/README.md (in fitcheck's share/fitcheck folder). JSON has no comments,",
                "so a member named comment, like this one, is allowed anywhere and ignored.",
                "catalogs: the String Catalogs and folders of .lproj tables to read, relative to this file.",
                "languages: those the catalogs have; drop any you do not ship.",
                "widths: screen widths in points, a folded phone (300), iPhone SE (320) to Pro Max (440), iPad mini (744) and an unfolded or Mac window (960).",
                "sizes: Dynamic Type text sizes (xS S M L xL xxL xxxL AX1…AX5); L is the system default, AX1 the first accessibility size.",
                "defaultSlot: the room a key gets when no rule matches; rules: the first rule whose match fits a key gives its slot.",
                "slots from code: each key's room is read from the Swift sources and nibs in this folder on every run, as are rows and choices (strings laid out together); `fitcheck slots` shows what a run uses and why. A rule or group here that matches a key wins over the code.",
                "samples: what stands in for %lld, %f and %@ while measuring (also integer, double, string); keys: per key pattern and argument number.",
                "failOn is left out: the run fails on error-level findings (layout, missing glyphs, empty text, format mismatches, a table the device cannot read). Untranslated text is a warning, one finding per language listing its keys, and fails the run only when you add \\"failOn\\": [\\"overflow\\", \\"clipped\\", \\"brokenWord\\", \\"zeroLines\\", \\"missingGlyphs\\", \\"formatMismatch\\", \\"unreadableTable\\", \\"untranslated\\"], or a gate such as \\"minimumCoverage\\": { \\"de\\": 0.95 }."
              ],
              "catalogs": [\(catalogs.map(Self.quoted).joined(separator: ", "))],
              "languages": [\(languages.map(Self.quoted).joined(separator: ", "))],
              "widths": [\(widths)],
              "sizes": [\(sizes.map { Self.quoted($0.rawValue) }.joined(separator: ", "))],
              "defaultSlot": {
                "width": "100% - 32", "style": "body", "lines": null,
                "comment": "Full width less 16 pt margins on each side, body text, wrapping freely (lines: null)."
              },
              "rules": [
                {
                  "name": "chips and badges", "match": "tight.", "width": "50% - 24", "lines": 1,
                  "style": "caption1", "weight": "semibold", "largestSize": "xxxL",
                  "comment": [
                    "An example rule: rename your keys or change match to fit your app.",
                    "match: keys starting with tight. (also: a glob such as *.title, or =Key for one key).",
                    "width: half the screen less 24 pt (a half-width column); also \\"100% - 32\\" or a fixed \\"130\\".",
                    "lines: at most one line; more is an overflow. null lets the text wrap.",
                    "style and weight: the Dynamic Type text style and font weight of the label.",
                    "largestSize: the label stops growing at xxxL (SwiftUI .dynamicTypeSize(...xxxLarge))."
                  ]
                }
              ],
              "samples": {
                "keys": {},
                "comment": "e.g. \\"keys\\": { \\"paywall.price\\": { \\"1\\": \\"$29.99\\" } } puts $29.99 in place of the first argument."
              }
            }

            """
    }

    private var macText: String {
        let widths = widths.map(PointFormat.text).joined(separator: ", ")
        return """
            {
              "comment": [
                "fitcheck's matrix for this project, written by `fitcheck init` for a macOS app. Run `fitcheck` in this folder to measure.",
                "Every field is described in Matrix/README.md (in fitcheck's share/fitcheck folder). JSON has no comments,",
                "so a member named comment, like this one, is allowed anywhere and ignored.",
                "platform: macOS. Each text style has the Mac's one size (body and headline 13 pt, subheadline 11, caption 10, title1 22); the Mac has no Dynamic Type, so there is no sizes field.",
                "catalogs: the String Catalogs and folders of .lproj tables to read, relative to this file.",
                "languages: those the catalogs have; drop any you do not ship.",
                "widths: window and pane widths in points: a sidebar (220), an alert (260), a popover (320), a sheet (480), a settings window (640) and a document window (960).",
                "exclude: keys never measured (globs: * any characters, ? one): the Finder's Get Info string, the About panel's copyright line and Touch Bar labels are not laid out in a window. Add your own; fitcheck --exclude GLOB adds more for one run.",
                "defaultSlot: the room a key gets when no rule matches; rules: the first rule whose match fits a key gives its slot.",
                "slots from code: each key's room is read from the Swift sources and nibs in this folder on every run, as are rows and choices (strings laid out together); `fitcheck slots` shows what a run uses and why. A rule or group here that matches a key wins over the code.",
                "samples: what stands in for %lld, %f and %@ while measuring (also integer, double, string); keys: per key pattern and argument number.",
                "failOn is left out: the run fails on error-level findings (layout, missing glyphs, empty text, format mismatches, a table the device cannot read). Untranslated text is a warning, one finding per language listing its keys, and fails the run only when you add \\"failOn\\": [\\"overflow\\", \\"clipped\\", \\"brokenWord\\", \\"zeroLines\\", \\"missingGlyphs\\", \\"formatMismatch\\", \\"unreadableTable\\", \\"untranslated\\"], or a gate such as \\"minimumCoverage\\": { \\"de\\": 0.95 }."
              ],
              "platform": "macOS",
              "catalogs": [\(catalogs.map(Self.quoted).joined(separator: ", "))],
              "languages": [\(languages.map(Self.quoted).joined(separator: ", "))],
              "widths": [\(widths)],
              "exclude": [\(Self.macExclude.map(Self.quoted).joined(separator: ", "))],
              "defaultSlot": {
                "width": "100% - 40", "style": "body", "lines": null,
                "comment": "The width less 20 pt margins on each side (AppKit's standard spacing to a window's edge), body text (13 pt), wrapping freely (lines: null)."
              },
              "rules": [
                {
                  "name": "one-line controls", "match": "tight.", "width": "50% - 30", "lines": 1, "style": "body",
                  "comment": [
                    "An example rule: rename your keys or change match to fit your app.",
                    "match: keys starting with tight. (also: a glob such as *.title, or =Key for one key).",
                    "width: half the width less 30 pt (a button or pop-up in a two-column form); also \\"100% - 40\\" or a fixed \\"130\\".",
                    "lines: one line, as push buttons, pop-up buttons and checkboxes draw their titles; more is an overflow.",
                    "style: body is the 13 pt system font of regular-size controls; subheadline (11 pt) for small controls."
                  ]
                }
              ],
              "samples": {
                "keys": {},
                "comment": "e.g. \\"keys\\": { \\"paywall.price\\": { \\"1\\": \\"$29.99\\" } } puts $29.99 in place of the first argument."
              }
            }

            """
    }

    /// A JSON string literal.
    private static func quoted(_ text: String) -> String {
        StableJSON.text(text, pretty: false)
    }
}
