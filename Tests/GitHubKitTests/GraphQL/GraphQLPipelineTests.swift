import FakeGitHub
import Foundation
import GitHubKit
import GitHubKitTesting
import Synchronization
import Testing

/// GraphQL queries through the same pipeline as REST: token, retries, rate limits, typed errors.
@Suite struct GraphQLPipelineTests {
    /// The events a client reported.
    final class Events: Sendable {
        private let events = Mutex<[ClientEvent]>([])
        var observer: @Sendable (ClientEvent) -> Void {
            { [self] event in events.withLock { $0.append(event) } }
        }
        /// The GraphQL rate-limit statuses reported, oldest first.
        var graphQLLimits: [RateLimitStatus] {
            events.withLock { events in
                events.compactMap {
                    if case .rateLimit(let status) = $0, status.resource == "graphql" { status } else { nil }
                }
            }
        }
    }

    static func observedGitHub(_ url: URL, events: Events) -> GitHub {
        GitHub(
            apiURL: url, token: "tok", transport: CurlTransport.make(timeout: .seconds(60)),
            retryPolicy: quickRetries,
            observer: events.observer)
    }

    @Test func theCostIsReportedAndASpentBucketStopsTheNextQueryBeforeItIsSent() async throws {
        let options = Options(tokens: ["tok": "mona"], graphQLRateLimit: 4)
        try await FakeGitHub.serving(options: options) { server, url in
            let events = Events()
            let github = Self.observedGitHub(url, events: events)
            let first = try await github.graphQLResponse(
                try GraphQLQuery.pinnedItems(of: "mona").askingRateLimit())
            let cost = try #require(first.rateLimit?.cost)
            #expect(first.rateLimit?.limit == 4)
            #expect(first.rateLimit?.remaining == 4 - cost)
            let second = try await github.graphQLResponse(
                try GraphQLQuery.followers(of: "mona", first: 5).askingRateLimit())
            let secondCost = try #require(second.rateLimit?.cost)
            #expect(second.rateLimit?.remaining == 4 - cost - secondCost)
            #expect(events.graphQLLimits.map(\.remaining) == [4 - cost, 4 - cost - secondCost])
            let left = 4 - cost - secondCost
            #expect(github.client.rateLimits.status(for: "graphql")?.remaining == left)
            #expect(github.client.rateLimits.status(for: "core") == nil)

            // A query that may cost more than is left is not sent.
            var costly = try GraphQLQuery.followers(of: "mona", first: 5)
            costly.estimatedCost = left + 1
            let error = await #expect(throws: GitHubError.self) { try await github.graphQL(costly) }
            guard case .rateLimited(let reset, nil, let message) = error else {
                Issue.record("expected .rateLimited, got \(String(describing: error))")
                return
            }
            #expect(reset == second.rateLimit?.resetAt)
            #expect(message.contains("nothing was sent"))
            #expect(await server.requests.filter { $0.path == "/graphql" }.count == 2)

            // Spending what is left exhausts the bucket: the next query is not sent either.
            for _ in 0..<left { _ = try await github.pinnedItems(of: "mona") }
            #expect(github.client.rateLimits.status(for: "graphql")?.remaining == 0)
            await #expect(throws: GitHubError.self) { try await github.pinnedItems(of: "mona") }
            #expect(await server.requests.filter { $0.path == "/graphql" }.count == 2 + left)
            // REST's own bucket is untouched by GraphQL and still answers.
            #expect(try await github.user("mona").login == "mona")
        }
    }

