import FitCore

/// What the command line said: option values by name, flags, and positional arguments, in order.
struct ParsedArguments: Sendable, Equatable {
    /// Values of options that take one, by long name, in the order given.
    var values: [String: [String]] = [:]
    /// Flags that were given, by long name.
    var flags: Set<String> = []
    /// Arguments that are not options, in order (everything after `--` included).
    var positionals: [String] = []

    /// The value of a single-valued option, if given.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeatable option, in order.
    func all(_ name: String) -> [String] { values[name] ?? [] }

    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The value of `name` as a finite number that `valid` accepts; nil when the option is absent.
    /// - Throws: ``InputError`` naming the option, what it `must be`, and what was given.
    func number(_ name: String, mustBe meaning: String, valid: (Double) -> Bool = { _ in true }) throws -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = Double(text), number.isFinite, valid(number) else {
            throw InputError("--\(name) must be \(meaning), got \(quoted: text)")
        }
        return number
    }

    /// The value of `name` as a whole number of at least `minimum`; nil when the option is absent.
    func integer(_ name: String, atLeast minimum: Int, mustBe meaning: String) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), number >= minimum else {
            throw InputError("--\(name) must be \(meaning), got \(quoted: text)")
        }
        return number
    }
}
