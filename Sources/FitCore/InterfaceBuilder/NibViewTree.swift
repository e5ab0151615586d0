/// Reads a nib's view trees into ``NibScene``s: every element with a `<rect key="frame">` is a view
/// (its superview the nearest such ancestor), each view without a superview starts a scene, and each
/// view's `<constraints>` and layout guides join its scene.
struct NibViewTree {
    let runtime: NibDocument.Runtime
    let file: String
    let device: String?

    /// AppKit views whose own coordinates run top-down (`isFlipped`): their subviews' frames are not
    /// turned over. Everything in UIKit runs top-down.
    static let flippedAppKitViews: Set<String> = ["stackView", "clipView", "tableView", "outlineView", "collectionView",
                                                  "textView", "matrix"]

    /// The element names of views with an intrinsic content size on both axes, and on the vertical
    /// one only (a slider or a progress bar stretches).
    static let intrinsicBoth: Set<String> = ["label", "textField", "button", "switch", "segmentedControl", "popUpButton",
                                             "stepper", "activityIndicatorView", "pageControl", "datePicker", "comboBox",
                                             "searchField", "levelIndicator", "colorWell", "imageView"]
    static let intrinsicHeight: Set<String> = ["slider", "progressView", "progressIndicator", "searchBar", "navigationBar", "toolbar",
                                               "tabBar"]

    private var scenes: [NibScene] = []

    static func scenes(in root: NibElement, runtime: NibDocument.Runtime, file: String) -> [NibScene] {
        let device = root.child("dependencies")?.child("device")?["id"] ?? root.child("device")?["id"]
        var reader = NibViewTree(runtime: runtime, file: file, device: device)
        reader.navigationRoots = navigationRoots(in: root)
        reader.walk(root, scene: nil, sceneID: nil, parent: nil)
        for (index, variations) in reader.variations {
            let scene = reader.scenes[index]
            let off = NibVariation.uninstalled(variations, traits: NibVariation.traits(runtime: runtime, device: device, root: scene.canvas))
            reader.scenes[index].constraints.removeAll { off.contains($0.id) }
        }
        return reader.scenes
    }

    /// The view being read's place: its index in its scene and its frame in scene coordinates.
    private struct Parent {
        var scene: Int
        var id: String
        var sceneFrame: ViewFrame
        var flipped: Bool
    }

    private mutating func walk(_ element: NibElement, scene sceneElement: NibElement?, sceneID: String?, parent: Parent?) {
        let sceneID = element.name == "scene" ? element["sceneID"] : sceneID
        if element.name == "viewController" || element.name == "tableViewController"
            || element.name == "collectionViewController" || element.name == "navigationController" {
            // The view controller's top and bottom guides belong to its view, read with it below.
            // Under a navigation bar: the root of a navigation controller, or a controller whose navigation item
            // has a title or items (IB also leaves empty navigation items on controllers shown without a bar).
            let item = element.child(key: "navigationItem")
            pendingNavigationBar = element["id"].map(navigationRoots.contains) == true
                || item.map { $0["title"] != nil || !$0.children.isEmpty } == true
            pendingGuides = (element.child("layoutGuides")?.children ?? []).compactMap { guide in
                guard let id = guide["id"], let type = guide["type"], let kind = NibLayoutGuide.Kind(rawValue: type) else { return nil }
                return (id, kind)
            }
        }
        guard let frameElement = element.child("rect", key: "frame"), let frame = ViewFrame(frameElement),
              element.name != "window" else {
            for child in element.children { walk(child, scene: sceneElement, sceneID: sceneID, parent: parent) }
            return
        }
        let id = element["id"] ?? "line \(element.line)"
        var here: Parent
        var view = makeView(element, id: id, frame: frame, parent: parent)
        if let parent {
            here = Parent(scene: parent.scene, id: id, sceneFrame: view.sceneFrame, flipped: isFlipped(element))
            scenes[parent.scene].views.append(view)
        } else {
            view.placement = .root
            let sceneName = sceneID.map { name in scenes.contains { $0.id == name } ? "\(name)/\(id)" : name } ?? id
            scenes.append(NibScene(id: sceneName, file: file, runtime: runtime, views: [view], constraints: [], guides: [],
                                   device: device))
            here = Parent(scene: scenes.count - 1, id: id, sceneFrame: view.sceneFrame, flipped: isFlipped(element))
            for (guideID, kind) in pendingGuides { scenes[here.scene].guides.append(NibLayoutGuide(id: guideID, kind: kind, owner: id)) }
            pendingGuides = []
            scenes[here.scene].navigationBar = pendingNavigationBar
            pendingNavigationBar = false
        }
        for child in element.children {
            switch child.name {
            case "constraints":
                scenes[here.scene].constraints += child.children.compactMap { NibConstraint($0, owner: id) }
            case "variation":
                if let variation = NibVariation(child) { variations[here.scene, default: []].append(variation) }
            case "viewLayoutGuide":
                if let guideID = child["id"], let key = child["key"], let kind = NibLayoutGuide.Kind(rawValue: key) {
                    scenes[here.scene].guides.append(NibLayoutGuide(id: guideID, kind: kind, owner: id))
                }
            default:
                walk(child, scene: sceneElement, sceneID: sceneID, parent: here)
            }
        }
    }

