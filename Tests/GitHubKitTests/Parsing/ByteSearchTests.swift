import Foundation
import GitHubKit
import Testing

/// `ByteSearch`: the same answers as a plain byte-by-byte search, at every offset and length.
struct ByteSearchTests {
    /// The plain search the fast one must agree with.
    private func naive(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard start >= 0, haystack.count - start >= needle.count else { return nil }
        return (start...(haystack.count - needle.count)).first {
            Array(haystack[$0..<($0 + needle.count)]) == needle
        }
    }

    private func search(_ needle: String, in haystack: String, from start: Int = 0) -> Int? {
        Array(haystack.utf8).withUnsafeBytes {
            ByteSearch.firstOffset(of: Array(needle.utf8), in: $0, from: start)
        }
    }

    @Test func findsAKeyAtTheStartInTheMiddleAndAtTheEnd() {
        let key = #""temp_clone_token""#
        #expect(search(key, in: key + #":"a""#) == 0)
        #expect(search(key, in: #"{"id":1,"# + key + #":null}"#) == 8)
        #expect(search(key, in: "{" + key) == 1)
        #expect(search(key, in: "{" + key.dropLast()) == nil)
        #expect(search(key, in: #"{"temp_clone_tokens":1}"#) == nil)
        // After the first, from one past it.
        #expect(search(key, in: key + key, from: 1) == key.utf8.count)
        // A window ending on a byte the needle has elsewhere moves only so far as to line it up.
        #expect(search(key, in: #"{"temp_clone_to":"emp_clone_token":1,"temp_clone_token_":2}"#) == nil)
        #expect(search(key, in: #"{"x":""temp_clone_token"# + "\"") == 6)
        // A needle longer than the 255 a shift can hold.
        let long = String(repeating: "ab", count: 150) + "c"
        #expect(search(long, in: "x" + String(repeating: "ab", count: 160) + "c") == 21)
        #expect(search(long, in: String(repeating: "ab", count: 160) + "b") == nil)
    }

    @Test func shortNeedlesEmptyNeedlesAndHaystacksTooShort() {
        #expect(search(#"\u"#, in: #""a\/b\u00e9""#) == 5)
        #expect(search(#"\/"#, in: #""a\/b""#) == 2)
        #expect(search("ab", in: "a") == nil)
        #expect(search("a", in: "") == nil)
        #expect(search("", in: "abc", from: 2) == 2)
        #expect(search("", in: "") == 0)
        #expect(search("a", in: "abc", from: 3) == nil)
        #expect(search("a", in: "abc", from: -1) == nil)
    }

    @Test func agreesWithAPlainSearchOnEveryShapeOfInput() {
        // Two letters, so that prefixes repeat and almost-matches abound; every needle length
        // below and above the eight where the long search takes over, every start.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for _ in 0..<600 {
            let haystack = (0..<Int(next() % 60)).map { _ in UInt8(ascii: next() % 2 == 0 ? "a" : "b") }
            let needle = (0..<Int(1 + next() % 20)).map { _ in UInt8(ascii: next() % 3 == 0 ? "b" : "a") }
            for start in 0...haystack.count {
                let fast = haystack.withUnsafeBytes {
                    ByteSearch.firstOffset(of: needle, in: $0, from: start)
                }
                #expect(fast == naive(needle, in: haystack, from: start))
            }
        }
    }
}
