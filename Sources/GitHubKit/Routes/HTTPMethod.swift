/// An HTTP request method.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    /// `GET`: read a resource.
    case get = "GET"
    /// `HEAD`: read a resource's headers only.
    case head = "HEAD"
    /// `POST`: create.
    case post = "POST"
    /// `PUT`: replace.
    case put = "PUT"
    /// `PATCH`: update in part.
    case patch = "PATCH"
    /// `DELETE`: remove.
    case delete = "DELETE"

    /// Whether the method is safe to send again without the caller's consent.
    ///
    /// Only reads qualify: PUT and DELETE are idempotent in HTTP, but GitHub's guidance is
    /// to never repeat a write automatically.
    public var isRetryable: Bool { self == .get || self == .head }

    /// Whether requests with this method may carry a body.
    public var allowsBody: Bool { self == .post || self == .put || self == .patch || self == .delete }
}
