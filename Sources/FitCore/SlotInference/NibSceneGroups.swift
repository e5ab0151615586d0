/// The texts of a nib scene laid out by Auto Layout, as one group read from the nib: each cell solves the
/// scene again with the cell's texts (``SceneTextRoom``), so a text's room is what its neighbours,
/// chained to it, leave it in that language and width, rather than the room the nib's frames suggest.
///
/// A text joins its scene's group when the solve can be trusted there: the scene solved with the nib's
/// own frames (``SceneOracle``) reproduces IB's left edge and width of its view and of every ancestor
/// placed by Auto Layout (rooms are widths: a row height the oracle misses does not move a text's
/// room), and no required constraint of the scene is broken. Any other text keeps the room
/// ``NibLayout`` estimates, and its slot says why (a view IB marks misplaced or ambiguous, a frame not
/// reproduced, no Auto Layout).
struct NibSceneGroups {
    let layout: NibLayout

    /// What the nib's scenes give: the groups, each member's slot were it alone (what a group that
    /// falls back gives it), and the slots of the keys that stay alone, with a note where the solve
    /// could not be used.
    struct Result {
        var groups: [MatrixGroup] = []
        var slotsOutsideGroup: [String: [KeySlot]] = [:]
        /// Per key that stays alone under Auto Layout, why its scene's solve is not used.
        var untrusted: [String: String] = [:]
        var warnings: [String] = []
    }

    /// The groups of the nib's keys in `keys`, their members set as `slots` (``NibLayout``'s, by key) sets them.
    func groups(keys: Set<String>, slots: [String: KeySlot]) -> Result {
        var result = Result()
        let document = layout.document
        guard document.usesAutoLayout else { return result }
        let byView = Dictionary(grouping: document.strings.filter { keys.contains($0.key) && slots[$0.key] != nil && $0.role.isLaidOut
            && !(document.runtime == .uiKit && NibLayout.uiKitBarRoles.contains($0.role)) }, by: { $0.viewID ?? "" })
        for scene in document.scenes {
            let strings = scene.views.flatMap { byView[$0.id] ?? [] }
            guard !strings.isEmpty else { continue }
            let comparisons = SceneOracle.compare(scene)
            var system = SceneConstraints(scene)
            let solution = system.solve().solution
            let autoLayout = system.autoLayoutViews
            if let broken = solution.unsatisfiable.first {
                result.warnings.append("\(layout.path): scene \(scene.id): its required constraints cannot all hold (\(broken.constraint.label) "
                                       + "conflicts with \(broken.conflicting.count) others): its texts keep the room the nib's frames give")
                continue
            }
            // Rooms are widths: a view whose left edge and width are IB's is trusted, whatever its height and top
            // (monitorcontrol's grid rows are off vertically, its columns right).
            let off = Dictionary(comparisons.filter { $0.cause != nil && !Self.reproducedHorizontally($0) }.map { ($0.view, $0.cause!) },
                                 uniquingKeysWith: { a, _ in a })
            let compared = Set(comparisons.map(\.view))
            var members: [GroupMember] = []
            var roomMembers: [SceneTextRoom.Member] = []
            var outside: [KeySlot] = []
            for string in strings {
                guard let viewID = string.viewID, let view = scene.view(viewID), var keySlot = slots[string.key],
                      autoLayout.contains(viewID) else { continue }
                if let why = distrust(view, in: scene, compared: compared, off: off, autoLayout: autoLayout) {
                    result.untrusted[string.key] = why
                    continue
                }
                let chrome = layout.textChrome(of: string)
                roomMembers.append(SceneTextRoom.Member(viewID: viewID, chrome: chrome,
                                                        maximumTextWidth: maximumTextWidth(view: viewID, slot: keySlot.slot, chrome: chrome)))
                var member = GroupMember(key: string.key, inset: chrome / 2)
                member.text = keySlot.slot
                member.stated.insert(.inset)
                member.evidence = keySlot.evidence
                members.append(member)
                keySlot.notes.append("measured alone: its scene \(scene.id) is measured as a group")
                outside.append(keySlot)
            }
            // A row has two members at least (a matrix's rule): a scene's lone text keeps the nib's estimate.
            guard members.count > 1 else {
                for member in members {
                    result.untrusted[member.key] = "the only text of scene \(scene.id) the solve is used for: measured alone, in the room the nib's frames give"
                }
                continue
            }
            let root = rootKind(scene)
            let room = SceneTextRoom(scene: scene, members: roomMembers, root: root)
            let width = root == .screen ? WidthExpression(percent: 100, offset: 0)
                : WidthExpression(percent: 0, offset: scene.canvas.width)
            var notes = ["\(document.runtime == .uiKit ? "UIKit" : "AppKit") scene \(scene.id) solved as Auto Layout solves it, "
                         + "each text at its measured width: " + rootNote(root, scene: scene)]
            if solution.isAmbiguous { notes.append("ambiguous in places: the solver's choice is taken there") }
            let row = RowGroup(members: members, policy: .stack, spacing: 0, layout: RowLayout(room))
            let group = MatrixGroup(width: width, evidence: ["\(layout.path):\(scene.root.line)"], content: .row(row),
                                    construct: .nibScene, notes: notes, stated: .width)
            result.groups.append(group)
            result.slotsOutsideGroup[group.id] = outside
        }
        return result
    }

