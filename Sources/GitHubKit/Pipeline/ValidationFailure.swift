/// GitHub's `422 Unprocessable Entity`: what a write (or a search) sent that GitHub refused,
/// field by field, as `GitHubError.validationFailed` carries it.
public struct ValidationFailure: Sendable, Equatable, CustomStringConvertible {
    /// `METHOD path` of the request.
    public var endpoint: String
    /// GitHub's message, usually `Validation Failed`.
    public var message: String
    /// What failed, field by field; a plain-string detail (old endpoints) has only `message`.
    public var errors: [Detail]
    /// The documentation page GitHub pointed to, if any.
    public var documentationURL: String?

    /// One refused field.
    public struct Detail: Sendable, Equatable {
        /// The kind of resource, e.g. `Issue`.
        public var resource: String?
        /// The field, e.g. `title`.
        public var field: String?
        /// GitHub's code: `missing_field`, `invalid`, `already_exists`, `custom`, ...
        public var code: String?
        /// GitHub's explanation, when it gave one.
        public var message: String?

        /// Creates a detail.
        public init(
            resource: String? = nil, field: String? = nil, code: String? = nil, message: String? = nil
        ) {
            self.resource = resource
            self.field = field
            self.code = code
            self.message = message
        }

        /// The detail in a few words: "title: missing_field", or GitHub's message.
        public var description: String {
            let what = [field, code].compactMap { $0 }.joined(separator: ": ")
            switch (what.isEmpty, message) {
            case (true, let message?): return message
            case (false, let message?) where message != code: return "\(what) (\(message))"
            case (false, _): return what
            case (true, nil): return resource ?? "unknown"
            }
        }
    }

    /// Creates a failure.
    public init(endpoint: String, message: String, errors: [Detail] = [], documentationURL: String? = nil) {
        self.endpoint = endpoint
        self.message = message
        self.errors = errors
        self.documentationURL = documentationURL
    }

    /// Reads GitHub's error body leniently: errors may be objects or plain strings, and anything
    /// missing stays nil.
    public init(endpoint: String, body: GitHubErrorBody?, fallbackMessage: String) {
        self.init(
            endpoint: endpoint, message: body?.message ?? fallbackMessage,
            errors: (body?.errors ?? []).map {
                Detail(resource: $0.resource, field: $0.field, code: $0.code, message: $0.message)
            },
            documentationURL: body?.documentationUrl)
    }

    /// The fields GitHub named, in order, without repeats.
    public var fields: [String] {
        var seen = Set<String>()
        return errors.compactMap(\.field).filter { seen.insert($0).inserted }
    }

    /// "POST /repos/mona/hello/issues: Validation Failed: title: missing_field".
    public var description: String {
        let details = errors.map(\.description).joined(separator: "; ")
        return "\(endpoint): \(message)" + (details.isEmpty ? "" : ": \(details)")
    }
}
