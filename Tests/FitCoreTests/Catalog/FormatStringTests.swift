import Testing
@testable import FitCore

@Suite("FormatString: printf-style specifiers as Apple reads them")
struct FormatStringTests {
    func specs(_ text: String) -> [String] {
        FormatString(parsing: text).specifiers.map { "\($0.argument):\($0.spec.conversion)\($0.spec.length)" }
    }

    @Test("every placeholder type of the DJAStrings fixture")
    func placeholderTypes() throws {
        let parsed = specs("%@ %a %e %f %1.2f %g %d %i %li %o %x %u %lu %c %s %p")
        #expect(parsed == ["1:@", "2:a", "3:e", "4:f", "5:f", "6:g", "7:d", "8:i", "9:il", "10:o", "11:x",
                           "12:u", "13:ul", "14:c", "15:s", "16:p"])
    }

    @Test("positions, flags, width, precision and length modifiers")
    func parts() throws {
        let format = FormatString(parsing: "%2$@ %1$-08.3lf %'lld %hhd %zu %qd %Lf")
        let s = format.specifiers
        #expect(s[0].argument == 2 && s[0].spec.position == 2)
        #expect(s[1].argument == 1 && s[1].spec.flags == "-0" && s[1].spec.width == 8 && s[1].spec.precision == 3 && s[1].spec.length == "l")
        #expect(s[2].spec.flags == "'" && s[2].spec.length == "ll" && s[2].argument == 1)
        #expect(s.map(\.spec.length) == ["", "l", "ll", "hh", "z", "q", "L"])
    }

    @Test("%% is a literal percent sign and references are specifiers of their own")
    func percentAndReferences() throws {
        let format = FormatString(parsing: "100%% of %#@files@ in %3$#@folders@")
        #expect(format.pieces.first == .text("100% of "))
        let refs = format.specifiers.map { "\($0.argument):\($0.spec.reference ?? "-")" }
        #expect(refs == ["1:files", "3:folders"])
    }

    /// Literal text as it prints, and each specifier as `<written>`.
    func shown(_ text: String, _ reading: FormatString.Reading) -> String {
        FormatString(parsing: text, as: reading).pieces.map { piece in
            switch piece {
            case .text(let literal): return literal
            case .specifier(let spec, let argument): return "<\(spec.written)#\(argument)>"
            }
        }.joined()
    }

    //  text                 formatted (String(format:), CoreFoundation)   shown as written (no arguments)
    static let percentSigns: [(String, String, String)] = [
        ("%",                "",                                        "%"),
        ("Độ mờ 100%",       "Độ mờ 100",                               "Độ mờ 100%"),
        ("%.0f%",            "<%.0f#1>",                                "%.0f%"),
        ("50%!",             "50!",                                     "50%!"),
        ("% publicacions",   "<% p#1>ublicacions",                      "% publicacions"),
        ("50 % de",          "50 <% d#1>e",                             "50 % de"),
        ("100%%",            "100%",                                    "100%"),
        ("%1$",              "",                                        "%1$"),
        ("%*d items",        "<%*d#2> items",                           "%*d items"),
        ("%#@open",          "<%#@#1>open",                             "%#@open"),
        ("%2$@ %1$@",        "<%2$@#2> <%1$@#1>",                       "%2$@ %1$@"),
    ]

    @Test("a % that starts no conversion is read as the device reads it, never refused", arguments: percentSigns)
    func strayPercent(text: String, formatted: String, verbatim: String) {
        #expect(shown(text, .formatted) == formatted)
        #expect(shown(text, .verbatim) == verbatim)
    }

    @Test("%arg is replaced only where it starts a specifier")
    func argReplacement() {
        #expect(FormatString.replacingArg(in: "%arg of %%arg", with: "%2$lld") == "%2$lld of %%arg")
    }

    @Test("a combining mark after a specifier stays text, as String(format:) reads it")
    func combiningMarkAfterASpecifier() throws {
        let format = FormatString(parsing: "%@\u{301} é %d")
        #expect(format.specifiers.map(\.spec.conversion) == ["@", "d"])
        #expect(format.pieces.first == .specifier(format.specifiers[0].spec, argument: 1))
        #expect(format.pieces.dropFirst().first == .text("\u{301} é "))
    }

    /// text, whether it has the three bytes `%#@` (a positional `%1$#@count@` has not: as before,
    /// the undefined-substitution check looks for the plain reference only)
    static let references: [(String, Bool)] = [
        ("%#@count@", true), ("Noch %#@", true), ("%#@", true), ("a %#@x@ b %#@y@", true), ("%1$#@count@", false),
        ("", false), ("%#", false), ("%@#", false), ("% #@x@", false), ("100 %", false), ("#@%", false),
    ]

    @Test("a substitution's reference is found by its bytes", arguments: references)
    func substitutionReference(_ text: String, _ found: Bool) {
        #expect(FormatString.containsSubstitutionReference(text) == found)
        #expect(FormatString.containsSubstitutionReference(text) == text.contains("%#@"))
    }
}
