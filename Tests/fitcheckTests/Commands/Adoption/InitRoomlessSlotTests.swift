import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// A room `init` reads as 0 pt or less at a matrix width never becomes a rule that stops the run: the key
/// keeps the default slot, `init` and `slots` say how many and why, and `fitcheck` then measures (exit 0
/// or 1). A hand-written rule with no room is still bad input (exit 2).
@Suite struct InitRoomlessSlotTests {
    static let dispatcher = Dispatcher(commands: [CheckCommand.command, InitCommand.command, SlotsCommand.command],
                                       defaultCommand: "check")

    /// A storyboard drawn on an iPad canvas (1024 pt): its "Hide" button near the trailing edge reads as
    /// `100% - 984` (as in duckduckgo-ios-app's DaxOnboarding.storyboard); a label beside it has room.
    static func project() throws -> URL {
        let folder = try TemporaryFolder.make("init-roomless")
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <device id="ipad9_7" orientation="landscape" layout="fullscreen" appearance="light"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="1024" height="768"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                                            <rect key="frame" x="20" y="200" width="400" height="21"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                                            <rect key="frame" x="964" y="92" width="36" height="32"/>
                                            <fontDescription key="fontDescription" type="boldSystem" pointSize="16"/>
                                            <state key="normal" title="Hide"/>
                                        </button>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="l1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                        <constraint firstItem="root" firstAttribute="top" secondItem="b1" secondAttribute="top" constant="-72" id="c2"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let files = [
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/de.lproj/Main.strings": "\"l1.text\" = \"Willkommen\";\n\"b1.normalTitle\" = \"Ausblenden\";\n",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    @Test func initKeepsTheDefaultSlotForARoomOfNoWidthAndTheRunMeasures() throws {
        let folder = try Self.project()
        defer { TemporaryFolder.remove(folder) }
        let initOutcome = Self.dispatcher.run(["init", folder.path, "--platform", "ios"])
        #expect(initOutcome.status == 0, "\(initOutcome.standardError)")
        #expect(initOutcome.standardOutput.contains("1 placed, 1 with no room at a matrix width (the default slot)"), "\(initOutcome.standardOutput)")
        #expect(initOutcome.standardOutput.contains("kept the default slot: 1 whose room read is 0 pt or less at a matrix width, so misread (button 1;"),
                "\(initOutcome.standardOutput)")
        #expect(initOutcome.standardError.contains(
            "fitcheck: warning: App/Base.lproj/Main.storyboard:18: \"b1.normalTitle\" (button): its room read there, \"100% - 984\", is -684 pt at container width 300"),
                "\(initOutcome.standardError)")
        let path = folder.appendingPathComponent("fitcheck.json").path
        let written = try String(contentsOfFile: path, encoding: .utf8)
        // No rule is written for either: every run infers them, and keeps the default slot for the misread one.
        #expect(!written.contains("\"=l1.text\"") && !written.contains("\"=b1.normalTitle\""))

        let run = Self.dispatcher.run(["check", "--matrix", path, "--no-images"])
        #expect(run.status == 0 || run.status == 1, "\(run.standardError)")

        // The same rule written by hand is the file's mistake: exit 2, at its place.
        let handWritten = written.replacingOccurrences(of: "\"rules\": [", with: "\"rules\": [\n    { \"name\": \"mine\", \"match\": \"=b1.normalTitle\", \"width\": \"100% - 984\" },")
        #expect(handWritten != written)
        try Data(handWritten.utf8).write(to: URL(fileURLWithPath: path))
        let stopped = Self.dispatcher.run(["check", "--matrix", path, "--no-images"])
        #expect(stopped.status == 2 && stopped.standardError.contains("\"100% - 984\" gives -684 pt at width 300; a slot must be wider than 0"),
                "\(stopped.standardError)")
    }

    @Test func slotsListsTheKeyThatFellBackAndWhy() throws {
        let folder = try Self.project()
        defer { TemporaryFolder.remove(folder) }
        let outcome = Self.dispatcher.run(["slots", folder.path, "--json"])
        #expect(outcome.status == 0)
        #expect(outcome.standardError.contains("\"b1.normalTitle\" (button)") && outcome.standardError.contains("keeps the default slot"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let fellBack = try #require(json["fellBack"] as? [[String: Any]])
        #expect(fellBack.count == 1 && fellBack[0]["key"] as? String == "b1.normalTitle" && fellBack[0]["width"] as? String == "100% - 984")
        #expect(fellBack[0]["containerWidth"] as? Double == 300 && fellBack[0]["room"] as? Double == -684)
        #expect(fellBack[0]["place"] as? String == "App/Base.lproj/Main.storyboard:18")
        #expect((json["summary"] as? [String: Any])?["fellBack"] as? Int == 1)
        #expect(((json["keys"] as? [[String: Any]]) ?? []).compactMap { $0["key"] as? String } == ["l1.text"])
        let text = Self.dispatcher.run(["slots", folder.path])
        #expect(text.standardOutput.contains("no room at a matrix width: misread, keep the default slot (1)"), "\(text.standardOutput)")
    }
    /// An `HStack` whose stated widths leave its third text nothing on a 300 pt phone: `init` writes no
    /// group for it (it would stop the run, exit 2), says so, and the run measures with the same warning; the same group
    /// written by hand is the file's mistake (exit 2).
    @Test func initWritesNoGroupWhoseMemberHasNoRoomAndTheRunMeasures() throws {
        let folder = try TemporaryFolder.make("init-roomless-group")
        defer { TemporaryFolder.remove(folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data(#"{ "sourceLanguage" : "en", "version" : "1.0", "strings" : { "Name" : { }, "Value" : { }, "Note" : { } } }"#.utf8)
            .write(to: folder.appendingPathComponent("App/Localizable.xcstrings"))
        try Data("""
            struct Row: View {
                var body: some View {
                    HStack {
                        Text("Name").frame(width: 150)
                        Text("Value").frame(width: 150)
                        Text("Note")
                    }
                }
            }
            """.utf8).write(to: folder.appendingPathComponent("App/Row.swift"))
        let initOutcome = Self.dispatcher.run(["init", folder.path, "--platform", "ios"])
        #expect(initOutcome.status == 0, "\(initOutcome.standardError)")
        #expect(initOutcome.standardOutput.contains("not measured together: 1 row or choice with no room for a member at a matrix width, "
                                                    + "so misread (HStack 1; their 3 keys keep their own slots"), "\(initOutcome.standardOutput)")
        #expect(initOutcome.standardError.contains(#"App/Row.swift:3:9: HStack row-"#)
                && initOutcome.standardError.contains("'Note' gets -48 pt at container width 300"), "\(initOutcome.standardError)")
        let path = folder.appendingPathComponent("fitcheck.json").path
        let written = try String(contentsOfFile: path, encoding: .utf8)
        // Slots come from the code on every run: the file holds no key's rule and no inferred row, and the
        // run's own inference drops the row the same way (never exit 2).
        #expect(!written.contains(#""kind": "row""#) && !written.contains(#""=Name""#) && !written.contains(#""=Note""#), "\(written)")
        let run = Self.dispatcher.run(["check", "--matrix", path, "--no-images"])
        #expect(run.status == 0 || run.status == 1, "\(run.standardError)")
        // The run says so as `init` did: the same one-line warning naming the construct, once.
        let warning = try #require(initOutcome.standardError.split(separator: "\n").first { $0.contains("HStack row-") })
        #expect(run.standardError.components(separatedBy: warning).count == 2, "\(run.standardError)")

        let handWritten = written.replacingOccurrences(
            of: #"  "samples": {"#,
            with: #"  "groups": [{ "kind": "row", "policy": "stack", "members": [{ "key": "Name", "width": 150 }, { "key": "Value", "width": 150 }, "Note"] }],"#
                + "\n" + #"  "samples": {"#)
        #expect(handWritten != written, "\(written)")
        try Data(handWritten.utf8).write(to: URL(fileURLWithPath: path))
        let stopped = Self.dispatcher.run(["check", "--matrix", path, "--no-images"])
        #expect(stopped.status == 2 && stopped.standardError.contains("'Note' gets -48 pt at width 300"), "\(stopped.standardError)")
    }
}
