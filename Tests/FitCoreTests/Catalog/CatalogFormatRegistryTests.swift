import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// A catalog's format is a value (``CatalogFormat``) and the registry (``CatalogFormats``) the one
/// path to it: no file outside the format files tests a catalog suffix, so a new format touches its
/// own file and the registry's line.
@Suite struct CatalogFormatRegistryTests {
    /// The files allowed to name a catalog suffix: the formats' own.
    static let formatFiles: Set<String> = ["StringCatalogFormat.swift", "StringsTableFormats.swift", "XLIFFFormat.swift"]

    /// A suffix compared with a path, or listed to compare: `hasSuffix(".xcstrings")`,
    /// `pathExtension == "lproj"`, `["strings", "stringsdict"]`, `case "xliff", "xlf":`.
    static let suffixTest = try! NSRegularExpression(pattern: [
        #"hasSuffix\("\.(xcstrings|strings|stringsdict|xliff|xlf|lproj)"\)"#,
        #"(pathExtension|\bext\b)[^\n]*"(xcstrings|strings|stringsdict|xliff|xlf|lproj)""#,
        #"(^|[ (])\[("(xcstrings|strings|stringsdict|xliff|xlf|lproj)?", ?)*"(xcstrings|strings|stringsdict|xliff|xlf|lproj)"\]"#,
        #"case "(xcstrings|xliff|xlf|stringsdict|lproj)"|case "strings", "#,
    ].joined(separator: "|"))

    /// Every line of the library and the command line that tests a catalog suffix outside the format files.
    static func suffixTests(in folders: [String]) -> [String] {
        var found: [String] = []
        for folder in folders {
            let root = Repository.path(folder)
            let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []
            for relative in files where relative.hasSuffix(".swift") && !formatFiles.contains((relative as NSString).lastPathComponent) {
                let text = (try? String(contentsOfFile: root + "/" + relative, encoding: .utf8)) ?? ""
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = String(line).trimmingCharacters(in: CharacterSet.whitespaces)
                    guard !code.hasPrefix("//") else { continue }
                    if suffixTest.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil {
                        found.append("\(folder)/\(relative):\(number + 1): \(code)")
                    }
                }
            }
        }
        return found.sorted()
    }

    @Test func noFileOutsideTheFormatsTestsACatalogSuffix() {
        let found = Self.suffixTests(in: ["Sources/FitCore", "Sources/fitcheck"])
        #expect(found.isEmpty, "ask CatalogFormats instead:\n\(found.joined(separator: "\n"))")
    }

    @Test func thePatternFindsEachWayASuffixIsTested() {
        for line in [#"if ext == "xcstrings" {"#, #"guard file.hasSuffix(".stringsdict") else"#,
                     #"["xliff", "xlf"].contains(x)"#, #"case "strings", "stringsdict":"#,
                     #"guard folder.pathExtension == "lproj" else"#] {
            #expect(Self.suffixTest.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil, "\(line)")
        }
        // Not a suffix: a JSON member named strings.
        let member = #"guard let strings = root["strings"] else"#
        #expect(Self.suffixTest.firstMatch(in: member, range: NSRange(member.startIndex..., in: member)) == nil)
    }

    @Test func everyFileKindHasOneFormatAndTheMessageListsThem() throws {
        #expect(CatalogFormats.format(ofFile: "App/Localizable.xcstrings")?.name == "String Catalog")
        #expect(CatalogFormats.format(ofFile: "App/de.lproj/Localizable.strings")?.name == "strings table")
        #expect(CatalogFormats.format(ofFile: "App/de.lproj/Localizable.stringsdict")?.name == "stringsdict")
        #expect(CatalogFormats.format(ofFile: "export/de.XLF")?.name == "XLIFF export")
        #expect(CatalogFormats.format(ofFile: "App/Info.plist") == nil)
        #expect(CatalogFormats.suffixList == ".xcstrings, .strings, .stringsdict or .xliff")
        #expect(CatalogFormats.language(ofFolder: "sr.lproj") == "sr" && CatalogFormats.language(ofFolder: "App") == nil)
        // Each suffix belongs to one format.
        let suffixes = CatalogFormats.all.flatMap(\.suffixes)
        #expect(Set(suffixes).count == suffixes.count)
    }
}
