import Foundation
import Testing
@testable import FitCore

/// `init --update` on a file an older `init` wrote: that writer left fields out (`"markdown": false` on
/// UIKit and nib keys, a member's `font`) and wrote them in another order. Those are not a person's
/// edits: the rule or group is dropped, as one written by today's writer is; a changed value is kept.
@Suite struct OlderInitFileTests {
    typealias T = SlotInferenceConstructTests

    static let code = T.infer("""
        import UIKit
        final class Filter: UIViewController {
            let scope = UISegmentedControl(items: [NSLocalizedString("Day", comment: ""), NSLocalizedString("Week", comment: "")])
            let title = UILabel()
            override func viewDidLoad() {
                title.text = NSLocalizedString("Filters", comment: "")
                title.font = .systemFont(ofSize: 20)
            }
        }
        """, keys: ["Day", "Week", "Filters"])

    static func matrix(rules: [String] = [], groups: [String] = []) -> [UInt8] {
        Array(("{\n  \"rules\": [\n    " + rules.joined(separator: ",\n    ") + "\n  ],\n  \"groups\": [\n    "
               + groups.joined(separator: ",\n    ") + "\n  ]\n}\n").utf8)
    }

    @Test func aRuleTheOlderWriterWroteWithoutMarkdownIsDropped() throws {
        // A key shown in a nib writes `"markdown": false` today (nib text is never Markdown).
        var slot = try #require(T.slot(Self.code, "Filters"))
        slot.slot.markdown = false
        let today = CodeSlotsFile.rule(slot)
        #expect(today.contains(#""markdown": false"#), "\(today)")
        // The older writer: no `markdown`, and the 20 written as 20.0.
        let older = today.replacingOccurrences(of: #", "markdown": false"#, with: "")
            .replacingOccurrences(of: #""pointSize": 20"#, with: #""pointSize": 20.0"#)
        #expect(older != today && older.contains(#""pointSize": 20.0"#), "\(older)")
        let update = try InferredRulesUpdate.update(Self.matrix(rules: [older]), file: "fitcheck.json", keySlots: [slot])
        #expect(update.dropped == ["Filters"] && update.kept.isEmpty, "\(update.kept.map(\.description))")
        // A value a person changed is kept.
        let edited = older.replacingOccurrences(of: #""pointSize": 20.0"#, with: #""pointSize": 24"#)
        let kept = try InferredRulesUpdate.update(Self.matrix(rules: [edited]), file: "fitcheck.json", keySlots: [slot])
        #expect(kept.kept.map(\.key) == ["Filters"] && kept.dropped.isEmpty)
    }

    @Test func aGroupTheOlderWriterWroteInAnotherOrderIsDropped() throws {
        let group = try #require(Self.code.groups.first { $0.keys == ["Day", "Week"] })
        let today = GroupReport.matrixEntry(group)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(today.utf8)) as? [String: Any])
        // The same entry with its fields in reverse order and other spacing.
        let older = "{ " + parsed.keys.sorted().reversed().map { field in
            "\"\(field)\" : " + String(decoding: try! JSONSerialization.data(withJSONObject: parsed[field]!, options: [.fragmentsAllowed]), as: UTF8.self)
        }.joined(separator: " ,  ") + " }"
        #expect(older != today)
        let update = try InferredGroupsUpdate.update(Self.matrix(groups: [older]), file: "fitcheck.json", groups: Self.code.groups)
        #expect(update.dropped.count == 1 && update.kept.isEmpty, "\(update.kept.map(\.description))")
        let edited = older.replacingOccurrences(of: #""kind" : "row""#, with: #""kind" : "row", "spacing" : 30"#)
        #expect(edited != older)
        let kept = try InferredGroupsUpdate.update(Self.matrix(groups: [edited]), file: "fitcheck.json", groups: Self.code.groups)
        #expect(kept.kept.count == 1 && kept.dropped.isEmpty, "\(kept.dropped)")
    }
}
