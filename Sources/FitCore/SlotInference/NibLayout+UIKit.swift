/// What a UIKit nib or storyboard (`targetRuntime="iOS.CocoaTouch"`) lays out differently from an
/// AppKit one, read from iOS's own attribute names:
///
/// - a view placed by Auto Layout in a view controller's own view runs to the screen's edge, so its
///   room grows with the screen (`W − n`, n the design's insets) instead of keeping the design's width;
/// - constraints to the safe area (`<viewLayoutGuide key="safeArea">`) are constraints to the view;
///   `trailingMargin` adds the view's layout margin (16 pt on iPhone, `UIView.layoutMargins`);
/// - a `UILabel` draws its text edge to edge (no padding); a system button (`<state key="normal"
///   title=…>`) too, on one line; a button with a `<buttonConfiguration>` wraps inside its content
///   insets (12 pt each side, an estimate, as in code: ``SlotMetrics/buttonContentInset``);
/// - `numberOfLines` (default 1, 0 wraps), `adjustsFontSizeToFit="YES"` with `minimumScaleFactor`,
///   `fontDescription`'s `type`/`weight`/`pointSize` or text `style`.
extension NibLayout {
    /// UIKit's default layout margin on iPhone, each side (``SlotMetrics/margin``).
    static let uiKitLayoutMargin = SlotMetrics.margin

    /// The trailing gap a `trailing`/`trailingMargin` constraint held by `holder` states between the
    /// holder (or its safe area, mapped by `owner`) and one of its views: the view and the gap.
    static func trailingGap(_ constraint: NibElement, holder: String, runtime: NibDocument.Runtime,
                            owner: (String) -> String) -> (view: String, points: Double)? {
        let first = constraint["firstItem"].map(owner) ?? holder
        guard let second = constraint["secondItem"].map(owner),
              let firstAttribute = constraint["firstAttribute"], let secondAttribute = constraint["secondAttribute"],
              ["trailing", "trailingMargin"].contains(firstAttribute), ["trailing", "trailingMargin"].contains(secondAttribute)
        else { return nil }
        let constant = abs(constraint.number("constant") ?? 0)
        func margin(_ attribute: String) -> Double { attribute == "trailingMargin" && runtime == .uiKit ? uiKitLayoutMargin : 0 }
        if first == holder, second != holder { return (second, constant + margin(firstAttribute)) }
        if second == holder, first != holder { return (first, constant + margin(secondAttribute)) }
        return nil
    }

    /// What a UIKit control draws beside its title, in points, and what it is: nothing for a label or
    /// a system button; a button's `contentEdgeInsets` across; a configured button's content insets.
    static func uiKitTitleInset(_ role: NibStringRole, element: NibElement) -> (Double, String)? {
        switch role {
        case .label: return (0, "")
        case .button:
            if let insets = NibChrome.contentEdgeInsets(element), !isConfigured(element) {
                return (insets, "less its content edge insets:")
            }
            guard isConfigured(element) else { return (0, "") }
            let inset = SlotMetrics.buttonContentInset
            return (2 * inset, "less the button configuration's content insets (\(MatrixField.format(inset)) pt each side, "
                        + "an estimate: Apple documents no default):")
        default: return nil
        }
    }

    /// True for a button with a `<buttonConfiguration>` (Xcode 13's buttons): its title wraps.
    static func isConfigured(_ element: NibElement) -> Bool {
        element.child("buttonConfiguration", key: "configuration") != nil
    }

    /// A UIKit view's line limit: a label's `numberOfLines` (default 1, 0 wraps); a configured button
    /// wraps; anything else is one line.
    static func uiKitLines(_ role: NibStringRole, view: NibElement) -> Int?? {
        if role == .button, isConfigured(view) { return .some(nil) }
        guard role == .label else { return .some(1) }
        let lines = view.number("numberOfLines").map(Int.init) ?? 1
        return lines == 0 ? .some(nil) : .some(lines)
    }

    /// A `UILabel` that shrinks: `adjustsFontSizeToFit="YES"` with `minimumScaleFactor`, on a slot with
    /// a line limit. Returns the line that says so.
    static func uiKitShrinking(_ view: NibElement, slot: inout Slot) -> Int? {
        guard view["adjustsFontSizeToFit"] == "YES", let factor = view.number("minimumScaleFactor"), factor > 0, factor < 1,
              slot.maxLines != nil else { return nil }
        slot.minimumScaleFactor = factor
        return view.line
    }
}
