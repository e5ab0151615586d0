/// Finds, in one Swift file, every place that shows text (``ValueSite``), every name that holds
/// catalog keys (``KeyBinding``), the app's own types (``TypeShape``) and every literal that is a
/// catalog key (whether or not its place is known).
struct CallSiteFinder {
    let file: SwiftSourceFile
    let fileIndex: Int
    let keys: CatalogKeyIndex
    /// The app's fonts, for the font UIKit code sets on a label or button (``UIKitViewSettings``).
    var fonts = AppFonts()

    var sites: [ValueSite] = []
    var bindings: [KeyBinding] = []
    var types: [TypeShape] = []
    /// The declared type of each property, per type (extensions included).
    var memberTypes: [String: [String: NameType]] = [:]
    /// Catalog keys written as literals in this file, with their lines.
    var seen: [(key: String, place: String)] = []

    init(file: SwiftSourceFile, fileIndex: Int, keys: CatalogKeyIndex) {
        self.file = file
        self.fileIndex = fileIndex
        self.keys = keys
    }

    mutating func run() {
        for (index, token) in file.tokens.enumerated() {
            if let literal = token.literal {
                for key in keys.keys(for: literal) { seen.append((key, file.place(token))) }
                continue
            }
            if token.isSymbol("(") { callArguments(paren: index) }
            if token.isSymbol("=") { assignment(at: index) }
            if token.kind == .identifier {
                switch token.text {
                case "let", "var":
                    binding(at: index)
                    memberType(at: index)
                case "func": functionBinding(at: index)
                case "case": rawValues(at: index)
                case "struct", "class": typeShape(at: index)
                default: break
                }
            }
        }
    }

    // MARK: - Scopes

    /// The `{` of every declaration body around `index`, innermost first, and the innermost type's name.
    func scopes(around index: Int) -> (scopes: [Int], type: String?) {
        var scopes: [Int] = []
        var type: String?
        for frame in SyntaxFrame.frames(around: index, in: file) {
            guard case .declaration(let keyword, let name) = frame.kind else { continue }
            scopes.append(frame.opener)
            if type == nil, SyntaxFrame.typeKeywords.contains(keyword) { type = name }
        }
        return (scopes, type)
    }

    /// The end (exclusive) of the statement or expression starting at `start`: the next line that does
    /// not continue it, a `;`, or the bracket that closes around it.
    func statementEnd(from start: Int) -> Int {
        var index = start
        while index < file.tokens.count {
            let token = file.tokens[index]
            if token.kind == .punctuation, [")", "]", "}", ";", ","].contains(token.text) { return index }
            if file.partner[index] > index { index = file.partner[index] }
            let next = index + 1
            if next < file.tokens.count, file.tokens[next].line > file.tokens[index].line {
                let continued = file.tokens[next].isSymbol(".") || file.tokens[next].kind == .operator
                    || file.tokens[index].kind == .operator
                if !continued { return next }
            }
            index = next
        }
        return index
    }

    // MARK: - Calls

    private mutating func callArguments(paren: Int) {
        guard let callee = file.callee(ofParen: paren), !ValueExpression.wrappers.contains(callee.name) else { return }
        let arguments = file.arguments(ofParen: paren)
        let labels = arguments.map(\.label)
        let (scopes, type) = scopes(around: paren)
        let actionSheet = callee.name.hasPrefix("UIAlert") && RoleWalker.mentions("actionSheet", around: paren, in: file)
        for (position, argument) in arguments.enumerated() {
            guard let value = ValueExpression.parse(argument.value, in: file, keys: keys),
                  value.literals.contains(where: { !$0.keys.isEmpty }) || !value.chains.isEmpty else { continue }
            let start: ValueSite.Start
            var localizes = true
            var rule = ""
            if let row = Vocabulary.calls.row(call: callee.name, member: callee.member, label: argument.label,
                                              position: position, arguments: labels, actionSheet: actionSheet) {
                start = .role(row.role)
                localizes = row.localizes
                rule = row.id
            } else if !callee.member, callee.name.first?.isUppercase == true {
                start = .argument(type: callee.name, label: argument.label, position: position)
            } else if callee.member, callee.name == "init", let type = impliedType(ofInit: callee.index) {
                start = .argument(type: type, label: argument.label, position: position)  // `return .init(title: …)`
            } else {
                continue
            }
            var site = ValueSite(file: fileIndex, value: value, start: start, origin: callee.index,
                                 line: file.tokens[callee.index].line, localizesLiterals: localizes,
                                 enclosingType: type, scopes: scopes)
            site.rule = rule
            site.joined = callee.name == SwiftUIVocabulary.joinedWhitespace.call && !callee.member && isJoined(text: callee.index)
            if case .role(.placed(.uikitButton)) = start { site.refinements = uikitButtonSettings(callee: callee.index) }
            sites.append(site)
        }
    }

    /// True when the `Text(…)` named at `callee` (with its modifiers) is an operand of `+`.
    private func isJoined(text callee: Int) -> Bool {
        if file.isSymbol(callee - 1, "+") { return true }
        var end = file.partner[callee + 1]
        while file.isSymbol(end + 1, "."), file.identifier(end + 2) != nil {
            end += 2
            if file.isSymbol(end + 1, "(") { end = file.partner[end + 1] }
        }
        return file.isSymbol(end + 1, "+")
    }

