import Foundation

/// One run of the fitting matrix. ``run(images:progress:probe:keepingCells:)`` reads as the pipeline:
/// load → plan → expand → measure (shape, fit) and judge → report → draw.
///
/// Shaping happens once per rendition and optical design; every width and size after it is
/// arithmetic. Renditions are measured in chunks on ``RunSelection/jobs`` workers, and the report does
/// not depend on their number or on sharding.
public struct MatrixRun: Sendable {
    public var matrix: Matrix
    public var selection: RunSelection
    public var fonts: FontLibrary
    public var toolVersion: String
    /// Where the app's code shows the keys (slot inference's places, ``ShownPlaces``), attached to the
    /// findings with the places of the matrix's groups read from code; empty: only the groups'.
    public var shownPlaces = ShownPlaces()

    public init(matrix: Matrix, selection: RunSelection, fonts: FontLibrary, toolVersion: String) {
        self.matrix = matrix
        self.selection = selection
        self.fonts = fonts
        self.toolVersion = toolVersion
    }

    /// Measures every selected cell.
    /// - Parameters:
    ///   - images: draws the pictures its ``FailureImageWriter/selection`` chooses (a finding's worst
    ///     cell each, by default) once the report is built; `nil` draws nothing.
    ///   - progress: called now and then with (renditions done, renditions in all), from any thread.
    ///   - probe: times the stages and sees the cells (the benchmark's); ``NoProbe`` does nothing.
    ///   - keepingCells: keep every failing cell's record in the report (``RunReport/failures``), not
    ///     only the findings.
    /// - Throws: ``InputError`` for bad catalogs and for a selection that leaves nothing to measure.
    public func run(images: FailureImageWriter? = nil,
                    progress: (@Sendable (Int, Int) -> Void)? = nil,
                    probe: any RunProbe = NoProbe(), keepingCells: Bool = true) throws -> RunOutcome {
        let (plan, selected) = try probe.time(.reading) {
            // Load: the catalogs read, git asked (`--changed-since`).
            let inputs = try RunInputs.load(matrix: matrix, selection: selection, hasFamily: fonts.hasFamily)
            // Plan, from those values alone; expand: the renditions to measure.
            let plan = try RunPlan(inputs)
            let selected = try RunRenditions(expanding: plan)
            // The catalogs' JSON trees are gone: hand their pages back (glibc keeps them otherwise, and
            // shaped texts and failures then land around the holes they leave), so that the peak memory
            // of a run is not the sum of its phases.
            MallocTrim.trim()
            return (plan, selected)
        }
        // Measure (shape, fit) and judge each rendition on the workers, into the report builder.
        let workers = RunWorkers(builder: RunReportBuilder(toolVersion: toolVersion, failOn: matrix.failOn, levels: matrix.levels,
                                                           coverageRules: matrix.coverage, shard: selection.shard,
                                                           keepsCells: keepingCells))
        let (picker, widths, sizes) = (WidthVariantPicker(selected.all), plan.widths, plan.sizes)
        let statistics = try workers.measure(selected.renditions, jobs: selection.jobs, probe: probe, progress: progress) {
            RenditionMeasurer(matrix: plan.matrix, fonts: fonts, widths: widths, sizes: sizes, picker: picker, probe: probe)
        }
        // Rows and choices: each group's members laid out together, on the workers.
        let groups = RunGroups(plan: plan, members: selected.groupMembers)
        let grouped = try groups.measure(plan: plan, fonts: fonts, picker: WidthVariantPicker(groups.renditions),
                                         jobs: selection.jobs)
        var builder = workers.takeBuilder()
        if !plan.matrix.groups.isEmpty {
            for finding in grouped.findings { builder.add(finding) }
            builder.noteGroups(measured: grouped.measured)
        }
        var report = probe.time(.reporting) { Self.report(builder, plan, selected, findings: selection.findings) }
        // Where the code shows each finding's text: the groups' lines (their evidence), the keys' uses.
        let root = (matrix.file as NSString).deletingLastPathComponent
        report.findings = ShownPlaces(groups: plan.matrix.groups, root: root)
            .merging(plan.inference?.shownPlaces(root: root) ?? ShownPlaces()).merging(shownPlaces)
            .attach(to: report.findings)
        // Draw the pictures of the worst cells, shaped again with their glyphs.
        if let images {
            // Set in the slots the run measured (the code's, a changed key's), not the file's alone.
            var measured = self
            measured.matrix = plan.matrix
            try PictureDrawing(run: measured, renditions: selected.renditions, widths: plan.widths, groupRenditions: groups.renditions)
                .draw(&report, writer: images, jobs: max(1, selection.jobs))
        }
        // Report.
        return RunOutcome(report: report, warnings: plan.warnings + selected.warnings + groups.warnings + grouped.warnings,
                          untranslatedLanguages: selected.untranslatedLanguages, statistics: statistics)
    }

    /// The report the builder's findings make, with the tables' own findings (``RunPlan/tableFindings``)
    /// and what the plan and the expansion left out.
    /// The builder is taken whole (no other reference to its records), so that it sorts them in place.
    private static func report(_ builder: consuming RunReportBuilder, _ plan: RunPlan, _ selected: RunRenditions,
                               findings: FindingFilter) -> RunReport {
        builder.addCoverage(selected.coverage, untranslatedLanguages: selected.untranslatedLanguages)
        for finding in plan.tableFindings { builder.add(finding) }
        // Narrowed (--verdict, --level) before the pictures, so that they go to what is reported.
        var report = builder.finish().narrowed(to: findings)
        report.selection = plan.fingerprint()
        report.summary.skipped = plan.skipped > 0 ? plan.skipped : nil
        report.summary.excluded = plan.excluded > 0 ? plan.excluded : nil
        return report
    }
}
