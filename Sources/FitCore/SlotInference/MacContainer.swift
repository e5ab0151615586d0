/// The content a Mac text is laid out in: the width of its window (or sidebar) at the narrowest the
/// user can make it, as the source states it, and how a `Form` around it lays out its rows.
///
/// The window's width, first found wins: a `.frame(width:)` or `.frame(minWidth:)` around the view
/// (a sheet, a settings scene, content whose window follows it); the scene's `.defaultSize(width:)`;
/// a window made in AppKit code in the file the view is shown from (``MacWindows``); else
/// ``MacSlotMetrics/assumedContentWidth``. A sidebar's width: `.navigationSplitViewColumnWidth`'s
/// `min`, else an AppKit sidebar's `minimumThickness`, else ``MacSlotMetrics/assumedSidebarWidth``;
/// a detail column loses the sidebar beside it at its widest.
struct MacContainer {
    var width: Double
    var form: MacSlotMetrics.FormLayout?
    /// The refinements left to apply to the slot (a window's width is used up here).
    var refinements: SlotRefinements
    var notes: [String] = []
    var evidence: [String] = []

    init(_ refinements: SlotRefinements, windows: MacWindows, endFile: Int?) {
        self.refinements = refinements
        let format: (Double) -> String = { MatrixField.format($0) }
        let sidebar = refinements.inSidebar == true || refinements.listStyle == "sidebar"
        if sidebar {
            if let stated = refinements.sidebarWidth {
                width = stated
                notes.append("in a sidebar \(format(stated)) pt wide at its narrowest (.navigationSplitViewColumnWidth)")
            } else if let stated = windows.sidebar {
                width = stated.points
                evidence = stated.evidence
                notes.append("in a sidebar \(format(width)) pt wide at its narrowest (\(stated.evidence.joined(separator: ", ")))")
            } else {
                width = MacSlotMetrics.assumedSidebarWidth
                notes.append("in a sidebar: \(format(width)) pt assumed")
            }
        } else if let stated = refinements.width, refinements.origins["width"]?.inherited == true {
            width = stated
            self.refinements.width = nil
            notes.append("window content \(format(stated)) pt wide (.frame(width:) around it)")
        } else if let minWidth = refinements.minWidth {
            width = minWidth
            notes.append("window content at least \(format(minWidth)) pt wide (.frame(minWidth:)): the narrowest is measured")
        } else if let opened = refinements.defaultWidth {
            width = opened
            notes.append("window opens \(format(opened)) pt wide (.defaultSize) and its content states no minimum width: "
                         + "measured at that width")
        } else if let endFile, let window = windows.byFile[endFile] {
            width = window.points
            evidence = window.evidence
            self.refinements.origins["window"] = SlotRefinements.Origin(source: window.evidence[0], inherited: true)
            notes.append("window content \(format(window.points)) pt wide at its narrowest (\(window.evidence.joined(separator: ", ")))")
        } else {
            width = MacSlotMetrics.assumedContentWidth
            notes.append("no window width in the source: \(format(width)) pt assumed")
        }
        if !sidebar, let beside = refinements.besideSidebar, beside < width {
            width -= beside
            notes.append("beside a sidebar up to \(format(beside)) pt wide (.navigationSplitViewColumnWidth)")
        }
        form = sidebar ? .sidebar : refinements.inForm == true ? (refinements.formStyle == "grouped" ? .grouped : .columns) : nil
    }
}
