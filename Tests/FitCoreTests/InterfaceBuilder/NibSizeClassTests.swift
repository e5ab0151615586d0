import Foundation
import Testing
@testable import FitCore

/// Size-class variations: a scene keeps the constraints its canvas's size classes install.
@Suite("NibVariation: constraints installed per size class of the canvas")
struct NibSizeClassTests {
    /// A root holding a box with `k1` in every size class, `k2` only at regular width (excluded by default),
    /// `k3` everywhere but regular height and width.
    static func storyboard(device: String) -> String {
        SceneCanvasTests.storyboard(device: device, """
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="16" y="40" width="100" height="100"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="k1"/>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="80" id="k2"/>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="k3"/>
                                </constraints>
                                <variation key="default">
                                    <mask key="constraints">
                                        <exclude reference="k2"/>
                                    </mask>
                                </variation>
                                <variation key="widthClass=regular">
                                    <mask key="constraints">
                                        <include reference="k2"/>
                                    </mask>
                                </variation>
                                <variation key="heightClass=regular-widthClass=regular">
                                    <mask key="constraints">
                                        <exclude reference="k3"/>
                                    </mask>
                                </variation>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            """)
    }

    @Test("a phone canvas drops the regular-width constraint; an iPad canvas takes it and drops the one excluded at regular/regular",
          arguments: [("retina4_7", ["k1", "k3"]), ("ipad9_7", ["k1", "k2"])])
    func installed(device: String, ids: [String]) throws {
        let scene = try #require(try NibDocument(bytes: Array(Self.storyboard(device: device).utf8), file: "S.storyboard").scenes.first)
        #expect(scene.constraints.map(\.id) == ids)
    }
}
