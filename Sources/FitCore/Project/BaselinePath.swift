import Foundation

/// Catalog paths as a baseline file writes them: relative to the baseline's folder, so that one
/// baseline serves runs from any working directory (reports print paths as given on the command line).
public enum BaselinePath {
    /// The folder of the file at `path` (`.` for a bare file name).
    public static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// `path` (absolute, or relative to the current directory) written relative to `folder`
    /// (likewise), with `..` where needed: `relative("App/L.xcstrings", to: ".")` is `App/L.xcstrings`.
    /// Paths with no folder in common stay absolute.
    public static func relative(_ path: String, to folder: String) -> String {
        let target = components(path)
        let base = components(folder)
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        // Nothing in common but the root: `../../..` chains would only obscure an absolute path.
        if common == 0 && !base.isEmpty { return "/" + target.joined(separator: "/") }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The components of the absolute, standardized path (`..` and `.` resolved).
    private static func components(_ path: String) -> [String] {
        URL(fileURLWithPath: path).standardizedFileURL.path.split(separator: "/").map(String.init)
    }
}
