import Foundation
import FitCore

/// `fitcheck --version --verbose` (`--version` alone prints the one line of ``Dispatcher/version``): the
/// version, and the fonts folder and matrix a run from here would use, so that "why do my numbers
/// differ?" starts with what was measured against.
enum VersionInfo {
    static func text() -> String {
        let fonts = (try? ResourceLocator.fontsDirectory()) ?? "not found (set FITCHECK_HOME)"
        let matrix = CheckCommand.matrixPath(explicit: nil) ?? "none (run `fitcheck init` or pass --matrix)"
        return """
            \(Dispatcher.version)
            fonts:  \(fonts)
            matrix: \(matrix)

            Default fonts, by script and language (a matrix's `fonts` or `measure --font` go first):
            \(DefaultFontSet.table(fontsDirectory: fonts, missing: DefaultFontSet.missingFiles(fontsDirectory: fonts)))

            """
    }
}
