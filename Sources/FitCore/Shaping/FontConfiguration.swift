/// Which fonts a ``FontLibrary`` loads: the bundled folder, extra files or folders, and optionally
/// the machine's own fonts.
public struct FontConfiguration: Sendable, Hashable {
    /// Folder with the default fonts; its `fonts.conf` (if any) is parsed as the private fontconfig
    /// configuration, otherwise every font in the folder is added.
    public var fontsDirectory: String
    /// More font files or folders of fonts (e.g. a user's SF Pro), added after the defaults.
    public var extraFonts: [String]
    /// Also load the machine's fontconfig configuration and fonts (off by default: results would then
    /// depend on the machine).
    public var useSystemFonts: Bool
    /// Also load the default set's package fonts (``DefaultFontSet``: CJK, emoji, the other Indic
    /// scripts, symbols) from their Debian paths. Off only to test a folder of fonts alone.
    public var packageFonts: Bool

    public init(fontsDirectory: String, extraFonts: [String] = [], useSystemFonts: Bool = false,
                packageFonts: Bool = true) {
        self.fontsDirectory = fontsDirectory
        self.extraFonts = extraFonts
        self.useSystemFonts = useSystemFonts
        self.packageFonts = packageFonts
    }

    /// The bundled `Fonts/` folder, found by ``ResourceLocator``, and nothing else.
    public static func bundled() throws -> FontConfiguration {
        FontConfiguration(fontsDirectory: try ResourceLocator.fontsDirectory())
    }
}
