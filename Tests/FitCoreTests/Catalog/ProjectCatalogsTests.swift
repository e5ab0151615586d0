import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// What `fitcheck init` lists as a project's catalogs.
@Suite struct ProjectCatalogsTests {
    func make(_ files: [String]) throws -> URL {
        let root = try TemporaryFolder.make("project")
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: url)
        }
        return root
    }

    @Test func catalogsAndLprojTablesOutsideBuildAndDependencyFolders() throws {
        let root = try make([
            "App/Localizable.xcstrings",
            "Widget/Resources/en.lproj/Widget.strings", "Widget/Resources/de.lproj/Widget.strings",
            "Widget/Resources/Inner/Extra.xcstrings",             // inside a listed folder: read with it
            "Widget/Resources/Base.lproj/Main.storyboard",
            "Art/fr.lproj/Image.png",                              // an .lproj without tables
            ".build/checkouts/Dep/L.xcstrings", "Pods/Lib/L.xcstrings", "DerivedData/x/L.xcstrings",
            "node_modules/p/L.xcstrings", "Carthage/Checkouts/L.xcstrings", ".git/L.xcstrings",
            "build/Release/App.app/de.lproj/Localizable.strings",  // a build product's tables
        ])
        defer { TemporaryFolder.remove(root) }
        #expect(ProjectCatalogs.find(in: root.path) == ["App/Localizable.xcstrings", "Widget/Resources"])
    }

    @Test func nothingFoundIsEmpty() throws {
        let root = try make(["Pods/Lib/L.xcstrings", "README.md"])
        defer { TemporaryFolder.remove(root) }
        #expect(ProjectCatalogs.find(in: root.path).isEmpty)
    }
}
