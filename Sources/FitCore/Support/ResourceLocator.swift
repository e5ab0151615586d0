import Foundation

/// Finds fitcheck's data folders (`Fonts/`, `Matrix/`) at run time.
///
/// Search order, first hit wins:
/// 1. `$FITCHECK_HOME` — a folder holding `Fonts/` and `Matrix/`; when set, nothing else is searched;
/// 2. next to the executable: the installed layout `<prefix>/bin/fitcheck` →
///    `<prefix>/share/fitcheck/{Fonts,Matrix}`, or, in a repository checkout, the nearest folder above
///    the executable's folder that holds `Fonts/fonts.conf` (`.build/debug/fitcheck` → the repo root);
/// 3. the current directory.
public enum ResourceLocator {
    /// The folder with the default fonts and their private `fonts.conf`.
    public static func fontsDirectory() throws -> String {
        try locate("Fonts")
    }

    /// The folder with the default matrix files.
    public static func matrixDirectory() throws -> String {
        try locate("Matrix")
    }

    /// Candidate homes (folders that may hold `Fonts/` and `Matrix/`), in search order.
    static func candidateHomes(environment: [String: String] = ProcessInfo.processInfo.environment,
                               executable: String? = Bundle.main.executablePath,
                               currentDirectory: String = FileManager.default.currentDirectoryPath) -> [String] {
        // An explicit home is the only place looked at: silently measuring with other fonts would mislead.
        if let home = environment["FITCHECK_HOME"], !home.isEmpty { return [home] }
        var homes: [String] = []
        if let executable {
            let binFolder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
            homes.append(binFolder.deletingLastPathComponent().appendingPathComponent("share/fitcheck").path)
            // Walk up from the executable: a checkout's `.build/<config>/fitcheck` sits below the repo root.
            var folder = binFolder
            while folder.path != "/" && !folder.path.isEmpty {
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Fonts/fonts.conf").path) {
                    homes.append(folder.path)
                    break
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        homes.append(currentDirectory)
        return homes
    }

    static func locate(_ name: String) throws -> String {
        let homes = candidateHomes()
        for home in homes {
            var isFolder: ObjCBool = false
            let path = URL(fileURLWithPath: home).appendingPathComponent(name).standardizedFileURL.path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                return path
            }
        }
        throw InputError("cannot find fitcheck's \(name)/ folder (looked in \(homes.joined(separator: ", "))); set FITCHECK_HOME to the folder that holds \(name)/")
    }
}
