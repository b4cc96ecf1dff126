import FakeGitHub
import Foundation

/// Runs `body` against a fresh FakeGitHub on loopback, and stops the server afterwards.
@discardableResult
func withFakeGitHub<T>(
    world: World = .standard, options: Options = Options(), _ body: (FakeGitHub, URL) async throws -> T
) async throws -> T {
    let server = FakeGitHub(world: world, options: options)
    let url = try await server.start()
    do {
        let result = try await body(server, url)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}
