import Testing
@testable import FitCore
import FitcheckTestSupport

/// A group measured over the run's widths × sizes: what depends on the size alone is worked out once
/// per size, however many widths read it.
@Suite("Group measurer")
struct GroupMeasurerTests {
    /// The demo's groups (a row of buttons, a segmented control, a tab bar, a `ViewThatFits` choice)
    /// laid out in every cell as a run lays them out: each member's one-line width is fitted once per
    /// rendition and size (``GroupMeasurer/MemberTexts/atSize(_:sizeIndex:)``), not again at every
    /// width — it is what `stack` shares, a sibling's widest variant and a choice's pick start from.
    @Test func oneLineWidthsAreFittedOncePerSizeNotPerWidth() throws {
        let matrix = try Matrix.load(path: Repository.demoMatrix)
        let plan = try RunPlan(RunInputs.load(matrix: matrix, selection: RunSelection(languages: ["de", "ru"])))
        let groups = RunGroups(plan: plan, members: try RunRenditions(expanding: plan).groupMembers)
        try #require(Set(groups.groups.map(\.kind)) == [.row, .choice])
        try #require(plan.widths.count > 1 && plan.sizes.count > 1)
        let measurer = GroupMeasurer(matrix: plan.matrix, fonts: try FontLibrary.bundled(), widths: plan.widths,
                                     sizes: plan.sizes, picker: WidthVariantPicker(groups.renditions))
        var members = 0
        for group in groups.groups {
            for language in plan.languages {
                var texts = measurer.texts(group, language: language, renditions: groups.renditions.filter { $0.language == language })
                for width in plan.widths {
                    for sizeIndex in plan.sizes.indices { _ = try measurer.layOut(group, &texts, width: width, sizeIndex: sizeIndex) }
                }
                for member in texts.members.joined() {
                    try #require(!member.renditions.isEmpty && member.renditions.allSatisfy { $0.widthVariant == nil })
                    #expect(member.oneLineFits == member.renditions.count * plan.sizes.count, "\(member.member.key) · \(language)")
                    members += 1
                }
            }
        }
        #expect(members == groups.groups.reduce(0) { $0 + $1.keys.count } * plan.languages.count)
    }
}
