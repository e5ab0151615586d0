/// The arguments a format string reads: each argument number with the kind of value read for it, and
/// the specifiers as written (for messages).
///
/// Two texts agree when they read the same arguments as the same kinds. What a kind is follows what
/// `String(format:)` takes from the argument list: an integer (`d i u o x X D U O`, any length
/// modifier: a translator may write `%d` for `%lld`), a floating-point number (`f F e E g G a A`),
/// an object (`@`), a C string (`s S`), a character (`c C`) or a pointer (`p`). Flags, width and
/// precision change how a value prints, not which value is read, so they may differ.
struct FormatArguments: Sendable, Equatable {
    /// What `String(format:)` reads from the argument list for one specifier.
    enum Kind: String, Sendable {
        case integer, float, object, cString = "C string", character, pointer
    }

    /// Argument number (1-based) → the kind read for it.
    private(set) var kinds: [Int: Kind] = [:]
    /// The specifiers as written, in the order first met, each once.
    private(set) var written: [String] = []

    init() {}

    /// The arguments of `format`'s specifiers (substitution references are not arguments of their own).
    /// - Parameter ignoringSpaceFlagOnly: leaves out `% d`-like conversions (see
    ///   ``FormatSpecifier/isSpaceFlagOnly``), for a text that is shown as written.
    init(_ format: FormatString, ignoringSpaceFlagOnly: Bool = false) {
        for (spec, argument) in format.specifiers where spec.reference == nil {
            if ignoringSpaceFlagOnly && spec.isSpaceFlagOnly { continue }
            add(spec, argument: argument)
        }
    }

    var isEmpty: Bool { kinds.isEmpty }

    /// The numeric arguments (the ones a plural rule can count), smallest first.
    var numericArguments: [Int] { kinds.filter { $0.value == .integer || $0.value == .float }.keys.sorted() }

    mutating func add(_ spec: FormatSpecifier, argument: Int) {
        if spec.widthFromArgument { note(argument - 1, .integer, nil) }
        note(argument, Self.kind(of: spec), spec.written)
    }

    /// Every argument of `other` added (a source's variants together).
    mutating func formUnion(_ other: FormatArguments) {
        for (argument, kind) in other.kinds where kinds[argument] == nil { kinds[argument] = kind }
        for text in other.written where !written.contains(text) { written.append(text) }
    }

    private mutating func note(_ argument: Int, _ kind: Kind, _ text: String?) {
        if kinds[argument] == nil { kinds[argument] = kind }
        if let text, !written.contains(text) { written.append(text) }
    }

    /// Whether a translation reading `translation` shows the arguments this source reads: every one of
    /// them, as the same kind, and no other. `mayOmit` are arguments the translation may leave out: a
    /// plural case may say "One post" without the number that chose it.
    func agrees(with translation: FormatArguments, mayOmit: Set<Int>) -> Bool {
        for (argument, kind) in translation.kinds where kinds[argument] != kind { return false }
        for argument in kinds.keys where translation.kinds[argument] == nil && !mayOmit.contains(argument) { return false }
        return true
    }

    static func kind(of spec: FormatSpecifier) -> Kind {
        switch spec.kind {
        case .integer: return .integer
        case .float: return .float
        case .character: return .character
        case .pointer: return .pointer
        case .string, .reference: return spec.conversion == "@" ? .object : .cString
        }
    }
}
