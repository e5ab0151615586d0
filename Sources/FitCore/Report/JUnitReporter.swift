/// JUnit XML, as CI systems show test results: a test suite per language, a test case per key ×
/// language (classname = catalog file, name = key). A failing test case carries one `<failure>`
/// listing its findings, the most severe first; a passing key is a test case without one.
public struct JUnitReporter: Reporter {
    public init() {}

    public func render(_ report: RunReport) -> String {
        // The findings of each key × language, most severe first.
        var failing: [String: [[String]: [Finding]]] = [:]
        for finding in report.findings.sorted(by: Finding.moreSevere) {
            failing[finding.language, default: [:]][[finding.key, finding.file], default: []].append(finding)
        }
        var casesByLanguage: [String: Set<[String]>] = [:]
        for key in report.keys {
            for language in report.languages(of: key) { casesByLanguage[language, default: []].insert([key.key, key.file]) }
        }
        for (language, cases) in failing { casesByLanguage[language, default: []].formUnion(cases.keys) }

        let languages = casesByLanguage.keys.sorted()
        let tests = casesByLanguage.values.reduce(0) { $0 + $1.count }
        let failures = failing.values.reduce(0) { $0 + $1.count }
        // <?xml version="1.0" encoding="UTF-8"?>
        // <testsuites name="fitcheck" tests="{keys × languages}" failures="{failing keys × languages}">
        var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                   "<testsuites name=\"fitcheck\" tests=\"\(tests)\" failures=\"\(failures)\">"]
        for language in languages {
            let cases = (casesByLanguage[language] ?? []).sorted { $0[0] != $1[0] ? $0[0] < $1[0] : $0[1] < $1[1] }
            let byCase = failing[language] ?? [:]
            //   <testsuite name="{language}" tests="{keys}" failures="{failing keys}">
            out.append("  <testsuite name=\"\(escape(language))\" tests=\"\(cases.count)\" failures=\"\(byCase.count)\">")
            for testCase in cases {
                //     <testcase classname="{file}" name="{key}"/>
                let open = "    <testcase classname=\"\(escape(testCase[1]))\" name=\"\(escape(testCase[0]))\""
                guard let findings = byCase[testCase], let first = findings.first else {
                    out.append(open + "/>")
                    continue
                }
                //       <failure type="{verdict}" message="{most severe finding}">{file}:{line}⏎{every finding}</failure>
                let lines = findings.map { finding in
                    escape("\(finding.headline) \(finding.quotedText()) (\(finding.failingCellsLine))")
                }
                out.append(open + ">")
                out.append("      <failure type=\"\(first.verdict.rawValue)\" message=\"\(escape(first.headline))\">"
                    + ([escape("\(first.file):\(first.line)")] + lines).joined(separator: "\n") + "</failure>")
                out.append("    </testcase>")
            }
            out.append("  </testsuite>")
        }
        out.append("</testsuites>")
        return out.joined(separator: "\n") + "\n"
    }

    /// Escapes text for XML attributes and content. Line breaks and tabs become character references
    /// (attribute values would otherwise lose them); other control characters are not allowed in
    /// XML 1.0 at all, even as references, so they are written visibly as `[U+001B]`.
    func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "[U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
