import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `APIClient.download(_:)` over loopback: a job's log written to a file as it arrives, through
/// GitHub's redirect to another host that never sees the token, and the errors on the way.
@Suite struct DownloadTests {
    private static let options = Options(tokens: ["tok": "mona"])

    private func logRoute(_ job: Int) -> Route<String> {
        GithubRouter.actions.downloadJobLogsForWorkflowRun(owner: "mona", repo: "hello-world", jobId: job)
    }

    @Test func aLogIsWrittenToAFileThroughTheRedirectAndTheStorageHostGetsNoToken() async throws {
        try await TestGitHub.run(options: Self.options) { kit in
            let client = kit.client(token: "tok").client
            let response = try await client.download(logRoute(ActionsSamples.hugeLogJob))
            let file = try #require(response.bodyFile)
            defer { try? FileManager.default.removeItem(at: file) }
            #expect(response.status == 200 && response.body.isEmpty)
            let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int
            #expect(size == ActionsSamples.hugeLogBytes)
            #expect(try response.mappedBody().count == ActionsSamples.hugeLogBytes)
            // The same bytes as a plain request reads into memory.
            let inMemory = try await client.response(for: logRoute(ActionsSamples.hugeLogJob)).body
            #expect(try Data(contentsOf: file) == inMemory)

            let storage = await kit.server.requests.filter { $0.path.hasPrefix("/_storage/") }
            #expect(storage.count == 2)
            #expect(storage.allSatisfy { $0.header("authorization") == nil && $0.status == 200 })
            let api = await kit.server.requests.filter { $0.path.hasSuffix("/logs") }
            #expect(api.allSatisfy { $0.header("authorization") == "Bearer tok" && $0.status == 302 })
        }
    }

    @Test(arguments: TransportKind.allCases)
    func aRefusedDownloadIsGitHubsErrorAndLeavesNoFile(kind: TransportKind) async throws {
        try await FakeGitHub.serving(options: Self.options) { _, url in
            let transport = FileNoting(kind.make(timeout: .seconds(60)))
            let client = GitHub(apiURL: url, token: "tok", transport: transport, retryPolicy: quickRetries)
                .client
            await #expect {
                try await client.download(logRoute(ActionsSamples.inProgressJob))
            } throws: { error in
                guard case .notFound(_, let message)? = (error as? GitHubError)?.rootCause else {
                    return false
                }
                return message == "Not Found"
            }
            await #expect {
                try await client.download(logRoute(ActionsSamples.expiredLogJob))
            } throws: { error in
                if case .httpError(410, _)? = (error as? GitHubError)?.rootCause { true } else { false }
            }
            let files = transport.files
            #expect(files.count == 2, "each answer went to a file")
            #expect(
                files.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) },
                "an error's body is read back and its file removed")
        }
    }
}

/// The real transport, noting the files its downloads write (other tests download into the
/// same temporary folder at the same time, so the folder cannot say which are this test's).
private final class FileNoting: HTTPTransport {
    private let transport: any HTTPTransport
    private let noted = Mutex<[URL]>([])

    init(_ transport: any HTTPTransport) { self.transport = transport }

    /// The files written so far.
    var files: [URL] { noted.withLock { $0 } }

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try await transport.send(request)
    }

    func download(_ request: URLRequest) async throws -> (URL, HTTPURLResponse) {
        let (file, response) = try await transport.download(request)
        noted.withLock { $0.append(file) }
        return (file, response)
    }

    func download(
        _ request: URLRequest, into file: URL, progress: @escaping @Sendable (Int64, HTTPURLResponse) -> Void
    ) async throws -> (Data, HTTPURLResponse) {
        try await transport.download(request, into: file, progress: progress)
    }
}
