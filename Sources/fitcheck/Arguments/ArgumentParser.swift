import FitCore

/// Parses a command's arguments against the options it declares.
///
/// Accepts `--name VALUE`, `--name=VALUE`, flags `--name`, short aliases `-h`, repeated options
/// declared repeatable, positional arguments anywhere, and `--` before arguments that start with a
/// dash. A negative number (`-0.5`) is a value or positional, not an option. `--help`/`-h` and
/// `--version` are always understood.
enum ArgumentParser {
    /// - Parameters:
    ///   - arguments: the arguments after the command name.
    ///   - options: what the command accepts (``OptionSpec/help`` and ``OptionSpec/version`` are added).
    ///   - command: the command's name, for error messages (`fitcheck measure`).
    /// - Throws: ``InputError`` with one line: an unknown option, a missing value, a value given to a
    ///   flag, or an option repeated that may be given once.
    static func parse(_ arguments: [String], options: [OptionSpec], command: String) throws -> ParsedArguments {
        let known = options + [.help, .version]
        var parsed = ParsedArguments()
        var index = 0
        func fail(_ message: String) -> InputError {
            InputError("\(message) (see '\(command) --help')")
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                parsed.positionals += arguments[index...]
                break
            }
            guard isOption(argument) else {
                parsed.positionals.append(argument)
                continue
            }
            // --name=value, --name, -h
            var name: Substring
            var inlineValue: String? = nil
            let spec: OptionSpec?
            if argument.hasPrefix("--") {
                name = argument.dropFirst(2)
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = name[..<equals]
                }
                spec = known.first { $0.name == name }
            } else {
                name = argument.dropFirst()
                spec = name.count == 1 ? known.first { $0.short == name.first } : nil
            }
            guard let spec else {
                let given = argument.split(separator: "=", maxSplits: 1)[0]
                let hint = argument.hasPrefix("--") ? closest(to: String(name), in: known).map { ", did you mean --\($0)?" } : nil
                throw fail("unknown option \(given)\(hint ?? "")")
            }
            if parsed.values[spec.name] != nil || parsed.flags.contains(spec.name), !spec.repeatable {
                throw fail("--\(spec.name) given more than once")
            }
            guard spec.takesValue else {
                if inlineValue != nil { throw fail("--\(spec.name) takes no value") }
                parsed.flags.insert(spec.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !isOption(arguments[index]) {
                value = arguments[index]
                index += 1
            } else {
                throw fail("missing value for --\(spec.name) (\(spec.valueName ?? "VALUE"))")
            }
            parsed.values[spec.name, default: []].append(value)
        }
        return parsed
    }

    /// The known option a mistyped name most likely meant: at most two edits away (`--widht`, `--fonts`
    /// for `--font`), and fewer than half its letters; nil when nothing is that close.
    private static func closest(to name: String, in known: [OptionSpec]) -> String? {
        let typed = Array(name)
        var best: (name: String, distance: Int)?
        for option in known {
            let distance = editDistance(typed, Array(option.name))
            if distance <= 2, distance * 2 < typed.count, distance < best?.distance ?? .max { best = (option.name, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance: insertions, deletions and substitutions.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// Starts with a dash, and is neither a lone dash nor a negative number.
    private static func isOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-" && Double(argument) == nil
    }
}
