/// A value GitHub spells as a name, of which this library knows some: each known name has a case
/// of its own, and any other name is kept as sent in `other`, so values GitHub adds later still
/// read, compare and print as GitHub spelled them.
public protocol GitHubNamed: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// Every value with a case of its own, with GitHub's name for it.
    static var knownNames: KeyValuePairs<Self, String> { get }

    /// A value this library does not know yet, spelled as GitHub sent it.
    static func other(_ name: String) -> Self

    /// The name kept by `other`; nil for a known case.
    var otherName: String? { get }
}

extension GitHubNamed {
    /// The value GitHub calls `name`: its known case, or `other(name)`.
    public init(_ name: String) {
        self = Self.knownNames.first { $0.value == name }?.key ?? .other(name)
    }

    /// The value spelled in a literal, e.g. `user.type == "Organization"`.
    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// GitHub's name for the value.
    public var description: String {
        otherName ?? Self.knownNames.first { $0.key == self }?.value ?? ""
    }
}
