import Foundation
import GitHubKit

/// Writes one Actions job's log to stdout as plain text (`--repo OWNER/NAME --job ID --log`).
///
/// `GET /repos/{owner}/{repo}/actions/jobs/{id}/logs` answers 302 to a signed URL on GitHub's
/// log storage, another host, which GitHubKit follows without the token (its `TokenAdapter`
/// sends it to the API's origin only). The log is downloaded to a temporary file as it arrives,
/// then read, cleaned and written a chunk at a time: it is never whole in memory. Nothing is
/// written before the whole log has arrived, so a failure leaves stdout empty.
struct JobLogWriter {
    let github: GitHub
    let repository: RepositoryName
    let job: Int
    let console: Console

    /// The bytes of the log cleaned before each write.
    private static let chunk = 256 * 1024

    func write() async throws {
        let response = try await log()
        defer { if let file = response.bodyFile { try? FileManager.default.removeItem(at: file) } }
        var plain = PlainLog()
        var out: [UInt8] = []
        out.reserveCapacity(Self.chunk + Self.chunk / 4)
        // The body is in memory only when it did not come as a download (none is cached).
        let handle = try response.bodyFile.map(FileHandle.init(forReadingFrom:))
        defer { try? handle?.close() }
        var unread = response.body
        while true {
            let chunk: Data
            if let handle {
                chunk = try handle.read(upToCount: Self.chunk) ?? Data()
            } else {
                chunk = unread.prefix(Self.chunk)
                unread = unread.dropFirst(chunk.count)
            }
            guard !chunk.isEmpty else { break }
            chunk.withUnsafeBytes { plain.clean($0, into: &out) }
            try console.out(out)
            out.removeAll(keepingCapacity: true)
        }
        plain.finish(into: &out)
        if !out.isEmpty { try console.out(out) }
    }

    /// The log as GitHub's storage served it, in a file; GitHub's 404 and 410 become what they
    /// mean for this job.
    private func log() async throws -> APIResponse {
        let route = GithubRouter.actions.downloadJobLogsForWorkflowRun(
            owner: repository.owner, repo: repository.name, jobId: job)
        do {
            return try await github.client.download(route)
        } catch {
            switch error.rootCause {
            case .notFound: throw try await whyNoLog()
            case .httpError(410, _): throw DumpError.logExpired(job: job)
            default: throw error
            }
        }
    }

    /// GitHub's 404 for a log says no more than "none": the job says whether it is still
    /// running, has no log, or does not exist.
    private func whyNoLog() async throws -> DumpError {
        let route = GithubRouter.actions.getJobForWorkflowRun(
            owner: repository.owner, repo: repository.name, jobId: job)
        let response: APIResponse
        do {
            response = try await github.client.response(for: route)
        } catch {
            if case .notFound = error.rootCause {
                return .noSuchJob(repository: repository.description, id: job)
            }
            throw error
        }
        let status = try? RawJSON(validating: response.body).members().first { $0.key == "status" }?.value
            .string
        return status == "completed" ? .noLog(job: job) : .logNotReady(job: job)
    }
}
