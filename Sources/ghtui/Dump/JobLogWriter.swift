import Foundation
import GitHubKit

/// Writes one Actions job's log to stdout as plain text (`--repo OWNER/NAME --job ID --log`).
///
/// `GET /repos/{owner}/{repo}/actions/jobs/{id}/logs` answers 302 to a signed URL on GitHub's
/// log storage, another host, which GitHubKit follows without the token (its `TokenAdapter`
/// sends it to the API's origin only). The transport hands over whole bodies, so the log is in
/// memory once; it is cleaned and written a chunk at a time, never copied whole. Nothing is
/// written before the whole log has arrived, so a failure leaves stdout empty.
struct JobLogWriter {
    let github: GitHub
    let repository: RepositoryName
    let job: Int
    let console: Console

    /// The bytes of the log cleaned before each write.
    private static let chunk = 256 * 1024

    func write() async throws {
        let body = try await log()
        var plain = PlainLog()
        var out: [UInt8] = []
        out.reserveCapacity(Self.chunk + Self.chunk / 4)
        try body.withUnsafeBytes { bytes in
            var start = 0
            while start < bytes.count {
                let end = min(start + Self.chunk, bytes.count)
                plain.clean(UnsafeRawBufferPointer(rebasing: bytes[start..<end]), into: &out)
                try console.out(out)
                out.removeAll(keepingCapacity: true)
                start = end
            }
        }
        plain.finish(into: &out)
        if !out.isEmpty { try console.out(out) }
    }

    /// The log's bytes as GitHub's storage served them; GitHub's 404 and 410 become what they
    /// mean for this job.
    private func log() async throws -> Data {
        let route = GithubRouter.actions.downloadJobLogsForWorkflowRun(
            owner: repository.owner, repo: repository.name, jobId: job)
        do {
            return try await github.client.response(for: route).body
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
