import Foundation
import Testing
@testable import FitCore

/// `NSGridView` rows as IB sizes them: each as tall as its tallest cell's alignment rectangle, a view's
/// placeholder intrinsic size standing in for the size IB laid it out with, and the paddings as they meet.
@Suite("SceneGrids: a grid's rows from its cells' intrinsic heights, placeholders and paddings")
struct SceneGridTests {
    /// A 440 × 94 grid 20 pt inside the root: a check box (its 16 pt box in an 18 pt frame) in a row with a -13
    /// bottom padding; a small label in a row with a -13 top padding; a separator box (placeholder height 2 in
    /// a 6 pt frame); a custom view (placeholder 100 × 25) centred in the last row, whose -13 bottom padding
    /// does not lift it off the grid's bottom.
    static let grid = NibSnippets.appKit("""
        <gridView xPlacement="leading" yPlacement="fill" rowAlignment="none" rowSpacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
            <rect key="frame" x="20" y="146" width="440" height="94"/>
            <rows>
                <gridRow bottomPadding="-13" id="r1"/>
                <gridRow topPadding="-13" bottomPadding="-10" id="r2"/>
                <gridRow id="r3"/>
                <gridRow bottomPadding="-13" id="r4"/>
            </rows>
            <columns>
                <gridColumn width="440" id="c1"/>
            </columns>
            <gridCells>
                <gridCell row="r1" column="c1" id="g1">
                    <button key="contentView" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="check">
                        <rect key="frame" x="-2" y="77" width="200" height="18"/>
                        <buttonCell key="cell" type="check" title="Enable" bezelStyle="regularSquare" imagePosition="left" inset="2" id="b1"/>
                    </button>
                </gridCell>
                <gridCell row="r2" column="c1" id="g2">
                    <textField key="contentView" horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                        <rect key="frame" x="-2" y="57" width="204" height="14"/>
                        <textFieldCell key="cell" controlSize="small" title="What it does." id="t1"/>
                    </textField>
                </gridCell>
                <gridCell row="r3" column="c1" xPlacement="fill" id="g3">
                    <box key="contentView" verticalHuggingPriority="750" placeholderIntrinsicHeight="2" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                        <rect key="frame" x="0.0" y="43" width="440" height="6"/>
                    </box>
                </gridCell>
                <gridCell row="r4" column="c1" xPlacement="center" id="g4">
                    <customView key="contentView" placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="25" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                        <rect key="frame" x="170" y="0.0" width="100" height="25"/>
                    </customView>
                </gridCell>
            </gridCells>
        </gridView>
        """, constraints: """
        <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
        <constraint firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" constant="20" id="k2"/>
        <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k3"/>
        <constraint firstAttribute="bottom" secondItem="grid" secondAttribute="bottom" constant="146" id="k4"/>
        """)

    @Test("rows from the check box, the label, the separator's and the custom view's placeholder heights: every frame reproduced")
    func rows() throws {
        let scene = try #require(try NibDocument(bytes: Array(Self.grid.utf8), file: "Grid.xib").scenes.first)
        let comparisons = SceneOracle.compare(scene)
        #expect(comparisons.map(\.view) == ["grid", "check", "note", "line", "slider"])
        #expect(comparisons.allSatisfy { $0.cause == nil }, "\(comparisons.map { "\($0.view) \($0.solved) \($0.cause ?? "")" })")
    }

    @Test("paddings that meet between rows do not add up; the outer ones do not move the content off the grid's edges")
    func paddings() {
        let rows = [-13.0, -10, 0, -6].enumerated().map { index, bottom in
            NibGrid.Track(id: "r\(index)", size: nil, startPadding: index == 1 ? -13 : (index == 0 ? -4 : 0), endPadding: bottom,
                          placement: nil, hidden: false)
        }
        let applied = SceneGrids.effectivePaddings(rows)
        #expect(applied.map(\.startPadding) == [0, 0, 0, 0])
        #expect(applied.map(\.endPadding) == [-13, -10, 0, 0])
    }
}
