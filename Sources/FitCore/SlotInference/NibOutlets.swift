import Foundation

/// A UIKit view the code gives its text through an `@IBOutlet` (`@IBOutlet weak var counterLabel: UILabel!`
/// and `counterLabel.text = UserText.findInPageCount`) is laid out by the nib or storyboard that connects
/// it: a scene or cell whose `customClass` is the outlet's class, with `<outlet property="counterLabel"
/// destination="SYf-ql-rbl"/>`. The text takes that view's room, lines and font as ``NibLayout`` reads
/// them for the nib's own strings; what the code sets itself (`numberOfLines`, a width constraint) wins.
/// Where several nibs connect the same outlet, the tightest room is taken.
public struct NibOutlets: Sendable {
    /// The nib view's slot, the place in the nib that says so, and how its room was read.
    struct Room: Sendable, Hashable {
        var slot: Slot
        var source: String
        var notes: [String]
    }

    /// `Class.property` → the room of the view it is connected to.
    private(set) var rooms: [String: Room] = [:]

    public init() {}

    /// The outlets of the UIKit nibs `nibs` (path as evidence names it, the document).
    init(nibs: [(path: String, document: NibDocument)]) {
        for (path, document) in nibs where document.runtime == .uiKit {
            let layout = NibLayout(document: document, path: path)
            Self.connections(in: document.root) { owner, property, destination in
                guard let placed = layout.slot(ofOutletView: destination), let source = placed.evidence.first else { return }
                let room = Room(slot: placed.slot, source: source,
                                notes: ["the nib view outlet `\(property)` is connected to (\(source)): \(placed.kind.rawValue)"] + placed.notes)
                let id = owner + "." + property
                if let other = rooms[id], SlotMetrics.room(of: other.slot) <= SlotMetrics.room(of: room.slot) { return }
                rooms[id] = room
            }
        }
    }

    /// The room of the view `property` of `type` is connected to, if a nib connects it.
    func room(of property: String, in type: String) -> Room? { rooms[type + "." + property] }

    /// Every `<outlet property=… destination=…>` of an element with a `customClass`: the class, the
    /// property and the destination's id.
    private static func connections(in element: NibElement, _ visit: (String, String, String) -> Void) {
        if let owner = element["customClass"], let connections = element.child("connections") {
            for outlet in connections.children where outlet.name == "outlet" {
                if let property = outlet["property"], let destination = outlet["destination"] { visit(owner, property, destination) }
            }
        }
        for child in element.children { connections(in: child, visit) }
    }

    /// The UIKit nibs under `folder` (``NibSlots/nibs(in:)``: a language's copy of a `Base.lproj` nib is
    /// the same layout, the first found is read), and a warning per nib that cannot be read; the
    /// documents read, by path. `nibs`: ``NibSlots/nibs(in:)`` of `folder`.
    static func read(folder: String, nibs found: [(folder: String, name: String, relative: String)])
        -> (outlets: NibOutlets, warnings: [String], documents: [String: NibDocument]) {
        var nibs: [(path: String, document: NibDocument)] = []
        var warnings: [String] = []
        var documents: [String: NibDocument] = [:]
        for nib in found {
            do {
                let file = (folder as NSString).appendingPathComponent(nib.relative)
                let document = try NibDocument.read(file: file)
                documents[file] = document
                nibs.append((nib.relative, document))
            } catch let error as InputError {
                warnings.append("\(error.message): its outlets keep UIKit's defaults")
            } catch {
                warnings.append("\(nib.relative): \(error)")
            }
        }
        return (NibOutlets(nibs: nibs), warnings, documents)
    }

    /// `Class.property` of every `@IBOutlet` the files declare (in a class or an extension of it).
    static func declared(in files: [SwiftSourceFile]) -> Set<String> {
        var found = Set<String>()
        func visit(_ nodes: [SwiftNode], type: String?) {
            for node in nodes {
                guard case .declaration(let declaration) = node.kind else { continue }
                if SyntaxFrame.typeKeywords.contains(declaration.keyword) {
                    visit(declaration.body ?? [], type: declaration.name)
                } else if let type, declaration.keyword == "var", declaration.modifiers.contains("@IBOutlet") {
                    found.insert(type + "." + declaration.name)
                }
            }
        }
        for file in files { visit(file.tree.statements, type: nil) }
        return found
    }
}
