import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// The default Latin font draws like the device's system font: Inter up to 17 pt, Inter Display
/// from 28 pt, blended between, with Apple's tracking table on top.
@Suite struct OpticalDesignsTests {
    typealias Cluster = OpticalDesigns.Cluster

    @Test func theDisplayShareIsLinearBetween17And28() {
        #expect(OpticalDesigns.displayShare(opticalSize: 12) == 0)
        #expect(OpticalDesigns.displayShare(opticalSize: 17) == 0)
        #expect(abs(OpticalDesigns.displayShare(opticalSize: 22) - 5.0 / 11) < 1e-12)
        #expect(OpticalDesigns.displayShare(opticalSize: 28) == 1)
        #expect(OpticalDesigns.displayShare(opticalSize: 34) == 1)
    }

    @Test func alignedClustersBlendOneByOne() {
        let text = [Cluster(offset: 0, advance: 0.6), Cluster(offset: 1, advance: 0.5), Cluster(offset: 2, advance: 0.3)]
        let display = [Cluster(offset: 0, advance: 0.5), Cluster(offset: 1, advance: 0.4), Cluster(offset: 2, advance: 0.3)]
        let blended = OpticalDesigns.blend(text: text, display: display, t: 0.25)
        let expected = [0.575, 0.475, 0.3]
        #expect(zip(blended, expected).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    /// "ffi" is one ligature cluster in one design and three in the other: the smallest stretch
    /// both agree on (the whole ligature) gets the blended width, shared in proportion.
    @Test func clustersThatDoNotAlignBlendOverTheirCommonStretch() {
        // Text design: "f","f","i" apart, then "x". Display design: "ffi" as one ligature, then "x".
        let text = [Cluster(offset: 0, advance: 0.3), Cluster(offset: 1, advance: 0.3), Cluster(offset: 2, advance: 0.2),
                    Cluster(offset: 3, advance: 0.5)]
        let display = [Cluster(offset: 0, advance: 0.6), Cluster(offset: 3, advance: 0.4)]
        let blended = OpticalDesigns.blend(text: text, display: display, t: 0.5)
        // Stretch 0..<3: 0.8 and 0.6 → 0.7, shared 3:3:2; "x": 0.5 and 0.4 → 0.45.
        let expected = [0.2625, 0.2625, 0.175, 0.45]
        #expect(zip(blended, expected).allSatisfy { abs($0 - $1) < 1e-12 }, "\(blended)")
        // The other way round: the text design has the ligature.
        let reverse = OpticalDesigns.blend(text: display, display: text, t: 0.5)
        #expect(abs(reverse[0] - 0.7) < 1e-12 && abs(reverse[1] - 0.45) < 1e-12)
        // A stretch at the end that only one list splits.
        let tail = OpticalDesigns.blend(text: [Cluster(offset: 0, advance: 1)],
                                        display: [Cluster(offset: 0, advance: 0.25), Cluster(offset: 2, advance: 0.25)], t: 1)
        #expect(tail == [0.5])
    }

    @Test func aStretchWithoutWidthStaysWithout() {
        let blended = OpticalDesigns.blend(text: [Cluster(offset: 0, advance: 0.5), Cluster(offset: 1, advance: 0)],
                                           display: [Cluster(offset: 0, advance: 0.4), Cluster(offset: 1, advance: 0.3)], t: 1)
        #expect(blended == [0.4, 0])
    }

    static let sentence = "Manage your subscription settings"

    /// Width in font units by hb-shape of `text` on a bundled file at a weight.
    static func harfBuzzEms(_ file: String, _ text: String, weight: Int = 400) throws -> Double? {
        let library = try ShapingTestSupport.library.get()
        let path = try FontConfiguration.bundled().fontsDirectory + "/" + file
        let face = try #require(library.faces.first { $0.path == path })
        guard let reference = try HarfBuzzReferenceTests.reference(font: path, text: text, language: "en",
                                                                  variations: "wght=\(weight)") else { return nil }
        return Double(reference.advance) / face.font.unitsPerEm
    }

    /// What the device model says: Inter at 12, the blend at 22, Inter Display at 34 pt, each with
    /// the HIG tracking between the 32 gaps of the 33 letters and spaces; bold through `wght`.
    @Test("Default width is hb-shape's Inter / Inter Display, blended, plus the tracking table", arguments: [
        (12.0, 400), (22.0, 400), (34.0, 400), (22.0, 600), (17.0, 700),
    ])
    func defaultWidthFollowsTheDeviceModel(_ size: Double, _ weight: Int) throws {
        guard let text = try Self.harfBuzzEms("Inter.var.ttf", Self.sentence, weight: weight),
              let display = try Self.harfBuzzEms("InterDisplay.var.ttf", Self.sentence, weight: weight) else {
            Issue.record("hb-shape not found (install libharfbuzz-bin)")
            return
        }
        let t = min(max((size - 17) / 11, 0), 1)
        let expected = (text + t * (display - text)) * size + 32 * SFTracking.tracking(forPointSize: size)
        let measurer = TextMeasurer(shaper: try ShapingTestSupport.shaper())
        let measured = try measurer.measure(Self.sentence, language: "en", font: FontChoice(weight: FontWeight(rawValue: weight)),
                                            parameters: FitParameters(pointSize: size, slotWidth: 2000), sfTracking: true)
        let width = try #require(measured.measurement.lines.first).width
        #expect(abs(width - expected) < 0.01, "\(size) pt, wght \(weight): \(width) pt, expected \(expected) pt")
        // Twin: the display design is about 10 % narrower, so a blend left out shows at 22 and 34 pt.
        if t > 0 { #expect(abs(text * size + 32 * SFTracking.tracking(forPointSize: size) - width) > 1) }
    }

    /// The matrix run shapes at 15 and 17 pt once (text design), at 28 and 34 pt once (display design);
    /// the sizes strictly between share one shaping too (``sizesBetweenTheDesignsShareOneShaping``).
    @Test func sizesOutsideTheBlendShareOneShaping() throws {
        let library = try ShapingTestSupport.library.get()
        #expect(library.shapingDependsOnSize)
        #expect(library.opticalSize(forPointSize: 11) == 17)
        #expect(library.opticalSize(forPointSize: 23) == 23)
        #expect(library.opticalSize(forPointSize: 40) == 28)
        // Twin: the package fonts alone (no Inter) do not depend on the size.
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        try FileManager.default.copyItem(atPath: try FontConfiguration.bundled().fontsDirectory + "/NotoSans-Regular.ttf",
                                         toPath: folder.appendingPathComponent("NotoSans-Regular.ttf").path)
        let noto = try FontLibrary(FontConfiguration(fontsDirectory: folder.path, packageFonts: false))
        #expect(!noto.shapingDependsOnSize && noto.opticalSize(forPointSize: 23) == nil)
    }

    /// Shaping is keyed by design, not by size: every size between 17 and 28 pt is blended from one
    /// cached shaping in both designs, with the advances of shaping at that size.
    @Test func sizesBetweenTheDesignsShareOneShaping() throws {
        let shaper = try ShapingTestSupport.shaper()
        let library = shaper.library
        let cache = ShapingCache()
        func request(_ size: Double) -> ShapingRequest {
            library.request(StyledText(plain: "Manage your subscription"), language: "en", font: FontChoice(), pointSize: size)
        }
        var widths: [Double] = []
        for size in [18.0, 20, 22, 25, 27] {
            let cached = try cache.shaped(request(size), using: shaper)
            #expect(cached == (try shaper.shape(request(size))), "\(size) pt")
            #expect(cached.opticalStretches.isEmpty, "a text for one size carries no stretches")
            widths.append(cached.clusters.reduce(0) { $0 + $1.advance })
        }
        #expect(cache.count == 1, "one shaping for the five sizes between the designs")
        // Twin: the blend is applied per size, so the widths differ, narrowing toward the display design.
        #expect(Set(widths).count == widths.count && widths == widths.sorted(by: >), "\(widths)")
        // Twin: the sizes at either end are the other two shapings (text design, display design).
        _ = try cache.shaped(request(12), using: shaper)
        _ = try cache.shaped(request(34), using: shaper)
        #expect(cache.count == 3)
    }
}
