/// Apple's Dynamic Type text styles (iOS/iPadOS).
public enum TextStyle: String, Sendable, Codable, CaseIterable, Hashable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Headline is semibold; every other style is regular (HIG Typography → Specifications).
    public var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }

    /// Hashed by case, not by raw string: styles are dictionary keys in every run's hot loops.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .largeTitle: hasher.combine(0)
        case .title1: hasher.combine(1)
        case .title2: hasher.combine(2)
        case .title3: hasher.combine(3)
        case .headline: hasher.combine(4)
        case .body: hasher.combine(5)
        case .callout: hasher.combine(6)
        case .subheadline: hasher.combine(7)
        case .footnote: hasher.combine(8)
        case .caption1: hasher.combine(9)
        case .caption2: hasher.combine(10)
        }
    }
}

/// Dynamic Type size categories, smallest first. `L` is the system default.
public enum SizeCategory: String, Sendable, Codable, CaseIterable, Hashable, Comparable {
    case xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5

    public static func < (lhs: SizeCategory, rhs: SizeCategory) -> Bool {
        lhs.ordinal < rhs.ordinal
    }

    /// Hashed by case, not by raw string (see ``TextStyle/hash(into:)``).
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// Position in ``SizeCategory/allCases``, smallest first.
    var ordinal: Int8 {
        switch self {
        case .xS: 0
        case .S: 1
        case .M: 2
        case .L: 3
        case .xL: 4
        case .xxL: 5
        case .xxxL: 6
        case .AX1: 7
        case .AX2: 8
        case .AX3: 9
        case .AX4: 10
        case .AX5: 11
        }
    }

    /// True for the accessibility sizes AX1…AX5.
    public var isAccessibility: Bool { rawValue.hasPrefix("AX") }
}

/// Point size and leading of a text style at a size category.
public struct TypeMetrics: Sendable, Hashable {
    /// Font size, in points.
    public var pointSize: Double
    /// Distance between baselines, in points.
    public var leading: Double
}

/// The iOS Dynamic Type table (HIG Typography → Specifications; see FACTS.md).
public enum DynamicType {
    /// `(size, leading)` pairs per style, in the order of ``SizeCategory/allCases``.
    private static let table: [TextStyle: [(Double, Double)]] = [
        .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        .title1: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        // 21/28 at xxxL is what the HIG publishes, although the pattern suggests 27.
        .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        .caption1: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]

    /// Size and leading of `style` at `category`.
    public static func metrics(_ style: TextStyle, _ category: SizeCategory) -> TypeMetrics {
        let row = table[style]!
        let (size, leading) = row[SizeCategory.allCases.firstIndex(of: category)!]
        return TypeMetrics(pointSize: size, leading: leading)
    }
}
