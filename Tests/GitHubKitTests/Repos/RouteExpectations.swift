import FakeGitHub
import Foundation
import GitHubKit
import Testing

/// Checks shared by the area suites: a route refused before sending, an answer that is a 404.
enum RouteExpectations {
    /// Expects `route` to be refused with `.invalidInput` before anything reaches `server`.
    static func rejected(
        _ route: some Router, by github: GitHub, server: FakeGitHub,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let before = await server.stats.total
        await #expect(sourceLocation: sourceLocation) {
            _ = try await github.client.response(for: route)
        } throws: { error in
            guard case .invalidInput = error as? GitHubError else { return false }
            return true
        }
        #expect(await server.stats.total == before, sourceLocation: sourceLocation)
    }

    /// Expects `route` to be answered with GitHub's 404.
    static func notFound(
        _ route: some Router, by github: GitHub, message: String = "Not Found",
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await #expect(sourceLocation: sourceLocation) {
            _ = try await github.client.response(for: route)
        } throws: { error in
            guard case .notFound(_, let sent) = error as? GitHubError else { return false }
            return sent == message
        }
    }

    /// The paths (percent-encoded, as sent) of the requests `server` saw.
    static func paths(_ server: FakeGitHub) async -> [String] {
        await server.requests.map(\.path)
    }
}
