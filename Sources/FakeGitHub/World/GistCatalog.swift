/// The public gists of a ``World``: each account has `publicGists` of them, newest first, and
/// `/gists/public` lists the newest gist of the first generated users that have any.
///
/// A gist's id spells its owner's account id and its offset in hexadecimal, so an id leads back
/// to the gist without a table.
struct GistCatalog: Sendable {
    let users: UserCatalog

    /// The number of gists `/gists/public` lists.
    static let publicCount = 300

    /// One gist: whose, and which of theirs (0 = newest).
    struct Record: Sendable {
        var owner: UserRecord
        var offset: Int

        var id: String { Self.hex(owner.id) + Self.hex(offset) }

        private static func hex(_ value: Int) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
        }
    }

    /// The gists of `owner`, newest first.
    func gists(of owner: UserRecord) -> [Record] {
        (0..<owner.publicGists).map { Record(owner: owner, offset: $0) }
    }

    /// The newest gists of everyone, newest first.
    func publicGists() -> [Record] {
        var result: [Record] = []
        var index = 1
        while result.count < Self.publicCount, index <= users.pool {
            let owner = users.generated(index)
            if owner.publicGists > 0 { result.append(Record(owner: owner, offset: 0)) }
            index += 1
        }
        return result
    }

    /// The gist `id` names, when it exists.
    func gist(id: String) -> Record? {
        guard id.count == 32, let ownerID = Int(id.prefix(16), radix: 16),
            let offset = Int(id.suffix(16), radix: 16),
            let owner = users.user(id: ownerID), (0..<owner.publicGists).contains(offset)
        else { return nil }
        return Record(owner: owner, offset: offset)
    }

    /// When the gist last changed: newer for earlier generated users, so `/gists/public` is in order.
    func updatedAt(_ gist: Record) -> Int {
        let rank =
            if case .generated(let index) = gist.owner.origin { index } else { 0 }
        return UserCatalog.worldNow - 1_800 - rank * 3_600 - gist.offset * 259_200
    }

    /// The files of a gist: one to three, one of them in a language GitHub does not detect; the
    /// third gist of each account (offset 2) also has a log cut short (``bigLog(_:)``) and a PNG.
    private func files(_ gist: Record) -> [GistContent.File] {
        let all: [GistContent.File] = [
            .init(
                name: "hello.swift", language: "Swift", type: "application/x-swift",
                text: "print(\"Hello, gist \(gist.offset)!\")\n"),
            .init(
                name: "notes.md", language: "Markdown", type: "text/markdown",
                text: "# Notes \(gist.offset)\n\nBy \(gist.owner.login).\n"),
            .init(
                name: "data.xyz", language: nil, type: "text/plain", text: "\(gist.owner.id),\(gist.offset)\n"
            ),
        ]
        var kept = Array(all.prefix(1 + (gist.owner.id + gist.offset) % 3))
        if gist.offset == 2 {
            kept.append(Self.bigLog(gist))
            // A binary file's bytes, as GitHub's JSON carries them: not text.
            kept.append(
                .init(
                    name: "pixel.png", language: nil, type: "image/png",
                    text: "\u{FFFD}PNG\r\n\u{1A}\n\u{0}\u{0}\u{0}\rIHDR\u{0}\u{0}\u{0}\u{1}"))
        }
        // By name, as GitHub sends a gist's files.
        return kept.sorted { $0.name < $1.name }
    }

    /// A 1.5 MB log of which only the first 300 lines are sent, `truncated`: GitHub sends the first
    /// megabyte of a bigger file; the fake sends less, to keep its answers light.
    static func bigLog(_ gist: Record) -> GistContent.File {
        let lines = (1...300).map { "line \($0) of the big log of \(gist.owner.login)" }
        return .init(
            name: "big.log", language: nil, type: "text/plain",
            text: lines.joined(separator: "\n") + "\n", fullSize: 1_572_864)
    }

    /// Everything GitHub shows of `gist`.
    func content(_ gist: Record) -> GistContent {
        let updated = updatedAt(gist)
        return GistContent(
            id: gist.id, owner: gist.owner, files: files(gist),
            description: gist.offset % 4 == 3 ? nil : "Gist \(gist.offset) of \(gist.owner.login)",
            isPublic: true, createdAt: updated - 86_400 * (1 + gist.offset % 9), updatedAt: updated,
            comments: gist.offset % 6)
    }
}

extension World {
    /// The world's gists.
    var gists: GistCatalog { GistCatalog(users: users) }
}
