/// One view tree of a nib laid out on its own: a storyboard scene's view (or a window's content
/// view), or a top-level view of a `.xib`. Its canvas is the root's frame: the size IB solved it at.
public struct NibScene: Sendable {
    /// The storyboard's `sceneID` (with the root's id when a scene has several roots), else the root's id.
    public var id: String
    public var file: String
    public var runtime: NibDocument.Runtime
    /// The views in document order, the root first.
    public var views: [NibView]
    /// Every constraint of the tree, in document order.
    public var constraints: [NibConstraint]
    public var guides: [NibLayoutGuide]
    /// The document's device (`retina4_7`, `ipad9_7`), for UIKit.
    public var device: String?
    /// The view controller has a navigation item: it sits in a navigation controller, under its bar.
    public var navigationBar = false

    public var root: NibView { views[0] }
    /// The size the scene was drawn at.
    public var canvas: ViewFrame { ViewFrame(x: 0, y: 0, width: root.frame.width, height: root.frame.height) }

    public func view(_ id: String) -> NibView? { views.first { $0.id == id } }
}
