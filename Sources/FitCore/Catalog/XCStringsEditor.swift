/// Writes fixes into a String Catalog's bytes the way Xcode would, leaving every other byte as it
/// was: a changed value changes its `"value"` line (and its `"state"` line when the state changes);
/// a new localization, plural form or substitution case is inserted as a block at the place Xcode's
/// key order gives it, indented and escaped as Xcode writes (``XcodeJSONFormat``).
///
/// A fix is written only when the value stored now is its `expected` (nil: none stored). It never
/// changes a localization's structure: a plain text does not become a plural variation here, nor
/// the other way round (that is a decision for Xcode's editor), and a key must already exist.
enum XCStringsEditor {
    /// The catalog `bytes` with `fixes` written in, and the fixes refused (each with its reason).
    /// - Throws: ``InputError`` when `bytes` is not JSON.
    static func edit(_ bytes: [UInt8], file: String, fixes: [CatalogFix]) throws -> (bytes: [UInt8], rejected: [FixRejection]) {
        let root = try LocatedJSON.read(bytes, file: file)
        guard let strings = root["strings"], strings.isObject else {
            return (bytes, fixes.map { FixRejection($0, .notFound, "\(file) has no \"strings\" object") })
        }
        let sourceLanguage = root["sourceLanguage"]?.string ?? "en"
        var edits = ByteEdits()
        var rejected: [FixRejection] = []
        /// New members by the start of the object they go into.
        var pending: [Int: (object: LocatedJSON, members: PendingObject)] = [:]
        var seen: Set<[String]> = []
        for fix in fixes {
            func reject(_ reason: FixRejection.Reason, _ message: String) { rejected.append(FixRejection(fix, reason, message)) }
            guard let entry = strings[fix.key], entry.isObject else { reject(.notFound, "no key \(quoted: fix.key) in \(file)"); continue }
            if let flag = entry["shouldTranslate"], String(decoding: bytes[flag.start..<flag.end], as: UTF8.self) == "false" {
                reject(.notFound, "the key is marked shouldTranslate: false (shown as the source text in every language)"); continue
            }
            let address: VariantAddress
            do { address = try VariantAddress(fix.variant) } catch let error as InputError { reject(.notFound, error.message); continue }
            catch { reject(.notFound, "\(error)"); continue }
            let path = ["localizations", fix.language] + address.keyPath
            guard seen.insert([fix.key] + path).inserted else { reject(.notFound, "given twice in one run"); continue }

            // Down the path as far as the file goes.
            var node = entry, depth = 0
            while depth < path.count, let child = node[path[depth]] {
                guard child.isObject else { reject(.notFound, "`\(path[..<(depth + 1)].joined(separator: "."))` is not an object"); break }
                node = child
                depth += 1
            }
            if rejected.last?.fix == fix { continue }

            if depth == path.count {
                // The string unit is there: compare, then change its value and state in place.
                let stored = node["value"]
                guard stored == nil || stored?.string != nil else { reject(.notFound, "its stored value is not a string"); continue }
                guard stored?.string == fix.expected else {
                    reject(.changed, "expected \(describe(fix.expected)), stored \(describe(stored?.string))"); continue
                }
                var unit = PendingObject()
                if let stored { edits.replace(stored.start..<stored.end, with: XcodeJSONFormat.quoted(fix.value)) }
                else { unit.members["value"] = .raw(XcodeJSONFormat.quoted(fix.value)) }
                if let state = node["state"] {
                    if state.string != fix.state { edits.replace(state.start..<state.end, with: XcodeJSONFormat.quoted(fix.state)) }
                } else {
                    unit.members["state"] = .raw(XcodeJSONFormat.quoted(fix.state))
                }
                if !unit.members.isEmpty { pending[node.start, default: (node, PendingObject())].members.merge(unit) }
                continue
            }
            guard fix.expected == nil else {
                reject(.changed, "expected \(describe(fix.expected)), but nothing is stored at `\(path.joined(separator: "."))`"); continue
            }
            if let problem = structureProblem(adding: path[depth], to: node, path: path, depth: depth, fix: fix) {
                reject(.notFound, problem); continue
            }
            // What is missing, from the first absent member down to the string unit.
            var top = PendingObject.nested(path[depth...], unit: PendingObject.unit(value: fix.value, state: fix.state))
            if let substitution = address.substitution, depth <= 3 {
                // A new substitution carries its argument and specifier, as the source language's does.
                guard let fields = substitutionFields(entry, sourceLanguage: sourceLanguage, name: substitution, bytes: bytes) else {
                    reject(.notFound, "the source language has no substitution \(quoted: substitution) to follow"); continue
                }
                top.addFields(fields, at: Array(path[depth...3]))
                // A new localization of substitutions alone would show nothing: its own text must come too.
                if depth <= 1, !fixes.contains(where: { $0.key == fix.key && $0.language == fix.language && $0.variant.isEmpty }) {
                    reject(.notFound, "\(fix.language) has no text of its own for this key: give the fix for variant \"\" "
                           + "(the text with %#@\(substitution)@) in the same run"); continue
                }
            }
            pending[node.start, default: (node, PendingObject())].members.merge(top)
        }
        for (object, members) in pending.values { insert(members, into: object, bytes: bytes, edits: &edits) }
        return (edits.applied(to: bytes), rejected)
    }

