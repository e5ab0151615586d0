import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// Writing into String Catalogs as Xcode writes them: the corpus's catalogs round-trip byte for
/// byte, an edit changes its value line (and its state line), an insertion is a block where Xcode's
/// key order puts it.
@Suite struct XCStringsEditorTests {
    static let corpusCatalogs: [URL] = {
        guard Corpus.available, let files = FileManager.default.enumerator(at: Corpus.folder, includingPropertiesForKeys: nil) else { return [] }
        return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "xcstrings" }.sorted { $0.path < $1.path }
    }()

    /// Xcode's format, held to every real catalog: each re-written from its parse gives its own bytes.
    @Test(.enabled(if: Corpus.available, Comment(rawValue: Corpus.absent)))
    func everyCorpusCatalogRoundTripsByteForByte() throws {
        #expect(Self.corpusCatalogs.count >= 7)
        for url in Self.corpusCatalogs {
            let bytes = [UInt8](try Data(contentsOf: url))
            let root = try LocatedJSON.read(bytes, file: url.path)
            let same = Array(XcodeJSONFormat.render(root, in: bytes).utf8) == bytes
            #expect(same, "\(url.lastPathComponent) written again differs from its bytes")
            // Applying nothing changes nothing.
            #expect(try XCStringsEditor.edit(bytes, file: url.path, fixes: []).bytes == bytes)
        }
    }

    @Test(.enabled(if: Corpus.available, Comment(rawValue: Corpus.absent)))
    func anEditChangesTheValueLineAndTheStateLineOnly() throws {
        let file = Corpus.folder.appendingPathComponent("coteditor__CotEditor__Document.xcstrings").path
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        let catalog = try XCStringsReader.read(data: Data(bytes), file: file)
        // A needs_review value: the edit changes its value and its state.
        let found = catalog.entries.lazy.flatMap { entry in
            entry.localizations.sorted { $0.key < $1.key }.compactMap { language, node -> (CatalogEntry, String, StringUnit)? in
                guard let unit = node.stringUnit, unit.state == "needs_review" else { return nil }
                return (entry, language, unit)
            }
        }.first
        let (entry, language, unit) = try #require(found)
        let fix = CatalogFix(key: entry.key, language: language, expected: unit.value, value: "Neu: \"\(unit.value)\"")
        let (edited, rejected) = try XCStringsEditor.edit(bytes, file: file, fixes: [fix])
        #expect(rejected.isEmpty)
        let diff = UnifiedDiff.diff(String(decoding: bytes, as: UTF8.self), String(decoding: edited, as: UTF8.self),
                                    oldName: "a", newName: "b")
        let changed = diff.split(separator: "\n").filter { ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
        #expect(changed == [
            "-            \"state\" : \"needs_review\",",
            "-            \"value\" : \(XcodeJSONFormat.quoted(unit.value))",
            "+            \"state\" : \"translated\",",
            "+            \"value\" : \(XcodeJSONFormat.quoted("Neu: \"\(unit.value)\""))",
        ])
        // What it wrote reads back as the fix.
        let reread = try XCStringsReader.read(data: Data(edited), file: file)
        #expect(reread.entries.first { $0.key == entry.key }?.localizations[language]?.stringUnit
                == StringUnit(state: "translated", value: "Neu: \"\(unit.value)\""))
    }

    @Test(.enabled(if: Corpus.cubeTimeAvailable, Comment(rawValue: Corpus.absent)))
    func anInsertionIntoARealCatalogIsOneBlockBeforeTheLanguageAfterIt() throws {
        let file = Corpus.cubeTime.appendingPathComponent("Localizable.xcstrings").path
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        let fix = CatalogFix(key: "Appearance", language: "de", expected: nil, value: "Darstellung")
        let (edited, rejected) = try XCStringsEditor.edit(bytes, file: file, fixes: [fix])
        #expect(rejected.isEmpty)
        let diff = UnifiedDiff.diff(String(decoding: bytes, as: UTF8.self), String(decoding: edited, as: UTF8.self),
                                    oldName: "a", newName: "b")
        let changed = diff.split(separator: "\n").filter { ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
        #expect(changed == [
            "+        \"de\" : {", "+          \"stringUnit\" : {", "+            \"state\" : \"translated\",",
            "+            \"value\" : \"Darstellung\"", "+          }", "+        },",
        ])
        // Before zh-Hans, the language it sorts before.
        #expect(diff.contains("+        },\n         \"zh-Hans\" : {"))
        let entry = try XCStringsReader.read(data: Data(edited), file: file).entries.first { $0.key == "Appearance" }
        #expect(entry?.localizations["de"]?.stringUnit?.value == "Darstellung")
    }

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld files" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld file"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld files"
                        }
                      }
                    }
                  }
                },
                "ru" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld файл"
                        }
                      }
                    }
                  }
                }
              }
            },
            "Empty" : {

            },
            "Save" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Sichern"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Enregistrer"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    private func edit(_ fixes: [CatalogFix]) throws -> (text: String, rejected: [FixRejection]) {
        let (bytes, rejected) = try XCStringsEditor.edit(Array(Self.catalog.utf8), file: "t.xcstrings", fixes: fixes)
        return (String(decoding: bytes, as: UTF8.self), rejected)
    }

    private func added(_ text: String) -> String {
        UnifiedDiff.diff(Self.catalog, text, oldName: "a", newName: "b").split(separator: "\n")
            .filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.map { String($0.dropFirst()) }.joined(separator: "\n")
    }

    @Test func aNewLocalizationIsInsertedWhereXcodesKeyOrderPutsIt() throws {
        let (text, rejected) = try edit([CatalogFix(key: "Save", language: "es", expected: nil, value: "Guardar")])
        #expect(rejected.isEmpty)
        // Between de and fr, indented as its siblings.
        #expect(added(text) == """
                    "es" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Guardar"
                      }
                    },
            """)
        #expect(text.contains("\"Sichern\"\n          }\n        },\n        \"es\" : {"))
        // A language after every other goes last, after a comma on the last one's closing line.
        let (last, _) = try edit([CatalogFix(key: "Save", language: "zh-Hans", expected: nil, value: "保存")])
        #expect(last.contains("\"Enregistrer\"\n          }\n        },\n        \"zh-Hans\" : {\n"))
        #expect(try XCStringsReader.read(data: Data(last.utf8), file: "t").entries.first { $0.key == "Save" }?
            .localizations["zh-Hans"]?.stringUnit?.value == "保存")
    }

    @Test func pluralFormsAreInsertedIntoTheirVariationAndANewLocalizationIsOneBlock() throws {
        let (text, rejected) = try edit([
            CatalogFix(key: "%lld files", language: "ru", variant: "plural.few", expected: nil, value: "%lld файла"),
            CatalogFix(key: "%lld files", language: "ru", variant: "plural.other", expected: nil, value: "%lld файлов"),
            CatalogFix(key: "%lld files", language: "de", variant: "plural.one", expected: nil, value: "%lld Datei"),
            CatalogFix(key: "%lld files", language: "de", variant: "plural.other", expected: nil, value: "%lld Dateien"),
        ])
        #expect(rejected.isEmpty)
        let entry = try #require(try XCStringsReader.read(data: Data(text.utf8), file: "t").entries.first)
        let ru = try #require(entry.localizations["ru"]?.variations.first?.cases.map(\.name))
        #expect(ru == ["one", "few", "other"])
        // few before one (Xcode's order is by name), other after it.
        #expect(text.contains("\"plural\" : {\n              \"few\" : {"))
        #expect(text.contains("\"%lld файл\"\n                }\n              },\n              \"other\" : {"))
        #expect(added(text).hasPrefix("""
                    "de" : {
                      "variations" : {
                        "plural" : {
                          "one" : {
            """))
    }

    @Test func anEmptyEntryGetsItsFirstLocalization() throws {
        let (text, rejected) = try edit([CatalogFix(key: "Empty", language: "en", expected: nil, value: "Empty")])
        #expect(rejected.isEmpty)
        #expect(text.contains("""
                "Empty" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Empty"
                      }
                    }
                  }
                },
            """))
    }

    @Test func aStoredValueOtherThanExpectedRefusesTheFixNamingBoth() throws {
        let (text, rejected) = try edit([
            CatalogFix(key: "Save", language: "de", expected: "Speichern", value: "Sichern!"),
            CatalogFix(key: "Save", language: "fr", expected: nil, value: "Sauver"),
        ])
        #expect(rejected.map(\.reason) == [.changed, .changed])
        try #require(rejected.count == 2)
        #expect(rejected[0].message == "expected \"Speichern\", stored \"Sichern\"")
        #expect(rejected[1].message == "expected none (null), stored \"Enregistrer\"")
        // The editor still returns the rest; the caller writes nothing when anything is refused.
        #expect(text == Self.catalog)
    }

    @Test func aFixNeverChangesALocalizationsStructure() throws {
        let (_, rejected) = try edit([
            CatalogFix(key: "Save", language: "de", variant: "plural.one", expected: nil, value: "x"),
            CatalogFix(key: "%lld files", language: "ru", expected: nil, value: "x"),
            CatalogFix(key: "%lld files", language: "ru", variant: "device.ipad", expected: nil, value: "x"),
            CatalogFix(key: "Missing", language: "de", expected: nil, value: "x"),
            CatalogFix(key: "Save", language: "de", variant: "a:plural.one/b:plural.one", expected: nil, value: "x"),
        ])
        #expect(rejected.map(\.reason) == Array(repeating: .notFound, count: 5))
        try #require(rejected.count == 5)
        #expect(rejected[0].message.contains("stores one text"))
        #expect(rejected[1].message.contains("varies by plural"))
        #expect(rejected[2].message.contains("not by device"))
        #expect(rejected[3].message.contains("no key 'Missing'"))
        #expect(rejected[4].message.contains("names two substitutions"))
    }

    @Test func stringsAreEscapedAsXcodeEscapesThem() {
        #expect(XcodeJSONFormat.quoted("a \"b\" \\ c/d\né\t\u{1}") == "\"a \\\"b\\\" \\\\ c/d\\né\\t\\u0001\"")
        #expect(["zh-Hant", "de", "en-GB", "en", "zh-HK", "pt-BR"].sorted(by: XcodeJSONFormat.precedes)
                == ["de", "en", "en-GB", "pt-BR", "zh-Hant", "zh-HK"])
    }
}
