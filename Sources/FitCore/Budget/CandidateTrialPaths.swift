extension CandidateTrial {
    /// The trial with its groups' member files written relative to `paths`' base, as every report
    /// writes paths (``ReportPaths``): `try --json` holds no absolute path.
    public func withPaths(_ paths: ReportPaths) -> CandidateTrial {
        var trial = self
        for group in trial.groups.indices {
            for member in trial.groups[group].members.indices {
                trial.groups[group].members[member].file = paths.relative(trial.groups[group].members[member].file)
            }
        }
        return trial
    }
}
