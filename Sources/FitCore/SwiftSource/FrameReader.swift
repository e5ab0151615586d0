/// `.frame(…)` read once: `width`/`height`, `minWidth`/`idealWidth`/`maxWidth` and their height
/// twins (each apart: a `minWidth` bounds nothing below it, so it is never a `width`), `.infinity`
/// (as `Double.infinity`), and `alignment:`. A dimension whose value is not a number here (a name,
/// a call) is left nil; one given as a bare name (`width: maxWidth`, a value passed in) is in ``names``.
public struct FrameReader: Sendable, Hashable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    /// `.center`, `.leading`, … as written after the dot.
    public var alignment: String?
    /// The dimensions given as a bare name, by label: `.frame(maxWidth: maxWidth)` → `["maxWidth": "maxWidth"]`.
    public var names: [String: String] = [:]

    /// The frame a `.frame(…)` link sets; nil for any other link.
    public init?(_ link: SwiftLink) {
        guard link.name == "frame", let arguments = link.arguments else { return nil }
        self.init(arguments: arguments)
    }

    public init(arguments: [SwiftArgument]) {
        for argument in arguments {
            let value: Double? = {
                if case .chain(let chain) = argument.value.kind, case .name(let type) = chain.base.kind,
                   ["CGFloat", "Double"].contains(type), chain.links.map(\.name) == ["infinity"] { return .infinity }
                if case .implicitMember("infinity") = argument.value.kind { return .infinity }
                return NumberReader.value(argument.value)
            }()
            if let label = argument.label, case .name(let name) = argument.value.kind { names[label] = name }
            switch argument.label {
            case "width": width = value
            case "height": height = value
            case "minWidth": minWidth = value
            case "idealWidth": idealWidth = value
            case "maxWidth": maxWidth = value
            case "minHeight": minHeight = value
            case "idealHeight": idealHeight = value
            case "maxHeight": maxHeight = value
            case "alignment":
                if case .implicitMember(let name) = argument.value.kind { alignment = name }
            default: break
            }
        }
    }

    /// The `.frame(…)` whose `(` is the token at `paren` of `file`.
    public init?(paren: Int, in file: SwiftSourceFile) {
        guard let link = file.tree.link(openedAt: paren) else { return nil }
        self.init(link)
    }
}
