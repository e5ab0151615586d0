import Foundation

/// An Interface Builder document (`.xib`, `.storyboard`) read for what fitcheck needs: the strings
/// Xcode extracts from it (``NibString``, the nib's table keys and their Base text) and its element
/// tree, for AppKit and UIKit alike.
public struct NibDocument: Sendable {
    /// The framework the document is for (`targetRuntime`).
    public enum Runtime: String, Sendable {
        case appKit = "AppKit"
        case uiKit = "UIKit"
    }

    /// The path it was read from.
    public var path: String
    public var runtime: Runtime
    /// `useAutolayout="YES"`: views may be placed by constraints.
    public var usesAutoLayout: Bool
    /// Every string Xcode extracts, in document order.
    public var strings: [NibString]
    /// The document element.
    let root: NibElement

    /// The view trees laid out on their own: storyboard scenes, a window's content, a xib's top-level views.
    public var scenes: [NibScene] { NibViewTree.scenes(in: root, runtime: runtime, file: path) }

    /// Files larger than this are refused (a storyboard of 8 MB is already enormous).
    static let largestFile = 16 << 20

    /// Reads `file`.
    /// - Throws: ``InputError`` naming the file (and the place, for XML that is not well-formed).
    public static func read(file: String) throws -> NibDocument {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw InputError(file: file, "cannot read the file")
        }
        guard data.count <= largestFile else { throw InputError(file: file, "larger than 16 MB: not read as a nib") }
        return try NibDocument(bytes: [UInt8](data), file: file)
    }

    public init(bytes: [UInt8], file: String) throws {
        if let invalid = UTF8Validation.firstInvalidByte(bytes) {
            throw InputError(file: file, line: invalid.line, column: invalid.column,
                             "not UTF-8: \(UTF8Validation.message(invalid.byte))")
        }
        let root = try NibElement.parse(bytes, file: file)
        guard root.name == "document" else {
            throw InputError(file: file, line: root.line, "expected an Interface Builder <document>, found <\(root.name)>")
        }
        self.path = file
        self.root = root
        self.runtime = (root["targetRuntime"] ?? "").hasPrefix("iOS") ? .uiKit : .appKit
        self.usesAutoLayout = root["useAutolayout"] == "YES"
        self.strings = NibStringExtraction(runtime: runtime).strings(in: root)
    }

    /// The string Xcode keys `key`, if the document has it.
    public func string(forKey key: String) -> NibString? {
        strings.first { $0.key == key }
    }

    /// Whether `path` names an Interface Builder document by its extension.
    public static func isNib(_ path: String) -> Bool {
        ["xib", "storyboard"].contains((path as NSString).pathExtension)
    }
}
