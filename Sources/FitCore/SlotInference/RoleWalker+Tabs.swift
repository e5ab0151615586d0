/// Counting the tabs of the bar a tab item is in (``TabBar``).
extension RoleWalker {
    /// The tabs of the bar a tab item is in, as the platform shows them (``TabBar``).
    func countTabs(around index: Int, into state: inout WalkState) {
        let bar = tabs(around: index)
        if bar.paged {
            state.role = .unplaced("page-style tab view (no tab bar)")
            return
        }
        guard let built = bar.count else { return }
        let shown = TabBar.shown(built: built, platform: file.platform, sidebarAdaptable: bar.sidebarAdaptable)
        state.count = shown.items
        state.refinements.notes += shown.notes.filter { !state.refinements.notes.contains($0) }
    }

    /// The tabs the `TabView` around `index` builds: its `.tabItem`s and `Tab(…)`s, and for a `ForEach`
    /// the elements of what it runs over (an array literal, an enum's `allCases`); `nil` when there is
    /// no `TabView` or a `ForEach` runs over something not counted. Whether it is styled `.page` (no tab
    /// bar at all) or `.sidebarAdaptable`.
    private func tabs(around index: Int) -> (count: Int?, paged: Bool, sidebarAdaptable: Bool) {
        for frame in SyntaxFrame.frames(around: index, in: file) {
            guard case .closure("TabView", false, _) = frame.kind, let callee = frame.callee else { continue }
            let (paged, adaptable) = TabBar.style(ofTabView: callee, in: file)
            var count = 0
            var inner = frame.opener + 1
            while inner < file.partner[frame.opener] {
                defer { inner += 1 }
                guard let name = file.identifier(inner) else { continue }
                if name == SwiftUIVocabulary.loop, file.isSymbol(inner + 1, "(") {
                    guard let elements = elements(ofForEach: inner + 1) else { return (nil, paged, adaptable) }
                    count += elements
                    inner = file.partner[inner + 1]
                    if file.isSymbol(inner + 1, "{") { inner = file.partner[inner + 1] }
                    continue
                }
                switch SwiftUIVocabulary.tabMakers[name] {
                case .modifier?: if file.isSymbol(inner - 1, ".") { count += 1 }
                case .view?: if file.isSymbol(inner + 1, "(") || file.isSymbol(inner + 1, "{") { count += 1 }
                case nil: break
                }
            }
            return (count > 0 ? count : nil, paged, adaptable)
        }
        return (nil, false, false)
    }

    /// How many elements the collection a `ForEach(…)` at `paren` runs over has, where the code says:
    /// an array literal (`[Tab.home, .search]`), an enum's cases (`Tab.allCases`, `Array(Tab.allCases)`).
    private func elements(ofForEach paren: Int) -> Int? {
        guard let first = file.arguments(ofParen: paren).first, let start = first.value.first else { return nil }
        if file.isSymbol(start, "["), file.partner[start] == first.value.upperBound - 1 {
            let items = file.arguments(ofParen: start).count
            return items > 0 ? items : nil
        }
        guard let cases = first.value.first(where: { file.identifier($0) == "allCases" && file.isSymbol($0 - 1, ".") }),
              let type = file.identifier(cases - 2) else { return nil }
        return library.enumCases[type]
    }
}
