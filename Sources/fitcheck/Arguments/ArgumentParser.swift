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
            guard let spec else { throw fail("unknown option \(argument.split(separator: "=", maxSplits: 1)[0])") }
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

    /// Starts with a dash, and is neither a lone dash nor a negative number.
    private static func isOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-" && Double(argument) == nil
    }
}
