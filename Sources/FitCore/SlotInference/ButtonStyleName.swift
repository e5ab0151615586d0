/// A `.buttonStyle(…)` as slot inference reads it: `plain` for `(.plain)` or `(PlainButtonStyle())`,
/// `automatic` for `(.automatic)` or `(DefaultButtonStyle())`, `custom` for a style of the app's own
/// (`DeviceButtonStyle()`, `.fancy`), which lays the label out as it is.
///
/// On a chain of several, the innermost wins (the one written closest to the view), as in SwiftUI's
/// environment: `Button(…).buttonStyle(.plain).buttonStyle(.bordered)` is plain.
struct ButtonStyleName: Equatable {
    let rawValue: String

    /// SwiftUI's own button styles; any other name is `custom`.
    static let known: Set<String> = ["automatic", "bordered", "borderedProminent", "borderless", "plain", "link", "card"]

    init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The style written in the `(…)` at `paren` of a `.buttonStyle(…)`; `custom` when it names
    /// none of SwiftUI's or there is no `(…)`.
    init(paren: Int?, in file: SwiftSourceFile) {
        let named = paren.flatMap { file.styleName(inParen: $0, suffix: "ButtonStyle") } ?? "custom"
        self.init(rawValue: Self.known.contains(named) ? named : "custom")
    }

    /// The style of the innermost `.buttonStyle(…)` on the chain of the call at `callee`; nil when
    /// none is written there.
    init?(chainOf callee: Int, in file: SwiftSourceFile) {
        guard let modifier = file.modifiers(chainOf: callee).first(where: { $0.name == "buttonStyle" }) else { return nil }
        self.init(paren: modifier.paren, in: file)
    }

    /// False for `plain`, `link` and the app's own style: no bezel, the label is laid out as it is
    /// (on macOS its title wraps).
    var hasBezel: Bool { !["plain", "link", "custom"].contains(rawValue) }

    /// True for `.bordered`, `.borderedProminent` (`BorderedButtonStyle()`, …): the title sits inside a border.
    var isBordered: Bool { rawValue == "bordered" || rawValue == "borderedProminent" }
}
