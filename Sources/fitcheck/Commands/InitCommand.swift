import Foundation
import FitCore

/// `fitcheck init [DIR]`: writes a starter `fitcheck.json` into a project, listing its catalogs and
/// their languages, so that `fitcheck` run there measures it without flags.
enum InitCommand {
    static let command = Command(
        name: "init",
        summary: "Write a starter matrix (fitcheck.json) for the project in DIR (default: here).",
        usage: "[DIR] [--platform ios|macos] [--update]",
        discussion: """
            Finds the project's catalogs (*.xcstrings, folders of *.lproj tables; not in .build, Pods,
            DerivedData, node_modules or hidden folders), lists their languages, and takes the widths and
            text sizes of fitcheck's default matrix. Never overwrites an existing fitcheck.json.
            Reads the Swift sources and the nibs too (as `fitcheck slots` does) and writes a rule per key
            they show, with the file:line as the rule's comment; a macOS app gets the Mac's metrics. A room read as
            0 pt or less at one of the matrix's widths is a misread construct: that key gets no rule (the default
            slot), with a warning naming its place, and the count is printed.
            A macOS app (SDKROOT or SUPPORTED_PLATFORMS macosx in a project.pbxproj, LSMinimumSystemVersion
            in an Info.plist, AppKit storyboards or xibs) gets the Mac's widths and text sizes instead,
            and an exclude list; a project for both gets the platform with more build configurations
            (iOS on a tie). --platform chooses instead.
            --update reads the code again and rewrites, in the existing fitcheck.json, the rules init wrote
            from it (a rule matching one key, named after a kind of place): every other rule, setting and
            comment stays as written, a key with a hand-written =key rule keeps it, and the keys added,
            removed and changed are printed. Rename a rule to make it yours.
            Exit status: 0 written, 2 bad input (no catalogs, the file exists, nothing to update), 3 fitcheck itself failed.
            """,
        options: [OptionSpec("platform", value: "ios|macos",
                             help: "Write the matrix for this platform instead of the one the project's files name."),
                  OptionSpec("update", help: "Re-read the code and rewrite the inferred rules of an existing fitcheck.json, keeping the rest.")],
        run: { parsed in try run(parsed) })

    static func run(_ parsed: ParsedArguments) throws -> CommandOutcome {
        guard parsed.positionals.count <= 1 else {
            throw InputError("init takes one folder, got \(parsed.positionals.count) arguments")
        }
        let folder = parsed.positionals.first ?? "."
        let platform = try parsed.value("platform").map(platformOption)
        let outcome = parsed.flag("update") ? try ProjectInit.update(folder: folder, platform: platform)
            : try ProjectInit.write(folder: folder, platform: platform)
        return CommandOutcome(status: CommandOutcome.success, standardOutput: outcome.text, standardError: outcome.warnings)
    }

    /// `--platform ios|macos` (any case).
    static func platformOption(_ text: String) throws -> Platform {
        guard let platform = Platform.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
            throw InputError("--platform must be ios or macos, got \(quoted: text)")
        }
        return platform
    }
}
