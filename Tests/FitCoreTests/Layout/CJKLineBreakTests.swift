import Foundation
import Testing
@testable import FitCore

/// CJK text wraps as the platform wraps it: between ideographs and kana, never with a line starting
/// with closing punctuation (。、」）) or ending with opening punctuation (「（) — ICU's locale-tailored
/// line breaking. A rule that breaks only at spaces (Latin's) cannot wrap these texts at all.
@Suite(.enabled(if: DefaultFontSetTests.packageFontsInstalled()))
struct CJKLineBreakTests {
    static let cannotStart: Set<Character> = ["。", "、", "」", "）", "，", "』", "！", "？"]
    static let cannotEnd: Set<Character> = ["「", "（", "『"]

    /// Measures `text` at every width from 3 to 20 em and checks each line; returns how many widths
    /// put a forbidden character where a break between any two characters would have put it.
    func checkKinsoku(_ text: String, language: String) throws -> Int {
        let measurer = TextMeasurer(shaper: try ShapingTestSupport.shaper())
        let size = 17.0
        var moved = 0
        for ems in 3...20 {
            let parameters = FitParameters(pointSize: size, slotWidth: Double(ems) * size + 0.5)
            let measured = try measurer.measure(text, language: language, parameters: parameters, sfTracking: false)
            #expect(measured.measurement.verdict == .fits, "\(language) at \(ems) em: \(measured.measurement.verdict)")
            let lines = measured.lineTexts
            #expect(lines.joined() == text)
            for (index, line) in lines.enumerated() {
                if index > 0, let first = line.first { #expect(!Self.cannotStart.contains(first), "\(language) \(ems) em: line starts with \(first)") }
                if index < lines.count - 1, let last = line.last { #expect(!Self.cannotEnd.contains(last), "\(language) \(ems) em: line ends with \(last)") }
            }
            // Every character here is 1 em wide: breaking anywhere would fill each line with `ems` of them.
            let characters = Array(text)
            var start = 0
            while start + ems < characters.count {
                let next = characters[start + ems], last = characters[start + ems - 1]
                if Self.cannotStart.contains(next) || Self.cannotEnd.contains(last) { moved += 1; break }
                start += ems
            }
        }
        return moved
    }

    @Test func japaneseKeepsPunctuationWithItsWord() throws {
        let moved = try checkKinsoku("設定を変更しました。「東京」の天気（予報）を確認してください。明日、また通知します。", language: "ja")
        #expect(moved > 3, "the text must put punctuation at a line edge at several widths")
    }

    @Test func simplifiedChineseKeepsPunctuationWithItsWord() throws {
        let moved = try checkKinsoku("您的订阅已更新。「高级版」将在（下个月）续订，届时会通知您。谢谢！", language: "zh-Hans")
        #expect(moved > 3)
    }

    @Test func traditionalChineseKeepsPunctuationWithItsWord() throws {
        let moved = try checkKinsoku("您的訂閱已更新。「進階版」將在（下個月）續訂，屆時會通知您。謝謝！", language: "zh-Hant")
        #expect(moved > 3)
    }

    /// Twin: a text without spaces cannot wrap under a rule that breaks only at spaces; ICU breaks
    /// between the ideographs, so the wrapped text above is no accident of the text.
    @Test func withoutICUsBreaksTheTextWouldNotWrap() throws {
        let shaped = try ShapingTestSupport.shaper().shape(ShapingRequest(text: "設定を変更しました。", language: "ja"))
        #expect(shaped.clusters.filter { $0.flags.contains(.breakBefore) }.count >= 5)
        #expect(!"設定を変更しました。".contains(" "))
    }

    /// Korean breaks where ICU's `ko` locale says: between syllables as well as at spaces.
    @Test func koreanBreaksAsICUsKoreanLocale() throws {
        let text = "구독 설정을 관리하세요. 결제 내역(영수증)을 확인합니다."
        let shaped = try ShapingTestSupport.shaper().shape(ShapingRequest(text: text, language: "ko"))
        let ours = shaped.clusters.filter { $0.flags.contains(.breakBefore) }.map(\.utf8Offset)
        let icu = try TextBreaker(.line, language: "ko").boundaries(text).map(\.utf8Offset).filter { $0 < text.utf8.count }
        #expect(ours == icu)
        // Inside a word too (not only after spaces), and never before ")" or "." .
        let afterSpaces = text.utf8.indices.filter { $0 > text.utf8.startIndex && text.utf8[text.utf8.index(before: $0)] == 0x20 }.count
        #expect(ours.count > afterSpaces)
        for offset in ours {
            let byte = Array(text.utf8)[Int(offset)]
            #expect(byte != UInt8(ascii: ")") && byte != UInt8(ascii: "."))
        }
    }
}
