/// What a run drew, as the JSON report's `pictures` says it: how many pictures were written, how many
/// more the limit left out, and the choice that was made (`--images`, `--max-images`). Absent from a
/// run that drew none by choice (`--images none`).
public struct PictureSummary: Codable, Sendable, Equatable {
    /// ``PictureSelection/Mode`` raw value: `findings` (one per finding) or `all` (one per failing cell).
    public var mode: String
    /// Pictures written.
    public var written: Int
    /// Findings (or cells, with `all`) that would have had a picture but for the limit.
    public var leftOut: Int
    /// `--max-images`.
    public var limit: Int

    public init(mode: String, written: Int, leftOut: Int, limit: Int) {
        self.mode = mode
        self.written = written
        self.leftOut = leftOut
        self.limit = limit
    }
}
