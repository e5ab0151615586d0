extension RunReport {
    /// Combines shard reports into the report a single run would have produced, byte for byte.
    ///
    /// The inputs must share schema version, tool version and failing verdict classes. Either every
    /// input is a shard of the same `count` and each index 1…count appears once, or none is a shard
    /// (then they are arbitrary parts of one run). A cell failing in two inputs means the parts
    /// overlap: that is an error, not a double count.
    /// - Parameter sources: names of the inputs for error messages (their paths), same order.
    public static func merge(_ reports: [RunReport], sources: [String] = []) throws -> RunReport {
        func name(_ index: Int) -> String { index < sources.count ? sources[index] : "report \(index + 1)" }
        guard let first = reports.first else { throw InputError("merge needs at least one JSON report") }
        for (index, report) in reports.enumerated() {
            if report.schemaVersion != currentSchemaVersion {
                throw InputError(file: name(index), "report schemaVersion \(report.schemaVersion); this fitcheck reads schemaVersion \(currentSchemaVersion)")
            }
            if report.toolVersion != first.toolVersion {
                throw InputError(file: name(index), "written by fitcheck \(report.toolVersion), but \(name(0)) by \(first.toolVersion): merge reports of one run")
            }
            if report.selection != first.selection {
                throw InputError(file: name(index), "measured another selection than \(name(0)) (matrix, widths, sizes, languages, keys or catalogs differ): merge the shards of one run")
            }
            if report.failOn != first.failOn {
                throw InputError(file: name(index), "fails on \(report.failOn.map(\.rawValue).joined(separator: ",")), but \(name(0)) on \(first.failOn.map(\.rawValue).joined(separator: ",")): merge reports of one matrix")
            }
        }
        try checkShards(reports, name: name)

        var owner: [String: Int] = [:]
        for (index, report) in reports.enumerated() {
            for failure in report.failures {
                if let earlier = owner.updateValue(index, forKey: failure.cellIdentity) {
                    throw InputError(file: name(index), "the cell \(failure.key) · \(failure.language) · \(PointFormat.text(failure.width)) pt · \(failure.size.rawValue) is also in \(name(earlier)): the reports overlap")
                }
            }
        }

        var builder = RunReportBuilder(toolVersion: first.toolVersion, failOn: Set(first.failOn))
        for report in reports { builder.absorb(report) }
        var merged = builder.build()
        merged.baseline = BaselineResult.merged(reports.compactMap(\.baseline))
        merged.selection = first.selection
        merged.summary.skipped = first.summary.skipped
        let untranslated = Set(reports.flatMap { $0.untranslatedLanguages ?? [] })
        merged.untranslatedLanguages = untranslated.isEmpty ? nil : untranslated.sorted()
        return merged
    }

    /// Shards must be all or none, of one count, each index exactly once.
    private static func checkShards(_ reports: [RunReport], name: (Int) -> String) throws {
        let shards = reports.compactMap(\.shard)
        if shards.isEmpty { return }
        guard shards.count == reports.count, let count = shards.first?.count else {
            let plain = reports.firstIndex { $0.shard == nil } ?? 0
            throw InputError(file: name(plain), "is not a shard report, but others are: merge the shards of one run")
        }
        var seen: [Int: Int] = [:]
        for (index, shard) in shards.enumerated() {
            if !(1...max(shard.count, 1)).contains(shard.index) {
                throw InputError(file: name(index), "shard \(shard.index)/\(shard.count) is not a shard: the index runs from 1 to the count")
            }
            if shard.count != count {
                throw InputError(file: name(index), "is shard \(shard.index)/\(shard.count), but \(name(0)) is one of \(count)")
            }
            if let earlier = seen.updateValue(index, forKey: shard.index) {
                throw InputError(file: name(index), "shard \(shard.index)/\(count) is also \(name(earlier))")
            }
        }
        let missing = (1...max(count, 1)).filter { seen[$0] == nil }
        if !missing.isEmpty {
            throw InputError("shard \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) missing: merge needs every shard of the run")
        }
    }
}
