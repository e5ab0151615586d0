import FitCore

/// `fitcheck measure TEXT --lang L --width PT …`: shape one text and fit it into one slot.
enum MeasureCommand {
    static let options: [OptionSpec] = [
        OptionSpec("lang", value: "LANG", help: "Language of the text (BCP-47: de, pt-BR, hi). Required."),
        OptionSpec("width", value: "PT", help: "Slot width in points (> 0, ≤ 100000). Required."),
        OptionSpec("size", value: "PT|CAT", help: "Font size in points (instead of --style/--category), or a size category as --category takes it."),
        OptionSpec("style", value: "STYLE", help: "Dynamic Type text style (default: body)."),
        OptionSpec("category", value: "CAT", help: "Dynamic Type size category, xS…AX5 (default: L)."),
        OptionSpec("lines", value: "N", help: "Line limit (default: wraps freely)."),
        OptionSpec("tracking", value: "PT", help: "Extra letter-spacing in points (default: 0)."),
        OptionSpec("weight", value: "W", help: "regular, medium, semibold, bold or 1–1000 (default: the style's)."),
        OptionSpec("font", value: "PATH", help: "A font file to use first (e.g. your copy of SF Pro)."),
        OptionSpec("sf-tracking", help: "Add SF Pro's size-specific tracking (HIG table); the default."),
        OptionSpec("no-sf-tracking", help: "Leave SF Pro's tracking out (a font of the app's own, not the system font)."),
        OptionSpec("no-markdown", help: "Measure the text as written; by default its Markdown is drawn as SwiftUI's Text draws it (**bold**, [label](url), `code`)."),
        OptionSpec("system-fonts", help: "Also use the fonts installed on this machine (fallback after the default fonts)."),
        OptionSpec("json", help: "Print one JSON object instead of text."),
    ]

    /// The command, measuring with the measurer that `makeMeasurer` returns for the font files given
    /// with `--font` (made only when needed, so that `--help` and bad input do not load fonts).
    static func command(makeMeasurer: @escaping @Sendable (_ extraFonts: [String], _ systemFonts: Bool) throws -> TextMeasurer) -> Command {
        Command(
            name: "measure",
            summary: "Measure one text in one slot: its lines, their widths, and whether it fits.",
            usage: "TEXT --lang LANG --width PT [--size PT | --style STYLE --size CAT] [options]",
            discussion: """
                Exit status: 0 fits, 1 does not fit, 2 bad input, 3 fitcheck itself failed.
                Letter-spacing (--tracking, --sf-tracking) goes between grapheme clusters of scripts that
                tolerate it, never Devanagari, Arabic or other joining scripts.
                """,
            options: options,
            run: { parsed in
                let inputs = try MeasureInputs(parsed)
                let measurer = try makeMeasurer(inputs.request.font.map { [$0] } ?? [], parsed.flag("system-fonts"))
                let result = try measurer.measure(inputs.request)
                let report = MeasureReport(request: inputs.request, result: result)
                return CommandOutcome(status: result.measurement.verdict == .fits ? CommandOutcome.success : CommandOutcome.doesNotFit,
                                      standardOutput: inputs.json ? report.json() : report.text())
            })
    }
}
