import Foundation

/// A GraphQL answer as GitHub sent it: the data it could resolve and the errors it met, both
/// at once (GitHub answers 200 even when a field fails, with `data` partly null).
public struct GraphQLResponse<Output: Sendable>: Sendable {
    /// The endpoint named in errors about GraphQL answers.
    static var endpoint: String { "POST /graphql" }

    /// The query's data as its output; nil when `data` was null or, beside errors, did not read.
    public var data: Output?
    /// The `data` object as sent; with errors, what is there is what GitHub could resolve.
    public var rawData: JSONValue?
    /// GitHub's errors, in order; empty on success.
    public var errors: [GraphQLError]
    /// What `data.rateLimit` said, when the query asked for it.
    public var rateLimit: GraphQLRateLimit?
    /// The HTTP response the answer came in.
    public var response: APIResponse

    /// Reads the answer in `response`, reading its data with `read`.
    ///
    /// - Throws: `.decodingFailed` when the body is not a JSON object, has neither data nor
    ///   errors, or its data does not read and there are no errors to explain why.
    init(_ response: APIResponse, read: GraphQLQuery<Output>.Read) throws(GitHubError) {
        guard let document = JSONValueReader.read(response.body), document.object != nil else {
            throw .decodingFailed(
                endpoint: Self.endpoint, codingPath: "", reason: "the answer is not a JSON object")
        }
        self.response = response
        errors = document["errors"]?.array?.map(GraphQLError.init(raw:)) ?? []
        rawData = document["data"].flatMap { $0 == .null ? nil : $0 }
        rateLimit = GraphQLRateLimit(data: rawData)
        guard let rawData else {
            guard !errors.isEmpty else {
                throw .decodingFailed(
                    endpoint: Self.endpoint, codingPath: "data",
                    reason: "the answer has neither data nor errors")
            }
            return
        }
        do {
            data = try read(rawData)
        } catch {
            // With errors, a field that failed is null in `data`: the errors say why, not the reader.
            guard !errors.isEmpty else { throw error }
        }
    }

    /// The data, or the errors as `.graphQL`.
    ///
    /// - Throws: `.graphQL` when GitHub sent any error, even with partial data.
    public func value() throws(GitHubError) -> Output {
        guard errors.isEmpty, let data else {
            throw .graphQL(
                errors.isEmpty
                    ? [GraphQLError(raw: .object(["message": .string("the answer has no data")]))] : errors)
        }
        return data
    }
}
