/// One view of a nib's view tree: where Interface Builder drew it, how it is placed (constraints, its
/// autoresizing mask, or a fixed frame), the marks IB puts on a view it could not place, and the
/// priorities of its intrinsic size per axis.
public struct NibView: Sendable {
    /// How the view's frame is decided at run time.
    public enum Placement: Sendable, Equatable {
        /// The scene's root: its size is the canvas.
        case root
        /// `translatesAutoresizingMaskIntoConstraints="NO"`: by constraints.
        case autoLayout
        /// By its autoresizing mask against its superview (the default when a view has no constraints,
        /// and IB's `fixedFrame="YES"`).
        case autoresizing
    }

    /// Priorities along each axis (content hugging, compression resistance).
    public struct AxisPriorities: Sendable, Equatable {
        public var horizontal: Double
        public var vertical: Double
    }

    public var id: String
    /// The element's name: `textField`, `button`, `view`, `stackView`…
    public var element: String
    public var customClass: String?
    /// The superview's id; nil for the root.
    public var parent: String?
    /// `<rect key="frame">` as written.
    public var frame: ViewFrame
    /// The frame top-down in the scene's root (AppKit's y turned over where the superview is not flipped).
    public var sceneFrame: ViewFrame
    public var placement: Placement
    public var autoresizing: AutoresizingMask
    /// IB marks a view whose frame differs from what its constraints give (`misplaced="YES"`) or whose
    /// constraints do not decide it (`ambiguous="YES"`).
    public var misplaced: Bool
    public var ambiguous: Bool
    public var hidden: Bool
    /// Content hugging: 250 unless the nib says (IB writes 251 for labels).
    public var hugging: AxisPriorities
    /// Compression resistance: 750 unless the nib says.
    public var compressionResistance: AxisPriorities
    /// The axes along which the view has an intrinsic content size (a label both, a slider only its height).
    public var intrinsicAxes: Set<NibAttribute.Axis>
    /// IB's "Intrinsic Size: Placeholder" (`placeholderIntrinsicWidth`/`Height`): the intrinsic size IB
    /// laid the view out with (a custom view's, a separator's), width and height; nil where not set.
    public var placeholderIntrinsicSize: (width: Double?, height: Double?) = (nil, nil)
    /// `<edgeInsets key="layoutMargins">` when the nib gives them (top, left, bottom, right).
    public var layoutMargins: [Double]?
    /// A stack view's arrangement, for `stackView` elements.
    public var stack: NibStack?
    /// A grid view's rows, columns and cells, for `gridView` elements.
    public var grid: NibGrid?
    /// The cell's `type` and `bezelStyle` (or `borderStyle`), for controls that have a cell:
    /// `push`/`rounded`, `check`…; nil for a label's text field with no border.
    public var cellType: String?
    public var cellStyle: String?
    public var line: Int
}

/// `<autoresizingMask key="autoresizingMask" …/>`: which of a view's margins and sizes follow its
/// superview's size. "Min" is the left edge; along y it is the top in UIKit and in a flipped AppKit
/// superview, the bottom otherwise.
public struct AutoresizingMask: Sendable, Equatable {
    public var flexibleMinX = false, widthSizable = false, flexibleMaxX = false
    public var flexibleMinY = false, heightSizable = false, flexibleMaxY = false

    public init() {}

    init(_ element: NibElement?) {
        guard let element else { return }
        flexibleMinX = element["flexibleMinX"] == "YES"
        widthSizable = element["widthSizable"] == "YES"
        flexibleMaxX = element["flexibleMaxX"] == "YES"
        flexibleMinY = element["flexibleMinY"] == "YES"
        heightSizable = element["heightSizable"] == "YES"
        flexibleMaxY = element["flexibleMaxY"] == "YES"
    }
}

/// A stack view's own attributes (`NSStackView`, `UIStackView`) and its arranged views in order.
public struct NibStack: Sendable, Equatable {
    public var axis: NibAttribute.Axis
    /// `fill`, `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`, `gravityAreas`.
    public var distribution: String
    /// `fill`, `leading`, `top`, `center`, `trailing`, `bottom`, `centerX`, `centerY`…
    public var alignment: String
    public var spacing: Double
    /// top, left, bottom, right (NSStackView's `edgeInsets`).
    public var insets: [Double]
    public var arranged: [String]
}

/// A layout guide a constraint may name instead of a view: a safe area, the layout margins, a view
/// controller's top or bottom guide, a scroll view's content or frame guide.
public struct NibLayoutGuide: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case safeArea, layoutMargins, top, bottom, contentLayoutGuide, frameLayoutGuide
    }

    public var id: String
    public var kind: Kind
    /// The view it belongs to.
    public var owner: String
}
