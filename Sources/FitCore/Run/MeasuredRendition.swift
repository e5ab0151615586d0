/// The measured cells of one rendition on their way to the report builder: how many, at which
/// widths and sizes, and the failing ones (passing cells are only counted). It goes with the
/// rendition at the same place of its chunk.
struct MeasuredRendition: Sendable {
    var style: TextStyle
    var weight: FontWeight
    var rule: String
    var cellCount = 0
    /// Container widths and sizes measured, each once, in measuring order (cells come width by
    /// width, size by size).
    var widths: [Double] = []
    var sizes: [SizeCategory] = []
    /// Cells whose verdict is not `fits`, in measuring order.
    var failing: [CellResult] = []
    /// The slot's width does not depend on the container: measured at the run's first width only.
    var fixedWidth = false
    /// The text has one size whatever the user's setting (a Mac slot): reports show no size.
    var fixedSize = false
}