    /// `label.text = …`, `navigationItem.title = …` and the other UIKit places (``assignedPlace(_:at:)``);
    /// `view.accessibilityLabel = …` and the like, read by VoiceOver.
    private mutating func assignment(at equals: Int) {
        var names: [String] = []
        var index = equals - 1
        while let name = file.identifier(index) {
            names.insert(name, at: 0)
            // `.`, or optional chaining: `cell.textLabel?.text`.
            guard file.isSymbol(index - 1, ".") || file.isSymbol(index - 1, "?.") || file.isSymbol(index - 1, "!.") else { break }
            index -= 2
        }
        guard let (row, refinements) = assignedPlace(names, at: equals) else { return }
        let end = statementEnd(from: equals + 1)
        guard let value = ValueExpression.parse((equals + 1)..<end, in: file, keys: keys) else { return }
        let (scopes, type) = scopes(around: equals)
        var site = ValueSite(file: fileIndex, value: value, start: .role(row.role), origin: index,
                             line: file.tokens[equals].line, localizesLiterals: false, enclosingType: type, scopes: scopes)
        site.refinements = refinements
        site.rule = row.id
        sites.append(site)
    }

    // MARK: - Types

    private mutating func typeShape(at keyword: Int) {
        guard let name = file.identifier(keyword + 1) else { return }
        var brace = keyword + 2
        while brace < file.tokens.count, !file.isSymbol(brace, "{") {
            if file.isSymbol(brace, ";") || file.isSymbol(brace, "}") { return }
            if file.partner[brace] > brace, !file.isSymbol(brace, "{") { brace = file.partner[brace] }
            brace += 1
        }
        guard brace < file.tokens.count else { return }
        let close = file.partner[brace]
        var stored: [String] = []
        var localizing = Set<String>()
        var initializers: [[TypeShape.Parameter]] = []
        var index = brace + 1
        while index < close {
            defer { index = file.partner[index] > index ? file.partner[index] + 1 : index + 1 }
            guard file.enclosing[index] == brace, let word = file.identifier(index) else { continue }
            if (word == "let" || word == "var"), let property = file.identifier(index + 1), file.isSymbol(index + 2, ":") {
                let end = statementEnd(from: index + 3)
                let rest = (index + 3)..<end
                guard !rest.contains(where: { file.isSymbol($0, "=") || file.isSymbol($0, "{") }),
                      !precededByStatic(index) else { continue }
                stored.append(property)
                if rest.contains(where: { ["LocalizedStringKey", "LocalizedStringResource"].contains(file.identifier($0) ?? "") }) {
                    localizing.insert(property)
                }
            } else if word == "init", file.isSymbol(index + 1, "(") {
                initializers.append(parameters(ofInit: index + 1))
            }
        }
        let shape = TypeShape(name: name, file: fileIndex, storedProperties: stored, localizingProperties: localizing,
                              initializers: initializers.isEmpty ? [stored.map { .init(label: $0, property: $0) }] : initializers,
                              givesContentToPicker: givesContentToPicker(body: brace, stored: stored))
        types.append(shape)
    }

    /// True when the body at `brace` has a `Picker(…) { property() }` showing one of the `stored`
    /// properties as its options (a view whose content closure becomes the picker's).
    private func givesContentToPicker(body brace: Int, stored: [String]) -> Bool {
        for index in brace..<file.partner[brace] where file.tokens[index].isIdentifier("Picker") && file.isSymbol(index + 1, "(") {
            let close = file.partner[index + 1]
            guard file.isSymbol(close + 1, "{") else { continue }
            let content = (close + 2)..<file.partner[close + 1]
            if content.contains(where: { file.identifier($0).map(stored.contains) == true && !file.isSymbol($0 - 1, ".") }) { return true }
        }
        return false
    }

    private func precededByStatic(_ index: Int) -> Bool {
        var cursor = index - 1
        while let word = file.identifier(cursor), file.tokens[cursor].line == file.tokens[index].line {
            if word == "static" || word == "class" { return true }
            cursor -= 1
        }
        return false
    }

    /// `init(_ text: String, isOn: Binding<Bool>) { self.text = text; self._isOn = isOn }`.
    private func parameters(ofInit paren: Int) -> [TypeShape.Parameter] {
        let body = file.partner[paren] + 1 < file.tokens.count ? nextBrace(after: file.partner[paren]) : nil
        return file.arguments(ofParen: paren).compactMap { argument in
            let tokens = Array(argument.whole)
            guard let first = tokens.first.flatMap(file.identifier) else { return nil }
            var label: String? = first
            var inner = first
            if tokens.count > 1, let second = file.identifier(tokens[1]) {
                inner = second
            }
            if label == "_" { label = nil }
            var property = inner
            if let body {
                for index in body..<file.partner[body] where file.tokens[index].isIdentifier("self")
                    && file.isSymbol(index + 1, ".") && file.isSymbol(index + 3, "=") && file.identifier(index + 4) == inner
                    && !file.isSymbol(index + 5, ".") {
                    if let assigned = file.identifier(index + 2) {
                        property = assigned.hasPrefix("_") ? String(assigned.dropFirst()) : assigned
                    }
                }
            }
            return TypeShape.Parameter(label: label, property: property)
        }
    }

    private func nextBrace(after index: Int) -> Int? {
        var cursor = index + 1
        while cursor < file.tokens.count {
            if file.isSymbol(cursor, "{") { return cursor }
            if file.partner[cursor] > cursor { cursor = file.partner[cursor] }
            cursor += 1
        }
        return nil
    }
}
