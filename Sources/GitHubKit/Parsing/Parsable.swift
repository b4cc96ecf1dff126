/// Turns the final response of a request into a value: JSON models, an Atom or RSS feed, ...
///
/// A parser runs after every response decision has passed the response, so whatever it parses
/// (JSON or XML) got the same adapters, cache revalidation, retries and status checks.
public protocol Parsable<Output>: Sendable {
    /// What the parser makes of a response.
    associatedtype Output: Sendable

    /// Parses `response` (a 2xx, or a cached body after a 304), or says why it cannot.
    func parse(_ response: APIResponse) throws(GitHubError) -> Output
}
