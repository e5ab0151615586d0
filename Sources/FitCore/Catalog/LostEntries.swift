import Foundation

/// What a device shows for the keys a broken table file lost, by the kind of table — as the platform
/// looks a string up (`CFBundleCopyLocalizedString`: the table's text, else the value the caller
/// passes, else the key):
/// - a nib's table (`<lang>.lproj/Main.strings` beside `Base.lproj/Main.xib` or `.storyboard`): the nib
///   passes its own text as the value, so the device shows the Base nib's text;
/// - `InfoPlist.strings`: the bundle's localized info dictionary is empty, so the `Info.plist` value
///   stands (``InfoPlistValues``);
/// - any other table is the code's: the default value the code passes (``CodeDefaultValues``), else
///   the key.
enum LostEntries {
    enum TableKind: Equatable {
        /// The nib the table localizes (its path).
        case nib(String)
        case infoPlist
        case code
    }

    /// The kind of the table named `name` whose `.lproj` folders are in `folder`.
    static func kind(ofTable name: String, in folder: String) -> TableKind {
        if name == "InfoPlist" { return .infoPlist }
        let lprojs = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".lproj") }
        // The Base nib first: the one the device takes its text from.
        for lproj in lprojs.sorted(by: { ($0 == "Base.lproj" ? 0 : 1, $0) < ($1 == "Base.lproj" ? 0 : 1, $1) }) {
            for ext in ["xib", "storyboard"] {
                let nib = (folder as NSString).appendingPathComponent("\(lproj)/\(name).\(ext)")
                if FileManager.default.fileExists(atPath: nib) { return .nib(nib) }
            }
        }
        return .code
    }

    /// What the device shows for each of `keys`, lost from the table `name` in `folder`.
    /// - Parameter baseTexts: a nib table's Base text by key, as the catalog knows it (its `Base` language).
    static func shown(keys: [String], table name: String, in folder: String, baseTexts: [String: String]) -> [String: ShownText] {
        guard !keys.isEmpty else { return [:] }
        var result: [String: ShownText] = [:]
        switch kind(ofTable: name, in: folder) {
        case .nib:
            for key in keys { result[key] = baseTexts[key].map { ShownText(.baseText, $0) } ?? ShownText(.baseText, key) }
        case .infoPlist:
            let values = InfoPlistValues.find(near: folder)
            for key in keys { result[key] = values[key].map { ShownText(.plistValue, $0) } ?? ShownText(.key, key) }
        case .code:
            let defaults = CodeDefaultValues.find(keys: Set(keys), table: name, in: projectFolder(of: folder))
            for key in keys { result[key] = defaults[key].map { ShownText(.defaultValue, $0) } ?? ShownText(.key, key) }
        }
        return result
    }

    /// What a finding says the device shows for its keys: the kind's own source when any key has it
    /// (`baseText`, `plistValue`, `defaultValue`), else `key`.
    static func summary(_ shown: [ShownText]) -> ShownInstead {
        shown.first { $0.shows != .key }?.shows ?? .key
    }

    /// The app's folder for a table whose `.lproj` folders are in `folder`: the nearest folder up from
    /// it that holds `.git`, an `.xcodeproj` or a `Package.swift`; else the folder itself.
    static func projectFolder(of folder: String) -> String {
        var current = (folder as NSString).standardizingPath
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            if names.contains(where: { $0 == ".git" || $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") }) { return current }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return folder }
            current = parent
        }
    }
}
