import Testing
@testable import FitCore

/// Looking a key up in an object: small objects are searched member by member, large ones through a
/// dictionary, and in both the last of duplicate keys wins; a value's key path is built on demand.
@Suite struct JSONObjectLookupTests {
    func object(_ text: String) throws -> JSONObject {
        try JSONReader.parse(Array(text.utf8), file: "t.json").object()
    }

    /// `{"k0": 0, …, "k<n-1>": n-1, "dup": 1, "dup": 2}`.
    func objectWithDuplicate(members: Int) throws -> JSONObject {
        let plain = (0..<members).map { "\"k\($0)\": \($0)" }
        return try object("{" + (plain + ["\"dup\": 1", "\"dup\": 2"]).joined(separator: ", ") + "}")
    }

    @Test(arguments: [0, 3, JSONObject.indexedSize - 2, JSONObject.indexedSize, 40])
    func theLastDuplicateWins(members: Int) throws {
        let object = try objectWithDuplicate(members: members)
        #expect(object.members.count == members + 2)
        #expect(try object["dup"]?.number() == 2)
        #expect(try object["dup"]?.number() != 1)
        #expect(object.member("dup")?.keyColumn == object.members.last?.keyColumn)
        if members > 0 { #expect(try object["k\(members - 1)"]?.number() == Double(members - 1)) }
        #expect(object["absent"] == nil)
    }

    @Test func pathsAreBuiltFromTheContainers() throws {
        let root = try JSONReader.parse(Array(#"{"strings": {"a": {"list": [1, {"v": true}]}}}"#.utf8), file: "t.json")
        let list = try #require(try root.object()["strings"]?.object()["a"]?.object()["list"]?.array())
        #expect(list[0].path == "strings.a.list[0]")
        #expect(try list[1].object()["v"]?.path == "strings.a.list[1].v")
        #expect(root.path == "")
        var moved = list[0]
        moved.path = "elsewhere"
        #expect(moved.path == "elsewhere")
        #expect(throws: InputError.self) { try list[1].object()["v"]?.string() }
        do {
            _ = try list[1].object()["v"]?.string()
        } catch let error as InputError {
            #expect("\(error)".contains("'strings.a.list[1].v'"))
        }
    }
}
