import Foundation

/// One webhook delivery as GitHub sends it: its headers read, its body verified (when a verifier
/// is given) and decoded into a typed `WebhookEvent`.
///
/// ```swift
/// let verifier = try WebhookVerifier(secrets: [newSecret, oldSecret])
/// let delivery = try WebhookDelivery(headers: request.headers, body: request.body, verifier: verifier)
/// if case .issues(let opened) = delivery.event, opened.action == .opened { … }
/// ```
public struct WebhookDelivery: Sendable, Hashable {
    /// `X-GitHub-Delivery`: a GUID that a redelivery repeats, so a receiver can drop repeats.
    public let id: String?
    /// `X-GitHub-Hook-ID`: the webhook that sent it.
    public let hookID: String?
    /// The typed payload.
    public let event: WebhookEvent

    /// Reads a delivery from its headers (any case) and its exact body bytes.
    ///
    /// With a `verifier`, `X-Hub-Signature-256` is checked over `body` first. A JSON body is read
    /// as it is; a form-encoded one (`application/x-www-form-urlencoded`) from its `payload` field.
    public init(headers: [String: String], body: Data, verifier: WebhookVerifier? = nil) throws(WebhookError)
    {
        let headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
        try verifier?.verify(body: body, signature: headers["x-hub-signature-256"])
        guard let name = headers["x-github-event"], !name.isEmpty else { throw .missingEvent }
        id = headers["x-github-delivery"]
        hookID = headers["x-github-hook-id"]
        event = try WebhookEvent(
            name: name, payload: Self.payload(of: body, contentType: headers["content-type"]))
    }

    /// The JSON payload of `body`: the body itself, or a form's `payload` field.
    static func payload(of body: Data, contentType: String?) throws(WebhookError) -> JSONValue {
        var json = body
        let isForm = contentType?.lowercased().hasPrefix("application/x-www-form-urlencoded") ?? false
        if isForm || body.starts(with: Array("payload=".utf8)) {
            let form = String(decoding: body, as: UTF8.self).split(separator: "&")
            guard let field = form.first(where: { $0.hasPrefix("payload=") }) else {
                throw .bodyNotJSON(reason: "the form has no payload field")
            }
            let value = field.dropFirst("payload=".count).replacingOccurrences(of: "+", with: " ")
            guard let decoded = value.removingPercentEncoding else {
                throw .bodyNotJSON(reason: "the form's payload field is not percent-encoded text")
            }
            json = Data(decoded.utf8)
        }
        guard let value = JSONValueReader.read(json) else {
            let start = String(decoding: json.prefix(20), as: UTF8.self)
            throw .bodyNotJSON(reason: json.isEmpty ? "it is empty" : "it starts with \"\(start)\"")
        }
        guard value.object != nil else { throw .bodyNotJSON(reason: "it is JSON but not an object") }
        return value
    }
}
