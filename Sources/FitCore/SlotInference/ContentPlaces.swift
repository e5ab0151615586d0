/// Where the app's own views lay out the content they are given: a content closure or a
/// `@ViewBuilder` parameter (`CTButton(…) { Text("Export") }`), followed through the view's `init` —
/// kept in a property (`self.content = content()`) and shown in its `body`, or passed on to another
/// view (`Button { … } label: { CTBubble(content: content) }`). A walk out from a text given to such
/// a view goes through these places first (``RoleWalker``), as SwiftUI lays the content out there:
/// a button's label, the modifiers and font around it.
struct ContentPlaces: Sendable {
    /// A place inside a view's declaration where its content is laid out.
    struct Place: Sendable {
        var file: SwiftSourceFile
        /// The token of the content's name there.
        var token: Int
    }

    /// A view's `init` parameter: its argument label and its name inside the `init`.
    struct Parameter: Sendable, Hashable {
        var label: String?
        var name: String
    }

    /// Per ``key(_:_:)``: the places inside the type where the argument's content is laid out.
    private(set) var places: [String: [Place]] = [:]
    /// Per type: its `init`s' parameters, to carry a call's arguments into the type (`size: .large`).
    private(set) var parameters: [String: [[Parameter]]] = [:]
    /// Per type: what its `init`s keep in its properties, as written.
    private(set) var kept: [String: [Kept]] = [:]

    /// `self.property = value` in an `init`.
    struct Kept: Sendable {
        var property: String
        var file: SwiftSourceFile
        var value: Range<Int>
    }

    /// The values a call of `type` (its `(…)` at `paren` in `file`) gives the type's properties: its
    /// arguments bound to the first `init`'s parameters, then what that `init` keeps in each property.
    func propertyValues(of type: String, call paren: Int, in file: SwiftSourceFile,
                        names: [String: ArgumentValue]) -> [String: ArgumentValue] {
        guard let first = parameters[type]?.first else { return [:] }
        let given = ArgumentValue.bind(call: paren, in: file, to: first.map { ($0.label, $0.name) }, names: names)
        var result = given
        for keep in kept[type] ?? [] {
            if let value = ArgumentValue.evaluate(keep.value, in: keep.file, names: given) { result[keep.property] = value }
        }
        return result
    }

    /// The key of the content given to `type` as the argument labelled `label` (`nil`: its trailing closure).
    static func key(_ type: String, _ label: String?) -> String { type + "\u{1F}" + (label ?? "") }

    func places(of type: String, label: String?) -> [Place] { places[ContentPlaces.key(type, label)] ?? [] }

    /// The content places of every struct declared in `files`.
    static func collect(_ files: [SwiftSourceFile]) -> ContentPlaces {
        var result = ContentPlaces()
        for file in files {
            for index in file.tokens.indices where file.tokens[index].isIdentifier("func") && file.enclosing[index] < 0 {
                result.readFunction(at: index, in: file)
            }
            for index in file.tokens.indices where file.tokens[index].isIdentifier("struct") {
                guard let name = file.identifier(index + 1), let brace = bodyBrace(after: index + 1, in: file) else { continue }
                // `struct Card<Content: View>`: the generic parameters that are views.
                let generics = Set(((index + 2)..<brace).compactMap { token -> String? in
                    guard let word = file.identifier(token), word != name, file.isSymbol(token + 1, ":"),
                          file.identifier(token + 2) == "View" else { return nil }
                    return word
                })
                result.read(type: name, body: brace, generics: generics, in: file)
            }
        }
        return result
    }

    private static func bodyBrace(after index: Int, in file: SwiftSourceFile) -> Int? {
        var cursor = index + 1
        while cursor < file.tokens.count, !file.isSymbol(cursor, "{") {
            if file.isSymbol(cursor, ";") || file.isSymbol(cursor, "}") { return nil }
            cursor += 1
        }
        return cursor < file.tokens.count ? cursor : nil
    }

