import Foundation

/// Writes fixes into one legacy `.strings` file, leaving every other character as it was:
/// comments, order, spacing, and the file's encoding (UTF-8, or UTF-16 in its byte order, with or
/// without a byte-order mark). A changed value is rewritten in its quotes (`\"`, `\\`, `\n`, `\t`
/// escaped); a key the file lacks is added at its end as `"key" = "value";`. A `.strings` file has
/// no states (a fix's `state` is not written) and no variants (plural forms live in `.stringsdict`
/// files, which fitcheck reads but does not write).
enum StringsTableEditor {
    /// The file's bytes with `fixes` written in, and the fixes refused. A damaged table (a syntax error
    /// the device stops at) is not edited: every fix is refused, naming the place to repair first.
    static func edit(_ data: Data, file: String, fixes: [CatalogFix]) throws -> (bytes: [UInt8], rejected: [FixRejection]) {
        let reading = StringsFileReader.read(data: data, file: file)
        if let damage = reading.damage.first {
            return ([UInt8](data), fixes.map { FixRejection($0, .notWritable, "\(file):\(damage.line):\(damage.column) is damaged "
                                                             + "(\(damage.expected)): repair the table before writing into it") })
        }
        let pairs = reading.pairs
        guard let (text, encoding) = decode(data) else { throw InputError(file: file, "expected UTF-8 or UTF-16 text") }
        let scalars = Array(text.unicodeScalars)
        var locator = Locator(scalars: scalars)
        let tokens = locator.values()
        guard tokens.count == pairs.count else { throw InputError(file: file, "cannot locate the values of the file to edit") }
        var edits: [(range: Range<Int>, text: String)] = []
        var appended = ""
        var rejected: [FixRejection] = []
        var seen: Set<String> = []
        for fix in fixes {
            guard fix.variant.isEmpty else {
                rejected.append(FixRejection(fix, .notWritable, "a .strings table has no variants; plural forms are in the "
                                             + ".stringsdict, which fitcheck does not write (edit it in Xcode, or migrate to a String Catalog)"))
                continue
            }
            guard seen.insert(fix.key).inserted else { rejected.append(FixRejection(fix, .notFound, "given twice in one run")); continue }
            // Of a key given twice the last one counts, as readers do.
            guard let index = pairs.lastIndex(where: { $0.key == fix.key }) else {
                guard fix.expected == nil else {
                    rejected.append(FixRejection(fix, .changed, "expected \(XCStringsEditor.describe(fix.expected)), but \(file) has no such key"))
                    continue
                }
                appended += quoted(fix.key) + " = " + quoted(fix.value) + ";\n"
                continue
            }
            guard pairs[index].value == fix.expected else {
                rejected.append(FixRejection(fix, .changed, "expected \(XCStringsEditor.describe(fix.expected)), stored "
                                             + XCStringsEditor.describe(pairs[index].value)))
                continue
            }
            switch tokens[index] {
            case .value(let range): edits.append((range, quoted(fix.value)))
            case .keyOnly(let semicolon): edits.append((semicolon..<semicolon, " = " + quoted(fix.value)))
            }
        }
        var out = String.UnicodeScalarView()
        var copied = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            out.append(contentsOf: scalars[copied..<edit.range.lowerBound])
            out.append(contentsOf: edit.text.unicodeScalars)
            copied = edit.range.upperBound
        }
        out.append(contentsOf: scalars[copied...])
        if !appended.isEmpty {
            if let last = out.last, last != "\n" { out.append("\n") }
            out.append(contentsOf: appended.unicodeScalars)
        }
        return (encode(String(out), encoding), rejected)
    }

    /// `text` in quotes, escaped as Xcode writes `.strings` files.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// How a file's text was encoded, to write it back the same way.
    enum Encoding { case utf8(bom: Bool), utf16(bigEndian: Bool, bom: Bool) }

    static func decode(_ data: Data) -> (String, Encoding)? {
        let bytes = [UInt8](data)
        guard let text = StringsFileReader.decode(data) else { return nil }
        if bytes.starts(with: [0xFF, 0xFE]) { return (text, .utf16(bigEndian: false, bom: true)) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (text, .utf16(bigEndian: true, bom: true)) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (text, .utf8(bom: true)) }
        if bytes.count >= 2, bytes.count % 2 == 0, bytes[0] == 0, bytes[1] != 0 { return (text, .utf16(bigEndian: true, bom: false)) }
        if bytes.count >= 2, bytes.count % 2 == 0, bytes[0] != 0, bytes[1] == 0 { return (text, .utf16(bigEndian: false, bom: false)) }
        return (text, .utf8(bom: false))
    }

    static func encode(_ text: String, _ encoding: Encoding) -> [UInt8] {
        switch encoding {
        case .utf8(let bom): return (bom ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
        case .utf16(let bigEndian, let bom):
            var out: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
            for unit in text.utf16 {
                let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
                out += bigEndian ? [high, low] : [low, high]
            }
            return out
        }
    }

    /// Where each entry's value stands, in the order ``StringsFileReader`` reads the entries: a
    /// token's range of scalars, or (for `"key";`) the place of its `;`.
    private enum Token { case value(Range<Int>), keyOnly(semicolon: Int) }

    private struct Locator {
        let scalars: [Unicode.Scalar]
        var index = 0

        init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

        /// Lenient: the reader has already accepted the file, so its grammar holds here.
        mutating func values() -> [Token] {
            var tokens: [Token] = []
            skipTrivia()
            if peek == "{" { index += 1; skipTrivia() }
            while let c = peek, c != "}" {
                skipToken()
                skipTrivia()
                if peek == "=" {
                    index += 1
                    skipTrivia()
                    let start = index
                    skipToken()
                    tokens.append(.value(start..<index))
                    skipTrivia()
                } else {
                    tokens.append(.keyOnly(semicolon: index))
                }
                guard peek == ";" else { return tokens }
                index += 1
                skipTrivia()
            }
            return tokens
        }

        var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func skipToken() {
            guard peek == "\"" else {
                while let c = peek, c.properties.isAlphabetic || ("0"..."9").contains(c) || "_$+/:.-".unicodeScalars.contains(c) { index += 1 }
                return
            }
            index += 1
            while let c = peek {
                index += 1
                if c == "\\" { index += 1 } else if c == "\"" { return }
            }
        }

        mutating func skipTrivia() {
            while let c = peek {
                if c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{FEFF}" { index += 1; continue }
                if c == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    index += 2
                    while index < scalars.count, !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") { index += 1 }
                    index = min(index + 2, scalars.count)
                    continue
                }
                if c == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while let d = peek, d != "\n" { index += 1 }
                    continue
                }
                return
            }
        }
    }
}
