import Testing
@testable import FitCore

@Suite("LanguageFallback: a regional language's parents, as the platform looks them up")
struct LanguageFallbackTests {
    static let chains: [(String, [String])] = [
        ("en", []),
        ("en-GB", ["en"]),
        ("en-AU", ["en-GB", "en"]),
        ("en-US", ["en"]),
        ("es-MX", ["es-419", "es"]),
        ("es-419", ["es"]),
        ("es-ES", ["es"]),
        ("fr-CA", ["fr"]),
        ("zh-HK", ["zh-Hant-HK", "zh-Hant"]),
        ("zh-TW", ["zh-Hant"]),
        ("zh-CN", ["zh-Hans", "zh"]),
        ("zh-Hant", []),
        ("zh-Hans", ["zh"]),
        ("pt-PT", ["pt"]),
        ("pt-BR", ["pt"]),
        ("sr-Latn-RS", ["sr-Latn", "sr"]),
    ]

    @Test(arguments: chains)
    func parents(language: String, chain: [String]) {
        #expect(LanguageFallback.parents(of: language) == chain)
    }
}