    private mutating func read(type: String, body brace: Int, generics: Set<String>, in file: SwiftSourceFile) {
        let close = file.partner[brace]
        var inits: [(paren: Int, body: Int)] = []
        var contentProperties: [String] = []  // memberwise: stored closures and generic views, in order
        var index = brace + 1
        while index < close {
            defer { index = file.partner[index] > index ? file.partner[index] + 1 : index + 1 }
            guard file.enclosing[index] == brace, let word = file.identifier(index) else { continue }
            if word == "init", file.isSymbol(index + 1, "("), let body = ContentPlaces.bodyBrace(after: file.partner[index + 1], in: file) {
                inits.append((index + 1, body))
            } else if word == "let" || word == "var", let property = file.identifier(index + 1), file.isSymbol(index + 2, ":"),
                      isContentType(from: index + 3, generics: generics, in: file) {
                contentProperties.append(property)
            }
        }
        let initBodies = inits.map { $0.body..<file.partner[$0.body] }
        if inits.isEmpty {
            for (position, property) in contentProperties.enumerated() {
                let uses = propertyUses(property, typeBody: brace, excluding: initBodies, in: file)
                add(uses, type: type, label: property, trailing: position == contentProperties.count - 1, in: file)
            }
            return
        }
        for (paren, body) in inits {
            let declared = file.parameters(ofParen: paren)
            let list = declared.map { Parameter(label: $0.label, name: $0.name) }
            var closures: [(Parameter, Range<Int>)] = []
            for (parameter, argument) in zip(list, file.arguments(ofParen: paren))
            where argument.whole.contains(where: { file.isSymbol($0, "->") }) {
                closures.append((parameter, argument.whole))
            }
            parameters[type, default: []].append(list)
            // What the `init` keeps: `self.size = size`, `self._size = ScaledMetric(wrappedValue: size)`.
            for token in (body + 1)..<file.partner[body] where file.tokens[token].isIdentifier("self") && file.isSymbol(token + 1, ".")
                && file.isSymbol(token + 3, "=") && file.enclosing[token] == body {
                guard let property = file.identifier(token + 2) else { continue }
                var end = token + 4
                while end < file.partner[body], file.tokens[end].line == file.tokens[token + 4].line, !file.isSymbol(end, ";") {
                    if file.partner[end] > end { end = file.partner[end] }
                    end += 1
                }
                kept[type, default: []].append(Kept(property: property.hasPrefix("_") ? String(property.dropFirst()) : property,
                                                    file: file, value: (token + 4)..<end))
            }
            for (position, (parameter, _)) in closures.enumerated() {
                var found: [Int] = []
                for token in (body + 1)..<file.partner[body] where file.tokens[token].isIdentifier(parameter.name) {
                    guard !file.isSymbol(token - 1, "."), !file.isSymbol(token + 1, ":") else { continue }
                    if let property = assignedProperty(at: token, in: file) {
                        found += propertyUses(property, typeBody: brace, excluding: initBodies, in: file)
                    } else {
                        found.append(token)
                    }
                }
                add(found, type: type, label: parameter.label, trailing: position == closures.count - 1, in: file)
            }
        }
    }

    /// A function of the app's own that lays out the views of a content closure (linearmouse's
    /// `withDescription { Text(title); Text(description) }`, whose body shows `c.value.1` with the
    /// description's style, `c` being `content()`): each child's places, keyed `#0`, `#1`, ….
    private mutating func readFunction(at keyword: Int, in file: SwiftSourceFile) {
        guard let name = file.identifier(keyword + 1) else { return }
        var paren = keyword + 2
        while paren < file.tokens.count, !file.isSymbol(paren, "("), !file.isSymbol(paren, "{") { paren += 1 }
        guard file.isSymbol(paren, "("), let body = ContentPlaces.bodyBrace(after: file.partner[paren], in: file) else { return }
        let closures = zip(file.parameters(ofParen: paren), file.arguments(ofParen: paren))
            .filter { $0.1.whole.contains { file.isSymbol($0, "->") } }.map(\.0)
        for (position, parameter) in closures.enumerated() {
            var found: [String: [Int]] = [:]
            for token in (body + 1)..<file.partner[body] where file.tokens[token].isIdentifier(parameter.name)
                && !file.isSymbol(token - 1, ".") && !file.isSymbol(token + 1, ":") {
                // `let c = content()`: the local that holds the views, and its uses.
                guard let local = assignedProperty(at: token, in: file) else {
                    found["", default: []].append(token)
                    continue
                }
                for use in (token + 1)..<file.partner[body] where file.tokens[use].isIdentifier(local) && !file.isSymbol(use - 1, ".") {
                    if file.isSymbol(use + 1, "."), file.identifier(use + 2) == "value", file.isSymbol(use + 3, "."),
                       let child = file.token(use + 4), child.kind == .number {
                        found["#" + child.text, default: []].append(use)
                    } else {
                        found["", default: []].append(use)
                    }
                }
            }
            for (child, tokens) in found {
                let label = child.isEmpty ? parameter.label : child
                add(tokens, type: name, label: label, trailing: child.isEmpty && position == closures.count - 1, in: file)
            }
        }
    }

    private mutating func add(_ tokens: [Int], type: String, label: String?, trailing: Bool, in file: SwiftSourceFile) {
        guard !tokens.isEmpty else { return }
        let found = tokens.map { Place(file: file, token: $0) }
        places[ContentPlaces.key(type, label), default: []] += found
        if trailing, label != nil { places[ContentPlaces.key(type, nil), default: []] += found }
    }

    /// `self.content = content()`, `content = content`, `self._content = …`: the property the value
    /// at `token` is kept in.
    private func assignedProperty(at token: Int, in file: SwiftSourceFile) -> String? {
        var value = token
        guard file.isSymbol(value - 1, "=") else { return nil }
        value -= 1
        guard let property = file.identifier(value - 1) else { return nil }
        let name = property.hasPrefix("_") ? String(property.dropFirst()) : property
        if file.isSymbol(value - 2, ".") { return file.identifier(value - 3) == "self" ? name : nil }
        return name
    }

