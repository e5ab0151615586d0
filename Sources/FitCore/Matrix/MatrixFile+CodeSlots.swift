import Foundation

extension MatrixFile {
    /// The fields of a file of slots from code (``CodeSlotsFile``, what `fitcheck slots --export` writes).
    static let codeSlotsFields = ["schemaVersion", "platform", "rules", "groups"]

    /// The `rules` and `groups` of a file of slots from code, read as `matrix` reads its own: each rule
    /// inherits the matrix's `defaultSlot` and is numbered after the matrix's rules, each group after its
    /// groups; every slot and row must have room at every width of the matrix.
    /// - Throws: ``InputError`` naming the file and place: not JSON, an unknown field, another platform
    ///   than the matrix's, a rule or group the matrix would not accept.
    static func codeSlots(_ data: Data, file: String, for matrix: Matrix) throws -> (rules: [SlotRule], groups: [MatrixGroup]) {
        let root = MatrixField(file: file, path: "", value: try JSONReader.parse(data, file: file))
        let members = try root.object(known: codeSlotsFields)
        if let platform = root.member("platform", of: members) {
            let name = try platform.string()
            guard name == matrix.platform.rawValue else {
                throw platform.error("slots for \(name), but \(matrix.file) measures \(matrix.platform.rawValue)")
            }
        }
        let ruleFields = try root.member("rules", of: members)?.elements(nonEmpty: false) ?? []
        var rules: [SlotRule] = []
        for (offset, field) in ruleFields.enumerated() {
            var rule = try rule(field, index: matrix.rules.count + offset, defaultSlot: matrix.defaultSlot)
            rule.fromCode = true
            for width in matrix.widths.sorted() {
                let container = matrix.insets.containerWidth(for: width)
                guard rule.slot.width.resolve(containerWidth: container) > 0 else {
                    throw field.error("\"\(rule.slot.width)\" gives no room at width \(MatrixField.format(width)); a slot must be wider than 0")
                }
            }
            rules.append(rule)
        }
        var groups = try root.member("groups", of: members).map {
            try self.groups($0, defaultSlot: matrix.defaultSlot, widths: matrix.widths, insets: matrix.insets)
        } ?? []
        for position in groups.indices { groups[position].index = matrix.groups.count + position }
        return (rules, groups)
    }
}
