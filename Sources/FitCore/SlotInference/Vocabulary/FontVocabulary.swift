/// The fonts' vocabulary as data: SwiftUI's `Font`, UIKit's `UIFont`, AppKit's `NSFont` and Core Text
/// as ``AppFonts`` reads them (`.system(size:weight:)`, `.custom(_:size:relativeTo:)`,
/// `UIFont.preferredFont(forTextStyle:)`, `CTFontCreateWithFontDescriptor`).
enum FontVocabulary {
    /// What a font's static member makes.
    enum Maker: Sendable, Hashable {
        /// The system font at a size or style: `.system(…)`, `systemFont(ofSize:)`, `monospacedSystemFont`.
        case system
        /// The bold system font: `boldSystemFont(ofSize:)`.
        case boldSystem
        /// A named family: `.custom("Avenir Next", size: 12)`.
        case custom
        /// A text style's font: `UIFont.preferredFont(forTextStyle: .body)`.
        case textStyle
    }

    static let makers: [String: Maker] = [
        "system": .system, "systemFont": .system, "monospacedSystemFont": .system, "boldSystemFont": .boldSystem,
        "custom": .custom, "preferredFont": .textStyle,
    ]

    /// What an argument of a font call gives.
    enum Argument: Sendable, Hashable {
        /// A size that scales with Dynamic Type in SwiftUI's `.custom(_:size:)`, fixed elsewhere.
        case size
        case fixedSize
        case weight
        case design
        case family
        /// The text style a size is relative to, or whose font it is.
        case textStyle
    }

    /// `.system(size:weight:design:)`, `UIFont.systemFont(ofSize:weight:)`.
    static let systemArguments: [String: Argument] = ["size": .size, "ofSize": .size, "weight": .weight, "design": .design]
    /// `.custom(_:size:relativeTo:)`, `.custom(_:fixedSize:)`, `UIFont(name:size:)`.
    static let customArguments: [String: Argument] = ["name": .family, "size": .size, "fixedSize": .fixedSize, "relativeTo": .textStyle]
    /// `UIFont.preferredFont(forTextStyle:)`, `NSFont.preferredFont(forTextStyle:)`, `for:`.
    static let textStyleArguments: [String: Argument] = ["forTextStyle": .textStyle, "for": .textStyle]

    /// A font's type, whose static members are fonts (`Font.body`, `UIFont.systemFont(…)`); SwiftUI's own
    /// wraps a platform font (`Font(UIFont.…)`).
    static let swiftUIFont = "Font"
    static let platformFonts: Set<String> = ["UIFont", "NSFont"]
    static var fontTypes: Set<String> { platformFonts.union([swiftUIFont]) }

    /// A modifier chained on a font: `.weight(.bold)`, `.bold()`.
    enum Chained: Sendable, Hashable { case weight, bold }
    static let chained: [String: Chained] = ["weight": .weight, "bold": .bold]

    /// `Font.Weight` and `UIFont.Weight` names that ``FontWeight`` does not spell the same, on the OpenType scale.
    static let weights: [String: FontWeight] = [
        "ultraLight": FontWeight(rawValue: 100), "thin": FontWeight(rawValue: 200), "light": FontWeight(rawValue: 300),
        "heavy": FontWeight(rawValue: 800), "black": FontWeight(rawValue: 900),
    ]

    /// SwiftUI's and UIKit's names for the text styles that ``TextStyle`` spells otherwise.
    static let textStyles: [String: TextStyle] = ["title": .title1, "title1": .title1, "caption": .caption1, "caption1": .caption1]

    /// Core Text: the call that makes a font from a descriptor, the descriptor's family attribute and the
    /// variation axis `wght` (the four bytes of its tag as a number).
    static let coreTextFont = "CTFontCreateWithFontDescriptor"
    static let coreTextFontType = "CTFont"
    static let coreTextFamily = "kCTFontNameAttribute"
    static let weightAxis = "2003265652"
}
