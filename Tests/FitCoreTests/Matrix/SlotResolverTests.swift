import Testing
@testable import FitCore

@Suite("Key patterns and slot rules")
struct SlotResolverTests {
    /// pattern, key, matches
    static let patterns: [(String, String, Bool)] = [
        ("tight.", "tight.badge.new", true),       // no wildcard: a prefix
        ("tight.", "title.add", false),
        ("tight.*", "tight.badge.new", true),      // the same rule as a glob
        ("tight.*", "tight", false),
        ("*.title", "alert.delete.title", true),   // * crosses dots
        ("*.title", "alert.delete.message", false),
        ("tab.?", "tab.1", true),
        ("tab.?", "tab.12", false),
        ("a*b*c", "a-x-b-y-c", true),
        ("a*b*c", "a-x-c-y-b", false),
        ("=Save", "Save", true),                   // = is exact
        ("=Save", "Saved", false),
        ("Save", "Saved", true),
        ("*", "", true),
    ]

    @Test(arguments: patterns)
    func patternMatching(_ pattern: String, _ key: String, _ matches: Bool) throws {
        #expect(try #require(KeyPattern(pattern)).matches(key) == matches)
    }

    @Test func anEmptyPatternIsRejected() {
        #expect(KeyPattern("") == nil)
        #expect(KeyPattern("*") != nil)
    }

    static func slot(_ lines: Int?) -> Slot { Slot(width: WidthExpression(percent: 100, offset: -32), maxLines: lines) }

    static let resolver = SlotResolver(rules: [
        SlotRule(index: 0, name: "tabs", pattern: KeyPattern("tight.tab.")!, slot: slot(1)),
        SlotRule(index: 1, pattern: KeyPattern("tight.*")!, slot: slot(1)),
        SlotRule(index: 2, pattern: KeyPattern("tight.tab.settings")!, slot: slot(3)),  // shadowed by rule 0
        SlotRule(index: 3, pattern: KeyPattern("title.")!, slot: slot(2)),
    ], defaultSlot: slot(nil))

    /// key, the rule that gives its slot (`defaultSlot` when none)
    static let matches: [(String, String)] = [
        ("tight.tab.settings", "rules[0] \"tabs\" (tight.tab.)"),
        ("tight.badge.new", "rules[1] (tight.*)"),
        ("title.add", "rules[3] (title.)"),
        ("button.save", "defaultSlot"),
        ("subtitle.add", "defaultSlot"),
    ]

    @Test(arguments: matches)
    func firstMatchWins(_ key: String, _ source: String) {
        #expect(Self.resolver.resolve(key: key).source == source)
    }

    @Test func theWinningRuleGivesItsSlot() {
        #expect(Self.resolver.resolve(key: "tight.tab.settings").slot.maxLines == 1)
        #expect(Self.resolver.resolve(key: "title.add").slot.maxLines == 2)
        #expect(Self.resolver.resolve(key: "button.save").slot.maxLines == nil)
        #expect(Self.resolver.resolve(key: "button.save").rule == nil)
    }

    @Test func largestSizeCapsTheTextSize() {
        var tab = Self.slot(1)
        #expect(tab.typeMetrics(at: .AX1).pointSize == 28)
        tab.largestSize = .L
        #expect(tab.typeMetrics(at: .AX1).pointSize == 17)
        #expect(tab.typeMetrics(at: .S).pointSize == 15)
    }
}
