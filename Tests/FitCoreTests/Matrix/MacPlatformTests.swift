import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// A matrix for a Mac app: `"platform": "macOS"`, one size per text style (no Dynamic Type).
@Suite("macOS matrices")
struct MacPlatformTests {
    /// The HIG's "macOS built-in text styles" table (size / line height, points), and the weights.
    @Test(arguments: [
        (TextStyle.largeTitle, 26.0, 32.0, FontWeight.regular), (.title1, 22, 26, .regular), (.title2, 17, 22, .regular),
        (.title3, 15, 20, .regular), (.headline, 13, 16, .bold), (.body, 13, 16, .regular), (.callout, 12, 15, .regular),
        (.subheadline, 11, 14, .regular), (.footnote, 10, 13, .regular), (.caption1, 10, 13, .regular),
        (.caption2, 10, 13, .medium),
    ])
    func aMacSlotHasTheStylesOneSizeAtEverySize(style: TextStyle, size: Double, leading: Double, weight: FontWeight) {
        let slot = Slot(width: WidthExpression(percent: 100, offset: 0), style: style, platform: .macOS)
        for category in SizeCategory.allCases {
            #expect(slot.typeMetrics(at: category) == TypeMetrics(pointSize: size, leading: leading), "\(style) \(category)")
        }
        #expect(slot.effectiveWeight == weight)
        // The same slot on iOS follows Dynamic Type, and its headline is semibold.
        var iOS = slot
        iOS.platform = .iOS
        #expect(iOS.typeMetrics(at: .L) == DynamicType.metrics(style, .L))
        #expect(iOS.effectiveWeight == style.defaultWeight)
    }

    @Test func aFixedPointSizeStaysFixedOnTheMac() {
        let slot = Slot(width: WidthExpression(percent: 100, offset: 0), pointSize: 10, platform: .macOS)
        #expect(slot.typeMetrics(at: .L) == TypeMetrics(pointSize: 10, leading: 12))
    }

    static let macMatrix = """
        { "platform": "macOS", "widths": [220, 960], "languages": ["en", "de"],
          "defaultSlot": { "width": "100% - 40" },
          "rules": [ { "match": "tight.", "width": "50% - 30", "lines": 1, "style": "headline" } ] }
        """

    @Test func aMacMatrixHasNoSizesAndEverySlotIsTheMacs() throws {
        let matrix = try MatrixTestSupport.load(Self.macMatrix)
        #expect(matrix.platform == .macOS)
        #expect(matrix.sizes == [.L])
        #expect(matrix.defaultSlot.platform == .macOS)
        let tight = matrix.slots.resolve(key: "tight.ok").slot
        #expect(tight.platform == .macOS)
        #expect(tight.typeMetrics(at: .L).pointSize == 13)
        #expect(CellModel(slot: tight, sizes: [], matrix: matrix).font(for: "de").weight == .bold)
        // Without the field a matrix is iOS's, as every matrix was before.
        let iOS = try Matrix.load(path: Repository.demoMatrix)
        #expect(iOS.platform == .iOS && iOS.defaultSlot.platform == .iOS)
    }

    @Test(arguments: [
        (#""platform": "macOS","#, #""platform": "macOS", "sizes": ["L"],"#,
         "matrix.json:1:33: sizes: a macOS matrix has no sizes: macOS has no Dynamic Type, each text style has one size (body 13 pt); remove sizes"),
        (#""platform": "macOS","#, #""platform": "watchOS","#,
         #"matrix.json:1:15: platform: unknown platform 'watchOS'; valid: iOS, macOS"#),
        (#""platform": "macOS","#, #""platform": 7,"#,
         "matrix.json:1:15: platform: expected a non-empty string, got 7"),
        (#""lines": 1,"#, #""lines": 1, "largestSize": "L","#,
         "matrix.json:3:83: rules[0].largestSize: macOS has no Dynamic Type size categories; remove largestSize"),
        (#""platform": "macOS", "#, "",
         #"matrix.json:1:1: missing field 'sizes'"#),
    ])
    func macMistakesAreOneLine(find: String, replace: String, message: String) throws {
        let text = Self.macMatrix.replacingOccurrences(of: find, with: replace)
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let path = try MatrixTestSupport.write(text, in: folder)
        #expect(throws: InputError.self) { try Matrix.load(path: path) }
        do { _ = try Matrix.load(path: path) } catch let error as InputError {
            #expect(error.description.replacingOccurrences(of: path, with: "matrix.json") == message)
        }
    }

    /// What `fitcheck init` writes for a Mac app reads back as a macOS matrix with its exclusions.
    @Test func theMacStarterReadsBack() throws {
        let starter = StarterMatrix.mac(catalogs: ["App/Localizable.xcstrings"], languages: ["en", "de"])
        let matrix = try MatrixTestSupport.load(starter.text, name: "fitcheck.json")
        #expect(matrix.platform == .macOS)
        #expect(matrix.widths == StarterMatrix.macWidths)
        #expect(matrix.sizes == [.L])
        #expect(matrix.exclude.map(\.text) == StarterMatrix.macExclude)
        #expect(matrix.excludes("CFBundleGetInfoString") && matrix.excludes("touchbar.play"))
        #expect(!matrix.excludes("CFBundleGetInfoStringX") && !matrix.excludes("menu.touchbar"))
        #expect(matrix.defaultSlot.typeMetrics(at: .L).pointSize == 13)
        #expect(matrix.slots.resolve(key: "tight.ok").slot.maxLines == 1)
        #expect(matrix.languages == ["en", "de"])
    }
}
