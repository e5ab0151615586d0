extension NibLayout {
    /// What the control that draws `string` draws beside its text, both sides together, in points: the
    /// figure ``NibChrome/titleInset(_:element:cell:)`` (AppKit) or ``uiKitTitleInset(_:element:)`` names; 0 for a
    /// view the nib does not show.
    func textChrome(of string: NibString) -> Double {
        guard let viewID = string.viewID, let view = views[viewID] else { return 0 }
        let cell = view.element.child(key: "cell") ?? view.element
        let uiKit = document.runtime == .uiKit ? Self.uiKitTitleInset(string.role, element: view.element) : nil
        return (uiKit ?? NibChrome.titleInset(string.role, element: view.element, cell: cell)).0
    }
}
