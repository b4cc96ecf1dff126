import Foundation
import GitHubKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends webhook deliveries as GitHub does: a JSON (or form-encoded) body signed with the secret in
/// `X-Hub-Signature-256`, with `X-GitHub-Event`, `X-GitHub-Delivery` and `X-GitHub-Hook-ID`.
public struct WebhookSender: Sendable {
    /// Where deliveries go, e.g. `http://127.0.0.1:8080/webhook`.
    public let url: URL
    private let secret: String?
    private let hookID: Int
    private let transport: any HTTPTransport

    /// A sender to `url` signing with `secret` (nil sends unsigned deliveries, as a webhook without
    /// a secret does).
    public init(
        url: URL, secret: String?, hookID: Int = 109_948_940,
        transport: any HTTPTransport = CurlTransport.make(timeout: .seconds(60))
    ) {
        self.url = url
        self.secret = secret
        self.hookID = hookID
        self.transport = transport
    }

    /// The request GitHub would send for `event` with `payload` (a JSON object's bytes): for
    /// calling a handler directly, without HTTP.
    public func request(
        event: String, payload: Data, deliveryID: String = UUID().uuidString, form: Bool = false
    )
        -> URLRequest
    {
        var body = payload
        if form {
            let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
            let text = String(decoding: payload, as: UTF8.self).addingPercentEncoding(
                withAllowedCharacters: allowed)
            body = Data(("payload=" + (text ?? "")).utf8)
        }
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = body
        let headers = [
            "Content-Type": form ? "application/x-www-form-urlencoded" : "application/json",
            "User-Agent": "GitHub-Hookshot/fake", "X-GitHub-Event": event, "X-GitHub-Delivery": deliveryID,
            "X-GitHub-Hook-ID": String(hookID),
            "X-Hub-Signature-256": secret.map { WebhookVerifier.signature(for: body, secret: $0) },
        ]
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        return request
    }

    /// Sends `event` with `payload` and returns the receiver's status and body.
    public func send(event: String, payload: Data, deliveryID: String = UUID().uuidString, form: Bool = false)
        async throws -> (status: Int, body: Data)
    {
        let (body, response) = try await transport.send(
            request(event: event, payload: payload, deliveryID: deliveryID, form: form))
        return (response.statusCode, body)
    }
}
