import Foundation
import Testing
@testable import FitCore

/// What a UIKit scene's device and container give its views: the safe area under the status bar and a
/// navigation bar, a table cell's margins, a bar's own height.
@Suite("SceneCanvas: safe areas, bars and table cell margins of UIKit scenes")
struct SceneCanvasTests {
    static func storyboard(device: String, _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// A view controller whose root (`width` × `height`) holds a label 20 pt inside its safe area's top,
    /// framed at `labelY`.
    static func controller(_ id: String, width: Int = 375, height: Int, labelY: Int, item: String = "", extra: String = "",
                           extraConstraints: String = "") -> String {
        """
                <scene sceneID="\(id)">
                    <objects>
                        <viewController id="\(id)-vc">
                            <view key="view" contentMode="scaleToFill" id="\(id)-root">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <subviews>
                                    <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-label">
                                        <rect key="frame" x="16" y="\(labelY)" width="100" height="21"/>
                                    </label>
                                    \(extra)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
                                <constraints>
                                    <constraint firstItem="\(id)-label" firstAttribute="top" secondItem="\(id)-safe" secondAttribute="top" constant="20" id="\(id)-k1"/>
                                    <constraint firstItem="\(id)-label" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leadingMargin" id="\(id)-k2"/>
                                    \(extraConstraints)
                                </constraints>
                            </view>
                            \(item)
                        </viewController>
                    </objects>
                </scene>
        """
    }

    func comparisons(_ text: String) throws -> [SceneOracle.Comparison] {
        try NibDocument(bytes: Array(text.utf8), file: "Canvas.storyboard").scenes.flatMap(SceneOracle.compare)
    }

    @Test("under a navigation bar the safe area starts 64 pt down on a 4.7-inch phone; a root shorter than the screen sits below the bars; an empty navigation item is no bar")
    func navigationBar() throws {
        let text = Self.storyboard(device: "retina4_7", [
            Self.controller("pushed", height: 667, labelY: 84, item: #"<navigationItem key="navigationItem" title="Feedback" id="n1"/>"#),
            Self.controller("opaque", height: 603, labelY: 20, item: #"<navigationItem key="navigationItem" title="Feedback" id="n2"/>"#),
            Self.controller("bare", height: 667, labelY: 40, item: #"<navigationItem key="navigationItem" id="n3"/>"#),
        ].joined(separator: "\n"))
        let all = try comparisons(text)
        #expect(all.map(\.view) == ["pushed-label", "opaque-label", "bare-label"])
        #expect(all.allSatisfy { $0.cause == nil }, "\(all.map { "\($0.view) \($0.solved) \($0.cause ?? "")" })")
    }

    @Test("a root IB marks misplaced under a navigation bar is as tall as the screen below the status bar and the bar (672 pt on a 736 pt phone)")
    func misplacedRoot() throws {
        let fill = #"<constraint firstAttribute="bottom" secondItem="m-label" secondAttribute="bottom" constant="631" id="m-k3"/>"#
        let text = Self.storyboard(device: "retina5_5", Self.controller("m", width: 414, height: 666, labelY: 20,
                                                                        item: #"<navigationItem key="navigationItem" title="Feedback" id="n4"/>"#,
                                                                        extraConstraints: fill)
            .replacingOccurrences(of: #"id="m-root""#, with: #"misplaced="YES" id="m-root""#)
            .replacingOccurrences(of: #"<rect key="frame" x="16" y="20" width="100" height="21"/>"#,
                                  with: #"<rect key="frame" x="20" y="20" width="100" height="21"/>"#))
        let all = try comparisons(text)
        #expect(all.map(\.view) == ["m-label"])
        #expect(all.allSatisfy { $0.cause == nil }, "\(all.map { "\($0.view) \($0.solved) \($0.cause ?? "")" })")
    }

    @Test("a navigation bar view is as tall as its own frame (44 pt) without a height constraint; the 414 pt iPhone 11's status bar is 48 pt")
    func barHeight() throws {
        let bar = #"""
            <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b-bar">
                <rect key="frame" x="0.0" y="48" width="414" height="44"/>
            </navigationBar>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b-below">
                <rect key="frame" x="0.0" y="92" width="414" height="804"/>
            </view>
            """#
        let constraints = #"""
            <constraint firstItem="b-bar" firstAttribute="top" secondItem="b-safe" secondAttribute="top" id="b-k3"/>
            <constraint firstItem="b-bar" firstAttribute="leading" secondItem="b-root" secondAttribute="leading" id="b-k4"/>
            <constraint firstItem="b-bar" firstAttribute="trailing" secondItem="b-root" secondAttribute="trailing" id="b-k5"/>
            <constraint firstItem="b-below" firstAttribute="top" secondItem="b-bar" secondAttribute="bottom" id="b-k6"/>
            <constraint firstItem="b-below" firstAttribute="leading" secondItem="b-root" secondAttribute="leading" id="b-k7"/>
            <constraint firstItem="b-below" firstAttribute="trailing" secondItem="b-root" secondAttribute="trailing" id="b-k8"/>
            <constraint firstAttribute="bottom" secondItem="b-below" secondAttribute="bottom" id="b-k9"/>
            """#
        let text = Self.storyboard(device: "retina6_1", Self.controller("b", width: 414, height: 896, labelY: 68, extra: bar,
                                                                         extraConstraints: constraints)
            .replacingOccurrences(of: #"x="16" y="68""#, with: #"x="20" y="68""#))
        let all = try comparisons(text)
        #expect(all.map(\.view) == ["b-label", "b-bar", "b-below"])
        #expect(all.allSatisfy { $0.cause == nil }, "\(all.map { "\($0.view) \($0.solved) \($0.cause ?? "")" })")
    }

    @Test("a table cell's content view has the table's side margins (20 pt on a 414 pt phone) and 11 pt above and below")
    func cellMargins() throws {
        let text = Self.storyboard(device: "retina6_1", #"""
                <scene sceneID="t">
                    <objects>
                        <tableViewController id="t-vc">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" id="t-table">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" id="t-cell">
                                        <rect key="frame" x="0.0" y="50" width="414" height="97.5"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" preservesSuperviewLayoutMargins="YES" tableViewCell="t-cell" id="t-content">
                                            <rect key="frame" x="0.0" y="0.0" width="414" height="97.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="t-box">
                                                    <rect key="frame" x="20" y="11" width="374" height="75.5"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="t-box" firstAttribute="top" secondItem="t-content" secondAttribute="topMargin" id="t-k1"/>
                                                <constraint firstAttribute="bottomMargin" secondItem="t-box" secondAttribute="bottom" id="t-k2"/>
                                                <constraint firstItem="t-box" firstAttribute="leading" secondItem="t-content" secondAttribute="leadingMargin" id="t-k3"/>
                                                <constraint firstAttribute="trailingMargin" secondItem="t-box" secondAttribute="trailing" id="t-k4"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            """#)
        let all = try comparisons(text)
        #expect(all.map(\.view) == ["t-box"])
        #expect(all.allSatisfy { $0.cause == nil }, "\(all.map { "\($0.view) \($0.solved) \($0.cause ?? "")" })")
    }
}
