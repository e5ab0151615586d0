/// A value passed into the app's own modifiers, views and font helpers, as far as the code says it
/// plainly: a number (`size: 21`), a case or member name (`weight: .semibold`), or either passed on
/// by name (`size: size`). A one-argument call passes its argument's value on (`ScaledMetric(wrappedValue:
/// size)`, `CTCustomFont.weightToValue(weight: weight)`): conversions are taken to keep what they
/// convert. A value that went through `ScaledMetric` grows with Dynamic Type (`scaled`).
struct ArgumentValue: Sendable, Hashable {
    var number: Double?
    var name: String?
    var scaled = false

    /// The value of the expression `range` of `file`, with `names` the values already bound.
    static func evaluate(_ range: Range<Int>, in file: SwiftSourceFile, names: [String: ArgumentValue]) -> ArgumentValue? {
        guard let first = range.first else { return nil }
        let count = range.count
        if count == 1, file.tokens[first].kind == .number {
            return NumberReader.literal(file.tokens[first].text).map { ArgumentValue(number: $0) }
        }
        if count == 1, let name = file.identifier(first) { return names[name] }
        if count == 2, file.isSymbol(first, "."), let name = file.identifier(first + 1) { return ArgumentValue(name: name) }
        if count == 3, file.identifier(first) == "self", let name = file.identifier(first + 2) { return names[name] }
        // `Callee(…)`, `Type.function(…)` with one argument, spanning the range.
        var callee = first
        while file.isSymbol(callee + 1, "."), file.identifier(callee + 2) != nil { callee += 2 }
        guard file.identifier(callee) != nil, file.isSymbol(callee + 1, "("), file.partner[callee + 1] == range.upperBound - 1 else { return nil }
        let arguments = file.arguments(ofParen: callee + 1)
        guard arguments.count == 1, var value = evaluate(arguments[0].value, in: file, names: names) else { return nil }
        if file.identifier(first) == "ScaledMetric" { value.scaled = true }
        return value
    }

    /// The values a call's arguments (the `(…)` at `paren` of `file`) give the `parameters` they go
    /// to, by label, else by position.
    static func bind(call paren: Int, in file: SwiftSourceFile, to parameters: [(label: String?, name: String)],
                     names: [String: ArgumentValue]) -> [String: ArgumentValue] {
        var result: [String: ArgumentValue] = [:]
        for (position, argument) in file.arguments(ofParen: paren).enumerated() {
            let parameter = parameters.first { $0.label != nil && $0.label == argument.label }
                ?? (argument.label == nil && position < parameters.count && parameters[position].label == nil ? parameters[position] : nil)
            if let parameter, let value = evaluate(argument.value, in: file, names: names) { result[parameter.name] = value }
        }
        return result
    }
}
