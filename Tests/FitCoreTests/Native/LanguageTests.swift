import Testing
@testable import FitCore

@Suite struct LanguageTests {
    @Test(arguments: ["de", "pt-BR", "hi", "zh-Hans", "ar"])
    func knownLanguagesPassUnchanged(tag: String) throws {
        #expect(try Language.validate(tag) == tag)
    }

    @Test(arguments: ["", "xx", "klingon", "de_DE!", "12"])
    func unknownLanguagesAreRejectedByName(tag: String) {
        #expect(throws: InputError("unknown language '\(tag)' (a BCP-47 tag such as de, pt-BR, hi)")) {
            try Language.validate(tag)
        }
    }
}
