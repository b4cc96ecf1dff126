/// GitHub's `type` of a GraphQL error; types GitHub adds later keep their name in `other`.
public enum GraphQLErrorType: GitHubNamed {
    /// Nothing answers to a name or id in the query (`NOT_FOUND`).
    case notFound
    /// The GraphQL rate limit is spent (`RATE_LIMITED`).
    case rateLimited
    /// The token may not see the resource (`FORBIDDEN`).
    case forbidden
    /// An argument broke GitHub's rules (`INVALID_ARGUMENTS`, `UNPROCESSABLE`...).
    case unprocessable
    /// A type this library does not know yet, spelled as GitHub sent it.
    case other(String)

    /// GitHub's names for the types with a case of their own.
    public static let knownNames: KeyValuePairs<Self, String> = [
        .notFound: "NOT_FOUND", .rateLimited: "RATE_LIMITED", .forbidden: "FORBIDDEN",
        .unprocessable: "UNPROCESSABLE",
    ]

    /// The name of a type this library does not know; nil for the others.
    public var otherName: String? {
        if case .other(let name) = self { name } else { nil }
    }
}
