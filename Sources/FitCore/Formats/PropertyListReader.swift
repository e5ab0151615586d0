import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an XML property list into a ``JSONValue`` tree (dict → object, array → array, string/date/data →
/// string, integer/real → number, true/false → bool), keeping the 1-based line of every value and key, so
/// the JSON readers' typed accessors and `file:line:column` errors work on plists too.
/// A binary plist is read through Foundation, without lines (every value at line 1).
public enum PropertyListReader {
    public static func parse(_ data: Data, file: String) throws -> JSONValue {
        if data.starts(with: Array("bplist".utf8)) { return try binary(data, file: file) }
        let bytes = try prepared(try utf8(data, file: file), file: file)
        let builder = Builder(file: file)
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = builder
        if !parser.parse() || builder.failure != nil {
            let reason = builder.failure ?? describe(parser.parserError) 
            let place = builder.failurePlace ?? (parser.lineNumber, parser.columnNumber)
            throw InputError(file: file, line: max(place.0, 1), column: max(place.1, 1),
                             "expected a well-formed XML property list: \(reason)")
        }
        guard let root = builder.root else {
            throw InputError(file: file, line: 1, column: 1, "expected a <plist> with one value")
        }
        return root
    }

    /// The document in UTF-8 (a byte-order mark dropped; UTF-16 with one decoded), refused where it is
    /// neither.
    static func utf8(_ data: Data, file: String) throws -> [UInt8] {
        var bytes = [UInt8](data)
        if let encoding: String.Encoding = data.starts(with: [0xFF, 0xFE]) ? .utf16LittleEndian
            : data.starts(with: [0xFE, 0xFF]) ? .utf16BigEndian : nil {
            guard let text = String(data: data.dropFirst(2), encoding: encoding) else {
                throw InputError(file: file, line: 1, column: 1, "invalid UTF-16")
            }
            bytes = Array(text.utf8)
        } else if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
        }
        if let (_, line, column, byte) = UTF8Validation.firstInvalidByte(bytes) {
            throw InputError(file: file, line: line, column: column, UTF8Validation.message(byte))
        }
        return bytes
    }

    /// The document as the XML parser is given it, read the way CoreFoundation's parser reads a property
    /// list: what comes before `<plist` — the `<?xml …?>` declaration, a `<!DOCTYPE …>`, any processing
    /// instruction —, the `<plist …>` tag's attributes and what follows `</plist>` are skipped whatever
    /// they hold (blanked here,
    /// line breaks kept so every line stays where it was); the encoding is moot, the bytes are UTF-8.
    /// A processing instruction anywhere else is refused: FoundationXML stops the program on `<?x?>`
    /// (found by fuzzing), and a property list has none.
    static func prepared(_ bytes: [UInt8], file: String) throws -> [UInt8] {
        var out = bytes, index = 0
        func starts(_ literal: String) -> Bool { out[index...].starts(with: Array(literal.utf8)) }
        func end(of closing: String) -> Int {
            let needle = Array(closing.utf8)
            var at = index
            while at < out.count, !out[at...].starts(with: needle) { at += 1 }
            return min(out.count, at + needle.count)
        }
        func blank(to stop: Int) {
            for at in index..<stop where out[at] != 0x0A { out[at] = 0x20 }
            index = stop
        }
        while index < out.count {
            if [0x20, 0x09, 0x0A, 0x0D].contains(out[index]) { index += 1; continue }
            if starts("<?") {
                let stop = end(of: "?>")
                try checkDeclaredEncoding(Array(out[index..<stop]), file: file)
                blank(to: stop)
            } else if starts("<!DOCTYPE") { blank(to: end(of: ">")) }
            else if starts("<!--") { index = end(of: "-->") } else { break }
        }
        if !starts("<plist") {
            // Without its `<plist>` tag CoreFoundation reads the root element alone (a `<!DOCTYPE` that lost
            // its `>` swallows the tag): a `</plist>` ending the document is not read either.
            var last = out.count
            while last > 0, [0x20, 0x09, 0x0A, 0x0D].contains(out[last - 1]) { last -= 1 }
            if out[..<last].suffix(8).elementsEqual("</plist>".utf8) {
                for at in (last - 8)..<last { out[at] = 0x20 }
            }
        }
        if starts("<plist") {
            index += "<plist".utf8.count
            blank(to: max(index, end(of: ">") - 1))
            // Nor does it read past the `</plist>` that ends the document.
            let close = end(of: "</plist>")
            if out[..<close].suffix(8).elementsEqual("</plist>".utf8) {
                index = close
                blank(to: out.count)
            }
        }
        var line = 1, column = 1
        for at in out.indices {
            if out[at] == UInt8(ascii: "<"), at + 1 < out.count, out[at + 1] == UInt8(ascii: "?") {
                throw InputError(file: file, line: line, column: column,
                                 "expected a property list: `<?` starts a processing instruction, which only the prolog may hold")
            }
            if out[at] == UInt8(ascii: "\n") { line += 1; column = 1 } else if out[at] & 0xC0 != 0x80 { column += 1 }
        }
        return out
    }

    /// The IANA names of the encodings a `<?xml … encoding="…"?>` declaration may give and CoreFoundation
    /// knows (the common ones). CoreFoundation refuses a document whose declaration names an
    /// encoding it does not know, an empty name among them (`encodingForXMLData` in CFPropertyList.c).
    static let knownEncodings: Set<String> = [
        "utf-8", "utf8", "utf-16", "utf-16be", "utf-16le", "utf-32", "us-ascii", "ascii",
        "iso-8859-1", "iso-8859-2", "iso-8859-5", "iso-8859-7", "iso-8859-9", "iso-8859-15", "latin1",
        "windows-1250", "windows-1251", "windows-1252", "windows-1253", "windows-1254", "macintosh",
        "x-mac-roman", "shift_jis", "euc-jp", "iso-2022-jp", "gb2312", "gbk", "gb18030", "big5", "euc-kr", "koi8-r",
    ]

    /// The `<?xml …?>` declaration's encoding, when it names one, must be one CoreFoundation knows.
    static func checkDeclaredEncoding(_ declaration: [UInt8], file: String) throws {
        guard declaration.starts(with: Array("<?xml".utf8)) else { return }
        let text = String(decoding: declaration, as: UTF8.self)
        guard let name = text.range(of: "encoding") else { return }
        var rest = text[name.upperBound...].drop(while: { $0 == " " || $0 == "=" || $0 == "\t" })
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return }
        rest = rest.dropFirst()
        let value = rest.prefix(while: { $0 != quote })
        // CoreFoundation compares charset names by their letters and digits alone ("UTF-/8" is UTF-8).
        func key(_ name: some StringProtocol) -> String { String(name.lowercased().filter { $0.isLetter || $0.isNumber }) }
        if !knownEncodings.contains(where: { key($0) == key(value) }) {
            throw InputError(file: file, line: 1, column: 1, "unknown encoding \(quoted: value) in the XML declaration")
        }
    }

    /// Words for the XML errors a hand-edited plist meets; the parser's own text is a bare error number.
    static func describe(_ error: Error?) -> String {
        guard let error else { return "malformed XML" }
        switch (error as NSError).code {
        case 76: return "mismatched closing tag"
        case 73, 77: return "an unclosed or malformed tag"
        case 5: return "the document ends too early"
        case 9: return "an invalid character"
        case 4: return "the document is empty"
        default: return "malformed XML (XMLParser error \((error as NSError).code))"
        }
    }

    private static func binary(_ data: Data, file: String) throws -> JSONValue {
        let object: Any
        do { object = try PropertyListSerialization.propertyList(from: data, format: nil) } catch {
            throw InputError(file: file, line: 1, column: 1, "expected a property list: \(error.localizedDescription)")
        }
        func convert(_ any: Any, _ path: String) -> JSONValue {
            let kind: JSONValue.Kind
            switch any {
            case let dict as [String: Any]:
                var object = JSONObject()
                for key in dict.keys.sorted() {
                    object.append(.init(key: key, keyLine: 1, keyColumn: 1, value: convert(dict[key]!, path.isEmpty ? key : path + "." + key)))
                }
                kind = .object(object)
            case let array as [Any]: kind = .array(array.enumerated().map { convert($1, "\(path)[\($0)]") })
            case let string as String: kind = .string(string)
            case let bool as Bool where type(of: any) == Bool.self: kind = .bool(bool)
            case let number as NSNumber: kind = .number(number.doubleValue)
            default: kind = .string("\(any)")
            }
            return JSONValue(kind: kind, file: file, line: 1, column: 1, path: path)
        }
        return convert(object, "")
    }

    /// Builds values from XMLParser events: a stack of open containers.
    private final class Builder: NSObject, XMLParserDelegate {
        let file: String
        var root: JSONValue?
        var failure: String?
        /// Line and column where the XML parser first reported an error.
        var failurePlace: (Int, Int)?
        private var stack: [(value: JSONValue, pendingKey: (String, Int)?)] = []
        private var text = ""
        private var textLine = 1
        private var pendingKey: (String, Int)?
        private weak var parser: XMLParser?
        /// The element that holds text (`<key>`, `<string>`, …) the parser is in: elsewhere only white space
        /// may stand, and inside it no other element.
        private var textElement: String?
        static let textElements: Set<String> = ["key", "string", "date", "data", "integer", "real", "true", "false"]

        init(file: String) { self.file = file }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            self.parser = parser
            if textElement == nil, let stray = text.first(where: { !$0.isWhitespace }) {
                return fail("text between elements (`\(stray)`)", parser)
            }
            if let textElement { return fail("<\(name)> inside <\(textElement)>", parser) }
            text = ""
            textLine = parser.lineNumber
            textElement = Self.textElements.contains(name) ? name : nil
            // As CoreFoundation's parser: a <dict> alternates <key> and value.
            if name == "key", case .object = stack.last?.value.kind, let (key, _) = pendingKey {
                return fail("a value for the key \(quoted: key) before the next <key>", parser)
            }
            switch name {
            case "dict": push(.object(JSONObject()), parser)
            case "array": push(.array([]), parser)
            default: break
            }
        }

        /// Every error the XML parser reports fails the document, also one it recovers from (an end tag
        /// that closes nothing open): CoreFoundation's parser stops at it.
        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if failurePlace == nil { failurePlace = (parser.lineNumber, parser.columnNumber) }
            if failure == nil { failure = PropertyListReader.describe(parseError) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if textElement == nil, let stray = text.first(where: { !$0.isWhitespace }) {
                return fail("text between elements (`\(stray)`)", parser)
            }
            if let textElement, textElement != name { return fail("</\(name)> inside <\(textElement)>", parser) }
            textElement = nil
            if name == "dict", let (key, _) = pendingKey { return fail("a value for the key \(quoted: key)", parser) }
            switch name {
            case "plist": break
            case "key":
                guard case .object = stack.last?.value.kind else { return fail("<key> outside a <dict>", parser) }
                pendingKey = (text, textLine)
            case "dict", "array":
                guard let finished = stack.popLast() else { return fail("unbalanced </\(name)>", parser) }
                pendingKey = finished.pendingKey
                add(finished.value, parser)
            case "string", "date", "data": add(value(.string(text)), parser)
            case "integer", "real":
                guard let number = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                    return fail("expected a number in <\(name)>, found \(quoted: text)", parser)
                }
                add(value(.number(number)), parser)
            case "true": add(value(.bool(true)), parser)
            case "false": add(value(.bool(false)), parser)
            default: fail("unknown element <\(name)>", parser)
            }
            text = ""
        }

        private func value(_ kind: JSONValue.Kind) -> JSONValue {
            JSONValue(kind: kind, file: file, line: textLine, column: 1, path: childPath())
        }

        private func childPath() -> String {
            guard let parent = stack.last?.value else { return "" }
            switch parent.kind {
            case .object: let key = pendingKey?.0 ?? ""; return parent.path.isEmpty ? key : parent.path + "." + key
            case .array(let items): return "\(parent.path)[\(items.count)]"
            default: return parent.path
            }
        }

        private func push(_ kind: JSONValue.Kind, _ parser: XMLParser) {
            let container = JSONValue(kind: kind, file: file, line: parser.lineNumber, column: 1, path: childPath())
            stack.append((container, pendingKey))
            pendingKey = nil
        }

        private func add(_ child: JSONValue, _ parser: XMLParser) {
            guard var parent = stack.popLast() else {
                if root != nil { return fail("more than one top-level value", parser) }
                root = child
                return
            }
            switch parent.value.kind {
            case .object(var object):
                guard let (key, line) = pendingKey else { return fail("a value without a <key> in a <dict>", parser) }
                parent.value.kind = .null // release the container so the append does not copy it
                object.append(.init(key: key, keyLine: line, keyColumn: 1, value: child))
                parent.value.kind = .object(object)
            case .array(var items):
                parent.value.kind = .null
                items.append(child)
                parent.value.kind = .array(items)
            default: break
            }
            pendingKey = nil
            stack.append(parent)
        }

        private func fail(_ message: String, _ parser: XMLParser) {
            if failure == nil { failure = message; failurePlace = (parser.lineNumber, parser.columnNumber) }
            parser.abortParsing()
        }
    }
}
