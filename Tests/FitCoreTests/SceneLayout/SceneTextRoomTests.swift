import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// A scene's texts solved with their measured widths: neighbours chained to a text move, a window grows,
/// and a text is squeezed only where required constraints or a stronger neighbour bind.
@Suite("SceneTextRoom: a nib scene's texts get the room Auto Layout gives them once measured")
struct SceneTextRoomTests {
    func scene(_ text: String) throws -> NibScene {
        try #require(try NibDocument(bytes: Array(text.utf8), file: "Prefs.xib").scenes.first)
    }

    /// An AppKit label (its text field 2 pt outside its alignment rectangle each side, 4 pt chrome).
    static func label(_ id: String, x: Int, width: Int, compression: Int = 750) -> String {
        """
        <textField horizontalHuggingPriority="251" horizontalCompressionResistancePriority="\(compression)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="220" width="\(width)" height="16"/>
            <textFieldCell key="cell" lineBreakMode="clipping" title="\(id)" id="\(id)-cell"/>
        </textField>
        """
    }

    static let labelChrome = 4.0

    @Test("a label chained to a pop-up: the pop-up moves and the label gets its text; the window grows for it")
    func chainedPopUp() throws {
        let scene = try scene(SceneOracleTests.chained(labelWidth: 100, popupX: 128))
        let room = SceneTextRoom(scene: scene, members: [.init(viewID: "label", chrome: Self.labelChrome)], root: .window(maximum: nil))
        // The nib's own text: the nib's layout.
        let nib = room.solve(width: 0, idealWidths: [100])
        #expect(nib.shares == [104] && nib.rootWidth == 480)
        // A text 300 pt wide: 20 + 300 + 8 + 120 + 20 = 468 still fits the 480 pt window; the pop-up moves to 328.
        let longer = room.solve(width: 0, idealWidths: [300])
        #expect(longer.shares == [304] && longer.rootWidth == 480)
        // 400 pt: the window grows (its width holds at 500, the label's compression resistance at 750) to
        // 20 + 400 + 8 + 114 (the pop-up's alignment rectangle, 3 pt inside its frame each side) + 20 = 562.
        let longest = room.solve(width: 0, idealWidths: [400])
        #expect(longest.shares == [404] && longest.rootWidth == 562 && longest.gaveWay == [[]])
        // A window whose maximum is 500 wide cuts it there: the label gives way by 62 pt.
        let capped = SceneTextRoom(scene: scene, members: room.members, root: .window(maximum: 500)).solve(width: 0, idealWidths: [400])
        #expect(capped.shares == [342] && capped.rootWidth == 500)
        #expect(capped.gaveWay == [["label compression resistance (750) gave way by 62 pt"]])
    }

    /// Two labels side by side between the content view's edges (required), the second's compression
    /// resistance as given, in a content view held at its canvas.
    func twoLabels(secondResists compression: Int) throws -> SceneTextRoom {
        let text = NibSnippets.appKit(Self.label("a", x: 18, width: 104) + Self.label("b", x: 130, width: 104, compression: compression),
                                      constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="8" id="k2"/>
            <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="20" id="k3"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="24" id="k4"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="24" id="k5"/>
            """)
        return SceneTextRoom(scene: try scene(text), members: [.init(viewID: "a", chrome: 4), .init(viewID: "b", chrome: 4)],
                             root: .canvas)
    }

    @Test("a compressible neighbour gives way; an incompressible one does not, and the text is cut")
    func neighbours() throws {
        // 480 − 20 − 8 − 20 = 432 pt for both texts' alignment widths.
        let yielding = try twoLabels(secondResists: 250).solve(width: 0, idealWidths: [400, 100])
        #expect(yielding.shares == [404, 36])
        #expect(yielding.gaveWay == [[], ["b compression resistance (250) gave way by 68 pt"]])
        let holding = try twoLabels(secondResists: 1000).solve(width: 0, idealWidths: [400, 100])
        #expect(holding.shares == [336, 104])
        #expect(holding.gaveWay == [["a compression resistance (750) gave way by 68 pt"], []])
    }

    @Test("a fixed-width container cuts its text; a 0.5 × multiplier gives half the screen at every width")
    func fixedAndMultiplied() throws {
        let boxed = NibSnippets.appKit("""
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="100" width="200" height="40"/>
                <subviews>
            \(Self.label("a", x: -2, width: 104))
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" constant="200" id="w1"/>
                    <constraint firstAttribute="height" constant="40" id="h1"/>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="k1"/>
                    <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="a" secondAttribute="trailing" id="k2"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="box" secondAttribute="top" id="k3"/>
                </constraints>
            </customView>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k4"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="120" id="k5"/>
            """)
        let room = SceneTextRoom(scene: try scene(boxed), members: [.init(viewID: "a", chrome: 4)], root: .window(maximum: nil))
        #expect(room.solve(width: 0, idealWidths: [150]).shares == [154])
        // 300 pt of text in a box of 200: the window does not help, the box's width is required.
        let cut = room.solve(width: 0, idealWidths: [300])
        #expect(cut.shares == [204] && cut.rootWidth == 480)

        let half = NibSnippets.uiKit("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                <rect key="frame" x="0.0" y="100" width="187.5" height="21"/>
            </label>
            """, constraints: """
            <constraint firstItem="l1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k1"/>
            <constraint firstItem="l1" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.5" id="k2"/>
            <constraint firstItem="l1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k3"/>
            """)
        let screen = SceneTextRoom(scene: try scene(half), members: [.init(viewID: "l1", chrome: 0)], root: .screen)
        #expect(screen.solve(width: 320, idealWidths: [250]).shares == [160])
        #expect(screen.solve(width: 430, idealWidths: [250]).shares == [215])
        #expect(screen.solve(width: 430, idealWidths: [50]).shares == [215])
    }

    @Test("a pop-up button is as wide as its widest item: every item gets that room")
    func popUpItems() throws {
        let scene = try scene(SceneOracleTests.chained(labelWidth: 100, popupX: 128))
        let popUp = SceneTextRoom.Member(viewID: "pop", chrome: 35)
        let room = SceneTextRoom(scene: scene, members: [.init(viewID: "label", chrome: 4), popUp, popUp], root: .window(maximum: nil))
        let solved = room.solve(width: 0, idealWidths: [100, 140, 60])
        #expect(solved.shares == [104, 175, 175])
        #expect(solved.frames[1].x == 125)  // 8 pt after the label's 100 pt, less its 3 pt alignment inset
    }

    @Test("a wrapping label with a maximum layout width is no wider than it; without one it grows to one line")
    func wrapping() throws {
        let scene = try scene(SceneOracleTests.chained(labelWidth: 100, popupX: 128))
        let capped = SceneTextRoom(scene: scene, members: [.init(viewID: "label", chrome: 4, maximumTextWidth: 150)], root: .window(maximum: nil))
        #expect(capped.solve(width: 0, idealWidths: [400]).shares == [154])
        let free = SceneTextRoom(scene: scene, members: [.init(viewID: "label", chrome: 4)], root: .window(maximum: nil))
        #expect(free.solve(width: 0, idealWidths: [400]).shares == [404])
    }
}
