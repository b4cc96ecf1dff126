/// Why a webhook delivery was refused or could not be read; no message quotes a secret.
public enum WebhookError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The verifier was given no secret to check with.
    case noSecrets
    /// The delivery has no `X-Hub-Signature-256` header.
    case missingSignature
    /// The signature header does not start with `sha256=` (`found` is what it starts with).
    case wrongPrefix(found: String)
    /// The signature after `sha256=` is not hexadecimal.
    case badHex
    /// The signature after `sha256=` has `count` hex digits, not 64.
    case wrongLength(count: Int)
    /// The signature does not match the body under any of the secrets: a forged or altered delivery.
    case signatureMismatch
    /// The delivery has no `X-GitHub-Event` header.
    case missingEvent
    /// The body is not JSON (nor a form with a JSON `payload` field).
    case bodyNotJSON(reason: String)
    /// The payload of a known event lacks what its type cannot do without.
    case unexpectedPayload(event: String, reason: String)
    /// GitHubKit has no type for the event (``WebhookEvent/known()`` refuses it).
    case unknownEvent(String)
    /// A known event's `action` is not one GitHubKit knows (``WebhookEvent/known()`` refuses it);
    /// `known` lists those it does.
    case unknownAction(event: String, action: String, known: [String])

    /// One sentence saying what is wrong.
    public var description: String {
        switch self {
        case .noSecrets:
            return
                "no webhook secret to verify deliveries with; pass the secret set in the webhook's settings"
        case .missingSignature:
            return "the delivery has no X-Hub-Signature-256 header; set a secret in the webhook's settings "
                + "so GitHub signs its deliveries"
        case .wrongPrefix(let found):
            return "the X-Hub-Signature-256 header starts with \"\(found)\", not \"sha256=\""
        case .badHex:
            return "the X-Hub-Signature-256 signature is not hexadecimal"
        case .wrongLength(let count):
            return "the X-Hub-Signature-256 signature has \(count) hex digits, not 64"
        case .signatureMismatch:
            return "the delivery's signature does not match its body under any configured secret: "
                + "it was forged or altered, or the secret is wrong"
        case .missingEvent:
            return "the delivery has no X-GitHub-Event header"
        case .bodyNotJSON(let reason):
            return "the delivery's body is not JSON: \(reason)"
        case .unexpectedPayload(let event, let reason):
            return "the \(event) delivery's payload is not what GitHub sends: \(reason)"
        case .unknownEvent(let event):
            return "GitHubKit has no type for the \"\(event)\" event; WebhookEvent.unknown keeps its payload"
        case .unknownAction(let event, let action, let known):
            return "the \(event) delivery's action \"\(action)\" is not one GitHubKit knows "
                + "(\(known.joined(separator: ", "))); WebhookEvent.unknown keeps its payload"
        }
    }
}
