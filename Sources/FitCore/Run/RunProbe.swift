/// What a ``MatrixRun`` tells whoever watches it: the benchmark times its stages and looks at its
/// cells. A check passes ``NoProbe``, whose methods do nothing, and pays for nothing.
///
/// Workers call a probe from their own threads: an implementation that keeps anything locks.
public protocol RunProbe: ShapingClock {
    /// Runs `work`, a piece of `stage` done on the calling thread, and returns what it returns. The
    /// default runs it and nothing else.
    func time<T>(_ stage: RunStage, _ work: () throws -> T) rethrows -> T
    /// Whether ``observe(_:)`` wants every cell; then every cell is fitted whole, passing ones too,
    /// so that it can be seen. The default is `false`.
    var observesCells: Bool { get }
    /// Called with every measured cell when ``observesCells`` says so, from the worker that measured
    /// it (in catalog order with one job).
    func observe(_ cell: ProbedCell)
    /// Called once per chunk of renditions a worker measured, with the chunk's renditions and cells.
    func measured(renditions: Int, cells: Int)
}

/// The stages of a run a ``RunProbe`` times.
public enum RunStage: Sendable, Hashable {
    /// Reading the catalogs and expanding their renditions, before any worker starts (plan, expand).
    case reading
    /// Shaping a rendition's text (the shaper, its word cache, blending the optical designs).
    case shaping
    /// Measuring one rendition: shaping it and fitting it at every width and size.
    case measuring
    /// Handing a chunk's cells to the report builder (lock waits included), and building the report.
    case reporting
}

extension RunProbe {
    @inline(__always)
    public func time<T>(_ stage: RunStage, _ work: () throws -> T) rethrows -> T { try work() }
    public var observesCells: Bool { false }
    public func observe(_ cell: ProbedCell) {}
    public func measured(renditions: Int, cells: Int) {}
    /// Shaping is timed as the stage `shaping`.
    @inline(__always)
    public func timeShaping<T>(_ work: () throws -> T) rethrows -> T { try time(.shaping, work) }
}

/// No probe: a run that is not watched.
public struct NoProbe: RunProbe {
    public init() {}
}
