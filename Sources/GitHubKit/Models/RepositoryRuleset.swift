import Foundation

/// A set of rules for a repository's branches, tags or pushes (`repository-ruleset`):
/// `GET /repos/{owner}/{repo}/rulesets/{ruleset_id}`; `GET /repos/{owner}/{repo}/rulesets` lists
/// them without `rules` and `conditions`.
public struct RepositoryRuleset: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric ruleset ID.
    public let id: Int

    /// Reads a ruleset; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a repository ruleset", codingPath: codingPath).int("id")
    }

    /// The GraphQL node ID.
    public var nodeId: String? { raw["node_id"]?.string }
    /// The ruleset's name.
    public var name: String? { raw["name"]?.string }
    /// What the rules apply to: `branch`, `tag` or `push`.
    public var target: String? { raw["target"]?.string }
    /// Where the ruleset is defined: `Repository`, `Organization` or `Enterprise`.
    public var sourceType: String? { raw["source_type"]?.string }
    /// The name of the repository or organization that defines it, e.g. `monalisa/my-repo`.
    public var source: String? { raw["source"]?.string }
    /// Whether the rules are applied: `active`, `evaluate` or `disabled`.
    public var enforcement: String? { raw["enforcement"]?.string }
    /// Whether the caller may bypass the rules: `always`, `pull_requests_only` or `never`.
    public var currentUserCanBypass: String? { raw["current_user_can_bypass"]?.string }
    /// The kinds of the rules (`rules[].type`), e.g. `deletion`, `pull_request`; empty when absent.
    public var ruleTypes: [String] { raw["rules"]?.array?.compactMap { $0["type"]?.string } ?? [] }
    /// The ref patterns the rules apply to (`conditions.ref_name.include`); empty when absent.
    public var includedRefs: [String] { raw["conditions"]?["ref_name"]?["include"]?.strings ?? [] }
    /// The ref patterns exempt from the rules (`conditions.ref_name.exclude`); empty when absent.
    public var excludedRefs: [String] { raw["conditions"]?["ref_name"]?["exclude"]?.strings ?? [] }
    /// The number of actors that may bypass the rules (`bypass_actors`); nil when GitHub left them out.
    public var bypassActorCount: Int? { raw["bypass_actors"]?.array?.count }
    /// The ruleset's API URL (`_links.self.href`).
    public var selfUrl: String? { raw["_links"]?["self"]?["href"]?.string }
    /// The ruleset's web page (`_links.html.href`).
    public var htmlUrl: String? { raw["_links"]?["html"]?["href"]?.string }
    /// When the ruleset was created.
    public var createdAt: Date? { raw["created_at"]?.date }
    /// When the ruleset was last changed.
    public var updatedAt: Date? { raw["updated_at"]?.date }
}
