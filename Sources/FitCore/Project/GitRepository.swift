import Foundation

/// The git checkout a file lives in, asked through the `git` command (`git -C <folder> …`); files are
/// only read, nothing in the repository changes.
struct GitRepository {
    /// The folder git runs in (the file's folder).
    let folder: String

    /// The repository holding `file`.
    /// - Throws: ``InputError`` naming the file when it is not in a git checkout or git is missing.
    init(containing file: String) throws {
        let folder = BaselinePath.folder(of: file)
        self.folder = folder
        let top = try run(["rev-parse", "--show-toplevel"])
        guard top.status == 0 else {
            throw InputError(file: file, "not in a git checkout: --changed-since needs the catalog's git history")
        }
    }

    /// The top folder of the git checkout holding `folder`; nil outside one, or without git.
    static func topLevel(of folder: String) -> String? {
        let repository = GitRepository(folder: folder)
        guard let top = try? repository.run(["rev-parse", "--show-toplevel"]), top.status == 0 else { return nil }
        let path = String(decoding: top.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.isEmpty ? nil : path
    }

    private init(folder: String) { self.folder = folder }

    /// Checks that `revision` names a commit here.
    func verify(_ revision: String) throws {
        guard !revision.hasPrefix("-"), try run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"]).status == 0 else {
            throw InputError("--changed-since: unknown revision \(quoted: revision) in the git checkout at \(folder)")
        }
    }

    /// The bytes of `file` (in ``folder``) at `revision`; `nil` when the file did not exist then.
    func contents(of file: String, at revision: String) throws -> Data? {
        let spec = "\(revision):./\((file as NSString).lastPathComponent)"
        guard try run(["cat-file", "-e", spec]).status == 0 else { return nil }
        let shown = try run(["show", spec])
        guard shown.status == 0 else {
            throw InputError(file: file, "git show \(spec) failed: \(shown.error.split(separator: "\n").first ?? "")")
        }
        return shown.output
    }

    /// Writes the files of ``folder`` as they were at `revision` into `destination` (created), for
    /// reading the app's code then (``ChangedSlots``); `false` when the folder did not exist then.
    func extractFolder(at revision: String, into destination: String) throws -> Bool {
        let prefix = String(decoding: try run(["rev-parse", "--show-prefix"]).output, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let tree = "\(revision):\(prefix)"
        guard try run(["cat-file", "-e", tree]).status == 0 else { return false }
        do {
            try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
        } catch {
            throw InputError(file: destination, "cannot make a scratch folder for the code at \(revision): \(error.localizedDescription)")
        }
        let archive = (destination as NSString).appendingPathComponent(".fitcheck-revision.tar")
        defer { try? FileManager.default.removeItem(atPath: archive) }
        let written = try run(["archive", "--format=tar", "-o", archive, tree])
        guard written.status == 0 else {
            throw InputError("--changed-since: git archive \(tree) failed: \(written.error.split(separator: "\n").first ?? "")")
        }
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tar.arguments = ["tar", "-xf", archive, "-C", destination]
        tar.standardInput = FileHandle.nullDevice
        tar.standardOutput = FileHandle.nullDevice
        tar.standardError = FileHandle.nullDevice
        do { try tar.run() } catch { throw InputError("--changed-since: cannot run tar (\(error.localizedDescription))") }
        tar.waitUntilExit()
        guard tar.terminationStatus == 0 else { throw InputError(file: archive, "--changed-since: tar could not unpack the code at \(revision)") }
        return true
    }

    /// Runs `git -C folder arguments…`; standard output is returned whole, standard error as text.
    private func run(_ arguments: [String]) throws -> (status: Int32, output: Data, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw InputError("--changed-since: cannot run git (\(error.localizedDescription))")
        }
        // Standard output is read before waiting (a large `git show` would fill the pipe and block);
        // git's messages on standard error are a few lines, far below a pipe's buffer.
        let stdoutData = output.fileHandleForReading.readDataToEndOfFile()
        let stderrData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationReason == .exit, process.terminationStatus == 127 {
            throw InputError("--changed-since: git is not installed (apt-get install git)")
        }
        return (process.terminationStatus, stdoutData, String(decoding: stderrData, as: UTF8.self))
    }
}
