/// What a scene's device gives its root view: the safe area's top and bottom insets and the root's
/// horizontal layout margins (UIKit's `systemMinimumLayoutMargins`). Estimates from Apple's device
/// sizes (status bar 20 pt before the notch, 44–48 pt with it; home indicator 34 pt; margins 16 pt, 20 pt
/// on the 414 pt and wider phones and on iPads), named here so each can be checked against a fixture.
struct SceneCanvas {
    var safeTop: Double
    var safeBottom: Double
    var rootMargin: Double
    /// The root's height when its IB frame is not its size: a root IB marks misplaced under a navigation
    /// bar is as tall as the screen below the status bar and the bar (duckduckgo's Feedback: three roots
    /// stored 666 pt tall on a 736 pt phone whose subviews fill 672 pt). Nil: the IB frame's.
    var rootHeight: Double?

    /// Views other than a view controller's root get 8 pt margins on every side (UIKit's default).
    static let viewMargin = 8.0
    /// A table view cell's content view: 11 pt above and below (duckduckgo's Debug cells: a stack on the top
    /// and bottom margins 11 pt inside a 97.5 pt cell), the table's margins at the sides.
    static let cellVerticalMargin = 11.0
    /// A navigation bar's height on a phone (UIKit's standard bar, not the large title).
    static let navigationBar = 44.0

    /// Portrait screen height, status bar and home indicator per Interface Builder device. The 414 pt
    /// iPhone 11 (`retina6_1`) has a 48 pt status bar (duckduckgo's Main: bars start 48 pt down), the
    /// 390 and 428 pt phones 47.
    static let devices: [String: (height: Double, top: Double, bottom: Double)] = [
        "retina3_5": (480, 20, 0), "retina4_0": (568, 20, 0), "retina4_7": (667, 20, 0), "retina5_5": (736, 20, 0),
        "retina5_8": (812, 44, 34), "retina5_9": (812, 44, 34), "retina6_1": (896, 48, 34), "retina6_5": (896, 44, 34),
        "retina6_12": (844, 47, 34), "retina6_7": (926, 47, 34), "retina6_72": (926, 47, 34),
        "ipad9_7": (1024, 20, 0), "ipad10_2": (1080, 20, 0), "ipad10_5": (1112, 20, 0), "ipad12_9": (1366, 20, 0),
    ]

    /// - Parameters:
    ///   - root: the root view's IB frame size. A root as wide as a 414 pt phone or wider gets 20 pt margins.
    ///   - navigationBar: the view controller sits in a navigation controller (it has a navigation item):
    ///     a root as tall as the screen runs under the bar, so its safe area starts below it; a root shorter
    ///     than the screen by the bars already sits below them (an opaque bar) and its safe area starts at its top.
    init(runtime: NibDocument.Runtime, device: String?, root: ViewFrame = ViewFrame(x: 0, y: 0, width: 0, height: 0),
         navigationBar: Bool = false, rootMisplaced: Bool = false) {
        guard runtime == .uiKit, let device else {
            self.init(safeTop: 0, safeBottom: 0, rootMargin: Self.viewMargin)
            return
        }
        let known = Self.devices[device] ?? (device.hasPrefix("ipad") ? (root.height, 24, 20) : (root.height, 44, 34))
        let wide = root.width >= 414 || device.hasPrefix("ipad") || ["retina5_5", "retina6_5", "retina6_7", "retina6_72"].contains(device)
        var top = known.top, bottom = known.bottom
        let portrait = root.height >= root.width
        if portrait, root.height > 0, root.height < known.height {
            // Laid out below the top bars (and above a tab or tool bar): they take the status bar and the home indicator.
            if known.height - root.height >= top { top = 0 }
            if known.height - root.height >= known.top + bottom { bottom = 0 }
        } else if navigationBar {
            top += Self.navigationBar
        }
        self.init(safeTop: top, safeBottom: bottom, rootMargin: wide ? 20 : 16)
        if rootMisplaced, navigationBar, portrait, Self.devices[device] != nil, root.height < known.height {
            rootHeight = known.height - known.top - Self.navigationBar
        }
    }

    init(safeTop: Double, safeBottom: Double, rootMargin: Double) {
        self.safeTop = safeTop
        self.safeBottom = safeBottom
        self.rootMargin = rootMargin
    }
}
