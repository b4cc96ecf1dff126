/// The JSON body of a GitHub error response, e.g. a 404 or a 422.
public struct GitHubErrorBody: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's message, e.g. `Not Found` or `Validation Failed`: what makes a body an error body.
    public let message: String

    /// Reads an error body; only `message` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        message = try ModelFields(raw, kind: "an error body", codingPath: codingPath).string("message")
    }

    /// Creates an error body from its fields, as GitHub would send them (nil fields left out).
    public init(
        message: String, documentationUrl: String? = nil, status: String? = nil, errors: [Detail]? = nil
    ) {
        self.message = message
        raw = .object(
            JSONValue.members([
                "message": .string(message), "documentation_url": documentationUrl.map(JSONValue.string),
                "status": status.map(JSONValue.string), "errors": errors.map { .array($0.map(\.raw)) },
            ]))
    }

    /// The documentation page for the failed endpoint.
    public var documentationUrl: String? { raw["documentation_url"]?.string }
    /// The HTTP status as text, e.g. `"404"`, when GitHub includes it (some endpoints send a number).
    public var status: String? { raw["status"]?.string }
    /// What failed validation, for 422 responses.
    public var errors: [Detail]? { raw["errors"]?.array?.map(Detail.init(raw:)) }

    /// One validation failure: an object naming the resource and field, or, from some endpoints, a
    /// plain string, which becomes `message`.
    public struct Detail: GitHubObject {
        /// The detail exactly as GitHub sent it: an object, or a string.
        public let raw: JSONValue

        /// Reads a detail; it may be an object or a plain string, and nothing is required.
        public init(raw: JSONValue, codingPath: [any CodingKey]) {
            self.raw = raw
        }

        /// Reads a detail of any shape.
        public init(raw: JSONValue) {
            self.raw = raw
        }

        /// Creates a detail: a plain string when only `message` is given (as old bodies send it),
        /// otherwise an object with the given fields.
        public init(
            resource: String? = nil, field: String? = nil, code: String? = nil, message: String? = nil
        ) {
            if resource == nil, field == nil, code == nil, let message {
                raw = .string(message)
                return
            }
            raw = .object(
                JSONValue.members([
                    "resource": resource.map(JSONValue.string), "field": field.map(JSONValue.string),
                    "code": code.map(JSONValue.string), "message": message.map(JSONValue.string),
                ]))
        }

        /// The kind of resource, e.g. `Issue` or `Search`.
        public var resource: String? { raw["resource"]?.string }
        /// The offending field, e.g. `title` or `q`.
        public var field: String? { raw["field"]?.string }
        /// GitHub's code, e.g. `missing_field`, `invalid` or `already_exists`.
        public var code: String? { raw["code"]?.string }
        /// A human-readable explanation: the object's `message`, or the whole of a plain-string detail.
        public var message: String? { raw.string ?? raw["message"]?.string }
    }
}
