/// Joins what the call-site finder found in every file: follows names to the keys they hold and
/// view parameters to where the view shows them, turns each use into a ``KeyUse``, and picks each
/// key's tightest use.
struct UseResolver {
    let files: [SwiftSourceFile]
    let keys: CatalogKeyIndex
    /// The platform measured: its places' metrics (``SlotMetrics``, ``MacSlotMetrics``).
    let platform: Platform
    /// The window widths the app's AppKit code states, per file (macOS).
    private(set) var windows = MacWindows(files: [])

    private var sites: [ValueSite] = []
    private var bindings: [String: [KeyBinding]] = [:]
    private(set) var types: [String: TypeShape] = [:]
    /// Each type's property types, from every file and extension (``NameTypeResolver``).
    private var memberTypes: [String: [String: NameType]] = [:]
    /// The app's type aliases (``NameType/aliases(in:)``).
    private var aliases: [String: String] = [:]
    /// The app's views that give their content to a `Picker` (``TypeShape/givesContentToPicker``).
    private(set) var pickerViews: Set<String> = []
    private(set) var seen: [String: Set<String>] = [:]
    /// For `Type.property`: the roles the type's body gives the property, walked as far as the body.
    private var parameterRoles: [String: Set<ParameterRole>] = [:]
    private(set) var uses: [String: [KeyUse]] = [:]
    private(set) var ambiguous: [String: (reason: String, evidence: Set<String>)] = [:]
    private(set) var unplaced: [String: Set<String>] = [:]

    /// The app's views and where they are used, and its own fonts and modifiers.
    private var tree = ViewTree()
    private var library = ViewLibrary()

    /// A role a view's body gives one of its properties: the walk's state at the body, and the places
    /// in code on the way.
    struct ParameterRole: Sendable, Hashable {
        var state: WalkState
        var evidence: [String]
    }

    /// One use of a key: its kind, room and where the code says so.
    struct KeyUse: Sendable, Hashable {
        var kind: SlotKind
        var count: Int?
        var slot: Slot
        var evidence: [String]
        var notes: [String]
        /// The modifiers that shaped the slot, with where they are written.
        var refinements = SlotRefinements()
        /// The framework of the code that shows the key.
        var source = SlotSource.swiftUI
        /// The call or assignment that shows the key (`path:line:column`).
        var place = ""
        /// The vocabulary row that made the placement (``Vocabulary``).
        var rule = ""
    }

    /// The nib views the app's outlets are connected to (``NibOutlets``).
    var outlets = NibOutlets()

    init(files: [SwiftSourceFile], keys: CatalogKeyIndex, platform: Platform = .iOS, outlets: NibOutlets = NibOutlets()) {
        self.files = files
        self.keys = keys
        self.platform = platform
        self.outlets = outlets
        if platform == .macOS { windows = MacWindows(files: files) }
    }

    mutating func run() {
        var shapes: [String: [TypeShape]] = [:]
        library = ViewLibrary.collect(files)
        let declaredOutlets = outlets.rooms.isEmpty ? [] : NibOutlets.declared(in: files)
        for (index, file) in files.enumerated() {
            var finder = CallSiteFinder(file: file, fileIndex: index, keys: keys)
            finder.fonts = library.fonts
            finder.outlets = outlets
            finder.declaredOutlets = declaredOutlets
            finder.run()
            sites += finder.sites
            for binding in finder.bindings { bindings[binding.name, default: []].append(binding) }
            for shape in finder.types { shapes[shape.name, default: []].append(shape) }
            for (type, members) in finder.memberTypes { memberTypes[type, default: [:]].merge(members) { first, _ in first } }
            for (key, place) in finder.seen { seen[key, default: []].insert(place) }
        }
        // A type declared twice (two files, two modules) cannot be followed with confidence.
        types = shapes.compactMapValues { $0.count == 1 ? $0[0] : nil }
        bindConstructions()
        pickerViews = Set(types.values.filter(\.givesContentToPicker).map(\.name))
        aliases = NameType.aliases(in: files)
        tree = ViewTree.build(files, memberTypes: memberTypes, aliases: aliases)
        followParameters()
        for site in sites where parameter(of: site) == nil { resolve(site) }
    }

