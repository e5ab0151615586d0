/// A PNG could not be written or read.
public struct PNGError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
    init(_ libpngMessage: String?, _ fallback: String) {
        description = libpngMessage.map { "\(fallback): \($0)" } ?? fallback
    }
}
