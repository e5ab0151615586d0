import Foundation

/// The room each text of a nib scene gets once the scene is solved with every text measured: a text
/// view's intrinsic width is its text's one-line width (a wrapping label's at most its maximum layout
/// width) plus what its control draws beside the text, at the view's hugging and compression
/// resistance; a pop-up button's is its widest item's. Every other view keeps its IB frame as its
/// intrinsic size. Neighbours chained to a text move with it, a window grows (``SceneSizing/RootWidth``),
/// and a text is squeezed only where its compression resistance loses.
///
/// It is the layout of a group read from a nib (`SlotInference/NibSceneGroups`): the group's members
/// are the scene's texts, and each cell (language, size, width) solves the scene again with that
/// cell's one-line widths (``shares(width:idealWidths:)``, remembered per set of widths).
public final class SceneTextRoom: RowLayoutModel, @unchecked Sendable {
    /// One text of the scene: the view that draws it, and what the view draws beside it.
    public struct Member: Sendable, Hashable {
        public var viewID: String
        /// Points the control draws beside its text, both sides together, inside its drawn frame
        /// (a label's 2 pt padding each side, a pop-up's bezel and arrows).
        public var chrome: Double
        /// A wrapping label's maximum layout width for its text (`preferredMaxLayoutWidth`, or its nib
        /// width with `setsMaxLayoutWidthAtFirstLayout`): its intrinsic width is no wider.
        public var maximumTextWidth: Double?

        public init(viewID: String, chrome: Double, maximumTextWidth: Double? = nil) {
            self.viewID = viewID
            self.chrome = chrome
            self.maximumTextWidth = maximumTextWidth
        }
    }

    /// A scene solved for one set of texts.
    public struct Solved: Sendable {
        /// Per member, its view's solved width as drawn (its share: its text's room plus its chrome).
        public var shares: [Double]
        /// Per member, its view's solved frame as drawn, in the scene's root.
        public var frames: [ViewFrame]
        /// Per member, what gave way where its view is narrower than its intrinsic width: the missed
        /// constraints that name the view's width (its compression resistance, by how much), else empty.
        public var gaveWay: [[String]]
        /// The scene's root width as solved (a window that grew, a screen).
        public var rootWidth: Double
    }

    public let scene: NibScene
    public let members: [Member]
    /// Whether the root is a screen's view (UIKit: the row's width is the screen's), else a window's
    /// content (AppKit) or a view at its canvas.
    public let root: RootKind
    public let identity: String
    private let lock = NSLock()
    private var memo: [[Double]: Solved] = [:]

    /// How the scene's root is sized for a cell.
    public enum RootKind: Sendable, Hashable {
        /// A UIKit view controller's view: the cell's screen width.
        case screen
        /// An AppKit window's content, or a view controller's view in one: grows past its canvas for text.
        case window(maximum: Double?)
        /// Held at IB's canvas.
        case canvas
    }

    public init(scene: NibScene, members: [Member], root: RootKind) {
        self.scene = scene
        self.members = members
        self.root = root
        identity = "\(scene.file)#\(scene.id)#" + members.map(\.viewID).joined(separator: ",")
    }

    public func shares(width: Double, idealWidths: [Double]) -> [Double] {
        solve(width: width, idealWidths: idealWidths).shares
    }

    /// The scene solved with each member's text `idealWidths` wide on one line, the row `width` wide
    /// (a screen's width; a window's is its own).
    public func solve(width: Double, idealWidths: [Double]) -> Solved {
        precondition(idealWidths.count == members.count, "a one-line width per member")
        let key = (root == .screen ? [width] : []) + idealWidths
        lock.lock()
        if let done = memo[key] { lock.unlock(); return done }
        lock.unlock()
        let solved = solveAfresh(width: width, idealWidths: idealWidths)
        lock.lock()
        memo[key] = solved
        lock.unlock()
        return solved
    }

    /// Each member's view's intrinsic width (its alignment rectangle's): the widest of its texts, each
    /// capped at its maximum layout width, plus the chrome, less what the control draws outside the
    /// rectangle constraints place.
    public func intrinsicWidths(_ idealWidths: [Double]) -> [String: Double] {
        var widths: [String: Double] = [:]
        for (member, ideal) in zip(members, idealWidths) {
            guard let view = scene.view(member.viewID) else { continue }
            let insets = SceneConstraints.alignmentInsets(view, runtime: scene.runtime)
            let text = member.maximumTextWidth.map { min(ideal, $0) } ?? ideal
            let width = max(text + member.chrome - insets[1] - insets[3], 0)
            widths[member.viewID] = max(widths[member.viewID] ?? 0, width)
        }
        return widths
    }

    private func solveAfresh(width: Double, idealWidths: [Double]) -> Solved {
        let rootWidth: SceneSizing.RootWidth = switch root {
        case .screen: .screen(width)
        case .window(let maximum): .window(maximum: maximum)
        case .canvas: .canvas
        }
        let intrinsic = intrinsicWidths(idealWidths)
        var system = SceneConstraints(scene, sizing: SceneSizing(rootWidth: rootWidth, intrinsicWidths: intrinsic))
        let (frames, solution) = system.solve()
        let memberFrames = members.map { frames[$0.viewID] ?? ViewFrame(x: 0, y: 0, width: 0, height: 0) }
        let gaveWay = members.map { member -> [String] in
            solution.missed.filter { missed in
                missed.constraint.label.hasPrefix(member.viewID + " ")
                    && missed.constraint.label.hasSuffix("compression resistance") && missed.amount > 0.5
            }.map { "\($0.constraint.label) (\($0.constraint.priority)) gave way by \(Self.points($0.amount)) pt" }
        }
        return Solved(shares: memberFrames.map(\.width), frames: memberFrames, gaveWay: gaveWay,
                      rootWidth: frames[scene.root.id]?.width ?? 0)
    }

    static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
