/// The bar items beside a UIKit navigation item's title in a storyboard, as ``NavigationBarItems``
/// counts them for SwiftUI: the item's own `leftBarButtonItem(s)` and `rightBarButtonItem(s)`, and the
/// back button unless its view controller is a navigation controller's root in the nib (a
/// `rootViewController` relationship) or `hidesBackButton` is set: a view controller with a navigation
/// item is pushed, by a segue or by code. UINavigationBar centres the title while it fits and moves it
/// off centre only to avoid the items there, so a pushed screen's title has the bar less the back button.
extension NibLayout {
    func barItems(ofNavigationItem id: String) -> NavigationBarItems {
        var bar = NavigationBarItems()
        var controller: String?
        var roots = Set<String>()
        func visit(_ element: NibElement, parent: NibElement?) {
            if element.name == "navigationItem", element["id"] == id {
                controller = parent?["id"]
                bar.backHidden = element["hidesBackButton"] == "YES"
                for child in element.children {
                    let items = child.name == "barButtonItem" ? [child] : child.children.filter { $0.name == "barButtonItem" }
                    let side = child["key"] ?? child.name
                    if side.hasPrefix("left") { bar.leading += items.count }
                    if side.hasPrefix("right") { bar.trailing += items.count }
                }
            }
            if element.name == "segue", element["relationship"] == "rootViewController", let destination = element["destination"] {
                roots.insert(destination)
            }
            for child in element.children { visit(child, parent: element) }
        }
        visit(document.root, parent: nil)
        bar.backButton = controller.map { !roots.contains($0) } ?? false
        return bar
    }
}
