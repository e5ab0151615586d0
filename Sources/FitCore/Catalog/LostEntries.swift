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

    /// The kind of the table named `name` whose `.lproj` folders are in `folder` (its nib as
    /// ``NibBaseText`` chooses it).
    static func kind(ofTable name: String, in folder: String) -> TableKind {
        if name == "InfoPlist" { return .infoPlist }
        if let (nib, _) = NibBaseText.choose(folder: folder, name: name) { return .nib(nib) }
        return .code
    }

    /// What the device shows for each of `keys`, lost from the table `name` in `folder`.
    /// - Parameter baseTexts: a nib table's Base text by key where the nib lacks it, as the catalog knows it
    ///   (a `Base.lproj` table of its own).
    static func shown(keys: [String], table name: String, in folder: String, baseTexts: [String: String]) -> [String: ShownText] {
        guard !keys.isEmpty else { return [:] }
        var result: [String: ShownText] = [:]
        switch kind(ofTable: name, in: folder) {
        case .nib:
            // The nib's own text; a nib that cannot be read is the nib reader's to report.
            let nib = try? NibBaseText.forTable(folder: folder, name: name)
            for key in keys {
                result[key] = ShownText(.baseText, nib?.text(forKey: key) ?? baseTexts[key] ?? key)
            }
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
