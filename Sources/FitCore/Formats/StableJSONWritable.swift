/// A value that writes its own JSON with ``StableJSONEncoder``'s writer instead of going through its
/// `Encodable` conformance, a node per field: the types a report holds by the ten thousand (failing
/// cells, findings), written to the bytes their `Encodable` conformance gives, and files with a
/// layout of their own (a baseline). It lives with the encoder that looks for it, at the bottom of
/// the layers; the conformances live with their types (`FailureRecordJSON`, `FindingJSON` in `Report/`).
protocol StableJSONWritable: Encodable {
    /// Writes the value at nesting depth `level` (its indentation when the writer is pretty).
    func writeJSON(to writer: inout StableJSONEncoder.Writer, level: Int) throws
}
