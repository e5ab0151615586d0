import Testing
@testable import FitCore

/// `#if os(…)` and `if #available` as the measured platform compiles and runs them.
@Suite("Slot inference: platform branches")
struct SlotInferenceBranchTests {
    typealias T = SlotInferenceConstructTests

    static let source = """
        struct A: View {
            var body: some View {
                #if os(iOS)
                Text("Phone").lineLimit(1)
                #elseif os(macOS)
                Text("Mac").lineLimit(2)
                #else
                Text("Other")
                #endif
                Text("Shared")
                #if canImport(UIKit) && !os(watchOS)
                    .lineLimit(3)
                #endif
                #if DEBUG
                Text("Debug")
                #endif
            }
        }
        """

    @Test func theBranchOfTheMeasuredPlatform() {
        let keys = ["Phone", "Mac", "Other", "Shared", "Debug"]
        let iOS = T.infer(Self.source, keys: keys, platform: .iOS)
        #expect(T.kinds(iOS, keys) == [.text, nil, nil, .text, .text])
        #expect(T.slot(iOS, "Shared")?.slot.maxLines == 3)
        let mac = T.infer(Self.source, keys: keys, platform: .macOS)
        #expect(T.kinds(mac, keys) == [nil, .text, nil, .text, .text])   // DEBUG: undecided, kept
        #expect(T.slot(mac, "Shared")?.slot.maxLines == nil)
    }

    @Test func theCurrentOSTakesTheAvailableBranch() {
        let result = T.infer("""
            if #available(iOS 17, *) {
                Text("New").lineLimit(1)
            } else if something {
                Text("Old").lineLimit(1)
            } else {
                Text("Older").lineLimit(1)
            }
            if #unavailable(iOS 16) { Text("Before") } else { Text("After") }
            if #available(iOS 17, *), flag { Text("Either") } else { Text("Or") }
            """, keys: ["New", "Old", "Older", "Before", "After", "Either", "Or"])
        #expect(T.kinds(result, ["New", "Old", "Older", "Before", "After", "Either", "Or"])
                == [.text, nil, nil, nil, .text, .text, .text])
    }

    @Test func conditionsDecidedOrNot() {
        func holds(_ text: String, _ platform: Platform) -> Bool? {
            PlatformBranches.evaluate(try! SwiftLexer.tokens(Array(text.utf8)), platform: platform)
        }
        #expect(holds("os(iOS) || os(visionOS)", .iOS) == true)
        #expect(holds("os(iOS) || os(visionOS)", .macOS) == false)
        #expect(holds("!(os(macOS) && canImport(AppKit))", .macOS) == false)
        #expect(holds("DEBUG", .iOS) == nil)
        #expect(holds("DEBUG || os(iOS)", .iOS) == true)
        #expect(holds("DEBUG && os(iOS)", .iOS) == nil)
        #expect(holds("targetEnvironment(macCatalyst)", .iOS) == false)
    }
}
