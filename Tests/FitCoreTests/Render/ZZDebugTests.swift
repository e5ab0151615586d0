import Foundation
import Testing
@testable import FitCore

@Test func debugRender() throws {
    let r = try GlyphRasterizer()
    let writer = try FailureImageWriter(directory: "/tmp/render_dbg", captionFont: RenderTestSupport.latinFont)
    let ar = try RenderTestSupport.hbShaped(fixture: "arabic.hb.json", text: "إدارة الاشتراك الخاص بك", font: "NotoSansArabic-Regular.ttf", language: "ar", rightToLeft: true, rasterizer: r)
    let hi = try RenderTestSupport.hbShaped(fixture: "hindi.hb.json", text: "सदस्यता प्रबंधित करें", font: "NotoSansDevanagari-Regular.ttf", language: "hi", rightToLeft: false, rasterizer: r)
    print(try writer.write(RenderTestSupport.cell("settings.manage", ar, breaks: [RenderTestSupport.wordStarts(ar)[1]], FitParameters(pointSize: 17, slotWidth: 110, maxLines: 1), language: "ar")))
    print(try writer.write(RenderTestSupport.cell("settings.wide", ar, breaks: [], FitParameters(pointSize: 17, slotWidth: 110), language: "ar")))
    print(try writer.write(RenderTestSupport.cell("settings.manage", hi, breaks: [RenderTestSupport.wordStarts(hi)[1]], FitParameters(pointSize: 17, slotWidth: 110, maxLines: 1), language: "hi")))
    print(try writer.write(RenderTestSupport.cell("settings.wide", hi, breaks: [], FitParameters(pointSize: 17, slotWidth: 110), language: "hi")))
    try writer.finish()
}
