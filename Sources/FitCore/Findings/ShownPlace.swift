/// A place in the app's code that shows a finding's text: where to go to change the room it gets.
///
/// JSON `findings[].shownAt[]`: a Swift place is `{file, line, column, kind}` (the call or assignment
/// that shows the key: `Text(…)`, `Button(…)`, `label.text = …`, a row's `HStack`; `column` in UTF-8
/// bytes as `swiftc` counts; `kind` the kind of place, as `fitcheck slots` names it); a nib place is
/// `{file, line, objectID}` (the XML line of the view that draws it, and the object the key names).
/// Paths are written as the report writes every path (relative to the repository).
public struct ShownPlace: Codable, Sendable, Hashable {
    public var file: String
    /// 1-based line.
    public var line: Int
    /// A Swift place's 1-based column, in UTF-8 bytes; `nil` for a nib's.
    public var column: Int?
    /// A Swift place's kind of place (`text`, `button`, `segment`, a group's construct: `hStack`…).
    public var kind: String?
    /// A nib place's object ID (`2rJ-mg-OuU`).
    public var objectID: String?

    /// A place in Swift code: `place` is `path:line:column` as slot evidence writes it (``SourcePlace``).
    public static func swift(_ place: SourcePlace, kind: String) -> ShownPlace {
        ShownPlace(file: place.path, line: place.line, column: place.column, kind: kind, objectID: nil)
    }

    /// A place in a nib: its file, the line of the view's element, the object.
    public static func nib(file: String, line: Int, objectID: String) -> ShownPlace {
        ShownPlace(file: file, line: line, column: nil, kind: nil, objectID: objectID)
    }

    /// Whether it is a nib's place (an object ID, no column).
    public var isNib: Bool { objectID != nil }

    /// `path:line:column` (Swift), `path:line` (a nib), as compilers and editors write a place.
    public var description: String { SourcePlace(path: file, line: line, column: column).description }

    /// The same place with its file rewritten (``RunReport/withPaths(_:)``).
    func with(file: String) -> ShownPlace {
        var place = self
        place.file = file
        return place
    }
}
