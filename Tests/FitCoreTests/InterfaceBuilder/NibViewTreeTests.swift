import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// The view tree of a nib: views with their frames (top-down in the scene), placement, IB's marks,
/// priorities, and every constraint with its implicit items.
@Suite("NibViewTree: a nib's scenes, views, frames and constraints")
struct NibViewTreeTests {
    func scenes(_ text: String, file: String = "Prefs.xib") throws -> [NibScene] {
        try NibDocument(bytes: Array(text.utf8), file: file).scenes
    }

    @Test("AppKit: frames turned top-down, placement, marks, priorities (defaults 250/750), intrinsic axes")
    func appKitViews() throws {
        let scene = try #require(try scenes(NibSnippets.appKit("""
            <textField horizontalHuggingPriority="251" verticalCompressionResistancePriority="1000" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="20" y="220" width="100" height="16"/>
                <textFieldCell key="cell" title="Sort by:" id="c1"/>
            </textField>
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="20" y="180" width="200" height="21"/>
                <textFieldCell key="cell" editable="YES" id="c2"/>
            </textField>
            <box fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="10" y="10" width="200" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                <view key="contentView" id="inner">
                    <rect key="frame" x="2" y="2" width="196" height="80"/>
                </view>
            </box>
            """)).first)
        #expect(scene.views.map(\.id) == ["root", "label", "field", "box", "inner"])
        #expect(scene.canvas == ViewFrame(x: 0, y: 0, width: 480, height: 260))
        let label = try #require(scene.view("label"))
        #expect(label.sceneFrame == ViewFrame(x: 20, y: 24, width: 100, height: 16))
        #expect(label.placement == .autoLayout && label.misplaced && !label.ambiguous)
        #expect(label.hugging == .init(horizontal: 251, vertical: 250))
        #expect(label.compressionResistance == .init(horizontal: 750, vertical: 1000))
        #expect(label.intrinsicAxes == [.horizontal, .vertical])
        #expect(scene.view("field")?.intrinsicAxes == [.vertical])
        let box = try #require(scene.view("box"))
        #expect(box.placement == .autoresizing && box.autoresizing.widthSizable && box.autoresizing.flexibleMinY)
        #expect(box.sceneFrame == ViewFrame(x: 10, y: 150, width: 200, height: 100))
        #expect(scene.view("inner")?.sceneFrame == ViewFrame(x: 12, y: 168, width: 196, height: 80))
        #expect(scene.view("inner")?.parent == "box")
    }

    @Test("constraints: the owner as the implicit item, a constant-only one, relation, ratio multiplier, priority; placeholders dropped")
    func constraints() throws {
        let scene = try #require(try scenes(NibSnippets.appKit("""
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
                <rect key="frame" x="20" y="20" width="100" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="60" id="w"/>
                    <constraint firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="2:1" id="r"/>
                </constraints>
            </customView>
            """, constraints: """
            <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="20" priority="750" id="t"/>
            <constraint firstItem="a" firstAttribute="lastBaseline" secondItem="root" secondAttribute="centerY" multiplier="0.5" id="b"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" placeholder="YES" id="p"/>
            """)).first)
        let described = scene.constraints.map {
            "\($0.id) \($0.firstItem).\($0.firstAttribute) \($0.relation) \($0.multiplier) × \($0.secondItem ?? "-").\($0.secondAttribute.map(\.rawValue) ?? "-") + \($0.constant) @\($0.priority)"
        }
        #expect(described == [
            "w a.width greaterThanOrEqual 1.0 × -.- + 60.0 @1000.0",
            "r a.width equal 2.0 × a.height + 0.0 @1000.0",
            "t root.trailing equal 1.0 × a.trailing + 20.0 @750.0",
            "b a.lastBaseline equal 0.5 × root.centerY + 0.0 @1000.0",
        ])
    }

    @Test("UIKit storyboard: a scene per view controller, its safe area and top guide, the device")
    func storyboard() throws {
        let text = NibSnippets.uiKit("""
            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                <rect key="frame" x="16" y="40" width="120" height="21"/>
            </label>
            """).replacingOccurrences(of: "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"/>",
                                      with: "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"/>\n<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>")
            .replacingOccurrences(of: "<scenes>", with: "<device id=\"ipad9_7\" orientation=\"portrait\"/><scenes>")
        let scene = try #require(try scenes(text, file: "Main.storyboard").first)
        #expect(scene.id == "s1" && scene.device == "ipad9_7" && scene.runtime == .uiKit)
        #expect(scene.view("l1")?.sceneFrame == ViewFrame(x: 16, y: 40, width: 120, height: 21))
        #expect(scene.guides == [NibLayoutGuide(id: "safe", kind: .safeArea, owner: "root")])
    }

    /// Views, constraints and scenes read from every Base nib of a fixture.
    static func counts(_ app: String) throws -> (files: Int, scenes: Int, views: Int, constraints: Int) {
        let folder = Corpus.folder.appendingPathComponent(app)
        let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
            .filter { NibDocument.isNib($0) && (!$0.contains(".lproj/") || $0.contains("Base.lproj/")) }.sorted()
        var scenes = 0, views = 0, constraints = 0
        for file in files {
            let read = try NibDocument.read(file: folder.appendingPathComponent(file).path).scenes
            scenes += read.count
            views += read.reduce(0) { $0 + $1.views.count }
            constraints += read.reduce(0) { $0 + $1.constraints.count }
        }
        return (files.count, scenes, views, constraints)
    }

    /// duckduckgo: 1007 constraints written, 4 not installed at their canvas's size classes (BrowsingMenu's two
    /// iPad constraints, ActionMessageView's and Tab's excluded ones).
    @Test("the fixtures: every scene, view and constraint read (counts as of the fixture commits)",
          .enabled(if: Corpus.appsAvailable, Comment(rawValue: Corpus.absent)),
          arguments: [("monitorcontrol-app", "1 7 199 90"), ("clipy-app", "11 10 213 257"), ("duckduckgo-ios-app", "24 66 571 1003")])
    func fixtures(app: String, expected: String) throws {
        let counts = try Self.counts(app)
        print("\(app): \(counts.files) nibs, \(counts.scenes) scenes, \(counts.views) views, \(counts.constraints) constraints")
        #expect("\(counts.files) \(counts.scenes) \(counts.views) \(counts.constraints)" == expected)
    }
}
