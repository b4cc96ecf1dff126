import Foundation

/// The web host's OAuth device flow: `POST /login/device/code` and
/// `POST /login/oauth/access_token`, scripted by ``Options/deviceFlow``.
///
/// Parameters come form-encoded, as JSON or in the query, as GitHub accepts them. Answers are
/// JSON when the request accepts it, else form-encoded, as GitHub's are; OAuth errors are
/// `200`s with an `error` field, except an unknown client ID asking for a code, which is a 404.
struct DeviceFlowRoutes: RouteGroup {
    static let methods: Set<String> = ["POST"]
    private static let codePath = ["login", "device", "code"]
    private static let tokenPath = ["login", "oauth", "access_token"]
    private static let docs =
        "https://docs.github.com/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps#device-flow"

    /// Whether `segments` (with `method`) is one of the device flow's endpoints.
    static func matches(_ segments: [String]?, method: String) -> Bool {
        method == "POST" && (segments == codePath || segments == tokenPath)
    }

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let script = context.options.deviceFlow
        let form = parameters(of: context.request)
        if context.segments == codePath {
            guard form["client_id"] == script.clientID else {
                return reply(context, status: 404, ["error": .string("Not Found")])
            }
            let (deviceCode, userCode) = context.deviceFlow.issue()
            return reply(
                context, status: 200,
                [
                    "device_code": .string(deviceCode), "user_code": .string(userCode),
                    "verification_uri": .string("http://\(context.request.host)/login/device"),
                    "expires_in": .int(script.expiresIn), "interval": .int(script.interval),
                ])
        }
        guard context.segments == tokenPath else { return nil }
        guard form["client_id"] == script.clientID else {
            return error(
                context, "incorrect_client_credentials",
                "The client_id and/or client_secret passed are incorrect.")
        }
        guard form["grant_type"] == "urn:ietf:params:oauth:grant-type:device_code" else {
            return error(context, "unsupported_grant_type", "The grant type is not supported.")
        }
        let step = context.deviceFlow.update(form["device_code"] ?? "") { entry -> Step in
            entry.polls += 1
            if entry.granted { return .used }
            if script.slowDownOnce, !entry.slowedDown {
                entry.slowedDown = true
                return .slowDown
            }
            let pending = entry.polls - (script.slowDownOnce ? 1 : 0) <= script.pendingPolls
            if pending { return .pending }
            if script.outcome == .approve { entry.granted = true }
            return .outcome
        }
        switch step {
        case nil, .used?:
            return error(context, "incorrect_device_code", "The device_code provided is not valid.")
        case .slowDown?:
            return reply(
                context, status: 200,
                [
                    "error": .string("slow_down"),
                    "error_description": .string("Too many requests have been made in the same timeframe."),
                    "error_uri": .string(docs), "interval": .int(script.interval + 5),
                ])
        case .pending?:
            return error(context, "authorization_pending", "The authorization request is still pending.")
        case .outcome?:
            switch script.outcome {
            case .approve:
                let scopes = context.options.scopes(of: script.token).joined(separator: ",")
                return reply(
                    context, status: 200,
                    [
                        "access_token": .string(script.token), "token_type": .string("bearer"),
                        "scope": .string(scopes),
                    ])
            case .deny:
                return error(context, "access_denied", "The authorization request was denied.")
            case .expire:
                return error(context, "expired_token", "The device_code has expired.")
            }
        }
    }

    private enum Step { case used, slowDown, pending, outcome }

    private static func error(_ context: RouteContext, _ code: String, _ description: String) -> RouteOutcome
    {
        reply(
            context, status: 200,
            ["error": .string(code), "error_description": .string(description), "error_uri": .string(docs)])
    }

    /// `fields` as JSON when the request accepts `application/json`, else form-encoded, as GitHub does.
    private static func reply(_ context: RouteContext, status: Int, _ fields: [String: JSONValue])
        -> RouteOutcome
    {
        let sorted = fields.sorted { $0.key < $1.key }
        if (context.request.headers["accept"] ?? "").lowercased().contains("application/json") {
            let object = JSONValue.object(sorted.map { (key: $0.key, value: $0.value) })
            return .document(
                status: status, contentType: "application/json; charset=utf-8", body: object.data, etag: nil)
        }
        let body = sorted.map { key, value in
            let text: String
            switch value {
            case .string(let string): text = string
            case .int(let number): text = String(number)
            default: text = ""
            }
            return "\(formEncoded(key))=\(formEncoded(text))"
        }.joined(separator: "&")
        return .document(
            status: status, contentType: "application/x-www-form-urlencoded; charset=utf-8",
            body: Data(body.utf8), etag: nil)
    }

    /// The request's parameters: its query, then its body, form-encoded or JSON.
    private static func parameters(of request: IncomingRequest) -> [String: String] {
        var fields: [String: String] = [:]
        for item in request.queryItems { fields[item.name] = item.value }
        let contentType = (request.headers["content-type"] ?? "").lowercased()
        if contentType.contains("json") || request.body.first == UInt8(ascii: "{") {
            let object = (try? JSONSerialization.jsonObject(with: request.body)) as? [String: Any] ?? [:]
            for (key, value) in object {
                if let text = value as? String { fields[key] = text }
            }
            return fields
        }
        for pair in String(decoding: request.body, as: UTF8.self).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (text: Substring) in
                text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text)
            }
            fields[decode(parts[0])] = parts.count > 1 ? decode(parts[1]) : ""
        }
        return fields
    }

    private static func formEncoded(_ text: String) -> String {
        let allowed = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._*")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
