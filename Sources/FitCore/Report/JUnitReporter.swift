/// JUnit XML, as CI systems show test results: a test suite per language, holding one passing test
/// case per catalog file measured in that language (so a suite's count is stable from run to run)
/// and one test case per finding (classname = its file, name = what it is about, its variant and its
/// verdict). A finding that fails the run carries a `<failure>`; one that does not (a warning such as
/// a language still being translated) is `<skipped>` with its message, visible without failing the build.
public struct JUnitReporter: Reporter {
    public init() {}

    public func render(_ report: RunReport) -> String {
        // Per language: the catalog files measured in it, and its findings, most severe first.
        var files: [String: Set<String>] = [:]
        for key in report.keys {
            for language in report.languages(of: key) { files[language, default: []].insert(key.file) }
        }
        var findings: [String: [Finding]] = [:]
        for finding in report.findings.sorted(by: Finding.moreSevere) { findings[finding.language, default: []].append(finding) }
        let languages = Set(files.keys).union(findings.keys).sorted(by: ReportOrder.precedes)
        let tests = languages.reduce(0) { $0 + (files[$1]?.count ?? 0) + (findings[$1]?.count ?? 0) }
        let failures = report.findings.filter(\.fails).count
        let skipped = report.findings.count - failures
        // <?xml version="1.0" encoding="UTF-8"?>
        // <testsuites name="fitcheck" tests="{catalogs × languages + findings}" failures="{failing findings}" skipped="{others}">
        var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                   "<testsuites name=\"fitcheck\" tests=\"\(tests)\" failures=\"\(failures)\" skipped=\"\(skipped)\">"]
        for language in languages {
            let measured = (files[language] ?? []).sorted(by: ReportOrder.precedes)
            let own = findings[language] ?? []
            let failing = own.filter(\.fails).count
            //   <testsuite name="{language}" tests="{files + findings}" failures="{failing}" skipped="{others}">
            out.append("  <testsuite name=\"\(escape(language))\" tests=\"\(measured.count + own.count)\" "
                + "failures=\"\(failing)\" skipped=\"\(own.count - failing)\">")
            //     <testcase classname="{file}" name="{language}: measured"/>
            for file in measured {
                out.append("    <testcase classname=\"\(escape(file))\" name=\"\(escape(language)): measured\"/>")
            }
            for finding in own {
                //     <testcase classname="{file}" name="{subject} · {language (variant)} · {verdict}">
                //       <failure type="{verdict}" message="{headline}">{file}:{line}⏎{message}</failure>
                //     </testcase>
                let name = "\(finding.subjectLabel) · \(finding.languageLabel) · \(finding.verdict.rawValue)"
                let body = escape("\(finding.place)\n\(finding.message())")
                out.append("    <testcase classname=\"\(escape(finding.file))\" name=\"\(escape(name))\">")
                if finding.fails {
                    out.append("      <failure type=\"\(finding.verdict.rawValue)\" message=\"\(escape(finding.headline))\">\(body)</failure>")
                } else {
                    out.append("      <skipped message=\"\(escape("\(finding.level.rawValue) (does not fail the run): \(finding.headline)"))\"/>")
                }
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
