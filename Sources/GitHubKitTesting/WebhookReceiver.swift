import FlyingFox
import Foundation
import GitHubKit

/// A webhook endpoint on a free loopback port that verifies and decodes what it receives and keeps
/// it: the other end of a ``WebhookSender``, or of a program under test that forwards deliveries.
///
/// It answers `202` to a delivery it could read, `400` with the error's description otherwise.
public actor WebhookReceiver {
    /// The deliveries read, in order.
    public private(set) var deliveries: [WebhookDelivery] = []
    /// Why each refused delivery was refused, in order.
    public private(set) var refusals: [WebhookError] = []
    private let verifier: WebhookVerifier?
    private var server: HTTPServer?
    private var task: Task<Void, Never>?

    /// A receiver checking signatures with `verifier` (nil accepts unsigned deliveries).
    public init(verifier: WebhookVerifier?) {
        self.verifier = verifier
    }

    /// Starts listening; returns the URL to send deliveries to (any path is accepted).
    public func start() async throws -> URL {
        let handler = ClosureHTTPHandler { [weak self] request in
            guard let self else { throw HTTPUnhandledError() }
            var headers: [String: String] = [:]
            for (name, value) in request.headers {
                headers[name.rawValue] = value
            }
            return await self.receive(headers: headers, body: try await request.bodyData)
        }
        let server = HTTPServer(
            config: HTTPServer.Configuration(
                address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled),
            handler: handler)
        task = Task { _ = try? await server.run() }
        try await server.waitUntilListening(timeout: 60)
        self.server = server
        guard case .ip4(_, let port)? = await server.listeningAddress else {
            throw URLError(.cannotConnectToHost)
        }
        return URL(string: "http://127.0.0.1:\(port)/webhook")!
    }

    /// Stops listening, at once: FlyingFox's listener does not notice its socket closing, so a
    /// grace period would always be waited out whole.
    public func stop() async {
        await server?.stop(timeout: 0)
        task?.cancel()
        server = nil
    }

    private func receive(headers: [String: String], body: Data) -> HTTPResponse {
        do throws(WebhookError) {
            deliveries.append(try WebhookDelivery(headers: headers, body: body, verifier: verifier))
            return HTTPResponse(statusCode: .accepted)
        } catch {
            refusals.append(error)
            return HTTPResponse(statusCode: .badRequest, body: Data(error.description.utf8))
        }
    }
}
