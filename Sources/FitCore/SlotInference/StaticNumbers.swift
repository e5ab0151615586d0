/// The numbers the app's types declare as static members — `static let paneWidth: CGFloat = 420`,
/// `static var width: CGFloat { 540 }` (or `{ return 540 }`) — by type, protocol extensions among them,
/// and which protocols each type conforms to: what `.frame(width: Self.width)` or
/// `.frame(minWidth: Metrics.paneWidth)` is. `Self.x` is the type's own member, else one a protocol
/// it conforms to gives in an extension (a protocol requirement's default).
///
/// A bare name is a member of the type the use is in: a stored property's number (`@ScaledMetric var
/// iconSize: CGFloat = 60`: its size at the default text size), or a computed property whose every
/// `return` is a number or a static member (`var horizontalPadding: CGFloat { if portrait { return
/// Const.Size.horizontalPaddingPortrait } … }`): the largest, the tighter branch of a condition.
struct StaticNumbers: Sendable {
    /// Per type (its last name), per member: the value and where it is written.
    private var members: [String: [String: (value: Double, line: String)]] = [:]
    /// Per type, per member that is not static: the value (of a computed one, its largest `return`).
    private var instanceMembers: [String: [String: (value: Double, line: String)]] = [:]
    /// Per type: the names after `:` in its declaration and its extensions.
    private var conformances: [String: [String]] = [:]

    init(files: [SwiftSourceFile] = []) {
        var returned: [(owner: String, name: String, start: Int, file: SwiftSourceFile)] = []
        for file in files {
            for index in file.tokens.indices {
                let token = file.tokens[index]
                if token.isIdentifier("static"), let keyword = file.identifier(index + 1), keyword == "let" || keyword == "var",
                   let name = file.identifier(index + 2), let owner = Self.owner(of: index, in: file),
                   let value = Self.value(declaredAfter: index + 3, in: file) {
                    members[owner, default: [:]][name] = (value.value, "\(file.path):\(value.line)")
                } else if token.isIdentifier("var") || token.isIdentifier("let"), !file.tokens[max(index - 1, 0)].isIdentifier("static"),
                          let name = file.identifier(index + 1), Self.isMember(index, in: file), let owner = Self.owner(of: index, in: file) {
                    returned.append((owner, name, index + 2, file))
                } else if ["struct", "class", "enum", "extension", "actor"].contains(where: token.isIdentifier),
                          let name = file.identifier(index + 1), file.isSymbol(index + 2, ":") {
                    var position = index + 3
                    while position < file.tokens.count, !file.isSymbol(position, "{"), !file.tokens[position].isIdentifier("where") {
                        if let conformed = file.identifier(position), file.isSymbol(position - 1, ":") || file.isSymbol(position - 1, ",") {
                            conformances[name, default: []].append(conformed)
                        }
                        position += 1
                    }
                }
            }
        }
        // Once every static member is known: what each instance member gives.
        for (owner, name, start, file) in returned {
            guard let value = instanceValue(declaredAfter: start, in: file) else { continue }
            instanceMembers[owner, default: [:]][name] = value
        }
    }

    /// The value of `Self.name`, `Type.name` or `Outer.Type.name` spanning `range`, with where it is written;
    /// a bare name (or `self.name`): the member of the type the use is in.
    func value(of range: Range<Int>, in file: SwiftSourceFile) -> (value: Double, line: String)? {
        if range.count == 1 || (range.count == 3 && file.tokens[range.lowerBound].isIdentifier("self")),
           let name = file.identifier(range.upperBound - 1), let owner = Self.owner(of: range.lowerBound, in: file) {
            return instanceMembers[owner]?[name]
        }
        // A dotted path and nothing else: `Self.width`, `Layout.Pane.width` (not `a.width - 2 * b`).
        guard range.count >= 3, range.count % 2 == 1,
              range.allSatisfy({ ($0 - range.lowerBound) % 2 == 0 ? file.identifier($0) != nil : file.isSymbol($0, ".") }),
              let name = file.identifier(range.upperBound - 1), let type = file.identifier(range.upperBound - 3) else { return nil }
        if type == "Self" {
            guard range.count == 3, let owner = Self.owner(of: range.lowerBound, in: file) else { return nil }
            return member(name, of: owner)
        }
        return member(name, of: type)
    }

