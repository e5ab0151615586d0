/// The construct in the app's code a group was read from (`fitcheck slots`); a matrix's `name` for the
/// groups `fitcheck init` writes is its ``title``.
public enum GroupConstruct: String, Sendable, Hashable, CaseIterable {
    case segmentedPicker, tabBar, hStack, controlGroup, viewThatFits
    /// UIKit and AppKit code: `UISegmentedControl(items:)`, a `UIStackView` or `NSStackView` that fills equally.
    case segmentedControl, stackView
    /// A view controller's navigation bar: its title between its text bar button items.
    case navigationBar
    /// A `UITableViewCell` of style `.value1` or `.value2`: its `textLabel` and `detailTextLabel` on one line.
    case tableViewCell
    /// A `.alert` `UIAlertController`'s two actions: side by side, or stacked.
    case alertActions
    /// A nib scene's texts under Auto Layout, solved together per cell (`SceneLayout/SceneTextRoom`).
    case nibScene

    /// How the text form and the matrix's `name` call the construct.
    public var title: String {
        switch self {
        case .segmentedPicker: return "segmented picker"
        case .tabBar: return "tab bar"
        case .hStack: return "HStack"
        case .controlGroup: return "ControlGroup"
        case .viewThatFits: return "ViewThatFits"
        case .segmentedControl: return "UISegmentedControl"
        case .stackView: return "stack view"
        case .navigationBar: return "navigation bar"
        case .tableViewCell: return "table view cell"
        case .alertActions: return "alert actions"
        case .nibScene: return "nib scene"
        }
    }
}
