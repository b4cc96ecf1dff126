/// A self-hosted runner (`runner`): `GET /repos/{owner}/{repo}/actions/runners/{runner_id}`.
public struct Runner: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// GitHub's numeric runner ID.
    public let id: Int

    /// Reads a runner; only `id` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        id = try ModelFields(raw, kind: "a runner", codingPath: codingPath).int("id")
    }

    /// The runner's name.
    public var name: String? { raw["name"]?.string }
    /// The runner's operating system, e.g. `macos`, `linux`.
    public var os: String? { raw["os"]?.string }
    /// `online` or `offline`.
    public var status: String? { raw["status"]?.string }
    /// Whether it is running a job.
    public var busy: Bool? { raw["busy"]?.bool }
    /// Whether it runs one job and is then removed.
    public var ephemeral: Bool? { raw["ephemeral"]?.bool }
    /// The ID of its runner group.
    public var runnerGroupId: Int? { raw["runner_group_id"]?.int }
    /// Its label names, e.g. `self-hosted`, `linux`, `x64`.
    public var labels: [String]? { raw["labels"]?.array?.compactMap { $0["name"]?.string } }
}
