import FlyingFox
import Foundation

/// The bot's HTTP side, on FlyingFox: GitHub posts deliveries to `/webhook`; anything else is 404.
public actor BotServer {
    private let bot: LabelBot
    private let server: HTTPServer
    private var task: Task<Void, any Error>?

    /// A server for `bot` on `host` (an IPv4 address; `0.0.0.0` for every interface) and `port`
    /// (0 picks a free one).
    public init(bot: LabelBot, host: String = "127.0.0.1", port: UInt16) throws {
        self.bot = bot
        server = HTTPServer(config: .init(address: try .inet(ip4: host, port: port), logger: .disabled))
    }

    /// Starts serving and returns the webhook's URL once the server listens.
    public func start() async throws -> URL {
        await server.appendRoute("POST /webhook") { [bot] request in
            var headers: [String: String] = [:]
            for (name, value) in request.headers {
                headers[name.rawValue] = value
            }
            let reply = await bot.receive(headers: headers, body: try await request.bodyData)
            return HTTPResponse(
                statusCode: HTTPStatusCode(reply.status, phrase: ""),
                headers: [.contentType: "text/plain; charset=utf-8"], body: Data(reply.message.utf8))
        }
        let server = server
        let task = Task { try await server.run() }
        self.task = task
        do {
            try await server.waitUntilListening(timeout: 10)
        } catch {
            task.cancel()
            try await task.value  // run()'s own reason, such as a port already in use
            throw error
        }
        guard case .ip4(let host, let port)? = await server.listeningAddress else {
            throw URLError(.cannotConnectToHost)
        }
        return URL(string: "http://\(host):\(port)/webhook")!
    }

    /// Waits until the server stops; throws why, if it failed.
    public func waitUntilStopped() async throws {
        try await task?.value
    }

    /// Stops serving, letting deliveries in progress finish for up to a second.
    public func stop() async {
        await server.stop(timeout: 1)
        task?.cancel()
    }
}
