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
            Reads the Swift sources and the nibs too (as `fitcheck slots` does) and says what they place, but
            writes no rule for it: every run infers the slots from the code again. The file holds settings and
            one example rule; a rule you add there that matches a key wins over the code.
            A macOS app (SDKROOT or SUPPORTED_PLATFORMS macosx in a project.pbxproj, LSMinimumSystemVersion
            in an Info.plist, AppKit storyboards or xibs) gets the Mac's widths and text sizes instead,
            and an exclude list; a project for both gets the platform with more build configurations
            (iOS on a tie). --platform chooses instead.
            --update makes an older, large fitcheck.json small: settings and hand-written rules and groups are
            kept; a rule or group an older init wrote from the code is dropped when the code still gives it
            as written (or no longer places it), and kept, as the file's own, when a person changed it (it
            differs from what the code gives now); what was kept and dropped is printed.
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
