/// The number of cases each enum of the app declares (`enum Tab { case home, search }` → 2), by its
/// own name: what `ForEach(Tab.allCases)` runs over. Nested enums are known by their last name; an
/// enum declared twice under one name (in two outer types) counts as unknown.
struct EnumCases: Sendable {
    private var counts: [String: Int] = [:]
    private var twice: Set<String> = []

    init(files: [SwiftSourceFile] = []) {
        for file in files {
            for index in file.tokens.indices where file.tokens[index].isIdentifier("enum") {
                guard let name = file.identifier(index + 1), let count = Self.cases(ofEnumAt: index, in: file) else { continue }
                if counts[name] != nil { twice.insert(name) }
                counts[name] = count
            }
        }
    }

    /// The cases of the enum `name`; `nil` when the app does not declare it once.
    subscript(name: String) -> Int? { twice.contains(name) ? nil : counts[name] }

    /// The case names directly in the braces of the `enum` at `keyword` (`case a, b(Int), c = 3`).
    private static func cases(ofEnumAt keyword: Int, in file: SwiftSourceFile) -> Int? {
        var opener = keyword + 2
        while opener < file.tokens.count, !file.isSymbol(opener, "{") { opener += 1 }
        guard opener < file.tokens.count else { return nil }
        var count = 0
        var index = opener + 1
        while index < file.partner[opener] {
            guard file.tokens[index].isIdentifier("case"), file.enclosing[index] == opener else {
                index += 1
                continue
            }
            // Names separated by top-level commas up to the end of the declaration's line.
            var position = index + 1
            let line = file.tokens[index].line
            while position < file.partner[opener], file.tokens[position].line == line || file.isSymbol(position - 1, ",") {
                if file.identifier(position) != nil, position == index + 1 || file.isSymbol(position - 1, ",") { count += 1 }
                if file.partner[position] > position { position = file.partner[position] }
                position += 1
            }
            index = position
        }
        return count
    }
}
