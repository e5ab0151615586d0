import Foundation

/// Every font fitcheck may measure with, loaded once and shared by all workers.
///
/// fontconfig runs with a private configuration (the bundled `fonts.conf` plus the configured extra
/// files and folders), so a measurement never depends on what the machine has installed unless
/// ``FontConfiguration/useSystemFonts`` asks for it. The fonts themselves are immutable after init;
/// fallback chains are computed on first use and cached under a lock.
public final class FontLibrary: @unchecked Sendable {
    /// The configuration this library was loaded from.
    public let configuration: FontConfiguration
    /// Every loaded face, sorted by file path and face index.
    let faces: [FontFace]
    /// Every loaded font path, sorted.
    public let fontFiles: [String]
    /// Whether any loaded font has an `opsz` axis, so shaping depends on the point size.
    public let hasOpticalSizeAxis: Bool

    private let fontconfig: FontconfigConfiguration
    private let faceIndexByFile: [FaceKey: Int]
    private let lock = NSLock()
    private var chains: [FallbackKey: [Int]] = [:]

    /// Loads the fonts of `configuration`.
    /// - Throws: ``InputError`` naming the path of a missing file or folder, a file that is not a
    ///   font, or a folder without fonts.
    public init(_ configuration: FontConfiguration) throws {
        self.configuration = configuration
        let fontsDirectory = FontLibrary.absolute(configuration.fontsDirectory)
        guard FontLibrary.isFolder(fontsDirectory) else {
            throw InputError(file: configuration.fontsDirectory, "no such fonts folder")
        }
        let fontconfig = try FontconfigConfiguration(fontsDirectory: fontsDirectory,
                                                     useSystemFonts: configuration.useSystemFonts)
        var extras: [(given: String, path: String, isFolder: Bool)] = []
        for given in configuration.extraFonts {
            let path = FontLibrary.absolute(given)
            guard FileManager.default.fileExists(atPath: path) else {
                throw InputError(file: given, "no such font file or folder")
            }
            let isFolder = FontLibrary.isFolder(path)
            fontconfig.add(path, isFolder: isFolder)
            extras.append((given, path, isFolder))
        }

        var faces: [FontFace] = []
        for listed in fontconfig.listFonts() {
            // A face HarfBuzz cannot open is skipped here and reported below if the user named its file.
            guard let font = HarfBuzzFont(path: listed.path, index: listed.index) else { continue }
            faces.append(FontFace(path: listed.path, index: listed.index, families: listed.families,
                                  weight: font.weightAxis ?? listed.weight...listed.weight,
                                  italic: listed.italic, font: font))
        }
        var unavailable: [UnavailableFont] = []
        if configuration.packageFonts {
            // The package fonts of the default set, by path: loaded with HarfBuzz alone (fontconfig
            // would scan every face of the CJK collections at start), named by the table's family.
            for (entry, file) in DefaultFontSet.allFiles where file.path.hasPrefix("/") {
                guard !faces.contains(where: { $0.path == file.path && $0.index == file.index }) else { continue }
                guard let font = HarfBuzzFont(path: file.path, index: file.index) else {
                    if !unavailable.contains(where: { $0.path == file.path }) {
                        unavailable.append(UnavailableFont(family: entry.family, path: file.path,
                                                           package: entry.package ?? "", scripts: entry.scripts))
                    }
                    continue
                }
                faces.append(FontFace(path: file.path, index: file.index, families: [entry.family],
                                      weight: font.weightAxis ?? Double(file.weight)...Double(file.weight),
                                      italic: false, font: font))
            }
        }
        faces.sort { ($0.path, $0.index) < ($1.path, $1.index) }

        func hasFace(under path: String, isFolder: Bool) -> Bool {
            let folder = path.hasSuffix("/") ? path : path + "/"
            return faces.contains { isFolder ? $0.path.hasPrefix(folder) : $0.path == path }
        }
        for extra in extras where !hasFace(under: extra.path, isFolder: extra.isFolder) {
            throw InputError(file: extra.given, extra.isFolder ? "no fonts in this folder" : "not a font file (fontconfig and HarfBuzz cannot read it)")
        }
        guard hasFace(under: fontsDirectory, isFolder: true) || configuration.useSystemFonts else {
            throw InputError(file: configuration.fontsDirectory, "no fonts in this folder")
        }

        self.fontconfig = fontconfig
        self.faces = faces
        self.fontFiles = Array(Set(faces.map(\.path))).sorted()
        self.hasOpticalSizeAxis = faces.contains { $0.font.opticalSizeAxis != nil }
        var byFile: [FaceKey: Int] = [:]
        for (i, face) in faces.enumerated() { byFile[FaceKey(path: face.path, index: face.index)] = i }
        self.faceIndexByFile = byFile
        self.unavailableFonts = unavailable
        // Each entry of the default set, as faces of this library (files that did not load left out).
        func located(_ path: String) -> String {
            path.hasPrefix("/") ? path : FontLibrary.absolute((fontsDirectory as NSString).appendingPathComponent(path))
        }
        func resolve(_ entry: DefaultFontSet.Entry) -> DefaultEntry {
            DefaultEntry(entry: entry, faces: entry.files.compactMap { byFile[FaceKey(path: located($0.path), index: $0.index)] })
        }
        self.defaultEntries = DefaultFontSet.entries.map(resolve)
        self.defaultFallbacks = DefaultFontSet.fallbacks.map(resolve)
        self.monospaceEntry = resolve(DefaultFontSet.monospace)
        var designs: [Int: Int] = [:]
        for entry in DefaultFontSet.entries {
            guard let display = entry.displayFile, let displayFace = byFile[FaceKey(path: located(display), index: 0)] else { continue }
            for file in entry.files {
                if let text = byFile[FaceKey(path: located(file.path), index: file.index)] { designs[text] = displayFace }
            }
        }
        self.displayDesigns = designs
    }

