import Foundation
import Testing
@testable import FitCore

/// The default font set measures every script of an App Store language list: each text below was
/// `missingGlyphs` with the bundled Noto fonts alone, and now measures in the font the table names,
/// at the width `hb-shape` gives on the same file.
@Suite struct DefaultFontSetTests {
    /// The default set without its package fonts: what fitcheck had before them.
    static let bundledOnly: Result<FontLibrary, Error> = Result {
        try FontLibrary(FontConfiguration(fontsDirectory: try FontConfiguration.bundled().fontsDirectory, packageFonts: false))
    }

    static func packageFontsInstalled() -> Bool {
        (try? ShapingTestSupport.library.get().unavailableFonts.isEmpty) ?? false
    }

    @Test("A script outside the bundled fonts measures, at hb-shape's width", .enabled(if: packageFontsInstalled()), arguments: [
        ("ja", "設定を管理する", "NotoSansCJK-Regular.ttc", UInt32(0)),
        ("ko", "구독 설정 관리", "NotoSansCJK-Regular.ttc", 1),
        ("zh-Hans", "管理订阅设置", "NotoSansCJK-Regular.ttc", 2),
        ("zh-Hant", "管理訂閱設定", "NotoSansCJK-Regular.ttc", 3),
        ("zh-HK", "管理訂閱設定", "NotoSansCJK-Regular.ttc", 4),
        ("bn", "সাবস্ক্রিপশন পরিচালনা", "NotoSansBengali-Regular.ttf", 0),
        ("ta", "சந்தாவை நிர்வகிக்கவும்", "NotoSansTamil-Regular.ttf", 0),
        ("te", "సభ్యత్వాన్ని నిర్వహించండి", "NotoSansTelugu-Regular.ttf", 0),
        ("kn", "ಚಂದಾದಾರಿಕೆಯನ್ನು ನಿರ್ವಹಿಸಿ", "NotoSansKannada-Regular.ttf", 0),
        ("ml", "സബ്സ്ക്രിപ്ഷൻ നിയന്ത്രിക്കുക", "NotoSansMalayalam-Regular.ttf", 0),
        ("gu", "સબ્સ્ક્રિપ્શન મેનેજ કરો", "NotoSansGujarati-Regular.ttf", 0),
        ("pa", "ਗਾਹਕੀ ਦਾ ਪ੍ਰਬੰਧਨ ਕਰੋ", "NotoSansGurmukhi-Regular.ttf", 0),
        ("si", "දායකත්වය කළමනාකරණය කරන්න", "NotoSansSinhala-Regular.ttf", 0),
        ("km", "គ្រប់គ្រងការជាវ", "NotoSansKhmer-Regular.ttf", 0),
        ("lo", "ຈັດການການສະໝັກສະມາຊິກ", "NotoSansLao-Regular.ttf", 0),
        ("my", "စာရင်းသွင်းမှုကို စီမံပါ", "NotoSansMyanmar-Regular.ttf", 0),
        ("hy", "Կառավարել բաժանորդագրությունը", "NotoSansArmenian-Regular.ttf", 0),
        ("ka", "გამოწერის მართვა", "NotoSansGeorgian-Regular.ttf", 0),
        ("am", "የደንበኝነት ምዝገባን ያስተዳድሩ", "NotoSansEthiopic-Regular.ttf", 0),
        ("en", "🔒👍🏽☕", "NotoColorEmoji.ttf", 0),
    ])
    func measuresAtHarfBuzzWidth(_ language: String, _ text: String, _ file: String, _ faceIndex: UInt32) throws {
        // Before: the bundled fonts lack these characters.
        let before = try Shaper(library: try Self.bundledOnly.get()).shape(ShapingRequest(text: text, language: language))
        #expect(!before.missingCharacters.isEmpty)

        let library = try ShapingTestSupport.library.get()
        let shaped = try Shaper(library: library).shape(ShapingRequest(text: text, language: language))
        #expect(shaped.missingCharacters.isEmpty)
        #expect(ShapingTestSupport.fontNames(shaped) == [file + (faceIndex > 0 ? "#\(faceIndex)" : "")])
        let face = try #require(library.faces.first { $0.name == shaped.fontsUsed[0] && $0.index == faceIndex })
        guard let reference = try HarfBuzzReferenceTests.reference(font: face.path, text: text, language: language,
                                                                  faceIndex: faceIndex) else {
            Issue.record("hb-shape not found (install libharfbuzz-bin)")
            return
        }
        let size = 17.0
        let ours = ShapingTestSupport.width(shaped) * size
        let theirs = Double(reference.advance) / face.font.unitsPerEm * size
        #expect(abs(ours - theirs) < 0.01, "\(language): \(ours) pt, hb-shape \(theirs) pt")
        #expect(shaped.runs.flatMap(\.glyphs).map(\.glyphID) == reference.glyphs)
    }

