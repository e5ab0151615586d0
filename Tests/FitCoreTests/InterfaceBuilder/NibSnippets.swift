import Foundation
import FitcheckTestSupport

/// Small Interface Builder documents and projects for the tests: a view of a few controls wrapped in
/// the document Xcode writes, and folders laid out as an app's (`Base.lproj/Prefs.xib`,
/// `de.lproj/Prefs.strings`, a `project.pbxproj`).
enum NibSnippets {
    /// An AppKit `.xib` whose one content view (480 × 260, id `root`) holds `subviews` and `constraints`.
    static func appKit(_ subviews: String, constraints: String = "", autoLayout: Bool = true) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="12121" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="\(autoLayout ? "YES" : "NO")">
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="260"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                </customView>
            </objects>
        </document>
        """
    }

    /// A UIKit storyboard with one view controller whose view (375 × 667, id `root`) holds `subviews`.
    static func uiKit(_ subviews: String, constraints: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" title="Settings">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Preferences" id="nav1"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A fixed-frame AppKit checkbox.
    static func checkbox(id: String, cell: String, title: String, x: Int = 20, width: Int, controlSize: String? = nil) -> String {
        """
                <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="\(x)" y="200" width="\(width)" height="18"/>
                    <buttonCell key="cell" type="check" title="\(title)" bezelStyle="regularSquare" imagePosition="left" \(controlSize.map { "controlSize=\"\($0)\" " } ?? "")inset="2" id="\(cell)">
                        <font key="font" metaFont="\(controlSize == "small" ? "smallSystem" : "system")"/>
                    </buttonCell>
                </button>
        """
    }

    /// An AppKit label (a text field drawn without bezel) at `x` with `width`; `fixed` pins its frame.
    static func label(id: String, cell: String, title: String, x: Double, width: Double, fixed: Bool = false,
                      compression: Int? = nil, hugging: Int? = nil, lineBreak: String = "clipping",
                      font: String = #"metaFont="system""#, height: Double = 17) -> String {
        let priorities = (compression.map { #"horizontalCompressionResistancePriority="\#($0)" "# } ?? "")
            + (hugging.map { #"horizontalHuggingPriority="\#($0)" "# } ?? "")
        return """
                <textField \(priorities)verticalHuggingPriority="750" \(fixed ? #"fixedFrame="YES" "# : "")translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="\(x)" y="120" width="\(width)" height="\(height)"/>
                    <textFieldCell key="cell" lineBreakMode="\(lineBreak)" sendsActionOnEndEditing="YES" title="\(title)" id="\(cell)">
                        <font key="font" \(font)/>
                    </textFieldCell>
                </textField>
        """
    }

    /// Writes `files` (path relative to the folder → contents) into a new temporary folder.
    static func project(_ files: [String: String], label: String = #function) throws -> URL {
        let root = try TemporaryFolder.make(label)
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    /// A `.strings` table of `pairs`, each with Xcode's comment.
    static func strings(_ pairs: [(String, String)]) -> String {
        pairs.map { "/* Class = \"NSTextFieldCell\"; ObjectID = \"\($0.0)\"; */\n\"\($0.0)\" = \"\($0.1)\";\n" }.joined(separator: "\n")
    }
}