    /// Whether the solve puts a view's left edge and width where IB stored them (within the oracle's tolerance).
    static func reproducedHorizontally(_ comparison: SceneOracle.Comparison) -> Bool {
        abs(comparison.solved.x - comparison.stored.x) <= SceneOracle.tolerance
            && abs(comparison.solved.width - comparison.stored.width) <= SceneOracle.tolerance
    }

    /// Why the solve cannot be trusted for a text in `view`, or `nil` when it can.
    private func distrust(_ view: NibView, in scene: NibScene, compared: Set<String>, off: [String: String],
                          autoLayout: Set<String>) -> String? {
        if view.misplaced || view.ambiguous {
            return "IB marks its view \(view.id) \(view.misplaced ? "misplaced" : "ambiguous"): the scene's solve is not used for it"
        }
        var next: NibView? = view
        while let current = next {
            if let cause = off[current.id] {
                return "the scene solved with the nib's frames does not reproduce IB's frame of \(current.id == view.id ? "its view" : "its superview") "
                    + "\(current.id) (\(cause)): the scene's solve is not used for it"
            }
            if autoLayout.contains(current.id), !compared.contains(current.id), current.id != view.id {
                return "its superview \(current.id) is not placed as IB shows it (misplaced or ambiguous): the scene's solve is not used for it"
            }
            next = current.parent.flatMap(scene.view)
        }
        return nil
    }

    /// A wrapping text's maximum layout width: `preferredMaxLayoutWidth`, else its nib width where it is
    /// set at first layout (AppKit's `setsMaxLayoutWidthAtFirstLayout`; UIKit sets a multi-line label's
    /// to the width it is laid out in, taken as its nib width); `nil` for one line, or a wrapping
    /// AppKit label without one (it grows to one line).
    private func maximumTextWidth(view id: String, slot: Slot, chrome: Double) -> Double? {
        guard slot.maxLines != 1, let view = layout.views[id] else { return nil }
        if let stated = view.element.number("preferredMaxLayoutWidth"), stated > 0 { return stated }
        guard let frame = view.frame else { return nil }
        if layout.document.runtime == .uiKit || view.element["setsMaxLayoutWidthAtFirstLayout"] == "YES" {
            return max(frame.width - chrome, 1)
        }
        return nil
    }

    /// A UIKit view controller's view spans the screen; an AppKit scene is a window's content (its
    /// `maxSize` bounds it) or a view controller's view in one; anything else keeps its canvas.
    private func rootKind(_ scene: NibScene) -> SceneTextRoom.RootKind {
        guard let element = layout.views[scene.root.id]?.element else { return .canvas }
        if layout.document.runtime == .uiKit {
            return element.name == "view" && element["key"] == "view" ? .screen : .canvas
        }
        if let window = windowElement(holding: scene.root.id, in: layout.document.root) {
            let maximum = window.child("size", key: "maxSize")?.number("width")
            return .window(maximum: maximum.flatMap { $0 > 0 && $0 < 10_000 ? $0 : nil })
        }
        return element["key"] == "view" ? .window(maximum: nil) : .canvas
    }

    private func windowElement(holding root: String, in element: NibElement) -> NibElement? {
        if element.name == "window", element.child("view", key: "contentView")?["id"] == root { return element }
        for child in element.children { if let found = windowElement(holding: root, in: child) { return found } }
        return nil
    }

    private func rootNote(_ root: SceneTextRoom.RootKind, scene: NibScene) -> String {
        switch root {
        case .screen: return "the view controller's view at the screen's width"
        case .window(let maximum):
            return "the window held at its \(MatrixField.format(scene.canvas.width)) pt at windowSizeStayPut (500), so text grows it"
                + (maximum.map { " up to its maximum \(MatrixField.format($0)) pt" } ?? "")
        case .canvas: return "at its \(MatrixField.format(scene.canvas.width)) pt canvas"
        }
    }
}
