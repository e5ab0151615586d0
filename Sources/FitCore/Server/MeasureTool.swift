/// `measure`: one text in one slot, as `fitcheck measure --json` says it.
enum MeasureTool {
    static let definition = ToolDefinition(
        name: "fitcheck_measure", formerName: "measure", title: "Measure a text in a slot",
        description: """
            Shapes one text in a language and fits it into one slot: its lines, their widths, and the verdict. \
            The size is a Dynamic Type style and category (default body, L) or "pointSize"; "lines" limits the \
            lines (default: wraps freely). Needs no catalog.
            """,
        input: ToolSchema.object([
            "text": ToolSchema.string("The text (at most 64 KB)."),
            "language": ToolSchema.string("A language tag (de, pt-BR, hi)."),
            "width": ToolSchema.number("The slot width, in points (> 0, ≤ \(PointFormat.text(MeasureRequest.widths.upperBound)))."),
            "pointSize": ToolSchema.number("The font size in points, instead of style and category."),
            "style": ToolSchema.enumeration(TextStyle.allCases.map(\.rawValue), "The Dynamic Type style (default body)."),
            "category": ToolSchema.enumeration(SizeCategory.allCases.map(\.rawValue), "The size category (default L)."),
            "lines": ToolSchema.integer("The line limit (default: wraps freely)."),
            "tracking": ToolSchema.number("Extra letter-spacing in points (default 0)."),
            "weight": ToolSchema.string("regular, medium, semibold, bold or 1–1000 (default: the style's)."),
            "markdown": ToolSchema.boolean("Measure the text as SwiftUI's Text draws its Markdown (default true)."),
        ], required: ["text", "language", "width"]),
        output: ToolSchema.object([
            "verdict": ToolSchema.string(), "fits": ToolSchema.boolean(),
            "lines": ToolSchema.integer("How many lines the text takes."),
            "lineWidths": ToolSchema.array(ToolSchema.number(), "Each line's width, in points."),
            "lineTexts": ToolSchema.array(ToolSchema.string(), "Each line's text."),
            "overflow": ToolSchema.number("By how much the verdict fails, in points (0 when it fits)."),
        ], required: ["verdict", "fits", "lines", "lineWidths", "lineTexts", "overflow"],
           description: "As `fitcheck measure --json` prints it, with \"fits\"."),
        readOnly: true)

    static func call(_ arguments: ToolArguments, _ context: ToolContext) throws -> ToolOutput {
        let text = try arguments.text("text"), language = try arguments.language()
        guard let width = try arguments.number("width", in: MeasureRequest.widths) else { throw ToolArgumentError("\"width\" is required") }
        var request: MeasureRequest
        if let points = try arguments.number("pointSize", in: MeasureRequest.pointSizes) {
            if arguments.object["style"] != nil || arguments.object["category"] != nil {
                throw ToolArgumentError("give either \"pointSize\" or \"style\"/\"category\", not both")
            }
            request = MeasureRequest(text: text, language: language, width: width, size: points)
        } else {
            let style = try named(try arguments.string("style") ?? "body", TextStyle.self, "style")
            let category = try named(try arguments.string("category") ?? "L", SizeCategory.self, "category")
            request = MeasureRequest(text: text, language: language, width: width, style: style, category: category)
        }
        request.lines = try arguments.integer("lines", in: MeasureRequest.lineLimits)
        request.tracking = try arguments.number("tracking", in: MeasureRequest.trackings) ?? 0
        request.markdown = try arguments.bool("markdown") ?? true
        if let name = try arguments.string("weight") {
            request.weight = try argument { try MeasureRequest.weight(name, option: "\"weight\"") }
        } else {
            request.weight = (request.style ?? .body).defaultWeight
        }
        let result = try context.workspace.withShaper { try TextMeasurer(shaper: $0).measure(request) }
        let json = MeasureReport(request: request, result: result).json()
        var structured = WireJSON((try JSONReader.parse(Array(json.utf8), file: "measure")))
        if case .object(var members) = structured, members["fits"] == nil {
            members["fits"] = .bool(result.measurement.verdict == .fits)
            structured = .object(members)
        }
        return ToolOutput(structured: structured, summary: ToolSummary.measure(verdict: result.measurement.verdict,
                                                                           lineWidths: result.measurement.lineWidths, width: width))
    }

    private static func named<T: CaseIterable & RawRepresentable>(_ name: String, _ type: T.Type, _ what: String) throws -> T
    where T.RawValue == String {
        try argument { try MeasureRequest.named(name, type, what) }
    }

    /// `body`'s value; its bad input an invalid argument, as the protocol wants it.
    private static func argument<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as InputError { throw ToolArgumentError(error.message) }
    }
}