    @Test(.enabled(if: packageFontsInstalled()))
    func anEmojiSequenceIsOneCluster() throws {
        let shaper = try ShapingTestSupport.shaper()
        for emoji in ["👩‍💻", "👍🏽", "🇯🇵", "👨‍👩‍👧‍👦", "🏳️‍🌈", "1️⃣"] {
            let shaped = try shaper.shape(ShapingRequest(text: emoji, language: "en"))
            #expect(shaped.clusters.count == 1, "\(emoji): \(shaped.clusters.count) clusters")
            #expect(shaped.clusters.first?.graphemeStarts == 1)
            #expect(ShapingTestSupport.fontNames(shaped) == ["NotoColorEmoji.ttf"])
            #expect(shaped.missingCharacters.isEmpty)
        }
        // Twin: without the joiner the same two emoji are two clusters.
        #expect(try shaper.shape(ShapingRequest(text: "👩💻", language: "en")).clusters.count == 2)
    }

    @Test(.enabled(if: packageFontsInstalled()))
    func emojiPresentationPicksTheEmojiFontAndTextAroundItStays() throws {
        let shaper = try ShapingTestSupport.shaper()
        // ▶ alone is text (Inter has it); with U+FE0F it is the emoji; the space and digits after an
        // emoji stay in Inter, though the emoji font has them too.
        let text = try shaper.shape(ShapingRequest(text: "▶ Play", language: "en"))
        #expect(ShapingTestSupport.fontNames(text) == ["Inter.var.ttf"])
        let emoji = try shaper.shape(ShapingRequest(text: "▶️ 12 Play", language: "en"))
        #expect(ShapingTestSupport.fontNames(emoji) == ["NotoColorEmoji.ttf", "Inter.var.ttf"])
        #expect(emoji.runs.map(\.clusterRange.count) == [1, 8])
        // Symbols and arrows a catalog uses: in Inter, else in a symbols face; none missing.
        let symbols = try shaper.shape(ShapingRequest(text: "⌘⇧⌥ → ✓ ⏏ ♞", language: "en"))
        #expect(symbols.missingCharacters.isEmpty)
    }

    /// 直 and 骨 are drawn differently in Japan and Taiwan: each language gets its own face.
    @Test(.enabled(if: packageFontsInstalled()))
    func hanTakesTheLanguagesOwnForms() throws {
        let shaper = try ShapingTestSupport.shaper()
        func glyphs(_ language: String) throws -> [UInt32] {
            try shaper.shape(ShapingRequest(text: "直骨", language: language)).runs.flatMap(\.glyphs).map(\.glyphID)
        }
        let japanese = try glyphs("ja"), traditional = try glyphs("zh-Hant"), simplified = try glyphs("zh-Hans")
        #expect(japanese != traditional)
        #expect(japanese != simplified)
        #expect(traditional != simplified)
        // Twin: the same language twice gives the same glyphs.
        #expect(try glyphs("ja-JP") == japanese)
        #expect(try glyphs("zh-TW") == traditional)
    }

    @Test func theLibrarySeesOnlyTheFontsFolderAndTheTablesFiles() throws {
        let library = try ShapingTestSupport.library.get()
        let fonts = try FontConfiguration.bundled().fontsDirectory
        let tableFiles = Set(DefaultFontSet.allFiles.map(\.file.path).filter { $0.hasPrefix("/") })
        #expect(library.fontFiles.allSatisfy { $0.hasPrefix(fonts + "/") || tableFiles.contains($0) })
        // Twin: the machine has other fonts (its own DejaVu, Noto Serif) that are not taken.
        #expect(!library.fontFiles.contains { ($0.contains("DejaVu") && !$0.hasPrefix(fonts + "/")) || $0.contains("NotoSerif") })
    }

    @Test func theTableNamesEveryScriptAndAMissingFile() throws {
        let table = DefaultFontSet.table(fontsDirectory: "/x/Fonts")
        for name in ["Latin", "Han", "Hangul", "Bengali", "Ethiopic", "emoji", "Inter.var.ttf", "InterDisplay.var.ttf",
                     "NotoSansCJK-Regular.ttc#3", "zh-Hant"] {
            #expect(table.contains(name), "\(name)")
        }
        #expect(!table.contains("MISSING"))
        let missing = DefaultFontSet.table(fontsDirectory: "/x/Fonts",
                                           missing: ["/usr/share/fonts/truetype/noto/NotoSansTamil-Regular.ttf"])
        #expect(missing.contains("NotoSansTamil-Regular.ttf (MISSING: install fonts-noto-core)"))
    }
}
