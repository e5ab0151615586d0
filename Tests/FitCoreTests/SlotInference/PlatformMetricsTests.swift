import Testing
@testable import FitCore

/// The platform figures slot inference uses, one table per platform (``SlotMetrics/Figure`` for the
/// iPhone, ``MacSlotMetrics/Figure`` for the Mac): each row's name, points and source, listed here so
/// that a figure changed, added or said to come from elsewhere shows as a diff of this table.
@Suite struct PlatformMetricsTests {
    static func rows<F: CaseIterable & RawRepresentable>(_: F.Type, _ points: (F) -> Double, _ source: (F) -> MetricSource) -> [String]
    where F.RawValue == String {
        F.allCases.map { "\($0.rawValue) \(MatrixField.format(points($0))) \(source($0).rawValue)" }
    }

    @Test func theIPhoneTable() {
        #expect(Self.rows(SlotMetrics.Figure.self, \.points, \.source) == [
            "margin 16 estimate", "switchWidth 51 observed", "controlSpacing 8 observed", "labelIcon 28 estimate",
            "alertWidth 270 observed", "actionSheetEdge 8 observed", "barButton 44 documented", "buttonContentInset 12 estimate",
            "menuPickerChrome 24 estimate", "searchIcon 20 estimate", "segmentTitleInset 8 estimate", "tabItemPointSize 10 observed", "tabBarItems 5 documented",
            "hStackSpacing 8 observed", "stackViewSpacing 0 documented", "defaultPadding 16 observed", "listSectionInset 16 estimate",
            "listRowInset 16 estimate", "disclosureChevron 20 estimate", "labelFontSize 17 documented", "buttonTitleFontSize 15 estimate",
            "symbolWidth 17 estimate",
        ])
        // Each row says what it is.
        #expect(SlotMetrics.Figure.allCases.allSatisfy { !$0.about.isEmpty })
    }

    @Test func theMacTable() {
        #expect(Self.rows(MacSlotMetrics.Figure.self, \.points, \.source) == [
            "assumedContentWidth 480 estimate", "windowMargin 20 documented", "groupedRowInset 10 estimate",
            "switchWidth 38 observed", "controlSpacing 8 observed", "checkbox 14 observed", "checkboxGap 6 observed",
            "labelIcon 16 estimate", "labelIconGap 6 estimate", "alertTextWidth 220 observed", "popUpChrome 35 estimate",
            "segmentTitleInset 8 estimate", "assumedSidebarWidth 200 estimate", "stackViewSpacing 8 documented",
        ])
        #expect(MacSlotMetrics.Figure.allCases.allSatisfy { !$0.about.isEmpty })
    }

    /// The slots are made of the rows: an iPhone text is the screen less two margins; a Mac toggle in a
    /// grouped form, the row less the switch and its spacing.
    @Test func slotsAreMadeOfTheRows() {
        #expect(SlotMetrics.slot(for: .text).width.offset == -2 * SlotMetrics.Figure.margin.points)
        let mac = MacSlotMetrics.slot(for: .toggle, count: nil, container: 480, form: .grouped)
        let row = 480 - 2 * MacSlotMetrics.Figure.windowMargin.points - 2 * MacSlotMetrics.Figure.groupedRowInset.points
        #expect(mac.width.offset == row - MacSlotMetrics.Figure.switchWidth.points - MacSlotMetrics.Figure.controlSpacing.points)
    }
}
