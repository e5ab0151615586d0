import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// The oracle: each scene solved at its canvas reproduces the frames IB stored.
@Suite("SceneOracle: solving a nib's scene at its canvas reproduces the frames Interface Builder stored")
struct SceneOracleTests {
    func scenes(_ text: String, file: String = "Prefs.xib") throws -> [NibScene] {
        try NibDocument(bytes: Array(text.utf8), file: file).scenes
    }

    /// A label (100 wide) whose pop-up follows it at 8 pt, both 20 pt from the content view's edges; the
    /// label's frame is its text field's, 2 pt outside its alignment rectangle each side.
    static func chained(labelWidth: Int, popupX: Int, extra: String = "") -> String {
        NibSnippets.appKit("""
            <textField horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="18" y="220" width="\(labelWidth + 4)" height="16"/>
                <textFieldCell key="cell" title="Sort by:" id="c1"/>
            </textField>
            <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="pop">
                <rect key="frame" x="\(popupX - 3)" y="214" width="120" height="25"/>
            </popUpButton>
            """, constraints: """
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="pop" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="8" id="k2"/>
            <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="pop" secondAttribute="trailing" constant="20" id="k3"/>
            <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="24" id="k4"/>
            <constraint firstItem="pop" firstAttribute="centerY" secondItem="label" secondAttribute="centerY" id="k5"/>
            \(extra)
            """)
    }

    @Test("a label chained to a pop-up: both reproduced, the pop-up where the label's width puts it", arguments: [(100, 128), (200, 228)])
    func chainedPopUp(labelWidth: Int, popupX: Int) throws {
        let scene = try #require(try scenes(Self.chained(labelWidth: labelWidth, popupX: popupX)).first)
        let comparisons = SceneOracle.compare(scene)
        #expect(comparisons.map(\.view) == ["label", "pop"])
        #expect(comparisons.allSatisfy { $0.cause == nil }, "\(comparisons.map { "\($0.view) \($0.solved) \($0.cause ?? "")" })")
        // The pop-up's 20 pt bezel is centred on the label's 16 pt; its 25 pt frame reaches 1 pt above it and 3 pt left.
        #expect(comparisons.last?.solved == ViewFrame(x: Double(popupX - 3), y: 21, width: 120, height: 25))
    }

    @Test("a frame the constraints do not give is not reproduced, and says why: a conflict, a free view")
    func causes() throws {
        let conflict = try #require(try scenes(Self.chained(labelWidth: 100, popupX: 300, extra: """
            <constraint firstItem="label" firstAttribute="width" constant="100" id="k6"/>
            <constraint firstItem="pop" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="300" id="k7"/>
            """)).first)
        #expect(SceneOracle.compare(conflict).compactMap(\.cause) == ["unsatisfiable required constraints"])
        var system = SceneConstraints(conflict)
        #expect(system.solve().solution.unsatisfiable.map(\.constraint.label) == ["k7 (line 23)"])
        let free = try #require(try scenes(NibSnippets.appKit("""
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="20" width="100" height="50"/>
            </customView>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            """)).first)
        #expect(SceneOracle.compare(free).compactMap(\.cause) == ["ambiguous: the constraints leave it free"])
    }

    @Test("a view IB marks misplaced is not compared")
    func misplaced() throws {
        let text = Self.chained(labelWidth: 100, popupX: 300).replacingOccurrences(of: "<popUpButton ", with: "<popUpButton misplaced=\"YES\" ")
        let scene = try #require(try scenes(text).first)
        #expect(SceneOracle.compare(scene).map(\.view) == ["label"])
    }

    /// The share of Auto Layout views each fixture's nibs reproduce, and the causes of the rest.
    static func report(_ app: String) throws -> (compared: Int, reproduced: Int, causes: [(String, Int)], text: String) {
        let folder = Corpus.folder.appendingPathComponent(app)
        let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
            .filter { NibDocument.isNib($0) && !$0.contains(".lproj/") || $0.contains("Base.lproj/") }.filter(NibDocument.isNib).sorted()
        var comparisons: [SceneOracle.Comparison] = []
        for file in files {
            let document = try NibDocument.read(file: folder.appendingPathComponent(file).path)
            guard document.usesAutoLayout else { continue }
            for scene in document.scenes { comparisons += SceneOracle.compare(scene) }
        }
        let off = comparisons.filter { $0.cause != nil }
        var causes: [String: Int] = [:]
        for comparison in off { causes[comparison.cause!, default: 0] += 1 }
        let ranked = causes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        var text = "\(app): \(comparisons.count - off.count) of \(comparisons.count) Auto Layout views reproduced within 1 pt\n"
        for (cause, count) in ranked { text += "  \(count) \(cause)\n" }
        for comparison in off.prefix(12) {
            text += "    \(comparison.scene) \(comparison.view) \(comparison.element): IB \(comparison.stored), solved \(comparison.solved)\n"
        }
        return (comparisons.count, comparisons.count - off.count, ranked, text)
    }

    @Test("the fixtures' nibs: the share of Auto Layout views reproduced within 1 pt (printed), not below today's (the goal is 95 %)",
          .enabled(if: Corpus.appsAvailable, Comment(rawValue: Corpus.absent)),
          arguments: [("monitorcontrol-app", 0.99), ("clipy-app", 1.0), ("duckduckgo-ios-app", 0.86)])
    func fixtures(app: String, floor: Double) throws {
        let report = try Self.report(app)
        print(report.text)
        #expect(report.compared > 0)
        #expect(Double(report.reproduced) / Double(report.compared) >= floor, "\(report.text)")
    }
}