    /// Package fonts of the default set that could not be opened (their package is not installed):
    /// text in their scripts is reported as `missingGlyphs`.
    public let unavailableFonts: [UnavailableFont]

    /// A font of the default set that is not on this machine.
    public struct UnavailableFont: Sendable, Equatable {
        public var family: String
        public var path: String
        /// The Debian package that installs it.
        public var package: String
        /// ISO 15924 codes of the scripts it serves (empty for a general fallback).
        public var scripts: [String]
    }

    /// True when a loaded font belongs to `family` (compared without case).
    public func hasFamily(_ family: String) -> Bool {
        faces.contains { $0.families.contains { $0.caseInsensitiveCompare(family) == .orderedSame } }
    }

    /// One line for the user when fonts of the default set are missing, naming the scripts that
    /// cannot be measured and the packages to install; nil when the set is complete.
    public var unavailableFontsWarning: String? {
        guard !unavailableFonts.isEmpty else { return nil }
        let scripts = Array(Set(unavailableFonts.flatMap(\.scripts).map(DefaultFontSet.scriptName))).sorted()
        let packages = Array(Set(unavailableFonts.map(\.package))).sorted()
        let what = scripts.isEmpty ? "some symbols" : scripts.joined(separator: ", ")
        return "default fonts missing (\(unavailableFonts.map(\.path).joined(separator: ", "))): text in \(what) "
            + "cannot be measured and shows as missingGlyphs; install \(packages.joined(separator: " "))"
    }

    /// Text design face → display design face (Inter → Inter Display), for the optical-size blend.
    let displayDesigns: [Int: Int]
    /// The default set's entries as faces of this library, in table order.
    private let defaultEntries: [DefaultEntry]
    private let defaultFallbacks: [DefaultEntry]
    /// The monospaced faces Markdown code is drawn in (``FontChoice/monospaced``); kept out of every
    /// other chain, so that loading them changes no other text's fonts.
    private let monospaceEntry: DefaultEntry

    private struct DefaultEntry {
        var entry: DefaultFontSet.Entry
        var faces: [Int]
    }

