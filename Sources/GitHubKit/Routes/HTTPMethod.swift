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

    /// Whether the method is idempotent, so safe to send again after a transient fault: GET,
    /// HEAD, PUT and DELETE. POST and PATCH are not (see `RetryPolicy`).
    public var isRetryable: Bool { self == .get || self == .head || self == .put || self == .delete }

    /// Whether requests with this method may carry a body.
    public var allowsBody: Bool { self == .post || self == .put || self == .patch || self == .delete }
}
