/// A name that holds catalog keys: `let title: LocalizedStringKey = "Save"`, a computed property
/// returning them (`var title: LocalizedStringKey { switch self { case .a: "A" … } }`), or an
/// enum's raw values (`enum Mode: LocalizedStringKey { case timer = "Timer" }`, as `rawValue`).
struct KeyBinding: Sendable, Hashable {
    var name: String
    /// The type it is declared in, if any.
    var owner: String?
    /// True when declared directly in a type's body (a property), false for a local or global.
    var isMember: Bool
    /// The `{` of the declaration body the binding is declared in (-1 at the top level of the file).
    var scope: Int
    var file: Int
    var line: Int
    /// The values it can hold (one per `case` for a computed property).
    var values: [ValueExpression]
    /// True when its type localizes a bare literal (`LocalizedStringKey`, `LocalizedStringResource`).
    var localizesLiterals: Bool
}
