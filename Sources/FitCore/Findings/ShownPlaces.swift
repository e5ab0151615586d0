/// Where each key and group a run measures is shown in the app's code, and the name reports give it:
/// what a run attaches to its findings (``Finding/shownAt``, ``Finding/shownAs``).
///
/// A key's places come from slot inference (each use's call or assignment, the use measured — the
/// tightest — first: the worst cell is measured in its room); a nib string's from its nib, and it is
/// named by its source text and nib (`"Save to" (PrefGeneral.xib:691, 2rJ-mg-OuU)`). A group's places
/// are the lines that build it, one per place it is written, and it is named by its construct and the
/// first (`HStack at SettingsView.swift:42`). Names are for display only: a finding's identity (its key,
/// its group's id: baselines, SARIF fingerprints) does not follow them, so a line moving above the row
/// changes the name and nothing else.
public struct ShownPlaces: Sendable, Equatable {
    /// Per key, its places in code, the place measured first.
    public var keys: [String: [ShownPlace]] = [:]
    /// Per key, the name reports give it instead of the bare key, where it has one (a nib string's).
    public var keyNames: [String: String] = [:]
    /// Per group id, the lines that build it.
    public var groups: [String: [ShownPlace]] = [:]
    /// Per group id, its display name.
    public var groupNames: [String: String] = [:]

    public init(keys: [String: [ShownPlace]] = [:], keyNames: [String: String] = [:],
                groups: [String: [ShownPlace]] = [:], groupNames: [String: String] = [:]) {
        self.keys = keys
        self.keyNames = keyNames
        self.groups = groups
        self.groupNames = groupNames
    }

    /// The places of groups read from code (with `evidence`, as inference and `fitcheck init` give
    /// them): in each file, the first line of the evidence that is not a member's own line (the
    /// construct's call: `HStack {`, `Picker(…)`, `UIStackView(arrangedSubviews:)`; its modifiers and
    /// settings follow it), else its first line. `root` is the folder evidence paths are relative to, as
    /// the run names files (`""`: the working folder). A group written by hand (no evidence) has none.
    public init(groups: [MatrixGroup], root: String) {
        for group in groups where !group.evidence.isEmpty {
            let memberLines = Set(group.members.flatMap(\.evidence))
            let places = group.evidence.compactMap(SourcePlace.init(parsing:))
            var built: [SourcePlace] = []
            for place in places where !memberLines.contains(place.description) && !built.contains(where: { $0.path == place.path }) {
                built.append(place)
            }
            if built.isEmpty, let first = places.first { built = [first] }
            let kind = group.construct?.rawValue ?? group.kind.rawValue
            self.groups[group.id] = built.map { .swift(Self.joined(root, $0), kind: kind) }
            if let first = built.first {
                let title = group.construct?.title ?? group.name ?? group.kind.rawValue
                groupNames[group.id] = "\(title) at \(Self.fileName(first.path)):\(first.line)"
            }
        }
    }

    /// `place` with its path under `root`.
    public static func joined(_ root: String, _ place: SourcePlace) -> SourcePlace {
        var place = place
        if !root.isEmpty && root != "." && !place.path.hasPrefix("/") { place.path = root + "/" + place.path }
        return place
    }

    /// The last component of a path: what a display name shows of it.
    public static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// These places and `other`'s; where both place a key or a group, `other`'s win.
    public func merging(_ other: ShownPlaces) -> ShownPlaces {
        ShownPlaces(keys: keys.merging(other.keys) { $1 }, keyNames: keyNames.merging(other.keyNames) { $1 },
                    groups: groups.merging(other.groups) { $1 }, groupNames: groupNames.merging(other.groupNames) { $1 })
    }

    /// `findings` with their places and names: a key's finding its key's, a group's its group's; a
    /// finding about a language's coverage or a table has none.
    public func attach(to findings: [Finding]) -> [Finding] {
        findings.map { finding in
            var finding = finding
            switch finding.subject {
            case .key(let key):
                finding.shownAt = keys[key] ?? []
                finding.shownAs = keyNames[key]
            case .group(let id, _):
                finding.shownAt = groups[id] ?? []
                finding.shownAs = groupNames[id]
            case .language, .table:
                break
            }
            return finding
        }
    }
}
