/// A parameter's documented values that still takes one GitHub adds later: the generated routes'
/// enums (`PullsRoutes.MergeMethod.squash`, or `PullsRoutes.MergeMethod(rawValue: "new")`).
///
/// Each value is sent exactly as GitHub spells it, in a query or in a JSON body.
public protocol OpenEnum: RawRepresentable, Hashable, Sendable, Encodable, CustomStringConvertible
where RawValue == String {
    /// A value by GitHub's spelling.
    init(rawValue: String)
}

extension OpenEnum {
    /// GitHub's spelling.
    public var description: String { rawValue }

    /// Writes GitHub's spelling as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
