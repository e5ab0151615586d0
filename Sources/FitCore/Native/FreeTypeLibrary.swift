import CFreeType

/// A FreeType library instance (`FT_Library`), owned: the faces opened with it
/// (``FreeTypeFace``) keep it alive. Not thread-safe: one per ``GlyphRasterizer``.
final class FreeTypeLibrary {
    private let library: FT_Library

    /// - Throws: ``InternalError`` when FreeType cannot start.
    init() throws {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw InternalError("FreeType failed to initialise") }
        self.library = library
    }

    deinit { FT_Done_FreeType(library) }

    /// Lends the `FT_Library` to a FreeType call (opening a face, freeing what it allocated).
    func withUnsafeLibrary<R>(_ body: (FT_Library) throws -> R) rethrows -> R {
        try body(library)
    }
}