    @Test func aClientThatDidNotKnowGetsGitHubsRateLimitedErrorReadAsARateLimit() async throws {
        let options = Options(tokens: ["tok": "mona"], graphQLRateLimit: 1)
        try await TestGitHub.run(options: options) { kit in
            _ = try await kit.client(token: "tok").pinnedItems(of: "mona")
            let error = await #expect(throws: GitHubError.self) {
                try await kit.client(token: "tok").pinnedItems(of: "mona")
            }
            guard case .graphQL(let errors) = error, case .rateLimited = error?.rootCause else {
                Issue.record("expected .graphQL read as .rateLimited, got \(String(describing: error))")
                return
            }
            #expect(errors.map(\.type) == [.rateLimited])
        }
    }

    @Test func aPolicyForReadsRetriesAPostLikeAGetAndOnlyThen() {
        var reads = RetryPolicy(maxRetries: 2)
        reads.readsOnly = true
        let writes = RetryPolicy(maxRetries: 2)
        let reset = TransportFailure.connectionReset(host: "api.github.com")
        #expect(reads.shouldRetry(status: 502, method: .post, retries: 0))
        #expect(reads.shouldRetry(reset, method: .post, retries: 1))
        #expect(!reads.shouldRetry(status: 502, method: .post, retries: 2))
        #expect(!reads.shouldRetry(status: 404, method: .post, retries: 0))
        #expect(!writes.shouldRetry(status: 502, method: .post, retries: 0))
        #expect(!writes.shouldRetry(reset, method: .post, retries: 0))
    }

    @Test func aQueryWithoutATokenIsUnauthorized() async throws {
        try await TestGitHub.run { kit in
            let error = await #expect(throws: GitHubError.self) {
                try await kit.client().pinnedItems(of: "mona")
            }
            guard case .unauthorized(let message) = error else {
                Issue.record("expected .unauthorized, got \(String(describing: error))")
                return
            }
            #expect(message.contains("requires you to be authenticated"))
        }
    }

    @Test(arguments: [Fault.serverError(status: 502), .connectionReset])
    func aTransientFaultOnAQueryIsRetriedAlthoughItIsAPost(fault: Fault) async throws {
        try await TestGitHub.run(options: Options(tokens: ["tok": "mona"])) { kit in
            await kit.server.setFault(fault, path: "/graphql", times: 1)
            let pinned = try await kit.client(token: "tok").pinnedItems(of: "mona")
            #expect(pinned.count == 6)
            let sent = await kit.server.requests.filter { $0.path == "/graphql" }
            #expect(sent.map(\.method) == ["POST", "POST"])
            #expect(sent.map(\.fault) == [fault, nil])
        }
    }

    /// Queries read, so they are not spaced like writes: with writes an hour apart, three queries
    /// still all get their answers (a bound of a minute guards against waiting for the hour).
    @Test func queriesAreNotSpacedLikeWrites() async throws {
        try await FakeGitHub.serving(options: Options(tokens: ["tok": "mona"])) { server, url in
            let github = GitHub(
                apiURL: url, token: "tok", retryPolicy: quickRetries, writeSpacing: .seconds(3600))
            let answered = try await withThrowingTaskGroup(of: Bool.self) { group in
                group.addTask {
                    for _ in 0..<3 { _ = try await github.pinnedItems(of: "mona") }
                    return true
                }
                group.addTask {
                    try await Task.sleep(for: .seconds(60))
                    return false
                }
                let first = try await group.next() ?? false
                group.cancelAll()
                return first
            }
            #expect(answered, "a query waited for the write spacing")
            #expect(await server.requests.filter { $0.path == "/graphql" }.count == 3)
        }
    }

    /// A mutation changes GitHub's data: a 502 may come after GitHub acted, so it is not sent again.
    @Test func aMutationThatGotA502IsNotSentAgain() async throws {
        try await TestGitHub.run(options: Options(tokens: ["tok": "mona"])) { kit in
            await kit.server.setFault(.serverError(status: 502), path: "/graphql", times: 1)
            let mutation = GraphQLQuery<JSONValue>(
                "  mutation Star($id: ID!) { addStar(input: {starrableId: $id}) { clientMutationId } }",
                variables: ["id": .string("R_1")])
            #expect(mutation.isMutation)
            await #expect(throws: GitHubError.self) { try await kit.client(token: "tok").graphQL(mutation) }
            let sent = await kit.server.requests.filter { $0.path == "/graphql" }
            #expect(sent.count == 1)
        }
    }

    @Test func badInputIsRefusedBeforeAnyRequest() async throws {
        struct Odd: Encodable { let ratio = Double.nan }
        try await TestGitHub.run(options: Options(tokens: ["tok": "mona"])) { kit in
            let github = kit.client(token: "tok")
            let refused: [GraphQLQuery<JSONValue>] = [
                GraphQLQuery(" \n "),
                GraphQLQuery("query { rateLimit { cost } }", variables: ["ratio": .number(.infinity)]),
                GraphQLQuery("query { rateLimit { cost } }", estimatedCost: -1),
            ]
            for query in refused {
                await #expect {
                    try await github.graphQL(query)
                } throws: { error in
                    if case .invalidInput = error as? GitHubError { true } else { false }
                }
            }
            #expect {
                try GraphQLQuery<JSONValue>("query { rateLimit { cost } }", encoding: Odd())
            } throws: { error in
                if case .invalidInput = error as? GitHubError { true } else { false }
            }
            for login in ["a/b", "..", "two words", "ünï"] {
                await #expect(throws: GitHubError.self) { try await github.pinnedItems(of: login) }
            }
            #expect(throws: GitHubError.self) { try GraphQLQuery.followers(of: "mona", first: 101) }
            #expect(await kit.server.stats.total == 0)
        }
    }

    @Test func variablesFromAnEncodableGoAsWrittenAndDataDecodesAsTheCallersType() async throws {
        struct Variables: Encodable { let login: String }
        struct Answer: Decodable, Sendable {
            struct User: Decodable, Sendable {
                let login: String
                let databaseId: Int
            }
            let user: User
        }
        try await TestGitHub.run(options: Options(tokens: ["tok": "mona"])) { kit in
            let query = try GraphQLQuery<Answer>(
                "query($login: String!) { user(login: $login) { login databaseId } }",
                encoding: Variables(login: "MONA"))
            let github = kit.client(token: "tok")
            let answer = try await github.graphQL(query)
            #expect(answer.user.login == "mona")
            #expect(answer.user.databaseId == (try await github.user("mona").id))
        }
    }

    @Test func anUnknownQueryGetsGitHubsErrorShape() async throws {
        try await TestGitHub.run(options: Options(tokens: ["tok": "mona"])) { kit in
            let error = await #expect(throws: GitHubError.self) {
                try await kit.client(token: "tok").graphQL(
                    GraphQLQuery<JSONValue>("query { viewer { login } }"))
            }
            guard case .graphQL(let errors) = error else {
                Issue.record("expected .graphQL, got \(String(describing: error))")
                return
            }
            #expect(errors.count == 1 && errors[0].type == nil && errors[0].path.isEmpty)
            #expect(error?.rootCause == error)
        }
    }

    @Test func anEnterpriseServerSendsQueriesToApiGraphql() {
        let client = APIClient(baseURL: URL(string: "https://ghe.example.com/api/v3")!)
        #expect(client.graphQLURL.absoluteString == "https://ghe.example.com/api/graphql")
        #expect(
            APIClient(baseURL: URL(string: "https://api.github.com")!).graphQLURL.absoluteString
                == "https://api.github.com/graphql")
    }
}
