/// A walk out from a text across the app's own views: in the text's file up to the declaration it is
/// written in (``RoleWalker``), then on from every place that uses that view or view-returning member
/// (``ViewTree``), as SwiftUI hands the environment down and as the text is finally placed. A view used
/// in several places gives one outcome per place (the tightest is chosen later).
struct ViewTreeWalk {
    let files: [SwiftSourceFile]
    let tree: ViewTree
    var pickerViews: Set<String> = []
    var library = ViewLibrary()

    /// How many views a walk goes out through, and how many places it follows in all.
    static let maximumDepth = 6
    static let maximumOutcomes = 24

    /// The states a text reaches: walked from `origin` in `file`, then (when `crossTypes`) through the
    /// places that use its view; a view's member is always followed to its uses in that view.
    func walk(_ state: WalkState, file: Int, from origin: Int, own: Bool = true, crossTypes: Bool = true) -> [WalkState] {
        var outcomes: [WalkState] = []
        var visited = Set<ViewTree.Place>()
        walk(state, file: file, from: origin, own: own, crossTypes: crossTypes, depth: 0, visited: &visited, into: &outcomes)
        return outcomes.map(finished)
    }

    private func walk(_ start: WalkState, file: Int, from origin: Int, own: Bool, crossTypes: Bool, depth: Int,
                      visited: inout Set<ViewTree.Place>, into outcomes: inout [WalkState]) {
        var state = start
        let walker = RoleWalker(file: files[file], pickerViews: pickerViews, library: library)
        let stop = walker.walk(&state, from: origin, own: own)
        state.endFile = file
        guard case .declaration(let keyword, let name, let opener) = stop, depth < ViewTreeWalk.maximumDepth else {
            outcomes.append(state)
            return
        }
        let isMember = !(keyword == "var" && name == "body")
        guard crossTypes || isMember else {
            outcomes.append(state)
            return
        }
        let places = tree.uses(ofDeclaration: keyword, name: name, opener: opener, in: files[file])
            .filter { !visited.contains($0) }
        guard !places.isEmpty else {
            outcomes.append(state)
            return
        }
        for place in places {
            guard outcomes.count < ViewTreeWalk.maximumOutcomes else { break }
            visited.insert(place)
            var before = outcomes.count
            var next = state
            let line = files[place.file].place(of: place.token)
            walk(next, file: place.file, from: place.token, own: false, crossTypes: crossTypes, depth: depth + 1,
                 visited: &visited, into: &outcomes)
            // The use is evidence where going out through it changed what the text is.
            while before < outcomes.count {
                next = outcomes[before]
                if next.role != state.role || next.refinements != state.refinements || next.count != state.count
                    || next.navigation != state.navigation {
                    outcomes[before].through.append(line)
                }
                before += 1
            }
            visited.remove(place)
        }
    }

    /// A title's display mode, settled once nothing further out is known.
    private func finished(_ outcome: WalkState) -> WalkState {
        var state = outcome
        guard state.role == .placed(.navigationTitleLarge) else { return state }
        state.navigation.resolve()
        guard var mode = state.navigation.resolved else { return state }
        if !state.navigation.reachedStack, library.titlesInlineInUIKitBars {
            // No SwiftUI stack around it: the screen is pushed in a UIKit navigation controller whose bar
            // does not prefer large titles.
            mode = NavigationTitleState.Resolution(inline: true, source: nil, conditional: false, inherited: true)
            state.refinements.notes.append("no SwiftUI navigation stack around it, in an app that hosts SwiftUI in UIKit "
                                           + "and never sets prefersLargeTitles: the UIKit bar shows the title inline")
        }
        if mode.conditional {
            state.refinements.notes.append("title display mode set by a condition: the tighter, large, is measured")
        }
        if mode.inline {
            state.role = .placed(.navigationTitleInline)
            state.refinements.barItems = state.navigation.bar
            if mode.inherited, let source = mode.source {
                state.refinements.notes.append("display mode inline, as the screen it is pushed from (\(source))")
            }
        }
        if mode.inherited, let source = mode.source {
            state.refinements.origins["displayMode"] = SlotRefinements.Origin(source: source, inherited: true)
        }
        return state
    }
}
