import Testing
@testable import FitCore

@Suite struct LanguageTests {
    // tag          ICU locale
    static let known: [(String, String)] = [
        ("de",        "de"),
        ("pt-BR",     "pt_BR"),
        ("hi",        "hi"),
        ("zh-Hans",   "zh_Hans"),
    ]

    @Test(arguments: known)
    func knownLanguagesPass(tag: String, locale: String) throws {
        #expect(try Language.validate(tag) == tag)
        #expect(Language.icuLocale(tag) == locale)
    }

    @Test(arguments: ["", "xx", "klingon", "de_DE!", "12"])
    func unknownLanguagesAreRejectedByName(tag: String) {
        #expect(throws: InputError("unknown language '\(tag)' (expected a BCP-47 tag such as de, pt-BR, hi)")) {
            try Language.validate(tag)
        }
    }
}
