import Foundation

/// FakeGitHub's opaque connection cursors: base64 of `cursor:v2:<offset>`, like GitHub's.
enum GraphQLCursor {
    /// The cursor of the node at `offset` (0-based).
    static func cursor(_ offset: Int) -> String {
        Data("cursor:v2:\(offset)".utf8).base64EncodedString()
    }

    /// The offset a cursor names; nil for anything this server did not hand out.
    static func offset(_ cursor: String) -> Int? {
        guard let data = Data(base64Encoded: cursor), let text = String(data: data, encoding: .utf8),
            text.hasPrefix("cursor:v2:"), let offset = Int(text.dropFirst(10)), offset >= 0
        else { return nil }
        return offset
    }
}
