import Foundation

extension CatalogFormat {
    /// Xcode's String Catalog (`.xcstrings`, ``XCStringsReader``): every language of a table in one JSON
    /// file. It replaces the legacy table it migrates, in its languages; Xcode keeps a nib's in step with
    /// the nib; `apply` edits it in place keeping Xcode's formatting (``XCStringsEditor``).
    public static let stringCatalog = CatalogFormat(
        name: "String Catalog", suffixes: ["xcstrings"],
        layout: .wholeFile(file: { [try XCStringsReader.read(file: $0)] },
                           data: { [try XCStringsReader.read(data: $0, file: $1)] }),
        foundInFolders: true, nib: .keptInStep, shadowsTables: true, isTable: true, holdsOneTargetLanguage: false,
        writer: .wholeFile(edit: { try XCStringsEditor.edit($0, file: $1, fixes: $2) }),
        fallback: LanguageFallback.parents(of:),
        sourceLanguageOfUnreadable: { data in
            let text = String(decoding: data, as: UTF8.self)
            guard let range = text.range(of: #""sourceLanguage"\s*:\s*"([A-Za-z0-9-]+)""#, options: .regularExpression) else { return nil }
            return text[range].split(separator: "\"").last.map(String.init)
        })
}