    /// A struct's property holds what its initializer's calls give it: `PuzzleType(name: String(localized:
    /// "3x3"), …)`, `.init(title: "Custom", subtitle: "…")` make `name`, `title` and `subtitle` hold those
    /// keys, so `Text(puzzle.name)` shows them where `puzzle` is known to be a `PuzzleType`.
    private mutating func bindConstructions() {
        for site in sites {
            guard case .argument(let type, let label, let position) = site.start, let shape = types[type],
                  let property = shape.property(label: label, position: position) else { continue }
            bindings[property, default: []].append(KeyBinding(name: property, owner: type, isMember: true, scope: -2, file: site.file,
                                                              line: site.line, values: [site.value],
                                                              localizesLiterals: shape.localizingProperties.contains(property)))
        }
    }

    // MARK: - View parameters

    /// The property of the site's own type that its value names (`Text(title)` in a view with a
    /// stored `title`), if any.
    private func parameter(of site: ValueSite) -> String? {
        guard let type = site.enclosingType, let shape = types[type], site.value.literals.isEmpty else { return nil }
        let chains = site.value.chains
        guard chains.count == 1 else { return nil }
        let names = chains[0].names
        let name = names.count == 1 ? names[0] : names.count == 2 && names[0] == "self" ? names[1] : nil
        guard let name, shape.storedProperties.contains(name) else { return nil }
        return name
    }

    /// The walk across the app's views, with its fonts and modifiers.
    private var treeWalk: ViewTreeWalk {
        ViewTreeWalk(files: files, tree: tree, pickerViews: pickerViews, library: library)
    }

    /// What every view's body does with its stored properties, followed through views that pass
    /// them on to other views (up to four levels). The walk stops at the view's body: the call that
    /// passes a key (``resolve(_:)``) goes on from there.
    private mutating func followParameters() {
        for _ in 0..<4 {
            var changed = false
            for site in sites {
                guard let property = parameter(of: site), let type = site.enclosingType else { continue }
                let evidence = place(of: site)
                var roles = Set<ParameterRole>()
                for start in starts(of: site) {
                    for outcome in treeWalk.walk(start.state, file: site.file, from: site.origin, own: start.evidence.isEmpty,
                                                 crossTypes: false) {
                        roles.insert(ParameterRole(state: outcome, evidence: start.evidence + [evidence] + outcome.through))
                    }
                }
                let id = type + "." + property
                let before = parameterRoles[id]?.count ?? 0
                parameterRoles[id, default: []].formUnion(roles)
                if parameterRoles[id]!.count != before { changed = true }
            }
            if !changed { break }
        }
    }

    /// The states a site's walk starts from: its construct's role, or what the called view does with
    /// the argument.
    private func starts(of site: ValueSite) -> [ParameterRole] {
        switch site.start {
        case .role(let role):
            let walker = RoleWalker(file: files[site.file], pickerViews: pickerViews, library: library)
            var state = walker.start(role, rule: site.rule, at: site.origin)
            state.refinements = state.refinements.merged(under: site.refinements)
            return [ParameterRole(state: state, evidence: [])]
        case .argument(let type, let label, let position):
            guard let shape = types[type], let property = shape.property(label: label, position: position) else { return [] }
            let control = accessoryControl(of: site, in: shape)
            return (parameterRoles[type + "." + property] ?? []).sorted { $0.evidence.lexicographicallyPrecedes($1.evidence) }
                .map { role in
                    var state = WalkState(continuing: role.state)
                    if let control { state.refinements.besideControl(control.width, note: control.note) }
                    state.refinements.resolvePaddingChoices { boolArgument($0, of: site, in: shape) }
                    return ParameterRole(state: state, evidence: role.evidence)
                }
        }
    }

    /// Whether the place a site's value goes localizes a bare literal.
    private func localizes(_ site: ValueSite) -> Bool {
        switch site.start {
        case .role: return site.localizesLiterals
        case .argument(let type, let label, let position):
            guard let shape = types[type], let property = shape.property(label: label, position: position) else { return false }
            return shape.localizingProperties.contains(property)
        }
    }

    // MARK: - Uses

