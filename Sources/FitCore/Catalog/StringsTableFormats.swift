import Foundation

extension CatalogFormat {
    /// Where Apple bundles keep a language's tables: `<folder>/<lang>.lproj/<Table>.strings`.
    static let lprojFolders = LanguageFolders(
        language: { name in (name as NSString).pathExtension == "lproj" ? (name as NSString).deletingPathExtension : nil },
        folderName: { "\($0).lproj" })

    /// A legacy `.strings` table (``StringsFileReader``): one file per language, read as the device reads
    /// it, damage and all; `apply` edits the language's file (``StringsTableEditor``).
    public static let stringsTable = CatalogFormat(
        name: "strings table", suffixes: ["strings"],
        layout: .languageFiles(lprojFolders, precedence: 0, read: { path in
            let reading = try StringsFileReader.read(file: path)
            return LegacyTableReader.FileContent(
                entries: reading.pairs.map {
                    ($0.key, LocalizationNode(stringUnit: StringUnit(state: "translated", value: $0.value)), $0.line, $0.column)
                },
                damage: reading.damage, deviceReads: reading.deviceReads)
        }),
        foundInFolders: true, nib: .notKeptInStep, shadowsTables: false, isTable: true, holdsOneTargetLanguage: false,
        writer: .languageFile(edit: { try StringsTableEditor.edit($0, file: $1, fixes: $2) }),
        fallback: LanguageFallback.parents(of:), sourceLanguageOfUnreadable: nil)

    /// A legacy `.stringsdict` (``StringsDictReader``): plural, width and device rules per language. Within
    /// a language it gives a key its `.strings` also has, as on the platform. Read, never written.
    public static let stringsDictionary = CatalogFormat(
        name: "stringsdict", suffixes: ["stringsdict"],
        layout: .languageFiles(lprojFolders, precedence: 1, read: { path in
            let reading = try StringsDictReader.read(file: path)
            // Every key in file order; a broken entry's (or every one of a damaged file) without a node.
            var items = reading.items[...]
            let entries: [LegacyTableReader.FileContent.Entry] = reading.keys.map { key, line in
                guard reading.damage == nil, let item = items.first, item.key == key, item.line == line else { return (key, nil, line, 1) }
                items.removeFirst()
                return (key, item.node, line, 1)
            }
            return LegacyTableReader.FileContent(entries: entries, damage: reading.damage.map { [$0] } ?? [],
                                                 deviceReads: reading.damage == nil ? entries.count : 0, broken: reading.broken)
        }),
        foundInFolders: true, nib: .notKeptInStep, shadowsTables: false, isTable: true, holdsOneTargetLanguage: false,
        writer: .readOnly(reason: "is a .stringsdict: fitcheck reads it but does not write it "
                      + "(edit it in Xcode, or migrate the table to a String Catalog)"),
        fallback: LanguageFallback.parents(of:), sourceLanguageOfUnreadable: nil)
}
