import Foundation

/// What fitcheck reads from an Xcode project (`App.xcodeproj/project.pbxproj`): the development
/// region (the language of `Base.lproj`) and the files its targets copy as resources, so that of two
/// nibs with one name the one the app builds is the one read.
///
/// Paths are resolved as Xcode resolves them: each group's `path` relative to its parent group
/// (`<group>`), the project folder (`SOURCE_ROOT`) or absolute (`<absolute>`), from the project's main
/// group; a variant group (`Main.xib` with its `Base` and `ja` children) stands for each of its
/// children; a folder Xcode keeps in sync with the disk (`PBXFileSystemSynchronizedRootGroup`) builds
/// every file under it.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder.
    public var path: String
    /// `developmentRegion` (`en` when the project names none; `English` is read as `en`).
    public var developmentRegion: String
    /// Files in a target's Resources build phase, as standardized absolute paths.
    public var builtFiles: Set<String>
    /// Folders whose every file a target builds, as standardized absolute paths.
    public var builtFolders: [String]

    /// Whether a target builds the file at `path` (any form of path to it).
    public func builds(_ path: String) -> Bool {
        let absolute = Self.standardized(path)
        return builtFiles.contains(absolute) || builtFolders.contains { absolute.hasPrefix($0 + "/") }
    }

    /// The project `path` (a `.xcodeproj`) describes.
    /// - Throws: ``InputError`` for a project file that cannot be read or is not an old-style property list.
    public static func read(_ path: String) throws -> XcodeProject {
        let file = (path as NSString).appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file) else { throw InputError(file: file, "cannot read the file") }
        let plist = try OldStylePropertyList.parse(String(decoding: data, as: UTF8.self), file: file)
        let objects = plist["objects"] ?? .dictionary([:])
        guard let rootID = plist["rootObject"]?.string, let root = objects[rootID] else {
            throw InputError(file: file, "no rootObject: not an Xcode project")
        }
        var region = root["developmentRegion"]?.string ?? "en"
        if region == "English" { region = "en" }
        let sourceRoot = (((path as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent(root["projectDirPath"]?.string ?? "") as NSString).standardizingPath
        var locations: [String: String] = [:]   // object id → its resolved path
        func place(_ id: String, parent: String) {
            guard let object = objects[id] else { return }
            let own = object["path"]?.string
            let location: String
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>": location = own.map { (parent as NSString).appendingPathComponent($0) } ?? parent
            case "SOURCE_ROOT": location = own.map { (sourceRoot as NSString).appendingPathComponent($0) } ?? sourceRoot
            case "<absolute>": location = own ?? parent
            default: return
            }
            locations[id] = standardized(location)
            for child in object["children"]?.array ?? [] {
                if let childID = child.string { place(childID, parent: location) }
            }
        }
        if let mainGroup = root["mainGroup"]?.string { place(mainGroup, parent: sourceRoot) }
        var built = Set<String>()
        var folders: [String] = []
        for target in root["targets"]?.array.compactMap({ $0.string.flatMap { objects[$0] } }) ?? [] {
            for group in target["fileSystemSynchronizedGroups"]?.array ?? [] {
                if let id = group.string, let location = locations[id] { folders.append(location) }
            }
            for phaseID in target["buildPhases"]?.array.compactMap(\.string) ?? [] {
                guard let phase = objects[phaseID], phase["isa"]?.string == "PBXResourcesBuildPhase" else { continue }
                for buildFileID in phase["files"]?.array.compactMap(\.string) ?? [] {
                    guard let referenceID = objects[buildFileID]?["fileRef"]?.string, let reference = objects[referenceID] else {
                        continue
                    }
                    if reference["isa"]?.string == "PBXVariantGroup" {
                        for child in reference["children"]?.array.compactMap(\.string) ?? [] {
                            if let location = locations[child] { built.insert(location) }
                        }
                    } else if let location = locations[referenceID] {
                        built.insert(location)
                    }
                }
            }
        }
        return XcodeProject(path: path, developmentRegion: region, builtFiles: built, builtFolders: folders.sorted())
    }

    /// The projects in the nearest folder at or above `folder` that holds a `.xcodeproj`, sorted by
    /// path; none when no folder up to the root holds one. A project that cannot be read is left out.
    public static func enclosing(_ folder: String) -> [XcodeProject] {
        var current = standardized(folder)
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            let projects = names.filter { $0.hasSuffix(".xcodeproj") }.sorted()
            if !projects.isEmpty {
                return projects.compactMap { name in
                    let path = (current as NSString).appendingPathComponent(name)
                    let file = (path as NSString).appendingPathComponent("project.pbxproj")
                    let modified = (try? FileManager.default.attributesOfItem(atPath: file))?[.modificationDate] as? Date
                    let key = "\(path)\u{0}\(modified?.timeIntervalSince1970 ?? 0)"
                    return cache.withLock { cached in
                        if let known = cached[key] { return known }
                        let project = try? read(path)
                        cached[key] = project
                        return project
                    }
                }
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return [] }
            current = parent
        }
    }

    /// Projects already read, by path and modification time (a project is asked about for each of its tables).
    private static let cache = LockedValue<[String: XcodeProject?]>([:])

    static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path
            : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return (absolute as NSString).standardizingPath
    }
}
