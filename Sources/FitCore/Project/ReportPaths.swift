import Foundation

/// Paths as every report writes them: relative to the repository (the git checkout's top folder, else
/// the matrix file's folder), so SARIF results and GitHub annotations point at the file on any
/// machine, and no report holds an absolute path.
public struct ReportPaths: Sendable {
    /// The folder paths are written relative to (absolute, standardized).
    public let base: String

    /// The git top level of the matrix file's folder, else that folder.
    public init(matrixFile: String) {
        self.init(folder: (Self.absolute(matrixFile) as NSString).deletingLastPathComponent)
    }

    /// The git top level of `folder`, else `folder` (a merge of shard reports: the working folder).
    public init(folder: String) {
        let folder = Self.absolute(folder)
        base = GitRepository.topLevel(of: folder).map(Self.absolute) ?? folder
    }

    public init(base: String) { self.base = Self.absolute(base) }

    /// `path` (absolute, or relative to the working folder) relative to ``base``, with `..` where it
    /// lies outside it.
    public func relative(_ path: String) -> String {
        let target = Self.absolute(path).split(separator: "/")
        let from = base.split(separator: "/")
        var common = 0
        while common < min(target.count, from.count), target[common] == from[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `path` made absolute against the working folder, `.` and `..` resolved, symbolic links followed
    /// (so `/tmp` and `/private/tmp`, or a checkout reached through a link, agree).
    static func absolute(_ path: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        return url.standardizedFileURL.resolvingSymlinksInPath().path
    }
}
