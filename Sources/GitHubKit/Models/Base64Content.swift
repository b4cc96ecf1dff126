import Foundation

/// The `content` of GitHub's file objects (`content-file`, a README): base64 wrapped at 60
/// columns with newlines, which `Data(base64Encoded:)` alone rejects.
enum Base64Content {
    /// The text of `content` when `encoding` is `base64` and the bytes are UTF-8; nil otherwise.
    static func text(_ content: String, encoding: String?) -> String? {
        guard encoding == "base64" else { return nil }
        guard let data = Data(base64Encoded: content.filter { !$0.isWhitespace }) else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
