/// Which scripts may take letter-spacing (extra tracking or kerning from a text style).
///
/// Why: spacing letters that join or stack breaks the script — it pulls Hindi's head-line (shirorekha)
/// apart, separates Arabic's connected letters, and splits conjuncts. CSS Text 3 forbids letter-spacing
/// between letters of cursive scripts an engine cannot stretch, and an app should not draw such a layout,
/// so fitcheck must not measure one. The list is the strictest of:
/// - Android Minikin `isLetterSpacingCapableScript` (LetterSpacingUtils.h): Arabic, N'Ko, Psalter Pahlavi,
///   Mandaic, Mongolian, Phags-pa, Devanagari, Bengali, Gurmukhi, Modi, Sharada, Syloti Nagri, Tirhuta, Ogham;
/// - Chrome (2025): Arabic, Hanifi Rohingya, Mandaic, Mongolian, N'Ko, Phags-pa, Syriac;
/// - the other joining scripts of Unicode's ArabicShaping.txt (Manichaean, Sogdian, Old Uyghur,
///   Chorasmian, Adlam);
/// - every Brahmic script whose consonants form conjuncts or stack (Gujarati … Khmer, and the smaller
///   ones HarfBuzz's Indic/USE shapers treat alike), and Thai and Lao with them: their vowels and tone
///   marks sit on the consonant and fitcheck treats the family alike rather than guess. (Minikin and
///   Chrome do space Thai and Lao; this is the one place fitcheck is stricter than both.)
/// Scripts are ISO 15924 codes as HarfBuzz reports them for a run.
enum LetterSpacingPolicy {
    static let untrackableScripts: Set<String> = [
        // Joining (cursive) scripts.
        "Arab", "Syrc", "Nkoo", "Mong", "Mand", "Rohg", "Phag", "Phlp", "Mani", "Sogd", "Ougr", "Chrs", "Adlm",
        // Minikin's odd one out: Ogham letters join along the stem line.
        "Ogam",
        // Brahmic scripts with conjuncts, stacking or marks on the consonant.
        "Deva", "Beng", "Guru", "Gujr", "Orya", "Taml", "Telu", "Knda", "Mlym", "Sinh", "Tibt", "Mymr",
        "Khmr", "Laoo", "Thai", "Modi", "Shrd", "Sylo", "Tirh", "Bali", "Java", "Sund", "Lana", "Batk",
        "Bugi", "Cakm", "Gran", "Kthi", "Khoj", "Sind", "Takr", "Sidd", "Mahj", "Newa", "Dogr", "Nand",
        "Saur", "Limb", "Lepc", "Mtei", "Diak", "Zanb", "Soyo", "Kawi",
    ]

    /// Whether letter-spacing may be added between grapheme clusters of `script` (ISO 15924).
    static func allowsLetterSpacing(script: String) -> Bool {
        !untrackableScripts.contains(script)
    }
}
