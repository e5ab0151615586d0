import Foundation

/// The values of an app's `Info.plist`: what the device shows for a key of `InfoPlist.strings` when
/// the language's `InfoPlist.strings` cannot be read (the bundle's localized info dictionary is then
/// empty and the plain Info.plist value stands).
///
/// The Info.plist is the one nearest the folder holding the `.lproj` folders: in that folder or below
/// (`Info.plist`, `<Target>-Info.plist`), else in its parent's; its top-level string values. A target
/// whose Info.plist Xcode generates states its values as `INFOPLIST_KEY_<key> = value;` build settings
/// in the `project.pbxproj`: those count where no Info.plist file has the key.
enum InfoPlistValues {
    static func find(near tableFolder: String) -> [String: String] {
        var values: [String: String] = [:]
        var folder = tableFolder
        for _ in 0..<3 {
            if let plist = nearestInfoPlist(in: folder) {
                values = topLevelStrings(plist)
                break
            }
            let parent = (folder as NSString).deletingLastPathComponent
            guard parent != folder, !parent.isEmpty else { break }
            folder = parent
        }
        for (key, value) in buildSettings(near: tableFolder) where values[key] == nil { values[key] = value }
        return values
    }

    /// The Info.plist closest below `folder` (fewest folders down), ties by path.
    private static func nearestInfoPlist(in folder: String) -> String? {
        var found: [String] = []
        _ = ProjectFiles.walk(folder) { item in
            if !item.isFolder, item.name == "Info.plist" || item.name.hasSuffix("-Info.plist") { found.append(item.relative) }
            return true
        }
        return found.min { a, b in
            let depths = (a.split(separator: "/").count, b.split(separator: "/").count)
            return depths.0 != depths.1 ? depths.0 < depths.1 : a.utf8.lexicographicallyPrecedes(b.utf8)
        }.map { (folder as NSString).appendingPathComponent($0) }
    }

    private static func topLevelStrings(_ path: String) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path),
              let root = try? PropertyListReader.parse(data, file: path).object() else { return [:] }
        var values: [String: String] = [:]
        for member in root.members {
            if case .string(let text) = member.value.kind { values[member.key] = text }
        }
        return values
    }

    /// `INFOPLIST_KEY_<key> = value;` in the nearest `project.pbxproj` up to three folders up (the first
    /// value given for a key).
    private static func buildSettings(near tableFolder: String) -> [String: String] {
        var folder = tableFolder
        for _ in 0..<4 {
            let projects = (try? FileManager.default.contentsOfDirectory(atPath: folder))?
                .filter { $0.hasSuffix(".xcodeproj") }.sorted() ?? []
            for project in projects {
                let path = (folder as NSString).appendingPathComponent(project + "/project.pbxproj")
                guard let text = FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }) else { continue }
                return settings(in: text)
            }
            let parent = (folder as NSString).deletingLastPathComponent
            guard parent != folder, !parent.isEmpty else { break }
            folder = parent
        }
        return [:]
    }

    static func settings(in pbxproj: String) -> [String: String] {
        var values: [String: String] = [:]
        for line in pbxproj.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("INFOPLIST_KEY_"), let equals = trimmed.firstIndex(of: "="), trimmed.hasSuffix(";") else { continue }
            let key = trimmed[trimmed.index(trimmed.startIndex, offsetBy: "INFOPLIST_KEY_".count)..<equals]
                .trimmingCharacters(in: .whitespaces)
            var value = trimmed[trimmed.index(after: equals)..<trimmed.index(before: trimmed.endIndex)]
                .trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                value = String(value.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
            }
            if values[key] == nil { values[key] = value }
        }
        return values
    }
}
