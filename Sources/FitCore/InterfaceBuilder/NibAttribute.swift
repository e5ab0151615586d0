/// An attribute a nib's constraint names (`NSLayoutConstraint.Attribute`), as written in
/// `firstAttribute=`/`secondAttribute=`. Leading and trailing are left and right: fitcheck lays a
/// nib out left to right, as it is drawn.
public enum NibAttribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case baseline, lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The attribute a nib writes: `lastBaseline` is also written `baseline`.
    init?(nib name: String) {
        self.init(rawValue: name)
    }

    public enum Axis: Sendable { case horizontal, vertical }

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins:
            return .horizontal
        default:
            return .vertical
        }
    }

    /// The same edge without its margin (`leadingMargin` → `leading`); nil for an attribute without one.
    public var withoutMargin: NibAttribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }
}
