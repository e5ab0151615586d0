import Foundation
import FitCore

/// `fitcheck serve`: the Model Context Protocol server for translation agents, over standard
/// input and output, on the project's matrix and catalogs kept warm.
enum ServeCommand {
    static let options: [OptionSpec] = [
        OptionSpec("allow-write", help: "Offer the fitcheck_apply_translations tool (without it, nothing is ever written)."),
        MatrixArgument.option,
        MatrixArgument.fontsOption,
        MatrixArgument.systemFontsOption,
        MatrixArgument.catalogOption,
        MatrixArgument.slotsOption,
    ]

    static let command = Command(
        name: "serve",
        summary: "An MCP server for translators and agents: fitcheck_room, _check_translation, _measure, _keys (_apply_translations with --allow-write).",
        usage: "[--allow-write] [--matrix PATH] [--catalog PATH]… [--slots FILE] [--fonts PATH]… [--system-fonts]",
        discussion: """
            Speaks the Model Context Protocol (revisions 2025-11-25, 2025-06-18, 2025-03-26) as JSON-RPC 2.0, one
            message per line on standard input and output; logs go to standard error. Fonts, matrix and catalogs
            are loaded once; a catalog, the matrix or a Swift source or nib the slots come from, changed on disk, is read again before the next call that needs it.
            Register it with an MCP client as the command `fitcheck serve` run in the app's folder.
            Exit status: 0 when standard input closes, 2 bad input at start, 3 fitcheck itself failed, 4 standard
            output cannot be written (141: the client closed it).
            """,
        options: options,
        run: { parsed in try run(parsed) })

    static func run(_ parsed: ParsedArguments) throws -> CommandOutcome {
        if let stray = parsed.positionals.first {
            throw InputError("unexpected argument \(quoted: stray) (fitcheck serve takes options only; see fitcheck serve --help)")
        }
        let (matrix, notes) = try MatrixArgument.resolve(parsed)
        for note in notes { StandardStreams.note("fitcheck serve: \(note)\n") }
        let fonts = try MatrixArgument.fonts(parsed, matrix: matrix)
        let catalogs = parsed.all("catalog")
        let workspace = try ServerWorkspace(
            fonts: fonts, matrixPath: CheckCommand.matrixPath(explicit: parsed.value("matrix")),
            catalogPaths: catalogs.isEmpty ? nil : catalogs, slotsFile: parsed.value("slots"),
            loadMatrix: { try MatrixArgument.load(parsed) })
        if let closed = StandardStreams.standardOutputClosedAtStart { return StandardStreams.outputFailed(closed) }
        let failure = StdioTransport.run { send, log in
            MCPServer(workspace: workspace, allowWrite: parsed.flag("allow-write"), send: send, log: log)
        }
        return failure.map { StandardStreams.outputFailed($0) } ?? CommandOutcome(status: CommandOutcome.success)
    }
}
