import Foundation

/// Which platform an app project is for, read from its files for `fitcheck init`, with the file
/// that says so.
///
/// Evidence, each one vote for a platform:
/// - an `SDKROOT` or `SUPPORTED_PLATFORMS` line in a `*.xcodeproj/project.pbxproj` (`macosx`;
///   `iphoneos`, `iphonesimulator`), once per build configuration that writes it;
/// - an `Info.plist` (or `*-Info.plist`) with `LSMinimumSystemVersion` (macOS) or
///   `LSRequiresIPhoneOS` / `UIApplicationSceneManifest` / `UILaunchStoryboardName` (iOS);
/// - a storyboard or xib for AppKit (`targetRuntime="MacOSX.Cocoa"`, or `NSWindow`, `NSView`
///   classes) or UIKit (`targetRuntime="iOS.CocoaTouch"`): the files a `Main.xcstrings` comes from.
///
/// A project with votes for both platforms (a multiplatform app) gets the one with more votes;
/// a tie goes to iOS, whose Dynamic Type sizes are the harder test for the shared catalog.
/// `fitcheck init --platform` overrides. No evidence at all: iOS, as before there was a choice.
public struct ProjectPlatform: Sendable, Equatable {
    /// One file's vote: the platform, the file (relative to the project folder) and what it says.
    public struct Evidence: Sendable, Equatable {
        public var platform: Platform
        public var file: String
        public var reason: String
        /// How many votes the file gives (build configurations in a project file).
        public var count: Int
    }

    /// The chosen platform.
    public var platform: Platform
    /// Every file that voted, in path order.
    public var evidence: [Evidence]

    /// Votes per platform.
    public func votes(_ platform: Platform) -> Int {
        evidence.filter { $0.platform == platform }.reduce(0) { $0 + $1.count }
    }

    /// The first file that voted for the chosen platform, project files first.
    public var deciding: Evidence? {
        let mine = evidence.filter { $0.platform == platform }
        return mine.first { $0.file.hasSuffix(".pbxproj") } ?? mine.first
    }

    /// Files larger than this are not read (a storyboard of 4 MB is already enormous).
    static let largestFile = 8 << 20

    /// Reads the project under `folder` (``ProjectFiles``: hidden folders, dependencies and build products skipped).
    public static func detect(in folder: String) -> ProjectPlatform {
        var evidence: [Evidence] = []
        let manager = FileManager.default
        _ = ProjectFiles.walk(folder) { item in
            guard !item.isFolder else { return true }
            let (name, path, relative) = (item.name, item.path, item.relative)
            let isProject = name == "project.pbxproj"
            let isPlist = name == "Info.plist" || name.hasSuffix("-Info.plist")
            let isInterface = ["storyboard", "xib"].contains((name as NSString).pathExtension)
            guard isProject || isPlist || isInterface,
                  let size = (try? manager.attributesOfItem(atPath: path))?[.size] as? Int, size <= largestFile,
                  let data = manager.contents(atPath: path) else { return true }
            let text = String(decoding: data, as: UTF8.self)
            if isProject { evidence += projectVotes(text, file: relative) }
            if isPlist { evidence += plistVotes(text, file: relative) }
            if isInterface { evidence += interfaceVotes(text, file: relative) }
            return true
        }
        evidence.sort { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
        var result = ProjectPlatform(platform: .iOS, evidence: evidence)
        if result.votes(.macOS) > result.votes(.iOS) { result.platform = .macOS }
        return result
    }

    /// `SDKROOT = macosx;`, `SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx";`: one vote
    /// per line for each platform the line names.
    static func projectVotes(_ text: String, file: String) -> [Evidence] {
        var mac = 0, ios = 0
        var macLine: String?, iosLine: String?
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("SDKROOT =") || trimmed.hasPrefix("SUPPORTED_PLATFORMS =") else { continue }
            let value = trimmed.split(separator: "=", maxSplits: 1).last.map(String.init) ?? ""
            let words = value.split { !$0.isLetter }.map(String.init)
            let shown = trimmed.hasSuffix(";") ? String(trimmed.dropLast()) : trimmed
            if words.contains("macosx") { mac += 1; macLine = macLine ?? shown }
            if words.contains("iphoneos") || words.contains("iphonesimulator") { ios += 1; iosLine = iosLine ?? shown }
        }
        var votes: [Evidence] = []
        if let macLine { votes.append(Evidence(platform: .macOS, file: file, reason: macLine, count: mac)) }
        if let iosLine { votes.append(Evidence(platform: .iOS, file: file, reason: iosLine, count: ios)) }
        return votes
    }

    /// An Info.plist's platform keys.
    static func plistVotes(_ text: String, file: String) -> [Evidence] {
        if text.contains("<key>LSMinimumSystemVersion</key>") {
            return [Evidence(platform: .macOS, file: file, reason: "LSMinimumSystemVersion", count: 1)]
        }
        for key in ["LSRequiresIPhoneOS", "UIApplicationSceneManifest", "UILaunchStoryboardName"]
        where text.contains("<key>\(key)</key>") {
            return [Evidence(platform: .iOS, file: file, reason: key, count: 1)]
        }
        return []
    }

    /// A storyboard's or xib's runtime: AppKit or UIKit.
    static func interfaceVotes(_ text: String, file: String) -> [Evidence] {
        if text.contains("targetRuntime=\"MacOSX.Cocoa\"") {
            return [Evidence(platform: .macOS, file: file, reason: "targetRuntime MacOSX.Cocoa (AppKit)", count: 1)]
        }
        if text.contains("targetRuntime=\"iOS.CocoaTouch\"") {
            return [Evidence(platform: .iOS, file: file, reason: "targetRuntime iOS.CocoaTouch (UIKit)", count: 1)]
        }
        // An AppKit class named as an attribute value (`customClass="NSApplication"`).
        for appKit in ["NSApplication", "NSWindow", "NSView"] where text.contains("\"\(appKit)\"") {
            return [Evidence(platform: .macOS, file: file, reason: "\(appKit) (AppKit)", count: 1)]
        }
        return []
    }
}
