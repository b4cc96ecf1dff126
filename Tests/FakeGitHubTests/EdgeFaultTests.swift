import FakeGitHub
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The faults of GitHub's edge that break the connection rather than answer badly.
@Suite struct EdgeFaultTests {
    @Test func connectionResetDropsTheConnectionWithNoAnswer() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        await server.setFault(.connectionReset, path: "/users/mona", times: 1)
        let exchange = try await RawHTTP.roundTrip("/users/mona", port: client.port)
        #expect(exchange.bytes.isEmpty)
        #expect(exchange.wasReset)
        // Only the armed request was dropped; the next one is answered and both are logged.
        #expect(try await RawHTTP.get("/users/mona", port: client.port).status == 200)
        let log = await server.requests
        #expect(log.map(\.status) == [0, 200])
        #expect(log.map(\.fault) == [.connectionReset, nil])
        await server.stop()
    }

    @Test func truncatedTransferPromisesTheWholeBodyAndSendsHalf() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let whole = try await RawHTTP.get("/users/mona", port: client.port).body
        await server.setFault(.truncatedTransfer, path: "/users/mona", times: 1)
        let exchange = try await RawHTTP.roundTrip("/users/mona", port: client.port)
        let response = try #require(exchange.response)
        #expect(response.status == 200)
        #expect(response.headers["content-length"] == String(whole.count))
        #expect(response.body == whole.prefix(whole.count / 2))
        #expect(try await RawHTTP.get("/users/mona", port: client.port).body == whole)
        await server.stop()
    }

    @Test func urlSessionReportsAResetAsALostConnection() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        await server.setFault(.connectionReset, path: "/users/mona")
        let error = await #expect(throws: URLError.self) { try await client.get("/users/mona") }
        #expect(error?.code == .networkConnectionLost)
        #expect(error?.localizedDescription.contains("Connection reset by peer") == true)
        await server.stop()
    }

    /// libcurl resends a request whose reused connection was reset before any answer, once,
    /// so a client sees a one-off reset only on a fresh connection.
    @Test func urlSessionResendsARequestResetOnAReusedConnection() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        #expect(try await client.get("/users/mona").status == 200)
        await server.setFault(.connectionReset, path: "/users/mona", times: 1)
        #expect(try await client.get("/users/mona").status == 200)
        #expect(await server.requests.map(\.status) == [200, 0, 200])
        await server.stop()
    }

    @Test func urlSessionReportsATruncatedTransferWithTheMissingByteCount() async throws {
        let server = FakeGitHub()
        let client = try await TestClient.started(server)
        let whole = try await client.get("/users/mona").body.count
        await server.setFault(.truncatedTransfer, path: "/users/mona")
        let error = await #expect(throws: URLError.self) { try await client.get("/users/mona") }
        // Linux's URLSession has no code of its own for curl's "partial file": it says `.unknown`.
        #expect(error?.code == .unknown)
        let missing = whole - whole / 2
        #expect(
            error?.localizedDescription == "transfer closed with \(missing) bytes remaining to read")
        await server.stop()
    }
}
