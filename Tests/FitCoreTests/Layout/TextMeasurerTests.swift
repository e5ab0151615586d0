import Testing
@testable import FitCore
import FitcheckTestSupport

@Suite struct TextMeasurerTests {
    /// A stand-in shaper that records what it was asked.
    final class Recorder {
        var requests: [ShapingRequest] = []
    }

    @Test func shapesOnceAndFitsWithTheRequestedFontAndSize() throws {
        let recorder = Recorder()
        let measurer = TextMeasurer { request in
            recorder.requests.append(request)
            return SyntheticText.make(request.text, language: request.language)
        }
        let font = FontChoice(weight: .semibold)
        let result = try measurer.measure("hello world", language: "de", font: font,
                                          parameters: FitParameters(pointSize: 10, slotWidth: 30, lineHeight: 12))
        #expect(recorder.requests == [ShapingRequest(text: "hello world", language: "de", font: font, opticalSize: 10)])
        #expect(result.lineTexts == ["hello ", "world"])
        #expect(result.measurement.height == 24)
    }

    @Test func sfTrackingIsAddedForThePointSize() throws {
        let measurer = TextMeasurer { SyntheticText.make($0.text) }
        let plain = try measurer.measure("hello", language: "en", parameters: FitParameters(pointSize: 34, slotWidth: 500))
        let tracked = try measurer.measure("hello", language: "en", parameters: FitParameters(pointSize: 34, slotWidth: 500),
                                           sfTracking: true)
        #expect(abs(tracked.parameters.tracking - 0.408) < 1e-12)
        #expect(abs(tracked.measurement.widestLineWidth - (plain.measurement.widestLineWidth + 4 * 0.408)) < 1e-9)
    }

    @Test func shapingErrorsPassThrough() {
        let measurer = TextMeasurer { _ in throw InputError("no font") }
        #expect(throws: InputError("no font")) {
            try measurer.measure("x", language: "en", parameters: FitParameters(pointSize: 10, slotWidth: 10))
        }
    }
}