    private var pendingGuides: [(String, NibLayoutGuide.Kind)] = []
    private var pendingNavigationBar = false
    /// Each scene's size-class variations, by its index.
    private var variations: [Int: [NibVariation]] = [:]
    /// The view controllers a navigation controller holds as its root (`relationship="rootViewController"`).
    private var navigationRoots: Set<String> = []

    private static func navigationRoots(in element: NibElement) -> Set<String> {
        var found: Set<String> = []
        if element.name == "navigationController" {
            for segue in element.child("connections")?.children ?? [] where segue["relationship"] == "rootViewController" {
                if let destination = segue["destination"] { found.insert(destination) }
            }
        }
        for child in element.children { found.formUnion(navigationRoots(in: child)) }
        return found
    }

    private func isFlipped(_ element: NibElement) -> Bool {
        runtime == .uiKit || element["flipped"] == "YES" || Self.flippedAppKitViews.contains(element.name)
    }

    private func makeView(_ element: NibElement, id: String, frame: ViewFrame, parent: Parent?) -> NibView {
        var sceneFrame = ViewFrame(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        if let parent {
            let top = parent.flipped ? frame.y : parent.sceneFrame.height - frame.y - frame.height
            sceneFrame = ViewFrame(x: parent.sceneFrame.x + frame.x, y: parent.sceneFrame.y + top,
                                   width: frame.width, height: frame.height)
        } else {
            sceneFrame.x = 0
            sceneFrame.y = 0
        }
        let autoLayout = element["translatesAutoresizingMaskIntoConstraints"] == "NO" && element["fixedFrame"] != "YES"
        var intrinsic: Set<NibAttribute.Axis> = []
        if Self.intrinsicBoth.contains(element.name) { intrinsic = [.horizontal, .vertical] }
        if Self.intrinsicHeight.contains(element.name) { intrinsic = [.vertical] }
        if element.name == "imageView", element["image"] == nil, element.child("imageCell")?["image"] == nil { intrinsic = [] }
        // An editable AppKit text field has no intrinsic width (it takes the width it is given).
        if runtime == .appKit, element.name == "textField", element.child(key: "cell")?["editable"] == "YES" {
            intrinsic.remove(.horizontal)
        }
        let placeholder = (width: element.number("placeholderIntrinsicWidth"), height: element.number("placeholderIntrinsicHeight"))
        if placeholder.width != nil { intrinsic.insert(.horizontal) }
        if placeholder.height != nil { intrinsic.insert(.vertical) }
        var view = NibView(
            id: id, element: element.name, customClass: element["customClass"], parent: parent?.id, frame: frame,
            sceneFrame: sceneFrame, placement: autoLayout ? .autoLayout : .autoresizing,
            autoresizing: AutoresizingMask(element.child("autoresizingMask", key: "autoresizingMask")),
            misplaced: element["misplaced"] == "YES", ambiguous: element["ambiguous"] == "YES", hidden: element["hidden"] == "YES",
            hugging: .init(horizontal: element.number("horizontalHuggingPriority") ?? 250,
                           vertical: element.number("verticalHuggingPriority") ?? 250),
            compressionResistance: .init(horizontal: element.number("horizontalCompressionResistancePriority") ?? 750,
                                         vertical: element.number("verticalCompressionResistancePriority") ?? 750),
            intrinsicAxes: intrinsic,
            layoutMargins: element.child("edgeInsets", key: "layoutMargins").map(Self.insets),
            stack: element.name == "stackView" ? stack(element) : nil,
            grid: element.name == "gridView" ? NibGrid(element) : nil,
            cellType: element.child(key: "cell")?["type"],
            cellStyle: element.child(key: "cell").flatMap { $0["bezelStyle"] ?? $0["borderStyle"] },
            line: element.line)
        view.placeholderIntrinsicSize = placeholder
        return view
    }

    /// top, left, bottom, right of an `<edgeInsets>`.
    private static func insets(_ element: NibElement) -> [Double] {
        ["top", "left", "bottom", "right"].map { element.number($0) ?? 0 }
    }

    private func stack(_ element: NibElement) -> NibStack {
        let vertical = element["axis"] == "vertical" || element["orientation"] == "vertical"
        let arranged = (element.child("subviews")?.children ?? element.child("views")?.children ?? []).compactMap { $0["id"] }
        return NibStack(axis: vertical ? .vertical : .horizontal,
                        distribution: element["distribution"] ?? (runtime == .appKit ? "gravityAreas" : "fill"),
                        alignment: element["alignment"] ?? (runtime == .appKit ? (vertical ? "centerX" : "centerY") : "fill"),
                        spacing: element.number("spacing") ?? (runtime == .appKit ? 8 : 0),
                        insets: element.child("edgeInsets", key: "edgeInsets").map(Self.insets) ?? [0, 0, 0, 0],
                        arranged: arranged)
    }
}
