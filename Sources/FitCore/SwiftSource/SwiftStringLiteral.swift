/// The contents of a Swift string literal after escapes are processed: runs of text and the
/// places of interpolations (`\(…)`), whose expressions are not kept.
public struct SwiftStringLiteral: Sendable, Hashable {
    public enum Segment: Sendable, Hashable {
        case text(String)
        /// An interpolation `\(…)`; the value it shows is known only at run time.
        case interpolation
    }

    public var segments: [Segment]

    public init(segments: [Segment]) {
        self.segments = segments
    }

    /// True when the literal holds at least one interpolation.
    public var isInterpolated: Bool { segments.contains(.interpolation) }

    /// The text of a literal without interpolations; `nil` for an interpolated one.
    public var plainText: String? {
        guard !isInterpolated else { return nil }
        return textParts.joined()
    }

    /// The text between interpolations, in order: always one more than there are interpolations.
    public var textParts: [String] {
        var parts = [""]
        for segment in segments {
            switch segment {
            case .text(let text): parts[parts.count - 1] += text
            case .interpolation: parts.append("")
            }
        }
        return parts
    }
}
