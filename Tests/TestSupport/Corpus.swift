import Foundation

/// The shared real-catalog corpus: catalogs of open-source apps and the CubeTime app's sources. It
/// lives beside the checkout, not in it; the tests that read it are skipped (and say so) without it.
///
/// `FITCHECK_CORPUS=FOLDER` points elsewhere (a missing folder turns those tests off, to see the
/// skips); otherwise it is `../shared/corpus` from the package root, or `../../shared/corpus` for a
/// git worktree one level deeper.
public enum Corpus {
    public static let folder: URL = {
        if let chosen = ProcessInfo.processInfo.environment["FITCHECK_CORPUS"], !chosen.isEmpty {
            return URL(fileURLWithPath: chosen)
        }
        let up = Repository.root.deletingLastPathComponent()
        let candidates = [up.appendingPathComponent("shared/corpus"),
                          up.deletingLastPathComponent().appendingPathComponent("shared/corpus")]
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0]
    }()

    public static let available = FileManager.default.fileExists(atPath: folder.path)

    /// The CubeTime app: Swift sources and its catalog.
    public static let cubeTime = folder.appendingPathComponent("cubetime-app")
    public static let cubeTimeAvailable = FileManager.default.fileExists(atPath: cubeTime.path)

    /// The whole-app fixtures: each an app's sources, nibs and catalogs (the corpus README gives each one's
    /// repository, commit and licence).
    public static let apps = ["cubetime-app", "linearmouse-app", "clipy-app", "monitorcontrol-app", "duckduckgo-ios-app"]
    public static let appsAvailable = apps.allSatisfy {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
    }

    /// The reason a test that needs the corpus gives when it is skipped.
    public static let absent = "corpus absent (\(folder.path)); set FITCHECK_CORPUS to its folder"
}
