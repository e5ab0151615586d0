/// The `index.html` beside the failure pictures: every failure at a glance, grouped by key, each
/// picture with its caption — a page to open from a CI artifact.
///
/// Plain HTML with relative links, no script, everything escaped; ordered by key, language,
/// variant, container width and text size, so the same failures give the same bytes.
enum ContactSheet {
    /// Marks a page fitcheck wrote, so that a later run may replace or remove it and nothing else.
    static let marker = "<title>fitcheck failures</title>"

    static func html(_ images: [WrittenImage], scale: Double) -> String {
        let sorted = images.sorted { a, b in
            (a.cell.key, a.cell.language, a.cell.variant, a.cell.containerWidth, a.cell.textSize, a.path)
                < (b.cell.key, b.cell.language, b.cell.variant, b.cell.containerWidth, b.cell.textSize, b.path)
        }
        let keys = Set(sorted.map(\.cell.key)).count
        var page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>fitcheck failures</title>
        <style>
        body { font-family: system-ui, sans-serif; margin: 24px; color: #14141c; }
        h2 { font-size: 16px; margin: 28px 0 8px; font-family: ui-monospace, monospace; }
        figure { display: inline-block; vertical-align: top; margin: 0 16px 16px 0; }
        img { border: 1px solid #ccc; display: block; }
        figcaption { font-size: 12px; max-width: 600px; }
        </style>
        </head>
        <body>
        <h1>\(sorted.count) \(sorted.count == 1 ? "failure" : "failures") in \(keys) \(keys == 1 ? "key" : "keys")</h1>

        """
        var currentKey: String?
        for image in sorted {
            if image.cell.key != currentKey {
                if currentKey != nil { page += "</section>\n" }
                page += "<section>\n<h2>\(escape(image.cell.key))</h2>\n"
                currentKey = image.cell.key
            }
            // Shown at point size: a 2× picture stays sharp on a Retina screen.
            let width = Int((Double(image.width) / scale).rounded())
            let href = escape(image.path.split(separator: "/").map { percentEncode(String($0)) }.joined(separator: "/"))
            page += "<figure><a href=\"\(href)\"><img src=\"\(href)\" width=\"\(width)\" alt=\"\(escape(image.cell.key))\" loading=\"lazy\"></a>"
            page += "<figcaption>" + image.cell.captionLines.dropFirst().map(escape).joined(separator: "<br>") + "</figcaption></figure>\n"
        }
        if currentKey != nil { page += "</section>\n" }
        return page + "</body>\n</html>\n"
    }

    /// Escapes text for HTML content and attribute values.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// Percent-encodes a path segment (file names are already safe; this keeps links valid regardless).
    static func percentEncode(_ segment: String) -> String {
        var result = ""
        for byte in segment.utf8 {
            let scalar = Unicode.Scalar(byte)
            if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~".unicodeScalars.contains(scalar)) {
                result.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}
