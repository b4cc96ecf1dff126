import Foundation

/// A body that is HTML rather than JSON, such as `POST /markdown`'s rendering, kept as text.
public struct HTMLDocument: RawBodyDecodable, Decodable, Equatable, Sendable {
    /// The HTML, decoded as UTF-8 (invalid bytes become U+FFFD).
    public let html: String

    /// Wraps HTML text.
    public init(html: String) {
        self.html = html
    }

    /// Reads a JSON string as the HTML, for a caller that decodes one itself.
    public init(from decoder: any Decoder) throws {
        html = try decoder.singleValueContainer().decode(String.self)
    }

    /// Reads the body as UTF-8 text.
    public init(body: Data, response: APIResponse) {
        html = String(decoding: body, as: UTF8.self)
    }
}
