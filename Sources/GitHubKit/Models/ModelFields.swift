/// Reads a model's identity fields from its raw object, and names the object and the field when
/// one is missing or unusable.
struct ModelFields {
    /// The object being read.
    let raw: JSONValue
    /// What the object is, for messages: "a repository", "a user", ...
    let kind: String
    /// Where the object is in the document.
    let codingPath: [any CodingKey]

    /// Checks that `raw` is an object; anything else cannot be `kind`.
    init(_ raw: JSONValue, kind: String, codingPath: [any CodingKey]) throws {
        self.raw = raw
        self.kind = kind
        self.codingPath = codingPath
        guard raw.object != nil else {
            throw Self.unusable(codingPath: codingPath, "\(kind) must be a JSON object")
        }
    }

    /// The identity field `key`, read by `read`; throws when it is missing, null or unusable.
    func required<Value>(_ key: String, _ read: (JSONValue) -> Value?) throws -> Value {
        guard let value = raw[key], value != .null else { throw missing(key) }
        guard let read = read(value) else { throw unusable(key) }
        return read
    }

    /// The error for the identity field `key` when it is missing (or null) and, as `reason` may
    /// say, cannot be derived.
    func missing(_ key: String, because reason: String? = nil) -> DecodingError {
        let description = "\(kind) without `\(key)`" + (reason.map { " (\($0))" } ?? "")
        return .keyNotFound(
            JSONKey(key),
            .init(
                codingPath: codingPath, debugDescription: description,
                underlyingError: ModelIdentityError(description: description)))
    }

    /// The error for the identity field `key` when it is present but cannot be what the object needs.
    func unusable(_ key: String) -> DecodingError {
        Self.unusable(codingPath: codingPath + [JSONKey(key)], "\(kind) whose `\(key)` is unusable")
    }

    /// The identity text `key`.
    func string(_ key: String) throws -> String {
        try required(key) { $0.string.flatMap { $0.isEmpty ? nil : $0 } }
    }

    /// The identity integer `key`.
    func int(_ key: String) throws -> Int {
        try required(key, \.int)
    }

    /// The nested object `key`, which is part of this object's identity.
    func nested<Model: GitHubObject>(_ key: String) throws -> Model {
        let value = try required(key) { $0 }
        return try Model(raw: value, codingPath: codingPath + [JSONKey(key)])
    }

    /// A present value that cannot be what the object needs.
    private static func unusable(codingPath: [any CodingKey], _ description: String) -> DecodingError {
        .typeMismatch(
            JSONValue.self,
            .init(
                codingPath: codingPath, debugDescription: description,
                underlyingError: ModelIdentityError(description: description)))
    }
}

extension JSONValue {
    /// The member `key` read as a nested model, or nil when it is missing, null or lacks its identity.
    func model<Model: GitHubObject>(_ key: String) -> Model? {
        guard let value = self[key], value != .null else { return nil }
        return try? Model(raw: value, codingPath: [JSONKey(key)])
    }
}
