/// A view (or any struct or class) declared in the app: its stored properties and how its
/// initializers' arguments reach them, so that a call `SettingsToggle(String(localized: "…"), $on)`
/// can be followed to where the property is shown.
struct TypeShape: Sendable, Hashable {
    struct Parameter: Sendable, Hashable {
        /// The argument label (`nil` for `_`).
        var label: String?
        /// The stored property the argument is kept in.
        var property: String
    }

    var name: String
    var file: Int
    /// Stored properties without an initial value, in order: the memberwise initializer's.
    var storedProperties: [String]
    /// Stored properties whose type localizes a bare literal (`LocalizedStringKey`, …).
    var localizingProperties: Set<String>
    /// Each initializer's parameters; the memberwise one when none is written.
    var initializers: [[Parameter]]
    /// True when its body gives a stored content closure to a `Picker` as the options.
    var givesContentToPicker = false

    /// The property the argument at `position` labelled `label` of a call goes to, if one
    /// initializer takes that argument and keeps it in a property.
    func property(label: String?, position: Int) -> String? {
        var found = Set<String>()
        for parameters in initializers where position < parameters.count {
            if parameters[position].label == label { found.insert(parameters[position].property) }
        }
        // Defaulted parameters may be left out: match labelled arguments by label alone.
        if found.isEmpty, label != nil {
            for parameters in initializers { for parameter in parameters where parameter.label == label { found.insert(parameter.property) } }
        }
        return found.count == 1 ? found.first : nil
    }
}
