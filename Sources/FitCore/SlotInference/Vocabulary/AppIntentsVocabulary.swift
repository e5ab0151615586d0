/// App Intents' vocabulary as data: Shortcuts, Siri and Spotlight show or speak these, never the app's
/// layout, so each is `spoken` (checked for its translation only).
enum AppIntentsVocabulary {
    static let calls: [CallRow] = [
        CallRow(id: "appintents.appShortcut.shortTitle", call: "AppShortcut", argument: .labelled("shortTitle"), role: .placed(.spoken)),
        CallRow(id: "appintents.appShortcut.phrases", call: "AppShortcut", argument: .labelled("phrases"), role: .placed(.spoken)),
        CallRow(id: "appintents.intentDescription", call: "IntentDescription", argument: .first, role: .placed(.spoken)),
        CallRow(id: "appintents.parameter.title", call: "Parameter", argument: .labelled("title"), role: .placed(.spoken)),
        CallRow(id: "appintents.parameter.description", call: "Parameter", argument: .labelled("description"), role: .placed(.spoken)),
        CallRow(id: "appintents.displayRepresentation.title", call: "DisplayRepresentation", argument: .labelled("title"),
                role: .placed(.spoken)),
        CallRow(id: "appintents.displayRepresentation.subtitle", call: "DisplayRepresentation", argument: .labelled("subtitle"),
                role: .placed(.spoken)),
        CallRow(id: "appintents.displayRepresentation", call: "DisplayRepresentation", argument: .first, role: .placed(.spoken)),
        CallRow(id: "appintents.typeDisplayRepresentation.name", call: "TypeDisplayRepresentation", argument: .labelled("name"),
                role: .placed(.spoken)),
        CallRow(id: "appintents.typeDisplayRepresentation", call: "TypeDisplayRepresentation", argument: .first, role: .placed(.spoken)),
    ]
}
