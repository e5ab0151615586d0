/// A font weight on the CSS/OpenType scale (`wght` axis values).
public struct FontWeight: RawRepresentable, Sendable, Codable, Hashable, Comparable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let regular = FontWeight(rawValue: 400)
    public static let medium = FontWeight(rawValue: 500)
    public static let semibold = FontWeight(rawValue: 600)
    public static let bold = FontWeight(rawValue: 700)

    /// Parses `regular`, `medium`, `semibold`, `bold` or a number from 1 to 1000.
    public init?(name: String) {
        switch name.lowercased() {
        case "regular", "normal": self = .regular
        case "medium": self = .medium
        case "semibold", "demibold": self = .semibold
        case "bold": self = .bold
        default:
            guard let value = Int(name), (1...1000).contains(value) else { return nil }
            self.init(rawValue: value)
        }
    }

    /// `regular`, `medium`, `semibold`, `bold`, or the number: what ``init(name:)`` reads back.
    public var name: String {
        switch self {
        case .regular: return "regular"
        case .medium: return "medium"
        case .semibold: return "semibold"
        case .bold: return "bold"
        default: return String(rawValue)
        }
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
