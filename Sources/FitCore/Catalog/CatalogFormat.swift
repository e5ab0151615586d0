import Foundation

/// A kind of localization file fitcheck reads, as a value: how its files are found and read into
/// catalogs, whether its catalog shadows a table of the same name, what a language without text of
/// its own falls back to, how `apply` writes into it, and how `--changed-since` reads it as it was.
/// Every place that asks what a file is asks the registry (``CatalogFormats``), never its suffix: a new
/// format is its own file and one line there (Catalog/README.md, "A new format").
public struct CatalogFormat: Sendable {
    /// Its name in messages (`String Catalog`, `XLIFF export`).
    public let name: String
    /// The path extensions of its files, lowercase, without the dot; the first names it in messages.
    public let suffixes: [String]
    /// How its files make catalogs.
    let layout: Layout
    /// A folder given as a catalog path is searched for its files (an export, which repeats the strings
    /// of the catalog it came from, is named one by one instead).
    let foundInFolders: Bool
    /// Whether a nib's table in this format is joined with its nib (``NibTable``), and whether Xcode
    /// keeps it in step with the nib.
    let nib: NibJoin
    /// Its catalog is built in place of a legacy table of the same name, in the languages it has (a
    /// String Catalog replaces the table it migrates): ``ShadowedTables``. A format that holds a table
    /// (``Layout``) may be shadowed; one that is not a table (an export) neither shadows nor is shadowed.
    let shadowsTables: Bool
    /// It is a table of the app, named by its file name (`Localizable`), which a shadowing catalog of
    /// the same name replaces.
    let isTable: Bool
    /// It holds one target language (an export): without `--lang`, a check measures the matrix
    /// languages it has.
    let holdsOneTargetLanguage: Bool
    /// How `apply` writes a fix into it.
    let writer: Writer
    /// The languages whose text a device shows, nearest first, when `language` has none of its own.
    let fallback: @Sendable (_ language: String) -> [String]
    /// The source language a file of this format that cannot be read still names, if its text shows it.
    let sourceLanguageOfUnreadable: (@Sendable (_ data: Data) -> String?)?

    enum Layout: Sendable {
        /// One file holds every language and is one catalog or more (an XLIFF's `<file>`s). `data` reads
        /// the bytes of the file as it was at a git revision (`--changed-since`).
        case wholeFile(file: @Sendable (_ path: String) throws -> [Catalog],
                       data: @Sendable (_ data: Data, _ name: String) throws -> [Catalog])
        /// A file per language, in a folder named for the language, joined per table name across languages
        /// and formats (``LegacyTableReader``); within a language the format of higher `precedence` gives a
        /// key both files have (a `.stringsdict` over a `.strings`, as the platform reads them).
        case languageFiles(LanguageFolders, precedence: Int,
                           read: @Sendable (_ path: String) throws -> LegacyTableReader.FileContent)
    }

    /// How a per-language format places its files: `<folder>/<lang>.lproj/<Table>.strings`.
    struct LanguageFolders: Sendable {
        /// The language a folder holds (`de.lproj` → `de`), nil for a folder of no language.
        let language: @Sendable (_ folderName: String) -> String?
        /// The folder a language's files go in (`de` → `de.lproj`).
        let folderName: @Sendable (_ language: String) -> String
    }

    enum NibJoin: Sendable {
        /// Never a nib's table.
        case never
        /// Joined with its nib, whose keys Xcode keeps in step with it at each build (taken as they are).
        case keptInStep
        /// Joined with its nib; nothing keeps it in step (a key only in the nib is untranslated, a key
        /// no longer in it stale).
        case notKeptInStep
    }

    enum Writer: Sendable {
        /// The whole file is edited: its bytes, its path and the fixes → the bytes written, the refusals.
        case wholeFile(edit: @Sendable (_ bytes: [UInt8], _ path: String, _ fixes: [CatalogFix]) throws
                        -> (bytes: [UInt8], rejected: [FixRejection]))
        /// Each language's own file is edited (the same, from the file as read); a language without a
        /// file of the table gets none (it is added to the project in Xcode first).
        case languageFile(edit: @Sendable (_ data: Data, _ path: String, _ fixes: [CatalogFix]) throws
                           -> (bytes: [UInt8], rejected: [FixRejection]))
        /// Not written; `reason` follows the file's path in the refusal.
        case readOnly(reason: String)
    }

    /// True when `path` is a file of this format (by its suffix, compared without case).
    public func matches(_ path: String) -> Bool {
        suffixes.contains((path as NSString).pathExtension.lowercased())
    }

    /// The language folders of a per-language format, nil for a whole-file one.
    var languageFolders: LanguageFolders? {
        if case .languageFiles(let folders, _, _) = layout { return folders }
        return nil
    }
}
