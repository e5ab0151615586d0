/// An old-style (OpenStep) property list, the format of `project.pbxproj`: dictionaries
/// `{ key = value; }`, arrays `( a, b, )`, strings quoted (`"a b"`, with `\"`, `\\`, `\n`, `\t`) or
/// bare (`isa`, `en`, `Base.lproj/Main.xib`), `<…>` data kept as its text, `/* */` and `//` comments.
enum OldStylePropertyList: Sendable, Equatable {
    case string(String)
    case array([OldStylePropertyList])
    case dictionary([String: OldStylePropertyList])

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var array: [OldStylePropertyList] {
        if case .array(let values) = self { return values }
        return []
    }

    subscript(key: String) -> OldStylePropertyList? {
        if case .dictionary(let members) = self { return members[key] }
        return nil
    }

    /// Reads `text` (the whole file).
    /// - Throws: ``InputError`` at the line where it stops making sense.
    static func parse(_ text: String, file: String) throws -> OldStylePropertyList {
        var parser = Parser(scalars: Array(text.unicodeScalars), file: file)
        let value = try parser.value()
        parser.skipTrivia()
        guard parser.index == parser.scalars.count else { throw parser.error("unexpected text after the property list") }
        return value
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1

        mutating func value() throws -> OldStylePropertyList {
            skipTrivia()
            guard index < scalars.count else { throw error("expected a value before the end of the file") }
            switch scalars[index] {
            case "{":
                index += 1
                var members: [String: OldStylePropertyList] = [:]
                while true {
                    skipTrivia()
                    if index < scalars.count, scalars[index] == "}" { index += 1; return .dictionary(members) }
                    guard case .string(let key) = try value() else { throw error("expected a key") }
                    try expect("=")
                    members[key] = try value()
                    try expect(";")
                }
            case "(":
                index += 1
                var items: [OldStylePropertyList] = []
                while true {
                    skipTrivia()
                    if index < scalars.count, scalars[index] == ")" { index += 1; return .array(items) }
                    items.append(try value())
                    skipTrivia()
                    if index < scalars.count, scalars[index] == "," { index += 1 }
                }
            case "\"":
                return .string(try quoted())
            case "<":
                let start = index
                while index < scalars.count, scalars[index] != ">" { index += 1 }
                guard index < scalars.count else { throw error("unterminated <data>") }
                index += 1
                return .string(String(String.UnicodeScalarView(scalars[start ..< index])))
            default:
                let start = index
                while index < scalars.count, Self.isBare(scalars[index]) { index += 1 }
                guard index > start else { throw error("unexpected character \(quoted: String(scalars[index]))") }
                return .string(String(String.UnicodeScalarView(scalars[start ..< index])))
            }
        }

        static func isBare(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0" ... "9").contains(scalar) || "_$+/:.-".unicodeScalars.contains(scalar)
        }

        mutating func quoted() throws -> String {
            index += 1
            var out = String.UnicodeScalarView()
            while index < scalars.count, scalars[index] != "\"" {
                var scalar = scalars[index]
                if scalar == "\n" { line += 1 }
                if scalar == "\\", index + 1 < scalars.count {
                    index += 1
                    switch scalars[index] {
                    case "n": scalar = "\n"
                    case "t": scalar = "\t"
                    default: scalar = scalars[index]
                    }
                }
                out.append(scalar)
                index += 1
            }
            guard index < scalars.count else { throw error("unterminated string") }
            index += 1
            return String(out)
        }

        mutating func expect(_ scalar: Unicode.Scalar) throws {
            skipTrivia()
            guard index < scalars.count, scalars[index] == scalar else { throw error("expected \(quoted: String(scalar))") }
            index += 1
        }

        mutating func skipTrivia() {
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "\n" { line += 1; index += 1; continue }
                if scalar.properties.isWhitespace { index += 1; continue }
                if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    index += 2
                    while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") {
                        if scalars[index] == "\n" { line += 1 }
                        index += 1
                    }
                    index = min(index + 2, scalars.count)
                    continue
                }
                if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while index < scalars.count, scalars[index] != "\n" { index += 1 }
                    continue
                }
                return
            }
        }

        func error(_ message: String) -> InputError {
            InputError(file: file, line: line, message)
        }
    }
}
