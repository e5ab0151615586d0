import Foundation

/// One element of an Interface Builder document (`.xib`, `.storyboard`) as written: its tag, its
/// attributes, its child elements in order and the line it starts on. Text between tags is kept
/// only in a `<string>` element: Interface Builder writes a long or multi-line value as one
/// (`<string key="title">Picture-in-\nPicture:</string>`) in place of an attribute.
struct NibElement: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [NibElement]
    var line: Int
    /// A `<string>` element's text, as written (entities decoded, line breaks kept).
    var text: String? = nil

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The value `key`: the attribute, else the text of a child `<string key="key">` (base64 decoded
    /// where it says `base64-UTF8="YES"`, as Interface Builder writes control characters).
    func value(_ key: String) -> String? {
        if let attribute = attributes[key] { return attribute }
        guard let string = child("string", key: key), let text = string.text else { return nil }
        guard string["base64-UTF8"] == "YES" else { return text }
        var digits = text.filter { !$0.isWhitespace }
        digits += String(repeating: "=", count: (4 - digits.count % 4) % 4)
        return Data(base64Encoded: digits).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The first child element named `name` whose `key` attribute is `key` (any key when nil).
    func child(_ name: String, key: String? = nil) -> NibElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child element whose `key` attribute is `key`, whatever its name (a `cell` may be a
    /// `textFieldCell`, a `buttonCell`…).
    func child(key: String) -> NibElement? {
        children.first { $0["key"] == key }
    }

    /// A number attribute, `nil` when absent or not a number.
    func number(_ attribute: String) -> Double? {
        attributes[attribute].flatMap(Double.init)
    }

    /// Reads a document into its root element with ``XMLScanner`` (the one XML reader), keeping
    /// only elements.
    /// - Throws: ``InputError`` at the place where the document is not well-formed XML.
    static func parse(_ bytes: [UInt8], file: String) throws -> NibElement {
        var stack: [NibElement] = [NibElement(name: "", attributes: [:], children: [], line: 1)]
        for event in try XMLScanner.events(bytes, file: file) {
            switch event {
            case .start(let name, let attributes, let selfClosing, _, let line, _):
                var values: [String: String] = [:]
                for attribute in attributes { values[attribute.name] = attribute.value }
                let element = NibElement(name: name, attributes: values, children: [], line: line)
                if selfClosing {
                    stack[stack.count - 1].children.append(element)
                } else {
                    stack.append(element)
                }
            case .end(let name):
                guard stack.count > 1, stack[stack.count - 1].name == name else {
                    throw InputError(file: file, "unexpected </\(name)>")
                }
                let finished = stack.removeLast()
                stack[stack.count - 1].children.append(finished)
            case .text(let text):
                if stack[stack.count - 1].name == "string" { stack[stack.count - 1].text = (stack[stack.count - 1].text ?? "") + text }
            }
        }
        guard stack.count == 1, let root = stack[0].children.first else {
            throw InputError(file: file, "expected one document element, closed before the end of the file")
        }
        return root
    }
}
