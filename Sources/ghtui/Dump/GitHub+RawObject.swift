import Foundation
import GitHubKit

extension GitHub {
    /// GitHub's object at `route` as received; nil when GitHub's error says there is none
    /// (`isAbsent`), such as a repository without a README or a login that is no organization.
    func rawObject(at route: any Router, absentWhen isAbsent: (GitHubError) -> Bool) async throws -> RawJSON?
    {
        let response: APIResponse
        do {
            response = try await client.response(for: route)
        } catch {
            if isAbsent(error) { return nil }
            throw error
        }
        do {
            return try RawJSON(validating: response.body)
        } catch {
            throw DumpError.unexpectedBody("\(response.endpoint) did not answer with a JSON object")
        }
    }
}
