/// What a scene's device gives its root view: the safe area's top and bottom insets and the root's
/// horizontal layout margins (UIKit's `systemMinimumLayoutMargins`). Estimates from Apple's device
/// sizes (status bar 20 pt before the notch, 44–59 pt with it; home indicator 34 pt; margins 16 pt, 20 pt
/// on the larger phones and iPads), named here so each can be checked against a fixture.
struct SceneCanvas {
    var safeTop: Double
    var safeBottom: Double
    var rootMargin: Double

    /// Views other than a view controller's root get 8 pt margins on every side (UIKit's default).
    static let viewMargin = 8.0

    init(runtime: NibDocument.Runtime, device: String?) {
        guard runtime == .uiKit, let device else {
            self.init(safeTop: 0, safeBottom: 0, rootMargin: Self.viewMargin)
            return
        }
        switch device {
        case "retina3_5", "retina4_0", "retina4_7":
            self.init(safeTop: 20, safeBottom: 0, rootMargin: 16)
        case "retina5_5":
            self.init(safeTop: 20, safeBottom: 0, rootMargin: 20)
        case "ipad9_7", "ipad10_2", "ipad10_5", "ipad12_9":
            self.init(safeTop: 20, safeBottom: 0, rootMargin: 20)
        case let name where name.hasPrefix("ipad"):
            self.init(safeTop: 24, safeBottom: 20, rootMargin: 20)
        case "retina6_5", "retina6_7", "retina6_9":
            self.init(safeTop: 44, safeBottom: 34, rootMargin: 20)
        default:
            // The notched phones (retina5_8, retina5_9, retina6_1, retina6_12…).
            self.init(safeTop: 44, safeBottom: 34, rootMargin: 16)
        }
    }

    init(safeTop: Double, safeBottom: Double, rootMargin: Double) {
        self.safeTop = safeTop
        self.safeBottom = safeBottom
        self.rootMargin = rootMargin
    }
}
