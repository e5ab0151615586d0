/// What a finding is about. Every kind of finding is one ``Finding`` — one level, one verdict, one
/// location, one identity that baselines and SARIF fingerprints follow — about one of these:
///
/// - ``key(_:)``: one catalog key in one variant and language, shown by its worst cell (a layout
///   verdict) or by its text (`formatMismatch`, `missingGlyphs`, `zeroLines`).
/// - ``language(catalog:)``: a language's translation coverage in one catalog: one `untranslated`
///   finding per catalog × language listing the keys it lacks (``Finding/coverage``), never one per key.
/// - ``group(name:members:)``: keys shown together (a row sharing one width, a choice of
///   alternatives), by the group's name, shown by its worst cell.
/// - ``table(key:)``: a string table as a whole (the file at ``Finding/file``): one it cannot read, or
///   a key defined twice in it (then the key).
public enum FindingSubject: Sendable, Hashable {
    case key(String)
    case language(catalog: String)
    case group(name: String, members: [String])
    case table(key: String?)

    /// The kind, as JSON writes it (`subject`).
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case key, language, group, table
    }

    public var kind: Kind {
        switch self {
        case .key: return .key
        case .language: return .language
        case .group: return .group
        case .table: return .table
        }
    }

    /// The name that tells findings of one kind apart: the key, the group's name, the table's key
    /// (`""` for the table as a whole, and for a language's coverage: its catalog is its file).
    public var name: String {
        switch self {
        case .key(let key): return key
        case .language: return ""
        case .group(let name, _): return name
        case .table(let key): return key ?? ""
        }
    }
}
