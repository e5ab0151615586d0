import Testing
@testable import FitCore

/// A text the code sets on an `@IBOutlet` takes the room, lines and font of the nib view the outlet is
/// connected to (``NibOutlets``), not UIKit's defaults for a label made in code.
@Suite("Slot inference: UIKit outlets joined to their nib views")
struct UIKitOutletTests {
    /// A xib whose File's Owner is `FindView` with outlets to a wrapping 15 pt label 200 pt wide and a
    /// button 120 pt wide.
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="FindView">
                    <connections>
                        <outlet property="counterLabel" destination="lab" id="o1"/>
                        <outlet property="doneButton" destination="btn" id="o2"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <subviews>
                        <label opaque="NO" text="1 of 3" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lab">
                            <rect key="frame" x="20" y="10" width="200" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="200" id="w1"/>
                            </constraints>
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                            <rect key="frame" x="240" y="10" width="120" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="120" id="w2"/>
                            </constraints>
                            <state key="normal" title="Done"/>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    static func infer(_ code: String) throws -> SlotInferenceResult {
        let document = try NibDocument(bytes: Array(xib.utf8), file: "FindView.xib")
        let outlets = NibOutlets(nibs: [("App/FindView.xib", document)])
        return SlotInference.infer(sources: [("App/FindView.swift", Array(code.utf8))], catalogKeys: ["k"], outlets: outlets)
    }

    struct Row: Sendable, CustomStringConvertible {
        var fact: String
        var code: String
        var width: String
        var lines: Int?
        var pointSize: Double?
        var description: String { fact }
    }

    static let rows: [Row] = [
        Row(fact: "a label outlet: the nib view's width, numberOfLines 0 (wraps) and 15 pt font",
            code: "counterLabel.text = NSLocalizedString(\"k\", comment: \"\")", width: "200", lines: nil, pointSize: 15),
        Row(fact: "self.outlet is the same outlet",
            code: "self.counterLabel.text = NSLocalizedString(\"k\", comment: \"\")", width: "200", lines: nil, pointSize: 15),
        Row(fact: "numberOfLines set in code wins over the nib's",
            code: "counterLabel.numberOfLines = 1\n        counterLabel.text = NSLocalizedString(\"k\", comment: \"\")",
            width: "200", lines: 1, pointSize: 15),
        Row(fact: "a button outlet's title: the nib button's width, one line",
            code: "doneButton.setTitle(NSLocalizedString(\"k\", comment: \"\"), for: .normal)", width: "120", lines: 1),
        Row(fact: "a label not declared an outlet keeps UIKit's defaults for a label made in code",
            code: "let counterLabel = UILabel()\n        counterLabel.text = NSLocalizedString(\"k\", comment: \"\")",
            width: "100% - 32", lines: 1),
    ]

    @Test(arguments: rows)
    func anOutletTakesItsNibViewsRoom(_ row: Row) throws {
        let declared = row.fact.contains("not declared") ? "" : """
                @IBOutlet weak var counterLabel: UILabel!
                @IBOutlet weak var doneButton: UIButton!
            """
        let result = try Self.infer("""
            import UIKit
            class FindView: UIView {
            \(declared)
                func update() {
                    \(row.code)
                }
            }
            """)
        let slot = try #require(SlotInferenceConstructTests.slot(result, "k"), "\(row.fact)")
        #expect(slot.slot.width.description == row.width, "\(row.fact): \(slot.notes)")
        #expect(slot.slot.maxLines == row.lines, "\(row.fact)")
        if let size = row.pointSize { #expect(slot.slot.pointSize == size, "\(row.fact)") }
        if row.width != "100% - 32" { #expect(slot.notes.contains { $0.contains("App/FindView.xib") }, "\(row.fact): \(slot.notes)") }
    }

    @Test func anOutletOfAnotherClassIsNotJoined() throws {
        let result = try Self.infer("""
            class Other: UIView {
                @IBOutlet weak var counterLabel: UILabel!
                func update() { counterLabel.text = NSLocalizedString("k", comment: "") }
            }
            """)
        #expect(try #require(SlotInferenceConstructTests.slot(result, "k")).slot.width.description == "100% - 32")
    }
}
