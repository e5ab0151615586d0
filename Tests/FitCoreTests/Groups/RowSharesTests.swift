import Testing
@testable import FitCore

/// Each policy's shares against widths worked out by hand, and the choice rule as a table.
@Suite("Row shares and the choice rule")
struct RowSharesTests {
    static func member(_ key: String, width: Double? = nil, priority: Double = 0, fixedSize: Bool = false,
                       inset: Double = 0) -> GroupMember {
        GroupMember(key: key, fixedWidth: width, layoutPriority: priority, fixedSize: fixedSize, inset: inset)
    }

    /// 343 pt (375 − 32), two bordered buttons, 8 pt apart, 12 pt insets: (343 − 8) ÷ 2 = 167.5 each,
    /// 143.5 for each title.
    @Test func equalSharesWhatTheSpacingLeaves() {
        let row = RowGroup(members: [Self.member("a", inset: 12), Self.member("b", inset: 12)], policy: .equal, spacing: 8)
        #expect(RowShares.shares(of: row, width: 343) == [167.5, 167.5])
        #expect(RowShares.textWidths(of: row, width: 343) == [143.5, 143.5])
    }

    /// A segmented control of three at 343 pt: 343 ÷ 3 = 114.33…, less 8 pt each side.
    @Test func segmentsTouch() {
        let row = RowGroup(members: ["a", "b", "c"].map { Self.member($0, inset: 8) }, policy: .equal, spacing: 0,
                           control: .segmented)
        let widths = RowShares.textWidths(of: row, width: 343)
        #expect(widths.count == 3)
        #expect(abs(widths[0] - (343.0 / 3 - 16)) < 1e-9)
    }

    /// A tab bar of five shares 375 pt in fifths (75 pt); of seven, the first four and More in fifths.
    @Test func aTabBarShowsFiveItemsOrFourAndMore() {
        let five = RowGroup(members: (1...5).map { Self.member("t\($0)") }, policy: .equal, spacing: 0, control: .tabBar)
        #expect(RowShares.shares(of: five, width: 375) == [75, 75, 75, 75, 75])
        #expect(!five.hasMoreItem)
        let seven = RowGroup(members: (1...7).map { Self.member("t\($0)") }, policy: .equal, spacing: 0, control: .tabBar)
        #expect(seven.hasMoreItem)
        #expect(seven.shownMembers.map(\.key) == ["t1", "t2", "t3", "t4"])
        #expect(seven.membersInMoreList.map(\.key) == ["t5", "t6", "t7"])
        #expect(RowShares.shares(of: seven, width: 375) == [75, 75, 75, 75])
    }

    /// 343 pt, 8 pt spacing, one member 100 pt wide: the other two get (343 − 16 − 100) ÷ 2 = 113.5.
    @Test func fixedGivesTheRestToTheOthers() {
        let row = RowGroup(members: [Self.member("a"), Self.member("b", width: 100), Self.member("c")], policy: .fixed, spacing: 8)
        #expect(RowShares.shares(of: row, width: 343) == [113.5, 100, 113.5])
    }

    /// `UIStackView` `.fillProportionally` at 300 pt, 10 pt spacing (290 to share), titles 100 and 300 pt
    /// with 5 pt insets (intrinsic 110 and 310, 420 together): 290 × 110 ÷ 420 = 75.952…, 290 × 310 ÷ 420
    /// = 214.047…; their texts 65.952… and 204.047…, both short of their one-line widths (all shrink
    /// together). At 440 pt (430 to share) each gets more than it needs: 112.619…, 317.380….
    @Test func proportionalSharesFollowTheIntrinsicWidths() {
        let row = RowGroup(members: [Self.member("a", inset: 5), Self.member("b", inset: 5)], policy: .proportional, spacing: 10)
        let narrow = RowShares.shares(of: row, width: 300, idealWidths: [100, 300])
        #expect(abs(narrow[0] - 290.0 * 110 / 420) < 1e-9 && abs(narrow[1] - 290.0 * 310 / 420) < 1e-9, "\(narrow)")
        let texts = RowShares.textWidths(of: row, width: 300, idealWidths: [100, 300])
        #expect(abs(texts[0] - 65.952380952) < 1e-6 && abs(texts[1] - 204.047619048) < 1e-6, "\(texts)")
        let wide = RowShares.shares(of: row, width: 440, idealWidths: [100, 300])
        #expect(abs(wide[0] - 112.619047619) < 1e-6 && abs(wide[1] - 317.380952381) < 1e-6, "\(wide)")
        #expect(RowPolicy.proportional.sharesDependOnTexts && !RowPolicy.fixed.sharesDependOnTexts)
    }

    //  one-line widths      shares at 343 pt, 8 pt spacing (335 to share)
    static let stacks: [([Double], [Double])] = [
        ([200, 300], [167.5, 167.5]),   // two long texts: 50/50
        ([60, 300], [60, 275]),         // a short value keeps its width; the long text takes the rest
        ([100, 120], [100, 120]),       // both fit: each its own width
        ([300, 60, 90], [177, 60, 90]), // 327 to share: 60 first (of 109), then 90 (of 133.5), then 177 left
    ]

    @Test(arguments: stacks)
    func stackOffersTheLeastFlexibleFirst(ideal: [Double], expected: [Double]) {
        let row = RowGroup(members: ideal.indices.map { Self.member("m\($0)") }, policy: .stack, spacing: 8)
        #expect(RowShares.shares(of: row, width: 343, idealWidths: ideal) == expected)
    }

    /// A higher layout priority is offered first: the long title gets all but the value's fixed size.
    @Test func stackHonoursLayoutPriorityAndFixedSize() {
        let priority = RowGroup(members: [Self.member("title", priority: 1), Self.member("value")], policy: .stack, spacing: 8)
        // title offered 335 whole (the value can give way to nothing), takes its 300; value gets 35.
        #expect(RowShares.shares(of: priority, width: 343, idealWidths: [300, 80]) == [300, 35])
        let fixed = RowGroup(members: [Self.member("title", priority: 1), Self.member("value", fixedSize: true)],
                             policy: .stack, spacing: 8)
        // the fixed-size value keeps its 80 (+ reserved from the title's offer): title 255.
        #expect(RowShares.shares(of: fixed, width: 343, idealWidths: [300, 80]) == [255, 80])
    }

    //  ideal widths of the alternatives   proposal   shown  idealFits
    static let choices: [([Double], Double, Int, Bool)] = [
        ([200, 100], 250, 0, true),    // the first fits
        ([300, 100], 250, 1, true),    // the second fits
        ([300, 280], 250, 1, false),   // none fits: the last, laid out (it may wrap)
        ([300], 250, 0, false),        // one alternative that does not fit: itself, as a last resort
        ([250, 100], 250, 0, true),    // exactly the proposal fits
    ]

    @Test(arguments: choices)
    func aChoiceShowsTheFirstThatFitsElseTheLast(ideal: [Double], proposal: Double, shown: Int, idealFits: Bool) {
        let chosen = ChoiceRule.chosen(idealWidths: ideal, proposal: proposal)
        #expect(chosen.index == shown)
        #expect(chosen.idealFits == idealFits)
    }

    /// An `HStack`'s ideal width: one-line widths plus insets, stated widths as stated, plus spacing.
    @Test func aRowsIdealWidthIsItsMembersOnOneLine() {
        let row = RowGroup(members: [Self.member("a", inset: 12), Self.member("b", width: 50)], policy: .fixed, spacing: 8)
        #expect(RowShares.idealWidth(of: row, idealWidths: [100, 999]) == 124 + 50 + 8)
    }
}
