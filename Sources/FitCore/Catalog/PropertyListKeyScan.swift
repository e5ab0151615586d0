import Foundation

/// The top-level keys of a property list that cannot be parsed, as far as its text shows them: each
/// `<key>` directly inside the outermost `<dict>`, with its 1-based line. Tags are matched leniently
/// (a misspelt closing tag, a file cut short, bytes that are not UTF-8): the point is to name the keys
/// a damaged `.stringsdict` held, not to read it.
enum PropertyListKeyScan {
    static func topLevelKeys(_ data: Data) -> [(key: String, line: Int)] {
        let text = Array(String(decoding: data, as: UTF8.self).unicodeScalars)
        var keys: [(String, Int)] = []
        var depth = 0, line = 1, i = 0
        func starts(with literal: String, at index: Int) -> Bool {
            var j = index
            for c in literal.unicodeScalars {
                guard j < text.count, text[j] == c else { return false }
                j += 1
            }
            return true
        }
        while i < text.count {
            let c = text[i]
            if c == "\n" { line += 1 }
            guard c == "<" else { i += 1; continue }
            if starts(with: "<dict/>", at: i) { i += 7; continue }
            if starts(with: "<dict", at: i) { depth += 1; i += 5; continue }
            if starts(with: "</dict", at: i) { depth = max(0, depth - 1); i += 6; continue }
            if depth == 1, starts(with: "<key>", at: i) {
                var j = i + 5
                var key = String.UnicodeScalarView()
                while j < text.count, text[j] != "<", text[j] != "\n" { key.append(text[j]); j += 1 }
                keys.append((decodeEntities(String(key)), line))
                i = j
                continue
            }
            i += 1
        }
        return keys
    }

    private static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
