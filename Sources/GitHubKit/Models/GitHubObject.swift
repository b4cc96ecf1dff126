/// A model of one of GitHub's JSON objects: it keeps the object exactly as sent (`raw`) and reads
/// its fields from it by GitHub's own snake-case names.
///
/// Decoding fails only when an identity field (an id, a login, a repository's `full_name`, ...) is
/// missing, null or unusable; every other field reads as nil (or a documented default) when it is
/// missing, null or of an unexpected type, so objects from old API versions, Enterprise Server or
/// GitHub's reduced shapes still decode. Encoding writes `raw` back, so nothing GitHub sent (known
/// or not) is lost on the way to a caller, with one exception: `temp_clone_token`, a repository's
/// short-lived clone credential, is left out at any depth, so no encoded model (a dump, a cache of
/// the caller's) carries one. `raw` still holds it as sent. Two models are equal when their raw
/// objects are.
public protocol GitHubObject: Codable, Hashable, Sendable {
    /// The object exactly as GitHub sent it.
    var raw: JSONValue { get }

    /// Reads a model from GitHub's object, naming `codingPath` and the missing field when an identity
    /// field is missing.
    init(raw: JSONValue, codingPath: [any CodingKey]) throws
}

extension GitHubObject {
    /// Reads a model from GitHub's object, e.g. one taken from another model's `raw`.
    public init(raw: JSONValue) throws {
        try self.init(raw: raw, codingPath: [])
    }

    /// Decodes GitHub's object, whatever the decoder's key strategy: the raw object's keys are never
    /// rewritten.
    public init(from decoder: any Decoder) throws {
        try self.init(raw: JSONValue(from: decoder), codingPath: decoder.codingPath)
    }

    /// Writes the object back as GitHub sent it, without any `temp_clone_token`.
    public func encode(to encoder: any Encoder) throws {
        try raw.removingMembers(named: "temp_clone_token").encode(to: encoder)
    }

    /// Whether both models hold the same raw object.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.raw == rhs.raw
    }

    /// Hashes the raw object.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(raw)
    }
}
