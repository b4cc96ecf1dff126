import Foundation
import GitHubKit
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What each transport (libcurl's multi interface, and URLSession, which is libcurl on Linux)
/// reports when a connection breaks, and how the client names and retries it, against a raw
/// socket server: both must read the same.
@Suite struct TransportTests {
    /// Sends `GET /users/mona` (or `method`) to a server playing `script`, through the real transport.
    private func send(
        _ script: [RawSocketServer.Move], on kind: TransportKind, method: HTTPMethod = .get,
        policy: RetryPolicy = .never,
        timeout: Duration = .seconds(10), log: RetryLog = RetryLog()
    ) async throws -> (Result<APIResponse, GitHubError>, connections: Int, host: String) {
        let server = try RawSocketServer(script: script)
        defer { server.stop() }
        let client = APIClient(
            baseURL: server.url, transport: kind.make(timeout: timeout), retryPolicy: policy,
            observer: log.observer)
        var request = URLRequest(url: server.url.appendingPathComponent("users/mona"))
        request.httpMethod = method.rawValue
        let result: Result<APIResponse, GitHubError>
        do throws(GitHubError) {
            result = .success(try await client.response(for: request))
        } catch {
            result = .failure(error)
        }
        return (result, server.connections, "127.0.0.1:\(server.port)")
    }

    private func failure(_ result: Result<APIResponse, GitHubError>) -> GitHubError? {
        if case .failure(let error) = result { return error }
        return nil
    }

    /// CurlTransport reads each header line itself (URLSession, stricter, refuses this one).
    @Test func libcurlsHeadIsReadAsHTTPSays() async throws {
        let (result, _, _) = try await send([.oddHead], on: .curl)
        let response = try result.get()
        #expect(response.status == 201)
        #expect(
            response.header("link")
                == "<https://api.example/a?page=2>; rel=\"next\", <https://api.example/a?page=9>; rel=\"last\""
        )
        #expect(response.header("X-Spaced") == "value:  with inner  spaces")
        #expect(response.header("x-empty") == "")
        #expect(response.header("X-Lower") == "v")
        #expect(response.header("X-Interim") == nil)
        #expect(String(decoding: response.body, as: UTF8.self) == "{\"login\":\"mona\"}")
    }

    @Test(arguments: TransportKind.allCases) func aBodyShorterThanItsContentLengthIsATransferCutOff(
        kind: TransportKind
    ) async throws {
        let (result, _, host) = try await send([.truncatedBody], on: kind)
        #expect(failure(result) == .transport(.transferCutOff(host: host)))
        #expect(failure(result)?.description == "network error: the transfer from \(host) was cut off")
    }

    @Test(arguments: TransportKind.allCases) func aChunkedBodyWithoutItsLastChunkIsATransferCutOff(
        kind: TransportKind
    ) async throws {
        let (result, _, host) = try await send([.truncatedChunk], on: kind)
        #expect(failure(result) == .transport(.transferCutOff(host: host)))
    }

    @Test(arguments: TransportKind.allCases) func aResetBeforeTheAnswerIsAConnectionReset(kind: TransportKind)
        async throws
    {
        let (result, _, host) = try await send([.reset], on: kind)
        #expect(failure(result) == .transport(.connectionReset(host: host)))
        #expect(failure(result)?.description == "network error: the connection to \(host) was reset")
    }

    @Test(arguments: TransportKind.allCases) func aResetInTheMiddleOfTheBodyIsAConnectionReset(
        kind: TransportKind
    ) async throws {
        let (result, _, host) = try await send([.resetMidBody], on: kind)
        #expect(failure(result) == .transport(.connectionReset(host: host)))
    }

    @Test(arguments: TransportKind.allCases) func aConnectionClosedWithoutAnAnswerIsAConnectionReset(
        kind: TransportKind
    ) async throws {
        let (result, _, host) = try await send([.closeWithoutAnswer], on: kind)
        #expect(failure(result) == .transport(.connectionReset(host: host)))
    }

    @Test(arguments: TransportKind.allCases) func aReadIsRetriedPastResetsAndCutOffTransfers(
        kind: TransportKind
    ) async throws {
        let log = RetryLog()
        let (result, connections, _) = try await send(
            [.reset, .truncatedBody, .resetMidBody], on: kind, policy: quickRetries, log: log)
        let response = try result.get()
        #expect(String(decoding: response.body, as: UTF8.self) == "{\"login\":\"mona\"}")
        #expect(connections == 4)
        #expect(
            log.lines == [
                "users/mona (1/3): connection reset", "users/mona (2/3): the transfer was cut off",
                "users/mona (3/3): connection reset",
            ])
    }

    @Test(arguments: TransportKind.allCases) func aReadIsRetriedAfterATimeout(kind: TransportKind)
        async throws
    {
        let log = RetryLog()
        let (result, connections, _) = try await send(
            [.stall], on: kind, policy: quickRetries, timeout: .seconds(1), log: log)
        #expect((try? result.get())?.status == 200)
        #expect(connections == 2)
        #expect(log.lines == ["users/mona (1/3): timed out"])
        let (unretried, _, host) = try await send([.stall], on: kind, timeout: .seconds(1))
        #expect(failure(unretried) == .transport(.timedOut(host: host)))
    }

    @Test(arguments: TransportKind.allCases, [HTTPMethod.post, .patch])
    func aWriteThatMayHaveArrivedIsNotRetried(kind: TransportKind, method: HTTPMethod) async throws {
        for script: [RawSocketServer.Move] in [[.reset], [.truncatedBody], [.closeWithoutAnswer]] {
            let (result, connections, _) = try await send(
                script, on: kind, method: method, policy: quickRetries)
            #expect(failure(result) != nil)
            #expect(connections == 1)
        }
    }

    @Test(arguments: TransportKind.allCases, [HTTPMethod.put, .delete])
    func anIdempotentWriteIsRetriedPastAReset(kind: TransportKind, method: HTTPMethod) async throws {
        let (result, connections, _) = try await send(
            [.reset], on: kind, method: method, policy: quickRetries)
        #expect((try? result.get())?.status == 200)
        #expect(connections == 2)
    }
}

/// The transports every test here runs through.
enum TransportKind: CaseIterable, CustomStringConvertible, Sendable {
    case curl, urlSession

    func make(timeout: Duration) -> any HTTPTransport {
        switch self {
        case .curl: CurlTransport(timeout: timeout)!
        case .urlSession: URLSessionTransport(timeout: timeout)
        }
    }

    var description: String { self == .curl ? "CurlTransport" : "URLSessionTransport" }
}
