/// `--changed-since REV` found no key whose text changed: there is nothing to measure, and that is a
/// pass (a pull request that touched no string), not an error.
public struct NothingChanged: Error, Sendable {
    public var revision: String
}
