/// A failure that is not the input's: a native library that cannot start (FreeType, fontconfig,
/// ICU) or a broken promise inside fitcheck. The command line prints ``description`` as one line and
/// exits with status 3, so that CI tells "fix your catalog" (2) from "fitcheck itself failed" (3).
public struct InternalError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What failed.
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { "internal error: " + message }
}
