/// Which of the app's ways of drawing text a key's slot was read from: SwiftUI, UIKit or AppKit code,
/// or an Interface Builder file. `fitcheck init` counts placed keys by it, per platform.
public enum SlotSource: String, Sendable, CaseIterable, Codable, Comparable {
    case swiftUI = "SwiftUI"
    case uiKit = "UIKit"
    case appKit = "AppKit"
    case nib = "nibs"

    /// The framework a Swift file draws with, from its imports: SwiftUI wherever it is imported
    /// (UIKit and AppKit views are hosted in it the other way round only through representables, which
    /// fitcheck does not follow), else UIKit, else AppKit (`import Cocoa` too); SwiftUI when it says none.
    static func of(imports: Set<String>) -> SlotSource {
        if imports.contains("SwiftUI") { return .swiftUI }
        if imports.contains("UIKit") { return .uiKit }
        if imports.contains("AppKit") || imports.contains("Cocoa") { return .appKit }
        return .swiftUI
    }

    public static func < (lhs: SlotSource, rhs: SlotSource) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