    /// `name` of `type`, else of a protocol it conforms to.
    private func member(_ name: String, of type: String) -> (value: Double, line: String)? {
        if let own = members[type]?[name] { return own }
        for conformed in conformances[type] ?? [] { if let given = members[conformed]?[name] { return given } }
        return nil
    }

    /// The type (or extended type) whose braces hold the token at `index`.
    private static func owner(of index: Int, in file: SwiftSourceFile) -> String? {
        var opener = file.enclosing[index]
        while opener >= 0 {
            if file.isSymbol(opener, "{"), case .declaration(let keyword, let name) = file.braceFrame(at: opener).kind,
               ["struct", "class", "enum", "extension", "actor", "protocol"].contains(keyword) {
                return name
            }
            opener = file.enclosing[opener]
        }
        return nil
    }

    /// True when the declaration keyword at `index` is directly in a type's braces (not in a function or a body).
    private static func isMember(_ index: Int, in file: SwiftSourceFile) -> Bool {
        let opener = file.enclosing[index]
        guard opener >= 0, file.isSymbol(opener, "{"), case .declaration(let keyword, _) = file.braceFrame(at: opener).kind else { return false }
        return ["struct", "class", "enum", "extension", "actor"].contains(keyword)
    }

    /// An instance member's number: a stored one's (`: CGFloat = 60`), else a computed one's largest `return`
    /// (each a number or a static member `Type.name`; one that is neither leaves the member unknown).
    private func instanceValue(declaredAfter start: Int, in file: SwiftSourceFile) -> (value: Double, line: String)? {
        if let value = Self.value(declaredAfter: start, in: file) { return (value.value, "\(file.path):\(value.line)") }
        var brace = start
        if file.isSymbol(brace, ":") { brace += 2 }
        guard file.isSymbol(brace, "{"), file.partner[brace] > brace else { return nil }
        var best: (value: Double, line: String)?
        var index = brace + 1
        while index < file.partner[brace] {
            defer { index += 1 }
            guard file.tokens[index].isIdentifier("return") else { continue }
            var end = index + 1
            while end < file.partner[brace], file.tokens[end].line == file.tokens[index].line, !file.isSymbol(end, "}") { end += 1 }
            guard end > index + 1 else { return nil }
            let range = (index + 1)..<end
            let found = NumberReader.value(of: range, in: file).map { ($0, "\(file.path):\(file.tokens[index].line)") }
                ?? value(of: range, in: file).map { ($0.value, $0.line) }
            guard let found else { return nil }
            if best.map({ found.0 > $0.value }) ?? true { best = found }
        }
        return best
    }

    /// The number a declaration gives after its name: `: CGFloat = 420`, `= 420`, `: CGFloat { 540 }`,
    /// `{ return 540 }`.
    private static func value(declaredAfter start: Int, in file: SwiftSourceFile) -> (value: Double, line: Int)? {
        var index = start
        if file.isSymbol(index, ":") { index += 2 }
        if file.isSymbol(index, "=") { return number(at: index + 1, in: file) }
        guard file.isSymbol(index, "{") else { return nil }
        var first = index + 1
        if file.tokens[first].isIdentifier("return") { first += 1 }
        guard file.partner[index] == first + 1 else { return nil }
        return number(at: first, in: file)
    }

    private static func number(at index: Int, in file: SwiftSourceFile) -> (value: Double, line: Int)? {
        guard let token = file.token(index), token.kind == .number,
              let value = NumberReader.literal(token.text) else { return nil }
        return (value, token.line)
    }
}
