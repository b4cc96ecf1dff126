/// The JSON body of a GitHub error response, e.g. a 404 or a 422.
public struct GitHubErrorBody: Codable, Equatable, Hashable, Sendable {
    /// GitHub's message, e.g. `Not Found` or `Validation Failed`.
    public let message: String
    /// The documentation page for the failed endpoint.
    public let documentationUrl: String?
    /// The HTTP status as text, e.g. `"404"`, when GitHub includes it.
    public let status: String?
    /// What failed validation, for 422 responses.
    public let errors: [Detail]?

    /// Creates an error body from its fields, as GitHub would send them.
    public init(
        message: String, documentationUrl: String? = nil, status: String? = nil, errors: [Detail]? = nil
    ) {
        self.message = message
        self.documentationUrl = documentationUrl
        self.status = status
        self.errors = errors
    }

    /// Decodes an error body, accepting `status` as text or, as some endpoints send it, a number.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        message = try container.decode(String.self, forKey: .message)
        documentationUrl = try container.decodeIfPresent(String.self, forKey: .documentationUrl)
        // An error body must never fail to decode over the type of a field nobody acts on.
        if let text = try? container.decodeIfPresent(String.self, forKey: .status) {
            status = text
        } else if let number = try? container.decodeIfPresent(Int.self, forKey: .status) {
            status = String(number)
        } else {
            status = nil
        }
        errors = try container.decodeIfPresent([Detail].self, forKey: .errors)
    }

    /// One validation failure: an object naming the resource and field, or, from some endpoints, a
    /// plain string, which becomes `message`.
    public struct Detail: Codable, Equatable, Hashable, Sendable {
        /// The kind of resource, e.g. `Issue` or `Search`.
        public let resource: String?
        /// The offending field, e.g. `title` or `q`.
        public let field: String?
        /// GitHub's code, e.g. `missing_field`, `invalid` or `already_exists`.
        public let code: String?
        /// A human-readable explanation.
        public let message: String?

        /// Creates a detail from its fields, as GitHub would send them.
        public init(
            resource: String? = nil, field: String? = nil, code: String? = nil, message: String? = nil
        ) {
            self.resource = resource
            self.field = field
            self.code = code
            self.message = message
        }

        private enum CodingKeys: String, CodingKey {
            case resource, field, code, message
        }

        /// Decodes a detail from either an object or a plain string.
        public init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                self.init(message: text)
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                resource: try container.decodeIfPresent(String.self, forKey: .resource),
                field: try container.decodeIfPresent(String.self, forKey: .field),
                code: try container.decodeIfPresent(String.self, forKey: .code),
                message: try container.decodeIfPresent(String.self, forKey: .message)
            )
        }

        /// Encodes a message-only detail back as the plain string it came from, anything else as an object.
        public func encode(to encoder: any Encoder) throws {
            // GitHub's objects always carry `code`, so a lone message can only have been a string.
            if resource == nil, field == nil, code == nil, let message {
                var container = encoder.singleValueContainer()
                try container.encode(message)
                return
            }
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(resource, forKey: .resource)
            try container.encodeIfPresent(field, forKey: .field)
            try container.encodeIfPresent(code, forKey: .code)
            try container.encodeIfPresent(message, forKey: .message)
        }
    }
}
