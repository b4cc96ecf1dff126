import Foundation
import Testing

@testable import ghtui

/// `RawJSON.removingMembers(named:)`: how the dump leaves out a repository's
/// `temp_clone_token`, wherever it is (a fork's `parent` and `source` are whole repositories),
/// and nothing else.
struct RawJSONRemovingTests {
    private func removing(_ json: String) throws -> String {
        String(
            decoding: try RawJSON(bytes: Array(json.utf8)).removingMembers(named: "temp_clone_token").bytes,
            as: UTF8.self)
    }

    @Test func theKeyGoesAtEveryDepthAndInArrays() throws {
        let sent = """
            { "id": 1, "temp_clone_token": "AB12", "parent": {"id": 2,"temp_clone_token":"CD34"},
              "forks": [{"temp_clone_token": null, "name": "x"}, 3] }
            """
        #expect(
            try removing(sent) == #"{"id":1,"parent":{"id":2},"forks":[{"name":"x"},3]}"#)
    }

    @Test func withoutTheKeyTheBytesAreUntouched() throws {
        for sent in [#"{ "id": 1, "name" : "temp_clone" }"#, #"[1, 2]"#, #""temp_clone_token""#, "null"] {
            #expect(try removing(sent) == sent)
        }
        // As a string value, not a key, it stays; the object around it is rewritten compactly.
        #expect(
            try removing(#"{"note": "\"temp_clone_token\"", "temp_clone_token": ""}"#)
                == #"{"note":"\"temp_clone_token\""}"#)
    }

    /// Found by Fuzz/run.sh raw-json: the quick scan for `"temp_clone_token"` missed the key
    /// spelled with escapes, and the token was dumped.
    @Test func theKeySpelledWithEscapesGoesToo() throws {
        let sent = #"{"id": 1, "temp\u005fclone_token": "AB12", "parent": {"temp_clone\u005Ftoken": "CD34"}}"#
        #expect(try removing(sent) == #"{"id":1,"parent":{}}"#)
        let slash = try RawJSON(bytes: Array(#"{"a\/b": 1, "c": 2}"#.utf8)).removingMembers(named: "a/b")
        #expect(String(decoding: slash.bytes, as: UTF8.self) == #"{"c":2}"#)
    }

    @Test func anObjectCutShortIsAnError() {
        #expect(throws: RawJSON.ParseError.self) { try removing(#"{"temp_clone_token": "AB", "id": "#) }
    }
}
