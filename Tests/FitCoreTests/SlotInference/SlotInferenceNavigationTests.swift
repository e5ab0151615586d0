import Testing
@testable import FitCore

/// A navigation title's display mode as SwiftUI resolves it: `.automatic` takes the previous screen's
/// mode; a stack's root is large; a sheet with its own stack starts anew.
@Suite("Slot inference: navigation titles")
struct SlotInferenceNavigationTests {
    typealias T = SlotInferenceConstructTests

    static let screens = [
        "Root.swift": """
            struct Root: View {
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("Go") { Middle() }
                        }
                        .navigationTitle("Root title")
                        .navigationBarTitleDisplayMode(.inline)
                    }
                }
            }
            """,
        "Middle.swift": """
            struct Middle: View {
                var body: some View {
                    List {
                        NavigationLink(destination: Leaf()) { Text("Deeper") }
                    }
                    .navigationTitle("Middle title")
                    .sheet(isPresented: $showing) { Modal() }
                }
            }
            struct Leaf: View {
                var body: some View { Text("Leaf body").navigationTitle("Leaf title") }
            }
            """,
        "Modal.swift": """
            struct Modal: View {
                var body: some View {
                    NavigationStack { Form { }.navigationTitle("Modal title") }
                }
            }
            """,
    ]

    @Test func automaticTakesThePreviousScreensMode() throws {
        let result = T.infer(Self.screens, keys: ["Root title", "Middle title", "Leaf title", "Modal title"])
        // Root is inline; Middle, pushed from it, is inline; Leaf, pushed from Middle, is inline too.
        #expect(T.kinds(result, ["Root title", "Middle title", "Leaf title"])
                == [.navigationTitleInline, .navigationTitleInline, .navigationTitleInline])
        let middle = try #require(T.slot(result, "Middle title"))
        #expect(middle.notes.contains("display mode inline, as the screen it is pushed from (Root.swift:8)"))
    }

    @Test func aSheetWithItsOwnStackStartsAnew() {
        let result = T.infer(Self.screens, keys: ["Modal title"])
        #expect(T.kinds(result, ["Modal title"]) == [.navigationTitleLarge])
    }

    @Test func aPushedScreenOfALargeRootIsLarge() {
        let result = T.infer([
            "A.swift": """
                struct A: View {
                    var body: some View {
                        NavigationStack { List { NavigationLink("x") { B() } }.navigationTitle("A title") }
                    }
                }
                struct B: View {
                    var body: some View { List { }.navigationTitle("B title") }
                }
                """], keys: ["A title", "B title"])
        #expect(T.kinds(result, ["A title", "B title"]) == [.navigationTitleLarge, .navigationTitleLarge])
    }

    @Test func aPushedScreenTakesTheStacksEnvironmentNotTheLinks() throws {
        let result = T.infer("""
            struct A: View {
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink { Text("Pushed text") } label: { Text("Link label") }
                                .font(.caption)
                                .lineLimit(1)
                        }
                    }
                    .font(.footnote)
                }
            }
            """, keys: ["Pushed text", "Link label"])
        let pushed = try #require(T.slot(result, "Pushed text"))
        #expect(pushed.slot.style == .footnote && pushed.slot.maxLines == nil)
        #expect(T.slot(result, "Link label")?.slot.style == .caption1)
    }

    /// SwiftUI screens hosted in UIKit (`UIHostingController`) with no SwiftUI stack around them are pushed
    /// in a UIKit navigation controller: its bar shows titles inline unless the code sets
    /// `prefersLargeTitles = true` (Apple: false by default). A screen inside its own stack keeps its mode.
    static let hosted = [
        "Host.swift": """
            import UIKit
            import SwiftUI
            final class SettingsHost: UIHostingController<AnyView> {}
            """,
        "Settings.swift": """
            struct SettingsView: View {
                var body: some View {
                    List { NavigationLink("VPN", destination: VPNView()) }.navigationTitle("Settings title")
                }
            }
            struct VPNView: View {
                var body: some View { List { }.navigationTitle("VPN title") }
            }
            struct Sheet: View {
                var body: some View { NavigationView { Form { }.navigationTitle("Sheet title") } }
            }
            """,
    ]

    @Test func aScreenHostedInAUIKitBarIsInlineUnlessTheBarPrefersLargeTitles() throws {
        let keys = ["Settings title", "VPN title", "Sheet title"]
        let hosted = T.infer(Self.hosted, keys: keys)
        #expect(T.kinds(hosted, keys) == [.navigationTitleInline, .navigationTitleInline, .navigationTitleLarge])
        #expect(try #require(T.slot(hosted, "VPN title")).notes.contains { $0.contains("prefersLargeTitles") })
        var large = Self.hosted
        large["Nav.swift"] = "func setUp(_ n: UINavigationController) { n.navigationBar.prefersLargeTitles = true }"
        #expect(T.kinds(T.infer(large, keys: keys), keys) == [.navigationTitleLarge, .navigationTitleLarge, .navigationTitleLarge])
        // A SwiftUI app that hosts nothing in UIKit: the top of the walk is a stack's root, large.
        var swiftUI = Self.hosted
        swiftUI["Host.swift"] = nil
        #expect(T.kinds(T.infer(swiftUI, keys: keys), keys) == [.navigationTitleLarge, .navigationTitleLarge, .navigationTitleLarge])
    }
}

