/// A place in code that shows a value as text: an argument of a call (`Text(…)`, `Toggle(…)`, a
/// view of the app's own) or an assignment (`label.text = …`), with the value given there.
struct ValueSite: Sendable, Hashable {
    enum Start: Sendable, Hashable {
        /// A construct whose role is known where the value is given.
        case role(SlotRole)
        /// An argument of a call to `type`, a type the app may declare; followed through its body.
        case argument(type: String, label: String?, position: Int)
    }

    var file: Int
    var value: ValueExpression
    var start: Start
    /// The token whose surrounding brackets decide the role further out (the called name).
    var origin: Int
    var line: Int
    /// False where a bare literal is shown as written (UIKit, a `String` parameter).
    var localizesLiterals: Bool
    /// The type the site is written in, if any.
    var enclosingType: String?
    /// The `{` of every declaration body around the site, innermost first.
    var scopes: [Int]
    /// True for a `Text(…)` joined to another with `+`: laid out as one text with it.
    var joined = false
    /// What the code sets on the view that shows the value (a `UILabel`'s `numberOfLines`,
    /// `adjustsFontSizeToFitWidth` and `minimumScaleFactor`), as its own modifiers.
    var refinements = SlotRefinements()
    /// The vocabulary row that gave the start its role (``CallRow``, ``AssignmentRow``); empty for an
    /// argument of the app's own view, whose role its body gives.
    var rule = ""
}
