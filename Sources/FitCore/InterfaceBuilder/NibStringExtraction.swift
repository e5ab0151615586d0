/// Which attributes of a nib Xcode extracts into the nib's table, and under which key and class:
/// the rules `ibtool --generate-strings-file` follows, as the tables it writes show them
/// (`"Su3-mF-z1T.title"` with the comment `Class = "NSButtonCell"; title = "Launch on Login"; …`).
///
/// AppKit: cells' `title` and `placeholderString` (text fields, buttons, search fields), `alternateTitle`
/// of buttons, menu and menu item titles, window and box titles, a table column's header as
/// `Column.headerCell.title`, segments as `Cell.ibShadowedLabels[i]`, tab view items' and toolbar items'
/// labels, help tags (`toolTip`). A pop-up button cell's own `title` is not extracted: it is the chosen
/// menu item's, which is. UIKit: `UILabel.text`, `UIButton.normalTitle` (and the other states),
/// `UITextField`/`UISearchBar` `placeholder` and `text`, navigation, bar button and tab bar items'
/// titles, `UISegmentedControl.segmentTitles[i]`, view controllers' titles. A value written as a child
/// element (`<string key="title">…</string>`, long or multi-line text) is found as its attribute is.
struct NibStringExtraction {
    var runtime: NibDocument.Runtime

    func strings(in root: NibElement) -> [NibString] {
        var out: [NibString] = []
        var ancestors: [NibElement] = []
        walk(root, ancestors: &ancestors, into: &out)
        return out
    }

    private func walk(_ element: NibElement, ancestors: inout [NibElement], into out: inout [NibString]) {
        out += runtime == .appKit ? appKit(element, ancestors) : uiKit(element, ancestors)
        ancestors.append(element)
        for child in element.children { walk(child, ancestors: &ancestors, into: &out) }
        ancestors.removeLast()
    }

    /// Collects the strings of one element.
    private struct Found {
        var element: NibElement
        var strings: [NibString] = []

        mutating func add(_ attribute: String, as property: String? = nil, objectID: String? = nil, className: String,
                          role: NibStringRole, viewID: String?) {
            guard let text = element.value(attribute), let id = objectID ?? element["id"] else { return }
            strings.append(NibString(key: "\(id).\(property ?? attribute)", objectID: id, property: property ?? attribute,
                                     className: className, text: text, line: element.line, role: role, viewID: viewID))
        }
    }

    // MARK: - AppKit

    private static let appKitCells: [String: String] = [
        "textFieldCell": "NSTextFieldCell", "secureTextFieldCell": "NSSecureTextFieldCell",
        "searchFieldCell": "NSSearchFieldCell", "tokenFieldCell": "NSTokenFieldCell", "comboBoxCell": "NSComboBoxCell",
    ]

    private func appKit(_ element: NibElement, _ ancestors: [NibElement]) -> [NibString] {
        var found = Found(element: element)
        let parent = ancestors.last
        let id = element["id"]
        switch element.name {
        case "window", "panel":
            found.add("title", className: element.name == "panel" ? "NSPanel" : "NSWindow", role: .windowTitle, viewID: nil)
        case "menu":
            found.add("title", className: "NSMenu", role: .menuItem, viewID: nil)
        case "menuItem":
            let popUp = ancestors.last { $0.name == "popUpButton" }
            let inPopUp = popUp != nil && ancestors.contains { $0.name == "popUpButtonCell" }
            found.add("title", className: "NSMenuItem", role: inPopUp ? .popUpItem : .menuItem,
                      viewID: inPopUp ? popUp?["id"] : nil)
        case "box":
            found.add("title", className: "NSBox", role: element["titlePosition"] == "noTitle" ? .replacedAtRunTime : .boxTitle,
                      viewID: id)
        case "tableHeaderCell" where parent?.name == "tableColumn":
            found.add("title", as: "headerCell.title", objectID: parent?["id"], className: "NSTableColumn",
                      role: .columnHeader, viewID: parent?["id"])
        case let name where Self.appKitCells[name] != nil:
            let className = Self.appKitCells[name] ?? "NSTextFieldCell"
            if element["key"] == "headerCell", parent?.name == "tableColumn" {
                found.add("title", as: "headerCell.title", objectID: parent?["id"], className: "NSTableColumn",
                          role: .columnHeader, viewID: parent?["id"])
                break
            }
            let replaced = Self.isReplacedAtRunTime(element, ancestors)
            let editable = element["editable"] == "YES" || element["borderStyle"] != nil || element["bezelStyle"] != nil
                || name == "searchFieldCell" || name == "tokenFieldCell" || name == "comboBoxCell"
            found.add("title", className: className, role: replaced ? .replacedAtRunTime : editable ? .textField : .label,
                      viewID: parent?["id"])
            found.add("placeholderString", className: className, role: replaced ? .replacedAtRunTime : .textField,
                      viewID: parent?["id"])
        case "buttonCell":
            // A button's `value` binding is its state (a checkbox on or off), not its title.
            let role: NibStringRole = Self.isReplacedAtRunTime(element, ancestors, bindings: ["title", "displayPatternTitle1"])
                ? .replacedAtRunTime
                : element["type"] == "check" ? .checkbox : element["type"] == "radio" ? .radioButton : .button
            found.add("title", className: "NSButtonCell", role: role, viewID: parent?["id"])
            found.add("alternateTitle", className: "NSButtonCell", role: role, viewID: parent?["id"])
        case "segmentedCell":
            let segments = element.child("segments")?.children.filter { $0.name == "segment" } ?? []
            for (index, segment) in segments.enumerated() {
                var inner = Found(element: segment)
                inner.add("label", as: "ibShadowedLabels[\(index)]", objectID: id, className: "NSSegmentedCell",
                          role: .segment, viewID: parent?["id"])
                inner.add("toolTip", as: "ibShadowedToolTips[\(index)]", objectID: id, className: "NSSegmentedCell",
                          role: .toolTip, viewID: nil)
                found.strings += inner.strings
            }
        case "tabViewItem":
            found.add("label", className: "NSTabViewItem", role: .tabViewItem, viewID: nil)
        case "toolbarItem":
            found.add("label", className: "NSToolbarItem", role: .toolbarItem, viewID: nil)
            found.add("paletteLabel", className: "NSToolbarItem", role: .toolbarItem, viewID: nil)
        default:
            break
        }
        if element.name != "segment" {
            found.add("toolTip", className: Self.className(of: element), role: .toolTip, viewID: nil)
        }
        return found.strings
    }

