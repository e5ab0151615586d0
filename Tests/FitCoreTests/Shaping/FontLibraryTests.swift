import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// Loading fonts: the bundled set, extra files and folders, and clear errors for bad paths.
@Suite struct FontLibraryTests {
    static let fonts = Repository.fonts

    @Test func bundledFontsAreInterTwelveNotoAndTwoMonospacedFiles() throws {
        let library = try FontLibrary(FontConfiguration(fontsDirectory: Self.fonts, packageFonts: false))
        #expect(library.fontFiles.count == 16)
        #expect(library.fontFiles.filter { $0.hasPrefix(Self.fonts + "/DejaVuSansMono") }.count == 2)
        #expect(library.fontFiles == library.fontFiles.sorted())
        #expect(library.fontFiles.filter { $0.hasPrefix(Self.fonts + "/Noto") }.count == 12)
        #expect(library.fontFiles.filter { $0.hasPrefix(Self.fonts + "/Inter") }.count == 2)
        #expect(!library.hasOpticalSizeAxis)
        #expect(library.shapingDependsOnSize)   // Inter and Inter Display are blended by size
        // With the package fonts: the table's files, each by its Debian path.
        let all = try ShapingTestSupport.library.get()
        let packaged = all.fontFiles.filter { !$0.hasPrefix(Self.fonts) }
        #expect(packaged.allSatisfy { $0.hasPrefix("/usr/share/fonts/") })
        #expect(packaged.count + all.unavailableFonts.count >= 30)
    }

    @Test func missingExtraFontNamesThePath() throws {
        let path = "/nowhere/NoSuchFont.ttf"
        let error = try #require(throws: InputError.self) {
            try FontLibrary(FontConfiguration(fontsDirectory: Self.fonts, extraFonts: [path]))
        }
        #expect(error.file == path)
        #expect(error.description.hasPrefix(path + ": "))
    }

    @Test func fileThatIsNotAFontNamesThePath() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let fake = folder.appendingPathComponent("Fake.ttf")
        try Data("not a font".utf8).write(to: fake)
        let error = try #require(throws: InputError.self) {
            try FontLibrary(FontConfiguration(fontsDirectory: Self.fonts, extraFonts: [fake.path]))
        }
        #expect(error.file == fake.path)
        #expect(error.message.contains("not a font"))
    }

    @Test func folderWithoutFontsNamesThePath() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let error = try #require(throws: InputError.self) {
            try FontLibrary(FontConfiguration(fontsDirectory: folder.path))
        }
        #expect(error.file == folder.path)
        let missing = try #require(throws: InputError.self) {
            try FontLibrary(FontConfiguration(fontsDirectory: "/nowhere/Fonts"))
        }
        #expect(missing.file == "/nowhere/Fonts")
    }

    @Test func extraFolderAndFileAreLoaded() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let thai = folder.appendingPathComponent("Thai/NotoSansThai-Bold.ttf")
        try FileManager.default.createDirectory(at: thai.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.fonts + "/NotoSansThai-Bold.ttf", toPath: thai.path)
        let hebrew = folder.appendingPathComponent("Hebrew.ttf")
        try FileManager.default.copyItem(atPath: Self.fonts + "/NotoSansHebrew-Regular.ttf", toPath: hebrew.path)
        let library = try FontLibrary(FontConfiguration(fontsDirectory: folder.appendingPathComponent("Thai").path,
                                                        extraFonts: [hebrew.path], packageFonts: false))
        #expect(library.fontFiles == [hebrew.path, thai.path].sorted())
        let shaped = try Shaper(library: library).shape(ShapingRequest(text: "שלום สวัสดี", language: "he"))
        #expect(shaped.missingCharacters.isEmpty)
        #expect(Set(shaped.fontsUsed) == [hebrew.path, thai.path])
    }

    @Test func systemFontsComeOnlyWhenAskedFor() throws {
        let bundled = try ShapingTestSupport.library.get()
        let withSystem = try FontLibrary(FontConfiguration(fontsDirectory: Self.fonts, useSystemFonts: true))
        #expect(Set(bundled.fontFiles).isSubset(of: withSystem.fontFiles))
        let systemOnly = Set(withSystem.fontFiles).subtracting(bundled.fontFiles)
        print("system fonts seen with useSystemFonts: \(systemOnly.count)")
        #expect(!bundled.fontFiles.contains { $0.contains("DejaVu") && !$0.hasPrefix(Self.fonts + "/") })
    }

    @Test func resourcesAreFoundFromTheEnvironmentOrTheExecutable() throws {
        let root = Repository.root.path
        #expect(ResourceLocator.candidateHomes(environment: ["FITCHECK_HOME": "/opt/fit"], executable: nil,
                                               currentDirectory: "/tmp") == ["/opt/fit"])
        let fromCheckout = ResourceLocator.candidateHomes(environment: [:], executable: root + "/Tools/bin/fitcheck",
                                                          currentDirectory: "/tmp")
        #expect(fromCheckout == [root + "/Tools/share/fitcheck", root, "/tmp"])
        #expect(try ResourceLocator.fontsDirectory() == Self.fonts)
    }
}