    /// Whether shaping depends on the point size: some font has an `opsz` axis, or a design pair
    /// (Inter, Inter Display) is blended by size.
    public var shapingDependsOnSize: Bool { hasOpticalSizeAxis || !displayDesigns.isEmpty }

    /// The optical size a text at `pointSize` is shaped at: nil when no font depends on it, so one
    /// shaping serves every size. With design pairs only, sizes at or below 17 pt shape as 17 and at or
    /// above 28 pt as 28 (``OpticalDesigns``), so those sizes share one shaping; the sizes between
    /// share one too, blended per size (``designRequest(for:)``).
    public func opticalSize(forPointSize pointSize: Double) -> Double? {
        if hasOpticalSizeAxis { return pointSize }
        guard !displayDesigns.isEmpty else { return nil }
        return pointSize.clamped(to: OpticalDesigns.textSize...OpticalDesigns.displaySize)
    }

    /// The request that shapes `text` for display at `pointSize`: the one way check, budget, try
    /// and measure shape at a size (optical size set where a font depends on it). `text` is the text
    /// as drawn (``Slot/drawn(_:)``): Markdown's bold, italic and code runs are shaped in their style.
    public func request(_ text: StyledText, language: String, font: FontChoice, pointSize: Double) -> ShapingRequest {
        ShapingRequest(text: text.text, language: language, font: font, opticalSize: opticalSize(forPointSize: pointSize),
                       styles: text.shapingRuns)
    }

    /// The request whose shaping serves `request` before the optical-size blend, and the display share
    /// to blend that shaping at (nil: none; ``ShapedText/blended(displayShare:)``). Shaping is keyed
    /// by design, not by point size: without an `opsz` axis every size strictly between the two
    /// designs' sizes shapes alike (both designs in full), so all of them share one request, at
    /// ``OpticalDesigns/blendedSize``. With an `opsz` axis the size stays, as outlines change with it.
    public func designRequest(for request: ShapingRequest) -> (request: ShapingRequest, displayShare: Double?) {
        guard !displayDesigns.isEmpty, let size = request.opticalSize else { return (request, nil) }
        let share = OpticalDesigns.displayShare(opticalSize: size)
        guard share > 0 && share < 1 else { return (request, nil) }
        guard !hasOpticalSizeAxis else { return (request, share) }
        var design = request
        design.opticalSize = OpticalDesigns.blendedSize
        return (design, share)
    }

    /// The emoji face of the default set, if installed.
    var emojiFace: Int? {
        defaultEntries.first { $0.entry.scripts.contains("Zsye") }?.faces.first
    }

    /// The bundled fonts (``FontConfiguration/bundled()``).
    public static func bundled() throws -> FontLibrary {
        try FontLibrary(.bundled())
    }

