import Foundation
import Testing

@testable import ghtui

/// What `--json` writes of an object: compact output repairs what would make it invalid, and an
/// object that needs no repair is copied as it is (the fast path of a warm dump).
struct JSONWriterTests {
    /// The compact output the byte-by-byte writer gives for `json`.
    private func repaired(_ json: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        JSONWriter(pretty: false, depth: 0).write(json, into: &out)
        return out
    }

    private func compact(_ json: String) -> String {
        String(decoding: RawJSON(bytes: Array(json.utf8)).written(pretty: false), as: UTF8.self)
    }

    @Test(arguments: [
        (#"{"a": [1, 2],"b" : "x y"}"#, #"{"a":[1,2],"b":"x y"}"#),
        ("{\"bio\":\"bell\u{07}tab\t\"}", #"{"bio":"bell\u0007tab\u0009"}"#),
        (#"{"s":"\ud83d"}"#, #"{"s":"\ufffd"}"#),
        (#"{"s":"\udc00x"}"#, #"{"s":"\ufffdx"}"#),
        (#"{"s":"\ud83d\ude00"}"#, #"{"s":"\ud83d\ude00"}"#),
        (#"{"s":"\q"}"#, #"{"s":"\ufffd"}"#),
        (#"{"s":"\n\"\\\/ \u00e9"}"#, #"{"s":"\n\"\\\/ \u00e9"}"#),
        (#"{"name":"Zoë 🎉"}"#, #"{"name":"Zoë 🎉"}"#),
    ])
    func compactOutputRepairsWhatIsInvalidAndKeepsTheRest(input: String, output: String) {
        #expect(compact(input) == output)
    }

    @Test func invalidUTF8BecomesTheReplacementCharacter() {
        let input = Array(#"{"s":"a"#.utf8) + [0xFF, 0xC3] + Array(#"b"}"#.utf8)
        #expect(RawJSON(bytes: input).written(pretty: false) == Array(#"{"s":"a\ufffd\ufffdb"}"#.utf8))
    }

    /// Every fixture object (documented, older, Enterprise Server, odd shapes), compact as GitHub
    /// sends it and as stored, plus hand-made dirty ones: the fast path and the writer agree, and
    /// the fast path is taken only when the writer would change nothing (it leaves surrogate
    /// escapes, rare, to the writer).
    @Test func copyingAsItIsAgreesWithTheWriterOnEveryObject() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("GitHubKitTests/Fixtures")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".json")
        }
        var corpus: [[UInt8]] = []
        for file in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            corpus.append(Array(data))
            if let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) {
                corpus.append(
                    Array(try JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed])))
            }
        }
        try #require(corpus.count > 60)
        corpus += [
            "{\"a\":\"\u{1B}[2J\"}", #"["\ud800",1]"#, "[1 ,2]", #"{"k":"\u0041"}"#, #"{"k":"\uD83D\uDE00"}"#,
        ]
        .map { Array($0.utf8) }
        corpus.append(Array(#"{"k":""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8))
        var copied = 0
        var plain = 0
        for json in corpus {
            let expected = repaired(json)
            #expect(RawJSON(bytes: json).written(pretty: false) == expected)
            if JSONWriter.needsNoRepair(json) {
                #expect(expected == json)
                copied += 1
            }
            // A value the scanner saw plain is copied without the second look, and rightly so.
            let scanned = try RawJSON(validating: Data(json))
            #expect(scanned.written(pretty: false) == expected)
            if scanned.isPlain {
                #expect(expected == json)
                plain += 1
            }
        }
        // Most of GitHub's objects, once compact, are copied. Foundation's re-encoding writes `\/`,
        // so only some of those are plain.
        #expect(copied * 3 > corpus.count)
        #expect(plain > 0)
    }

    /// The scan's verdict, value by value: compact printable ASCII without escapes is plain;
    /// whitespace between tokens, an escape, a control byte or any byte past ASCII is not.
    @Test(arguments: [
        (#"[{"a":[1,2],"b":"x y"},null,"s"]"#, [true, true, true]),
        (#"[ {"a": 1} , {"a" :1}, {"a":[1 ]} ]"#, [false, false, false]),
        (#"[{"s":"\n"},{"s":"\u0041"},{"s\/":1},{"k":"tab\#t"}]"#, [false, false, false, false]),
        (#"[{"name":"Zoë"},{"d":"\#u{7F}"},"plain"]"#, [false, false, true]),
    ])
    func theScanSaysWhichValuesArePlain(array: String, plain: [Bool]) throws {
        let elements = try RawJSON.elements(ofArray: Data(array.utf8))
        #expect(elements.map(\.isPlain) == plain)
        for element in elements where element.isPlain {
            #expect(repaired(element.bytes) == element.bytes)
        }
    }
}
