/// Where the app's own views are used: each view type's calls (`SettingsRow(…)`, `Card { … }`), and
/// each view-returning member's uses (`header` in its type's body, `tab.label` where `tab` is the
/// type). A walk out from a text goes on from these places when it reaches the view's body
/// (``ViewTreeWalk``): that is how a `.font` or `.lineLimit` set around a view reaches the text
/// inside it, and how a `Text` in a view used inside `.tabItem { … }` becomes a tab bar item.
struct ViewTree: Sendable {
    struct Place: Sendable, Hashable {
        var file: Int
        /// The token of the type's or member's name at the use.
        var token: Int
    }

    /// Per view type: the calls that make one.
    var typeUses: [String: [Place]] = [:]
    /// Per `Type.member`: the uses of a member returning a view.
    var memberUses: [String: [Place]] = [:]

    /// The places that use what the declaration `keyword name` (its body at `opener`) in `file` makes:
    /// the calls of its type for a view's `body`, the uses of a view-returning member.
    func uses(ofDeclaration keyword: String, name: String, opener: Int, in file: SwiftSourceFile) -> [Place] {
        guard let type = file.enclosingTypeName(of: opener) else { return [] }
        if keyword == "var", name == "body" { return typeUses[type] ?? [] }
        if keyword == "var" || keyword == "func" { return memberUses[type + "." + name] ?? [] }
        return []
    }

    // MARK: - Building

    /// The uses of the views declared in `files` (types conforming to `View`, members returning one).
    static func build(_ files: [SwiftSourceFile], memberTypes: [String: [String: NameType]], aliases: [String: String] = [:]) -> ViewTree {
        var views = Set<String>()
        var members: [String: Set<String>] = [:]  // member name → owner types
        for file in files {
            for index in file.tokens.indices {
                guard let word = file.identifier(index) else { continue }
                if word == "struct" || word == "extension" || word == "class", let name = file.identifier(index + 1),
                   conformsToView(from: index + 2, in: file) {
                    views.insert(name)
                }
                if word == "var" || word == "func", let name = file.identifier(index + 1), name != "body",
                   returnsView(from: index + 2, in: file), let owner = file.enclosingTypeName(of: index) {
                    members[name, default: []].insert(owner)
                }
            }
        }
        var tree = ViewTree()
        for (fileIndex, file) in files.enumerated() {
            for index in file.tokens.indices {
                // Only a name of the app's views or view members is a use: the rest are passed over first.
                guard let name = file.identifier(index), views.contains(name) || members[name] != nil else { continue }
                let before = file.token(index - 1)
                let isMemberAccess = before?.isSymbol(".") == true && !file.isTypeQualified(index)
                // Not a declaration: `struct Name {`, `extension Outer.Name {`.
                var head = index
                while file.isTypeQualified(head) { head -= 2 }
                let declared = file.token(head - 1).map { $0.kind == .identifier && ["struct", "class", "extension", "enum"].contains($0.text) }
                if views.contains(name), !isMemberAccess, isCall(at: index, in: file), declared != true {
                    tree.typeUses[name, default: []].append(Place(file: fileIndex, token: index))
                }
                // Not its declaration, not an argument label (`header:`, `} label: {`).
                guard let owners = members[name], !(before.map { $0.isIdentifier("var") || $0.isIdentifier("func") } ?? false),
                      !file.isSymbol(index + 1, ":") else {
                    continue
                }
                let owner: String?
                if !isMemberAccess || file.identifier(index - 2) == "self" {
                    owner = file.enclosingTypeName(of: index)
                } else if let base = file.identifier(index - 2), !file.isSymbol(index - 3, ".") {
                    let resolver = NameTypeResolver(file: file, memberTypes: memberTypes, aliases: aliases)
                    owner = base.first?.isUppercase == true ? base
                        : resolver.type(of: base, at: index - 2, enclosingType: file.enclosingTypeName(of: index))
                            .flatMap { $0.isCollection ? nil : $0.name }
                } else {
                    owner = nil
                }
                if let owner, owners.contains(owner) {
                    tree.memberUses[owner + "." + name, default: []].append(Place(file: fileIndex, token: index))
                }
            }
        }
        return tree
    }

    /// `Name(`, `Name {`, `Name.init(`.
    private static func isCall(at index: Int, in file: SwiftSourceFile) -> Bool {
        file.isSymbol(index + 1, "(") || file.isSymbol(index + 1, "{")
            || (file.isSymbol(index + 1, ".") && file.identifier(index + 2) == "init")
    }

    /// True when the inheritance clause starting at `index` (`: View`, `: View, Equatable`) names `View`.
    private static func conformsToView(from index: Int, in file: SwiftSourceFile) -> Bool {
        var cursor = index
        if file.token(cursor)?.text.hasPrefix("<") == true {  // generic parameters: `Card<Content: View>: View`
            var depth = 0
            while cursor < file.tokens.count {
                let text = file.tokens[cursor].text
                depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
                cursor += 1
                if depth <= 0 { break }
            }
        }
        guard file.isSymbol(cursor, ":") else { return false }
        while cursor < file.tokens.count, !file.isSymbol(cursor, "{"), !file.tokens[cursor].isIdentifier("where") {
            if file.tokens[cursor].isIdentifier("View") { return true }
            cursor += 1
        }
        return false
    }

    /// True when the declaration whose name ends before `index` is typed or returns a view
    /// (`: some View`, `-> some View`, `AnyView`, `Text`).
    private static func returnsView(from index: Int, in file: SwiftSourceFile) -> Bool {
        var cursor = index
        if file.isSymbol(cursor, "(") { cursor = file.partner[cursor] + 1 }
        guard file.isSymbol(cursor, ":") || file.isSymbol(cursor, "->") else { return false }
        let type = file.identifier(cursor + 1) == "some" || file.identifier(cursor + 1) == "any"
            ? file.identifier(cursor + 2) : file.identifier(cursor + 1)
        return ["View", "AnyView", "Text"].contains(type ?? "")
    }
}
