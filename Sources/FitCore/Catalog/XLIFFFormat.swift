import Foundation

extension CatalogFormat {
    /// An Xcode XLIFF export (`.xliff`, `.xlf`; ``XLIFFReader``): a catalog per `<file>`, one target
    /// language. Named one by one (a folder search skips it: it repeats the catalog it came from); not
    /// written (`apply` writes the catalog it came from).
    public static let xliff = CatalogFormat(
        name: "XLIFF export", suffixes: ["xliff", "xlf"],
        layout: .wholeFile(file: { try XLIFFReader.read(file: $0) }, data: { try XLIFFReader.read(data: $0, file: $1) }),
        foundInFolders: false, nib: .never, shadowsTables: false, isTable: false, holdsOneTargetLanguage: true,
        writer: .readOnly(reason: "is an XLIFF export: apply writes the catalog it came from"),
        fallback: LanguageFallback.parents(of:), sourceLanguageOfUnreadable: nil)
}