    /// The uses of the property `name` in the type's members, outside its `init`s.
    private func propertyUses(_ name: String, typeBody brace: Int, excluding inits: [Range<Int>], in file: SwiftSourceFile) -> [Int] {
        ((brace + 1)..<file.partner[brace]).filter { index in
            guard file.tokens[index].isIdentifier(name), !inits.contains(where: { $0.contains(index) }),
                  !file.isSymbol(index + 1, ":"), !file.isSymbol(index + 1, "=") else { return false }
            if file.isSymbol(index - 1, ".") { return file.identifier(index - 2) == "self" }
            return !(file.tokens[index - 1].isIdentifier("let") || file.tokens[index - 1].isIdentifier("var"))
        }
    }

    /// `() -> Content`, `@ViewBuilder let content: Content`: a property holding a view the caller gives.
    private func isContentType(from index: Int, generics: Set<String>, in file: SwiftSourceFile) -> Bool {
        var cursor = index
        while cursor < file.tokens.count, file.tokens[cursor].line == file.tokens[index].line, !file.isSymbol(cursor, "=") {
            if file.isSymbol(cursor, "->") { return true }
            if let word = file.identifier(cursor), generics.contains(word) { return true }
            cursor += 1
        }
        return false
    }
}

extension RoleWalker {
    /// The state once the content given to an app view in `frame` (its trailing closure, a labelled
    /// closure, an argument passed on) is laid out inside that view: walked from each place the view
    /// lays it out (``ContentPlaces``) up to the view's declaration. Of the places that show it (a
    /// condition may lay it out in two), one with a line limit wins (the tighter), else the first. The call's arguments that name cases (`size: .large`) go in with it, for the view's
    /// own choices (``AppFonts/storedFont(_:in:at:choices:)``). `nil` where the view is not the app's.
    func throughAppView(_ frame: SyntaxFrame, state: WalkState, origin: Int) -> WalkState? {
        guard depth < 4 else { return nil }
        let type: String, label: String?
        switch frame.kind {
        case .closure(let name, false, let named): (type, label) = (name, named)
        case .call(let name, false, let named, _): (type, label) = (name, named)
        case .other where file.isSymbol(frame.opener, "{") && !file.isSymbol(frame.opener - 2, "."):
            // `withDescription { … }`: a function of the app's own given a content closure.
            guard let name = file.identifier(frame.opener - 1) else { return nil }
            (type, label) = (name, nil)
        default: return nil
        }
        var places = library.contents.places(of: type, label: label)
        if label == nil, let child = child(holding: origin, inClosure: frame.opener) {
            let own = library.contents.places(of: type, label: "#\(child)")
            if !own.isEmpty { places = own }
        }
        guard !places.isEmpty else { return nil }
        let given = frame.callee.map { self.choices(givenTo: type, callee: $0, outer: state.choices) } ?? [:]
        var first: WalkState?
        var shown: [WalkState] = []
        for place in places {
            var inner = state
            inner.choices = given
            var walker = RoleWalker(file: place.file, pickerViews: pickerViews, library: library)
            walker.depth = depth + 1
            _ = walker.walk(&inner, from: place.token, own: false)
            inner.choices = state.choices
            inner.through.append(place.file.place(of: place.token))
            if case .unplaced = inner.role {
                if first == nil { first = inner }
                continue
            }
            shown.append(inner)
        }
        return shown.first { $0.refinements.lines != nil && $0.refinements.lines! != nil } ?? shown.first ?? first
    }

    /// The position of the view that holds `origin` among the views of the closure at `brace` (its
    /// calls, and its `if`s, each one view).
    private func child(holding origin: Int, inClosure brace: Int) -> Int? {
        guard file.isSymbol(brace, "{"), brace < origin, origin < file.partner[brace] else { return nil }
        var position = 0
        var index = brace + 1
        while index < file.partner[brace] {
            let end: Int
            if file.tokens[index].isIdentifier("if") {
                var cursor = index
                while cursor < file.partner[brace], !file.isSymbol(cursor, "{") { cursor += 1 }
                end = file.partner[cursor]
            } else if file.identifier(index) != nil, file.isSymbol(index + 1, "(") || file.isSymbol(index + 1, "{") {
                end = file.callEnd(from: index)
            } else {
                index += 1
                continue
            }
            if index <= origin, origin <= end { return position }
            position += 1
            index = end + 1
        }
        return nil
    }

    /// The arguments of the call at `callee` that name a case (`size: .large`) or pass one on
    /// (`size: size`, from `outer`), by the parameter names of `type`'s `init` that takes them.
    private func choices(givenTo type: String, callee: Int, outer: [String: String]) -> [String: String] {
        guard file.isSymbol(callee + 1, "("), let inits = library.contents.parameters[type] else { return [:] }
        var result: [String: String] = [:]
        for argument in file.arguments(ofParen: callee + 1) {
            guard let label = argument.label,
                  let parameter = inits.lazy.compactMap({ $0.first { $0.label == label } }).first else { continue }
            let start = argument.value.lowerBound
            if argument.value.count == 2, file.isSymbol(start, "."), let name = file.identifier(start + 1) {
                result[parameter.name] = name
            } else if argument.value.count == 1, let name = file.identifier(start), let passed = outer[name] {
                result[parameter.name] = passed
            }
        }
        return result
    }
}