    /// Why `key` cannot be added to `node` (at `path[depth]`), or nil when it can.
    private static func structureProblem(adding key: String, to node: LocatedJSON, path: [String], depth: Int,
                                         fix: CatalogFix) -> String? {
        let place = path[..<depth].joined(separator: ".")
        if key == "variations", node["stringUnit"] != nil {
            return "\(fix.language) stores one text at `\(place)`, not variations: vary it in Xcode first, or give the variant without \(path[depth + 1])"
        }
        if key == "stringUnit", let variations = node["variations"] {
            let axes = variations.members.map(\.key).joined(separator: ", ")
            return "\(fix.language) varies by \(axes) at `\(place)`: give a variant (e.g. \(axes).other)"
        }
        if depth >= 1, path[depth - 1] == "variations", !node.members.isEmpty {
            let axes = node.members.map(\.key).joined(separator: ", ")
            return "\(fix.language) varies by \(axes) at `\(place)`, not by \(key)"
        }
        return nil
    }

    /// `argNum` and `formatSpecifier` of the source language's substitution `name`, as written.
    private static func substitutionFields(_ entry: LocatedJSON, sourceLanguage: String, name: String,
                                           bytes: [UInt8]) -> [String: String]? {
        guard let substitution = entry["localizations"]?[sourceLanguage]?["substitutions"]?[name] else { return nil }
        var fields: [String: String] = [:]
        for field in ["argNum", "formatSpecifier"] {
            if let value = substitution[field] { fields[field] = String(decoding: bytes[value.start..<value.end], as: UTF8.self) }
        }
        return fields
    }

    /// Inserts `members` into `object` where Xcode's key order puts each, indented as its siblings.
    private static func insert(_ members: PendingObject, into object: LocatedJSON, bytes: [UInt8], edits: inout ByteEdits) {
        let existing = object.members
        let keys = members.members.keys.sorted(by: XcodeJSONFormat.precedes)
        guard let first = existing.first else {
            let indent = lineIndent(bytes, at: object.start) + 2
            let lines = keys.map { XcodeJSONFormat.spaces(indent) + XcodeJSONFormat.quoted($0) + " : "
                + XcodeJSONFormat.render(members.members[$0]!.value, indent: indent) }
            edits.replace(object.start..<object.end, with: "{\n" + lines.joined(separator: ",\n") + "\n" + XcodeJSONFormat.spaces(indent - 2) + "}")
            return
        }
        let indent = lineIndent(bytes, at: first.keyStart)
        func member(_ key: String) -> String {
            XcodeJSONFormat.quoted(key) + " : " + XcodeJSONFormat.render(members.members[key]!.value, indent: indent)
        }
        // Each new key goes before the first member that sorts after it, else after the last.
        var before: [Int: [String]] = [:], after: [String] = []
        for key in keys {
            if let next = existing.firstIndex(where: { XcodeJSONFormat.precedes(key, $0.key) }) { before[next, default: []].append(key) }
            else { after.append(key) }
        }
        for (index, keys) in before {
            edits.insert(keys.map { member($0) + ",\n" + XcodeJSONFormat.spaces(indent) }.joined(), at: existing[index].keyStart)
        }
        if !after.isEmpty {
            edits.insert(after.map { ",\n" + XcodeJSONFormat.spaces(indent) + member($0) }.joined(), at: existing.last!.value.end)
        }
    }

    /// The number of spaces that start the line `offset` is on.
    static func lineIndent(_ bytes: [UInt8], at offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var count = 0
        while start + count < bytes.count, bytes[start + count] == 0x20 { count += 1 }
        return count
    }

    static func describe(_ value: String?) -> String {
        value.map { XcodeJSONFormat.quoted($0) } ?? "none (null)"
    }
}

/// Members to add to an object, new objects nested inside.
struct PendingObject {
    indirect enum Value {
        case object(PendingObject)
        case raw(String)

        var value: XcodeJSONFormat.NewValue {
            switch self {
            case .raw(let text): return .raw(text)
            case .object(let object): return .object(object.members.mapValues(\.value))
            }
        }
    }

    var members: [String: Value] = [:]

    /// A string unit's members.
    static func unit(value: String, state: String) -> PendingObject {
        PendingObject(members: ["state": .raw(XcodeJSONFormat.quoted(state)), "value": .raw(XcodeJSONFormat.quoted(value))])
    }

    /// Objects nested along `keys`, the last one holding `unit`.
    static func nested(_ keys: ArraySlice<String>, unit: PendingObject) -> PendingObject {
        guard let first = keys.first else { return unit }
        return PendingObject(members: [first: .object(nested(keys.dropFirst(), unit: unit))])
    }

    /// Adds `other`'s members, merging objects both have.
    mutating func merge(_ other: PendingObject) {
        for (key, value) in other.members {
            if case .object(var mine) = members[key], case .object(let theirs) = value {
                mine.merge(theirs)
                members[key] = .object(mine)
            } else {
                members[key] = value
            }
        }
    }

    /// Adds raw `fields` to the object at `path` (keys from here down), where it is new.
    mutating func addFields(_ fields: [String: String], at path: [String]) {
        guard let key = path.first else {
            for (name, text) in fields where members[name] == nil { members[name] = .raw(text) }
            return
        }
        guard case .object(var inner) = members[key] else { return }
        inner.addFields(fields, at: Array(path.dropFirst()))
        members[key] = .object(inner)
    }
}
