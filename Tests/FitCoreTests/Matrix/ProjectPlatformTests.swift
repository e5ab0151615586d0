import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// `fitcheck init` reads which platform a project is for from its Xcode project, Info.plist and
/// storyboards, and says which file told it.
@Suite("Project platform")
struct ProjectPlatformTests {
    /// What ``ProjectPlatform/detect(in:)`` says of a scratch project holding `files` (relative
    /// path → contents).
    static func detect(_ files: [String: String]) throws -> ProjectPlatform {
        let folder = try TemporaryFolder.make("platform")
        defer { TemporaryFolder.remove(folder) }
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return ProjectPlatform.detect(in: folder.path)
    }

    /// A project file with one build configuration per value.
    static func pbxproj(_ settings: [String]) -> String {
        "// !$*UTF8*$!\n{\n\tobjects = {\n" + settings.enumerated().map { index, setting in
            "\t\tA\(index) /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\t\t\t\t\(setting);\n\t\t\t};\n\t\t};\n"
        }.joined() + "\t};\n}\n"
    }

    @Test func theMacFixtureIsAMacApp() throws {
        let detected = ProjectPlatform.detect(in: Repository.fixture("MacProject"))
        #expect(detected.platform == .macOS)
        #expect(detected.deciding?.file == "Clipper.xcodeproj/project.pbxproj")
        #expect(detected.deciding?.reason == "SDKROOT = macosx")
        // The project file's two configurations, the Info.plist and the AppKit storyboard.
        #expect(detected.votes(.macOS) == 4 && detected.votes(.iOS) == 0)
        #expect(detected.evidence.map(\.file) == ["Clipper.xcodeproj/project.pbxproj", "Clipper/Base.lproj/Main.storyboard", "Clipper/Info.plist"])
    }

    //  files                                                                     platform  deciding file, reason
    static let cases: [([String: String], Platform, String?, String?)] = [
        (["A.xcodeproj/project.pbxproj": pbxproj(["SDKROOT = macosx"])], .macOS, "A.xcodeproj/project.pbxproj", "SDKROOT = macosx"),
        (["A.xcodeproj/project.pbxproj": pbxproj(["SDKROOT = iphoneos"])], .iOS, "A.xcodeproj/project.pbxproj", "SDKROOT = iphoneos"),
        (["A.xcodeproj/project.pbxproj": pbxproj([#"SUPPORTED_PLATFORMS = "macosx""#])], .macOS, "A.xcodeproj/project.pbxproj", #"SUPPORTED_PLATFORMS = "macosx""#),
        (["App/Info.plist": "<plist><dict><key>LSMinimumSystemVersion</key><string>13.0</string></dict></plist>"],
         .macOS, "App/Info.plist", "LSMinimumSystemVersion"),
        (["App/App-Info.plist": "<plist><dict><key>UILaunchStoryboardName</key><string>Launch</string></dict></plist>"],
         .iOS, "App/App-Info.plist", "UILaunchStoryboardName"),
        (["App/Base.lproj/Main.storyboard": #"<document targetRuntime="MacOSX.Cocoa"></document>"#, "App/Main.xcstrings": "{}"],
         .macOS, "App/Base.lproj/Main.storyboard", "targetRuntime MacOSX.Cocoa (AppKit)"),
        (["App/MainMenu.xib": #"<document><objects><customObject customClass="NSApplication"/></objects></document>"#],
         .macOS, "App/MainMenu.xib", "NSApplication (AppKit)"),
        (["App/Main.storyboard": #"<document targetRuntime="iOS.CocoaTouch"><view/></document>"#], .iOS, "App/Main.storyboard", "targetRuntime iOS.CocoaTouch (UIKit)"),
        // Build folders and dependencies are not the app.
        (["Pods/X.xcodeproj/project.pbxproj": pbxproj(["SDKROOT = macosx"]), ".build/a/Info.plist": "<key>LSMinimumSystemVersion</key>"],
         .iOS, nil, nil),
        ([:], .iOS, nil, nil),
    ]

    @Test(arguments: cases)
    func aProjectsFilesNameItsPlatform(files: [String: String], platform: Platform, file: String?, reason: String?) throws {
        let detected = try Self.detect(files)
        #expect(detected.platform == platform)
        #expect(detected.deciding?.file == file)
        #expect(detected.deciding?.reason == reason)
    }

    /// A project with both: the platform with more build configurations; a tie goes to iOS.
    @Test func aMultiplatformProjectGoesByMajorityAndIOSOnATie() throws {
        let mostlyMac = try Self.detect(["A.xcodeproj/project.pbxproj": Self.pbxproj([
            "SDKROOT = macosx", "SDKROOT = macosx", "SDKROOT = macosx", "SDKROOT = iphoneos"])])
        #expect(mostlyMac.platform == .macOS)
        #expect(mostlyMac.votes(.macOS) == 3 && mostlyMac.votes(.iOS) == 1)
        let tie = try Self.detect(["A.xcodeproj/project.pbxproj": Self.pbxproj([
            "SDKROOT = macosx", "SDKROOT = iphoneos"])])
        #expect(tie.platform == .iOS)
        // One multiplatform target names both in one line: a vote each, a tie, iOS.
        let both = try Self.detect(["A.xcodeproj/project.pbxproj": Self.pbxproj([
            #"SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx""#])])
        #expect(both.platform == .iOS && both.votes(.macOS) == 1 && both.votes(.iOS) == 1)
    }
}
