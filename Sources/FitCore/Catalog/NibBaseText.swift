import Foundation

/// The text a nib shows for each key of its table where the table has no translation: the Base nib's
/// own attribute (`title="Launch on Login"` in `Base.lproj/Prefs.xib` for `Su3-mF-z1T.title`).
///
/// A nib's table is named after it: `<lang>.lproj/Prefs.strings` (legacy) or `mul.lproj/Prefs.xcstrings`
/// beside `Base.lproj/Prefs.xib` (or `.storyboard`). There is no English table: the development
/// language's text is the nib's own. The nib for a table is looked for in the table's folder:
/// `Base.lproj/Name.xib`, `Base.lproj/Name.storyboard`, `Name.xib`, `Name.storyboard`. When several
/// exist, the one a target of the enclosing Xcode project copies as a resource is read, else the one
/// in `Base.lproj`, and ``note`` says which and why.
public struct NibBaseText: Sendable {
    /// The nib read.
    public var nib: String
    /// Set when other nibs have the same name: which one is read, and why.
    public var note: String?
    /// The language of `Base.lproj`: the Xcode project's `developmentRegion`, else `en`.
    public var developmentRegion: String
    /// The nib itself.
    public var document: NibDocument

    /// The Base text of `key` (`ObjectID.property`), if the nib has it.
    public func text(forKey key: String) -> String? {
        document.string(forKey: key)?.text
    }

    /// The nib of the table `file` belongs to: `<folder>/<lang>.lproj/<Table>.strings` (or
    /// `.stringsdict`), `<folder>/mul.lproj/<Table>.xcstrings`, `<folder>/<Table>.xcstrings`.
    /// `nil` when no nib has the table's name (a `Localizable.strings`).
    /// - Throws: ``InputError`` for a nib that cannot be read.
    public static func forTable(file: String) throws -> NibBaseText? {
        let url = URL(fileURLWithPath: file)
        var folder = url.deletingLastPathComponent()
        if CatalogFormats.language(ofFolder: folder.lastPathComponent) != nil { folder = folder.deletingLastPathComponent() }
        let name = url.deletingPathExtension().lastPathComponent
        return try forTable(folder: folder.path, name: name)
    }

    /// The nib of the table `name` whose `.lproj` folders are in `folder`; `read` reads a nib's path
    /// (slot inference hands over the documents it has read already).
    public static func forTable(folder: String, name: String,
                                read: (String) throws -> NibDocument = { try NibDocument.read(file: $0) }) throws -> NibBaseText? {
        guard let (nib, note) = choose(folder: folder, name: name) else { return nil }
        let region = XcodeProject.enclosing(folder).first?.developmentRegion ?? "en"
        return NibBaseText(nib: nib, note: note, developmentRegion: region, document: try read(nib))
    }

    /// The nib a table named `name` in `folder` comes from, and a note when others share its name.
    static func choose(folder: String, name: String) -> (String, String?)? {
        var candidates: [String] = []
        for place in ["Base.lproj/", ""] {
            for ext in ["xib", "storyboard"] {
                let relative = place + name + "." + ext
                if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(relative)) {
                    candidates.append(relative)
                }
            }
        }
        guard let first = candidates.first else { return nil }
        func path(_ relative: String) -> String { (folder as NSString).appendingPathComponent(relative) }
        guard candidates.count > 1 else { return (path(first), nil) }
        let projects = XcodeProject.enclosing(folder)
        let built = candidates.filter { candidate in projects.contains { $0.builds(path(candidate)) } }
        let others = { (chosen: String) in candidates.filter { $0 != chosen }.joined(separator: ", ") }
        if built.count == 1, let chosen = built.first {
            let project = projects.first { $0.builds(path(chosen)) }.map { ($0.path as NSString).lastPathComponent } ?? ""
            return (path(chosen), "\(chosen) is read, the nib \(project) builds; \(others(chosen)) has the same name")
        }
        return (path(first), "\(first) is read (no Xcode project says which it builds); \(others(first)) has the same name")
    }
}
