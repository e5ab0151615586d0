/// The judge stage: a cell's verdict, from what fitting found and what the rendition is.
enum CellJudge {
    /// The fit's verdict, or `untranslated` when the text is a fallback and nothing worse applies.
    static func verdict(_ fitted: Verdict, of rendition: Rendition) -> Verdict {
        guard rendition.status == .untranslated else { return fitted }
        return fitted.isMoreSevere(than: .untranslated) ? fitted : .untranslated
    }
}
