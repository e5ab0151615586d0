/// The renditions a run measures: the expand stage, after ``RunPlan``. Each catalog's entries become
/// renditions (``RenditionExpander``: a text per language and variant, samples in place of format
/// arguments), narrowed by `--key`, the exclusions, `--changed-since` and the matrix's devices; then
/// the shard's part. A selection that leaves nothing is an error, with its own message.
struct RunRenditions {
    /// Renditions this process measures (this shard's part), in catalog order.
    var renditions: [Rendition]
    /// Every selected rendition before sharding (width-variant choice needs the siblings).
    var all: [Rendition]
    var warnings: [String]
    /// Requested languages whose every selected rendition is a fallback: measuring them would measure
    /// the source language, so the run fails whatever `failOn` says.
    var untranslatedLanguages: [String]
    /// Each language's coverage of each catalog, counted on the selected renditions (this shard's keys).
    var coverage: [LanguageCoverage]
    /// Every rendition of a group member's key in the run's languages and devices, whatever `--key`,
    /// `--changed-since` and the shard say: a group is measured whole (``RunGroups``).
    var groupMembers: [Rendition] = []

    init(expanding plan: RunPlan) throws {
        let (matrix, selection, exclude) = (plan.matrix, plan.selection, plan.exclude)
        let expander = RenditionExpander(samples: matrix.samples, includeStale: selection.includeStale)
        var selected: [Rendition] = []
        var keysSeen = 0
        var excludedRenditions = 0
        var coverage = CoverageCounter(shard: selection.shard)
        let memberKeys = Set(matrix.groups.flatMap(\.keys))
        for catalog in plan.catalogs {
            let wanted = plan.languages.filter {
                catalog.languages.contains($0) || $0 == catalog.sourceLanguage || selection.newLanguages
            }
            guard !wanted.isEmpty else { continue }
            var expanded = try expander.renditions(of: catalog, languages: wanted, jobs: selection.jobs)
            if !memberKeys.isEmpty {
                groupMembers += expanded.filter { rendition in
                    memberKeys.contains(rendition.key)
                        && (matrix.devices.map { devices in rendition.device.map(devices.contains) ?? true } ?? true)
                }
            }
            if !selection.keys.isEmpty {
                expanded.removeAll { rendition in !selection.keys.contains(where: { $0.matches(rendition.key) }) }
            }
            keysSeen += expanded.count
            if !exclude.isEmpty {
                let before = expanded.count
                expanded.removeAll { rendition in exclude.contains { $0.matches(rendition.key) } }
                excludedRenditions += before - expanded.count
            }
            if let changed = plan.changed { expanded.removeAll { !changed.contains($0.key) } }
            if let devices = matrix.devices {
                expanded.removeAll { rendition in rendition.device.map { !devices.contains($0) } ?? false }
            }
            coverage.count(expanded, of: catalog)
            selected.append(contentsOf: expanded)
        }
        self.coverage = coverage.coverage
        if !selection.keys.isEmpty && keysSeen == 0 {
            throw InputError("no key matches --key \(selection.keys.map { "\(quoted: $0.text)" }.joined(separator: ", ")) "
                             + "(\(plan.entryCount) keys in the catalogs)")
        }
        if keysSeen == 0 && plan.catalogs.allSatisfy({ $0.entries.allSatisfy(\.isStale) }) {
            throw InputError(file: plan.paths.joined(separator: ", "), "all \(plan.entryCount) keys are stale "
                             + "(extractionState \"stale\": no longer in the code): nothing to measure")
        }
        if selected.isEmpty && excludedRenditions > 0 {
            throw InputError("nothing to measure: every selected key is excluded "
                             + "(exclude: \(exclude.map(\.text).joined(separator: ", ")))")
        }
        guard !selected.isEmpty else {
            throw InputError("nothing to measure: the device filter \(matrix.devices ?? []) leaves no rendition")
        }

        warnings = []
        untranslatedLanguages = []
        // Per language: renditions, and whether any is not a fallback (counted, not filtered into copies).
        var perLanguage: [String: (count: Int, translated: Bool)] = [:]
        for index in selected.indices {
            perLanguage[selected[index].language, default: (0, false)].count += 1
            if selected[index].status != .untranslated { perLanguage[selected[index].language]!.translated = true }
        }
        for language in plan.languages {
            if let counts = perLanguage[language], counts.count > 0, !counts.translated {
                untranslatedLanguages.append(language)
                warnings.append("language \(quoted: language) has no translated text: all \(counts.count) renditions "
                                + "are fallbacks to the source text, so the run fails")
            }
        }

        all = selected
        if let shard = selection.shard {
            renditions = selected.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
            if renditions.isEmpty {
                throw InputError("shard \(shard.index)/\(shard.count) has nothing to measure "
                                 + "(\(selected.count) renditions in all): use fewer shards")
            }
        } else {
            renditions = selected
        }
    }
}