    /// Faces to try for text of `script` (ISO 15924) in `language` with `choice`, best first: the
    /// chosen file, the chosen family, then one face per family in fontconfig's order for the language,
    /// each the nearest to the wanted weight and style. Cached; safe from any thread.
    func fallbackChain(script: String, language: String, choice: FontChoice) throws -> [Int] {
        let key = FallbackKey(script: script, language: language, choice: choice)
        lock.lock()
        defer { lock.unlock() }
        if let chain = chains[key] { return chain }
        var chain: [Int] = []
        if choice.monospaced,
           let mono = FontFace.bestMatch(monospaceEntry.faces, in: faces, weight: choice.weight, italic: choice.italic) {
            chain.append(mono)
        }
        if let file = choice.file {
            let path = FontLibrary.absolute(file)
            guard let index = faces.firstIndex(where: { $0.path == path }) else {
                throw InputError(file: file, "font file is not among the configured fonts (add it to the font configuration)")
            }
            if !chain.contains(index) { chain.append(index) }
        }
        if let family = choice.family {
            let members = faces.indices.filter { faces[$0].families.contains { $0.caseInsensitiveCompare(family) == .orderedSame } }
            guard let best = FontFace.bestMatch(members, in: faces, weight: choice.weight, italic: choice.italic) else {
                throw InputError("font family \(quoted: family) is not among the configured fonts")
            }
            if !chain.contains(best) { chain.append(best) }
        }
        // The default set: the entries for this script and language, then the general fallbacks,
        // then emoji and the language's CJK face (symbols, emoji and Han inside any text).
        func add(_ entry: DefaultEntry) {
            if let best = FontFace.bestMatch(entry.faces, in: faces, weight: choice.weight, italic: choice.italic),
               !chain.contains(best) {
                chain.append(best)
            }
        }
        for entry in defaultEntries where DefaultFontSet.serves(entry.entry, script: script, language: language) { add(entry) }
        for entry in defaultEntries where DefaultFontSet.serves(entry.entry, script: "Latn", language: language) { add(entry) }
        defaultFallbacks.forEach(add)
        for entry in defaultEntries where DefaultFontSet.serves(entry.entry, script: "Zsye", language: language)
            || DefaultFontSet.serves(entry.entry, script: "Hani", language: language) { add(entry) }
        let fontconfigLanguage = ScriptLanguage.fontconfigLanguage(script: script, language: language) {
            fontconfig.language($0, uses: $1)
        }
        var seenFamilies = Set(monospaceEntry.faces.compactMap { faces[$0].families.first })
        let sorted = fontconfig.sort(language: fontconfigLanguage, weight: Double(choice.weight.rawValue), italic: choice.italic)
        for listed in sorted {
            guard let index = faceIndexByFile[FaceKey(path: listed.path, index: listed.index)],
                  let family = faces[index].families.first, seenFamilies.insert(family).inserted else { continue }
            let members = faces.indices.filter { faces[$0].families.first == family }
            if let best = FontFace.bestMatch(members, in: faces, weight: choice.weight, italic: choice.italic),
               !chain.contains(best) {
                chain.append(best)
            }
        }
        chains[key] = chain
        return chain
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    private struct FallbackKey: Hashable {
        var script: String
        var language: String
        var choice: FontChoice
    }
}

/// A font file and face index: how fontconfig names a face.
struct FaceKey: Hashable {
    var path: String
    var index: UInt32
}

/// One loaded font face and what font matching needs to know about it.
struct FontFace: Sendable {
    let path: String
    let index: UInt32
    /// Family names, the primary (fontconfig's first) first.
    let families: [String]
    /// OpenType weights the face can show: one value, or the `wght` range of a variable font.
    let weight: ClosedRange<Double>
    let italic: Bool
    let font: HarfBuzzFont

    /// How a shaped text names the face: its file, and for a face of a collection after the first
    /// `file#index` (`NotoSansCJK-Regular.ttc#3`, the Traditional Chinese face).
    var name: String { index == 0 ? path : "\(path)#\(index)" }

    /// The face among `candidates` that CSS Fonts 4 §5.2 would pick for `weight` and `italic`:
    /// style first, then for 400–500 the weights up to 500, then lighter, then heavier; below 400
    /// lighter first; above 500 heavier first. Ties go to the lower path, so the choice is stable.
    static func bestMatch(_ candidates: [Int], in faces: [FontFace], weight: FontWeight, italic: Bool) -> Int? {
        let wanted = Double(weight.rawValue)
        func rank(_ i: Int) -> (Int, Int, Double, String) {
            let face = faces[i]
            // A face that slants (Inter's `slnt` axis) is its own italic.
            let style = face.italic == italic || (italic && face.font.slantAxis != nil) ? 0 : 1
            if face.weight.contains(wanted) { return (style, 0, 0, face.path) }
            let nearest = wanted < face.weight.lowerBound ? face.weight.lowerBound : face.weight.upperBound
            let heavier = nearest > wanted
            let tier: Int
            if wanted >= 400 && wanted <= 500 {
                tier = heavier ? (nearest <= 500 ? 1 : 3) : 2
            } else if wanted < 400 {
                tier = heavier ? 2 : 1
            } else {
                tier = heavier ? 1 : 2
            }
            return (style, tier, abs(nearest - wanted), face.path)
        }
        return candidates.min { rank($0) < rank($1) }
    }
}