    private mutating func resolve(_ site: ValueSite) {
        let file = files[site.file]
        let here = place(of: site)
        var outcomes: [(role: SlotRole, rule: String, count: Int?, refinements: SlotRefinements, evidence: [String], endFile: Int?)] = []
        for start in starts(of: site) {
            for outcome in treeWalk.walk(start.state, file: site.file, from: site.origin, own: start.evidence.isEmpty) {
                outcomes.append((outcome.role.settled(on: platform), outcome.rule, outcome.count, outcome.refinements, start.evidence + [here] + outcome.through,
                                 outcome.endFile))
            }
        }
        guard !outcomes.isEmpty else { return }
        // The keys the value can be, each with the line that writes it.
        var found: [(key: String, line: String)] = []
        for literal in site.value.literals where !literal.keys.isEmpty && (literal.localized || localizes(site)) {
            let line = file.place(of: literal.token)
            if literal.keys.count > 1 {
                for key in literal.keys { noteAmbiguous(key, "an interpolation that \(literal.keys.count) keys fit", [line]) }
                continue
            }
            found.append((literal.keys[0], line))
        }
        for chain in site.value.chains {
            guard let resolved = lookUp(chain.names, at: chain.token, from: site) else { continue }
            switch resolved {
            case .keys(let keys):
                found += keys
            case .ambiguous(let reason, let keys):
                for key in keys { noteAmbiguous(key.key, reason, [here, key.line]) }
            }
        }
        for (key, line) in found {
            for outcome in outcomes {
                let evidence = Array(Set(outcome.evidence + [line])).sorted()
                // White space between joined texts is laid out with them, never alone.
                if site.joined, key.allSatisfy(\.isWhitespace), outcome.role.kind?.isLaidOut == true {
                    uses[key, default: []].append(KeyUse(kind: .separator, count: nil, slot: SlotMetrics.slot(for: .separator),
                                                         evidence: evidence, notes: [], rule: SwiftUIVocabulary.joinedWhitespace.id))
                    continue
                }
                guard let kind = outcome.role.kind else {
                    if case .unplaced(let what) = outcome.role { unplaced[key, default: []].insert("\(what) at \(here)") }
                    continue
                }
                let count = outcome.count
                var (slot, refinements, windowNotes, windowEvidence) = placed(kind, count: count, outcome.refinements,
                                                                             endFile: outcome.endFile)
                slot = refinements.applied(to: slot, kind: kind)
                var notes = refinements.describe(for: kind) + windowNotes
                let placedEvidence = Array(Set(evidence + windowEvidence)).sorted()
                if kind == .tabItem, count == nil {
                    notes.append("tabs not counted; assumed \(SlotMetrics.assumedTabs)")
                }
                let uikit: Set<SlotKind> = [.uikitLabel, .uikitButton, .uikitButtonConfiguration]
                let source: SlotSource = uikit.contains(kind) ? .uiKit : SlotSource.of(imports: file.imports)
                uses[key, default: []].append(KeyUse(kind: kind, count: count, slot: slot, evidence: placedEvidence, notes: notes,
                                                     refinements: refinements, source: source, place: here, rule: outcome.rule))
            }
        }
    }

    private mutating func noteAmbiguous(_ key: String, _ reason: String, _ evidence: [String]) {
        var entry = ambiguous[key] ?? (reason, [])
        entry.evidence.formUnion(evidence)
        ambiguous[key] = entry
    }

    private enum LookUp {
        case keys([(key: String, line: String)])
        case ambiguous(String, [(key: String, line: String)])
    }