    /// A cell whose text the app replaces before it is seen: a table column's data cell, anything in
    /// a view-based table's cell view prototype, a control whose value (or title: `bindings`) is bound.
    private static func isReplacedAtRunTime(_ cell: NibElement, _ ancestors: [NibElement],
                                            bindings names: Set<String> = ["value", "displayPatternValue1", "title",
                                                                           "displayPatternTitle1"]) -> Bool {
        if cell["key"] == "dataCell" || cell["key"] == "prototype" { return true }
        if ancestors.contains(where: { $0.name == "tableCellView" || $0.name == "tableColumn" }) { return true }
        guard let control = ancestors.last else { return false }
        let bindings = control.child("connections")?.children.filter { $0.name == "binding" } ?? []
        return bindings.contains { names.contains($0["name"] ?? "") }
    }

    /// The class Xcode names for an element: its custom class, else `NS` + the element name.
    private static func className(of element: NibElement) -> String {
        if let custom = element["customClass"] { return custom }
        let name = element.name
        let prefix = name.first.map { String($0).uppercased() } ?? ""
        return "NS" + prefix + name.dropFirst()
    }

    // MARK: - UIKit

    private func uiKit(_ element: NibElement, _ ancestors: [NibElement]) -> [NibString] {
        var found = Found(element: element)
        let id = element["id"]
        let prototype = ancestors.contains { $0.name == "prototypes" || $0.name == "cells" }
        switch element.name {
        case "label":
            found.add("text", className: "UILabel", role: prototype ? .replacedAtRunTime : .label, viewID: id)
        case "button":
            for state in element.children where state.name == "state" {
                guard let key = state["key"] else { continue }
                var inner = Found(element: state)
                inner.add("title", as: "\(key)Title", objectID: id, className: "UIButton",
                          role: prototype ? .replacedAtRunTime : .button, viewID: id)
                found.strings += inner.strings
            }
            if let configuration = element.child("buttonConfiguration", key: "configuration") {
                var inner = Found(element: configuration)
                inner.add("title", as: "configuration.title", objectID: id, className: "UIButton",
                          role: prototype ? .replacedAtRunTime : .button, viewID: id)
                found.strings += inner.strings
            }
        case "textField", "searchBar":
            let className = element.name == "textField" ? "UITextField" : "UISearchBar"
            found.add("placeholder", className: className, role: prototype ? .replacedAtRunTime : .textField, viewID: id)
            found.add("text", className: className, role: prototype ? .replacedAtRunTime : .textField, viewID: id)
            found.add("prompt", className: className, role: .textField, viewID: id)
        case "navigationItem":
            found.add("title", className: "UINavigationItem", role: .navigationTitle, viewID: nil)
            found.add("prompt", className: "UINavigationItem", role: .navigationTitle, viewID: nil)
        case "barButtonItem":
            found.add("title", className: "UIBarButtonItem", role: .barButtonItem, viewID: nil)
        case "tabBarItem":
            found.add("title", className: "UITabBarItem", role: .tabBarItem, viewID: nil)
        case "segmentedControl":
            let segments = element.child("segments")?.children.filter { $0.name == "segment" } ?? []
            for (index, segment) in segments.enumerated() {
                var inner = Found(element: segment)
                inner.add("title", as: "segmentTitles[\(index)]", objectID: id, className: "UISegmentedControl",
                          role: .segment, viewID: id)
                found.strings += inner.strings
            }
        case let name where name.hasSuffix("ViewController") || name == "viewController":
            found.add("title", className: "UIViewController", role: .windowTitle, viewID: nil)
        default:
            break
        }
        return found.strings
    }
}
