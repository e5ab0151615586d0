import FitCore

/// `fitcheck merge A.json B.json … [--report …]`: the reports of N shards as one run's report.
enum MergeCommand {
    static let command = Command(
        name: "merge",
        summary: "Combine the JSON reports of --shard runs into the report of one whole run.",
        usage: "REPORT.json… [--report FORMAT[:PATH]]… [--json] [--verdict V]… [--level L]…",
        discussion: "Exit status: 0 when the merged run passes, 1 when a finding fails it, 2 bad input, 3 fitcheck itself failed.",
        options: [OptionSpec("report", value: "FORMAT[:PATH]", repeatable: true,
                             help: "text, json, junit, sarif, github or xcode (repeatable; default text)."),
                  OptionSpec("json", help: "The merged JSON report on standard output (the same as --report json)."),
                  CheckInputs.verdictOption, CheckInputs.levelOption],
        run: { parsed in
            guard !parsed.positionals.isEmpty else { throw InputError("merge: name the JSON reports to merge") }
            let outputs = try ReportOutput.requested(parsed.all("report"), json: parsed.flag("json"))
            for case let path? in outputs.map(\.path) { try AtomicFile.makeFolder(of: path) }
            var targets = OutputTargets()
            for shard in parsed.positionals { targets.reads("the shard report", shard) }
            targets.writes(outputs)
            try targets.check()
            // One report read at a time: memory holds the merged findings, not every shard.
            let filter = try CheckInputs.findingFilter(parsed)
            let merged = try ReportMerger.merge(paths: parsed.positionals).narrowed(to: filter)
            let standardOutput = try ReportOutput.writeAll(outputs, merged, paths: ReportPaths(folder: "."),
                                                              stepSummary: CheckCommand.stepSummaryPath)
            return CommandOutcome(status: merged.exitStatus, standardOutput: standardOutput,
                                  standardError: ReportOutput.filesOnlyNote(outputs, merged))
        })
}