    /// The keys a chain of names holds: a local or a property of the same type for a bare name; for
    /// `x.name`, a property of `x`'s type where the code says which type `x` has (``NameTypeResolver``).
    /// A property matched by its name alone (`x` of no known type) is not used: it is reported as
    /// ambiguous, naming the types that declare it.
    private func lookUp(_ names: [String], at token: Int, from site: ValueSite) -> LookUp? {
        guard let name = names.last, let candidates = bindings[name] else { return nil }
        var chosen: [KeyBinding]
        let bare = names.count == 1 || (names.count == 2 && names[0] == "self")
        if bare {
            // Visible from the site: declared in one of its scopes in the same file, then in its type, then globally.
            let visible = candidates.filter { $0.file == site.file && site.scopes.contains($0.scope) }
            let innermost = site.scopes.first { scope in visible.contains { $0.scope == scope } }
            chosen = visible.filter { $0.scope == innermost }
            if chosen.isEmpty, let type = site.enclosingType { chosen = candidates.filter { $0.isMember && $0.owner == type } }
            if chosen.isEmpty { chosen = candidates.filter { $0.scope == -1 } }
        } else {
            let members = candidates.filter(\.isMember)
            guard let owner = ownerType(of: Array(names.dropLast()), at: token, from: site) else {
                let found = keys(of: members)
                guard !found.isEmpty else { return nil }
                let declaring = Set(members.compactMap(\.owner)).sorted().joined(separator: ", ")
                return .ambiguous("`\(names.joined(separator: "."))`: the type of `\(names[0])` is not known "
                                  + "(\(name) is declared by \(declaring.isEmpty ? "several names" : declaring))", found)
            }
            chosen = members.filter { $0.owner == owner }
        }
        guard !chosen.isEmpty else { return nil }
        let found = keys(of: chosen)
        guard !found.isEmpty else { return nil }
        let owners = Set(chosen.map { "\($0.owner ?? "") \($0.file) \($0.scope)" })
        if bare, owners.count > 1 {
            let types = Set(chosen.compactMap(\.owner)).sorted().joined(separator: ", ")
            return .ambiguous("`\(names.joined(separator: "."))` could be \(types.isEmpty ? "several names" : types)", found)
        }
        return .keys(found)
    }

    /// The literal keys the bindings hold, each with its line; through the names they return
    /// (``wrapped(_:in:)``), up to four deep.
    private func keys(of bindings: [KeyBinding], depth: Int = 0) -> [(key: String, line: String)] {
        var found: [(key: String, line: String)] = []
        for binding in bindings {
            for value in binding.values {
                for literal in value.literals where literal.keys.count == 1 && (literal.localized || binding.localizesLiterals) {
                    found.append((literal.keys[0], files[binding.file].place(of: literal.token)))
                }
                guard depth < 4 else { continue }
                for chain in value.chains { found += keys(of: wrapped(chain.names, in: binding), depth: depth + 1) }
            }
        }
        return found
    }

    /// The bindings a name returned by `binding` stands for, where the code says which: a static member
    /// or an enum case's value named through its type (`return UserText.categoryCrash`), or a member of
    /// the binding's own type (`return title`); a member of a value of unknown type is not followed.
    private func wrapped(_ names: [String], in binding: KeyBinding) -> [KeyBinding] {
        guard let name = names.last, let candidates = bindings[name] else { return [] }
        if names.count == 1 || (names.count == 2 && names[0] == "self") {
            let own = candidates.filter { $0.isMember && $0.owner == binding.owner && $0 != binding }
            return own.isEmpty ? candidates.filter { $0.scope == -1 && $0 != binding } : own
        }
        guard names[0].first?.isUppercase == true, let owner = names.dropLast().last(where: { $0.first?.isUppercase == true }) else { return [] }
        return candidates.filter { $0.isMember && $0.owner == owner && $0 != binding }
    }

    /// The type the chain `names` (without its last name) has at `token`: `Tab` for `Tab.title` (a
    /// static or an enum's case), the declared type of `tab` for `tab.title`, through properties of
    /// known types for `state.mode.title`; `nil` where the code does not say.
    private func ownerType(of names: [String], at token: Int, from site: ValueSite) -> String? {
        guard let head = names.first else { return nil }
        var type: NameType?
        if head.first?.isUppercase == true {
            type = NameType(name: names.last { $0.first?.isUppercase == true } ?? head)
            return type?.name
        }
        let resolver = NameTypeResolver(file: files[site.file], memberTypes: memberTypes, aliases: aliases)
        type = head == "self" ? site.enclosingType.map { NameType(name: $0) }
            : resolver.type(of: head, at: token, enclosingType: site.enclosingType)
        for middle in names.dropFirst() {
            guard let current = type, !current.isCollection else { return nil }
            type = middle.first?.isUppercase == true ? NameType(name: middle) : memberTypes[current.name]?[middle]
        }
        guard let type, !type.isCollection else { return nil }
        return type.name
    }

    /// Where a site shows its value: the called name (or the assigned property), `path:line:column`.
    private func place(of site: ValueSite) -> String { files[site.file].place(of: site.origin) }
}

