import Testing
@testable import FitCore

/// The cell model sets a slot's text at a screen width and a size: hand-computed cells.
@Suite struct CellModelTests {
    /// `"50% - 24"` at 390 pt with 16 pt insets each side: (390 − 32) × 0.5 − 24 = 155 pt. Body at L is
    /// 17/22 pt with SF tracking −26/1000 em (−0.442 pt) on top of the slot's own +1; at AX5 53/62 pt,
    /// where SF's tracking is +6/1000 em (+0.318 pt) — unless the slot caps the size at xxxL (23/29 pt).
    @Test func aSlotAtAWidthAndASizeIsSetAsHandComputed() {
        let slot = Slot(width: WidthExpression("50% - 24")!, maxLines: 2, style: .body, tracking: 1)
        let model = CellModel(slot: slot, sizes: [.L, .AX5], insets: ContainerInsets(leading: 16, trailing: 16))
        let large = model.cell(screenWidth: 390, size: 0)
        #expect(large.slotWidth == 155)
        #expect(large.pointSize == 17 && large.leading == 22)
        #expect(abs(large.tracking - (1 - 0.442)) < 1e-12)
        #expect(large.parameters == FitParameters(pointSize: 17, slotWidth: 155, maxLines: 2, lineHeight: 22,
                                                  tracking: large.tracking))
        #expect(model.parameters(size: 0, slotWidth: 155) == large.parameters)
        let huge = model.cell(screenWidth: 390, size: 1)
        #expect(huge.pointSize == 53 && huge.leading == 62 && huge.effectiveSize == .AX5)
        #expect(abs(huge.tracking - (1 + 0.318)) < 1e-12)

        var capped = slot
        capped.largestSize = .xxxL
        let cappedCell = CellModel(slot: capped, sizes: [.AX5]).cell(screenWidth: 390, size: 0)
        #expect(cappedCell.size == .AX5 && cappedCell.effectiveSize == .xxxL)
        #expect(cappedCell.pointSize == 23 && cappedCell.leading == 29)
        #expect(cappedCell.slotWidth == 171)   // no insets: 390 × 0.5 − 24
    }

    /// Without SF tracking the slot's own letter-spacing stays as it is; the cells come width by width.
    @Test func cellsComeWidthByWidthAndSFTrackingIsTheSlots() {
        var slot = Slot(width: WidthExpression("100% - 32")!, style: .caption1, tracking: 0.5)
        slot.sfTracking = false
        let model = CellModel(slot: slot, sizes: [.S, .L])
        let cells = model.cells(screenWidths: [320, 390])
        #expect(cells.map(\.slotWidth) == [288, 288, 358, 358])
        #expect(cells.map(\.size) == [.S, .L, .S, .L])
        #expect(cells.map(\.pointSize) == [11, 12, 11, 12])
        #expect(cells.allSatisfy { $0.tracking == 0.5 })
        #expect(CellModel.tracking(0.5, sfTracking: true, pointSize: 12) == 0.5)   // SF's 12 pt tracking is 0
        #expect(abs(CellModel.tracking(0.5, sfTracking: true, pointSize: 17) - 0.058) < 1e-12)
    }

    /// Lines a slot shows: its line limit, or what its maximum height holds, whichever is fewer.
    @Test func theLineLimitIsTheFewerOfLinesAndHeight() {
        func cell(lines: Int?, height: Double?) -> TextCell {
            CellModel(slot: Slot(width: WidthExpression("200")!, maxLines: lines, maxHeight: height, style: .body),
                      sizes: [.L]).cell(screenWidth: 390, size: 0)
        }
        #expect(cell(lines: nil, height: nil).lineLimit == nil)
        #expect(cell(lines: 3, height: nil).lineLimit == 3)
        #expect(cell(lines: nil, height: 44).lineLimit == 2)   // 22 pt leading
        #expect(cell(lines: 3, height: 50).lineLimit == 2)
        #expect(cell(lines: 1, height: 50).lineLimit == 1)
    }

    /// The font: the slot's weight, or its style's; the matrix's override for a language on top.
    @Test func theFontIsTheSlotsWeightWithTheLanguagesOverride() {
        let model = CellModel(slot: Slot(width: WidthExpression("200")!, style: .headline), sizes: [],
                              fonts: ["hi": FontOverride(weight: .bold)])
        #expect(model.font(for: "de").weight == .semibold)
        #expect(model.font(for: "hi").weight == .bold)
    }
}
