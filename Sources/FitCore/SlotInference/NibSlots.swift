import Foundation

/// Slots for the strings of the app's Interface Builder files (`.xib`, `.storyboard`; AppKit and
/// UIKit): the key `ObjectID.property` of the nib's table resolves to the object that draws it, and
/// its room is what the nib gives that view.
///
/// - **Width.** A view with `fixedFrame="YES"`, or that no constraint names, never grows: its room is
///   its own frame, less what the control draws beside the title (a checkbox's box and gap, a push
///   button's bezel, a pop-up's arrows, a text field's 2 pt padding on each side). A view placed by
///   Auto Layout has the room from its leading edge to the next sibling on its trailing side (8 pt
///   before it), or to its container's edge (20 pt before it); where the neighbour resists
///   compression less than the view (`horizontalCompressionResistancePriority`), the neighbour gives
///   way and lends its width. A width constraint of its own fixes it.
/// - **Font** (``NibFont``). The cell's `<font>`: a macOS `textStyle` at the Mac's size for it (caption1
///   10 pt); its `size`, else its `metaFont` at the size NSFont's class methods give it,
///   `controlSize="small"`/`"mini"` for the system font; the system font's own names (`.SFNS-Regular`,
///   `.AppleSystemUIFont`) are the system font, tracked; another named family (`HiraKakuProN-W6`) is the
///   rule's `font`. UIKit: `fontDescription` (a text style, or a system font of a point size).
/// - **Lines.** `lineBreakMode` `clipping` or `truncating…`, a button, a `scrollable` or single-line
///   cell: one line (a cell without `lineBreakMode` wraps by word, NSCell's default);
///   `wordWrapping`/`charWrapping` in a fixed frame: the lines its height holds; with Auto Layout it
///   wraps. UIKit labels: `numberOfLines` (default 1, 0 wraps).
/// - Menu items, window titles, tab view items, toolbar items and help tags are sized by the system
///   to their text: translation and specifiers only (``SlotKind/translationOnly``). A table's
///   prototype cell ("Text Cell") is replaced at run time (``SlotKind/notShown``).
enum NibSlots {
    /// The slots of the keys of `catalogKeys` that the nibs under `folder` show, and a warning per
    /// nib that cannot be read.
    static func infer(folder: String, catalogKeys: Set<String>) -> (slots: [KeySlot], warnings: [String], nibFiles: Int, nibs: [String]) {
        let pairs = Self.nibs(in: folder)
        var slots: [KeySlot] = []
        var warnings: [String] = []
        var nibs: [String] = []
        for pair in pairs {
            let base: NibBaseText?
            do {
                base = try NibBaseText.forTable(folder: (folder as NSString).appendingPathComponent(pair.folder), name: pair.name)
            } catch let error as InputError {
                warnings.append("\(error.message): its keys keep the default slot")
                continue
            } catch {
                warnings.append("\(pair.folder)/\(pair.name): \(error)")
                continue
            }
            guard let base else { continue }
            let relative = relativePath(base.nib, to: folder)
            nibs.append(relative)
            slots += NibLayout(document: base.document, path: relative)
                .slots(keys: catalogKeys, note: base.note)
        }
        return (slots.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }, warnings, pairs.count, nibs)
    }

    /// The nibs under `folder`, one per name and folder (a language's `.lproj` copy counts as its
    /// parent folder's): the folder and name a table is looked up by, and the first file found.
    static func nibs(in folder: String) -> [(folder: String, name: String, relative: String)] {
        var pairs: [(folder: String, name: String, relative: String)] = []
        var seen = Set<String>()
        _ = ProjectFiles.walk(folder) { item in
            guard !item.isFolder, NibDocument.isNib(item.relative) else { return true }
            var parent = (item.relative as NSString).deletingLastPathComponent
            if CatalogFormats.language(ofFolder: (parent as NSString).lastPathComponent) != nil {
                parent = (parent as NSString).deletingLastPathComponent
            }
            let name = ((item.relative as NSString).lastPathComponent as NSString).deletingPathExtension
            if seen.insert(parent + "/" + name).inserted { pairs.append((parent, name, item.relative)) }
            return true
        }
        return pairs
    }

    /// `path` relative to `folder` when it is inside it.
    static func relativePath(_ path: String, to folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        if folder == ".", path.hasPrefix("./") { return String(path.dropFirst(2)) }
        return path
    }
}
