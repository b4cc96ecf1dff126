import Foundation

/// What each search looks through, and how its qualifiers narrow it: repositories (the main
/// user's and the special accounts'), issues and pull requests, code (a few files in each
/// repository with issues), commits (the pull requests') and topics.
enum SearchCandidates {
    /// `GET /search/repositories` (the main user's, the special accounts' and those of accounts a
    /// test added): `language:`, `stars:`, `forks:`, `user:`, `org:`, `topic:`, `in:name|description|topics`.
    static func repositories(_ query: SearchQuery, world: World) -> [SearchMatch] {
        let users = world.users
        let owners =
            [users.main] + users.specials + world.additions.users.compactMap { users.user(id: $0.id) }
        let fields = Set(query.values("in"))
        return owners.flatMap { owner in world.repos.repos(of: owner).elements(0..<owner.publicRepos) }
            .compactMap {
                repo in
                let owner = repo.owner.login.lowercased()
                guard query.values("language").allSatisfy({ $0 == repo.language?.lowercased() }),
                    query.numbersMatch("stars", repo.stargazers), query.numbersMatch("forks", repo.forks),
                    query.values("user").allSatisfy({ $0 == owner }),
                    query.values("org").allSatisfy({ $0 == owner && repo.owner.isOrganization }),
                    query.values("topic").allSatisfy({ repo.topics.contains($0) }),
                    query.termsMatch([
                        fields.isEmpty || fields.contains("name") ? repo.name : nil,
                        fields.isEmpty || fields.contains("description") ? repo.description : nil,
                        fields.isEmpty || fields.contains("topics")
                            ? repo.topics.joined(separator: " ") : nil,
                    ])
                else { return nil }
                return SearchMatch(
                    keys: ["stars": repo.stargazers, "forks": repo.forks, "updated": repo.updatedAt],
                    repository: repo
                ) {
                    repo.minimalJSON(permissions: nil).appending([("score", .double($0))])
                }
            }
    }

    /// `GET /search/issues`: `repo:`, `is:`/`state:`/`type:`, `in:title|body`, `author:`,
    /// `assignee:`, `label:`, `review-requested:` (an open pull request asks its repository's
    /// owner), `mentions:` (`@login` in the body), `updated:` (dates, as `stars:` numbers) and
    /// `archived:`.
    /// `edits` are what writes changed: an issue edited, closed or merged is found as it is now.
    static func issues(_ query: SearchQuery, world: World, edits: IssueEdits = IssueEdits()) -> [SearchMatch]
    {
        let fields = Set(query.values("in"))
        let flags = query.values("is") + query.values("state") + query.values("type")
        let issues =
            world.issues.allIssues().map { edits.issue(repoID: $0.repo.id, number: $0.number) ?? $0 }
            + edits.openedIssues
        return issues.compactMap { issue in
            let labels = Set(issue.labels.map { $0.name.lowercased() })
            let assignees = Set(issue.assignees.map { $0.login.lowercased() })
            let admitted = flags.allSatisfy { flag in
                switch flag {
                case "open": issue.isOpen
                case "closed": !issue.isOpen
                case "pr": issue.pull != nil
                case "issue": issue.pull == nil
                case "merged": issue.pull?.merged == true
                default: true
                }
            }
            guard admitted, query.values("repo").allSatisfy({ $0 == issue.repo.fullName.lowercased() }),
                query.values("author").allSatisfy({ $0 == issue.author.login.lowercased() }),
                query.values("assignee").allSatisfy(assignees.contains),
                query.values("label").allSatisfy(labels.contains),
                query.values("review-requested").allSatisfy({
                    issue.pull != nil && issue.isOpen && $0 == issue.repo.owner.login.lowercased()
                }),
                query.values("mentions").allSatisfy({ (issue.body ?? "").lowercased().contains("@\($0)") }),
                query.values("archived").allSatisfy({ $0 == String(issue.repo.archived) }),
                query.datesMatch("updated", issue.updatedAt),
                query.termsMatch([
                    fields.isEmpty || fields.contains("title") ? issue.title : nil,
                    fields.isEmpty || fields.contains("body") ? issue.body : nil,
                ])
            else { return nil }
            let keys = [
                "comments": issue.commentCount, "created": issue.createdAt, "updated": issue.updatedAt,
                "reactions": issue.reactionCounts.reduce(0, +),
            ]
            let below = [issue.pull == nil ? "issues" : "pulls", String(issue.number)]
            return SearchMatch(keys: keys, repository: issue.repo, below: below) {
                issue.json(extra: [("score", .double($0))])
            }
        }
    }

    /// `GET /search/code`: `repo:`, `user:`, `language:`, `path:` (a prefix), `extension:`,
    /// `filename:`; words match the text or the path.
    static func code(_ query: SearchQuery, world: World) -> [SearchMatch] {
        world.issues.reposWithIssues.flatMap { repo in
            IssueText.files.enumerated().compactMap { offset, file -> SearchMatch? in
                let path = file.path.lowercased()
                let name = String(path.split(separator: "/").last ?? Substring(path))
                guard query.values("repo").allSatisfy({ $0 == repo.fullName.lowercased() }),
                    query.values("user").allSatisfy({ $0 == repo.owner.login.lowercased() }),
                    query.values("language").allSatisfy({ $0 == file.language.lowercased() }),
                    query.values("path").allSatisfy({
                        path.hasPrefix($0.hasPrefix("/") ? String($0.dropFirst()) : $0)
                    }),
                    query.values("extension").allSatisfy({ name.hasSuffix(".\($0)") }),
                    query.values("filename").allSatisfy({ $0 == name }),
                    query.termsMatch([file.text, file.path])
                else { return nil }
                return SearchMatch(
                    keys: ["indexed": repo.pushedAt - offset], repository: repo,
                    below: ["contents", file.path]
                ) { score in
                    let sha = IDs.sha(repo.id * 10 + offset, salt: 71)
                    let api = "https://api.github.com/repos/\(repo.fullName)"
                    return .object([
                        ("name", .string(String(file.path.split(separator: "/").last ?? ""))),
                        ("path", .string(file.path)),
                        ("sha", .string(sha)),
                        ("url", .string("\(api)/contents/\(file.path)?ref=\(repo.defaultBranch)")),
                        ("git_url", .string("\(api)/git/blobs/\(sha)")),
                        (
                            "html_url",
                            .string(
                                "https://github.com/\(repo.fullName)/blob/\(repo.defaultBranch)/\(file.path)")
                        ),
                        ("repository", repo.minimalJSON(permissions: nil)),
                        ("score", .double(score)),
                    ])
                }
            }
        }
    }

    /// `GET /search/commits`: the pull requests' commits; `repo:`, `author:`, `committer:`; words
    /// match the message.
    static func commits(_ query: SearchQuery, world: World) -> [SearchMatch] {
        let catalog = world.issues
        return catalog.allIssues().flatMap { issue -> [SearchMatch] in
            guard let pull = issue.pull,
                query.values("repo").allSatisfy({ $0 == issue.repo.fullName.lowercased() }),
                (query.values("author") + query.values("committer")).allSatisfy({
                    $0 == issue.author.login.lowercased()
                })
            else { return [] }
            return (0..<pull.commitCount).compactMap { offset in
                guard query.termsMatch([catalog.commitMessage(of: issue, offset: offset)]) else { return nil }
                let date = issue.createdAt + offset * 3600
                return SearchMatch(
                    keys: ["author-date": date, "committer-date": date], repository: issue.repo,
                    below: ["commits"]
                ) { score in
                    catalog.commitJSON(
                        of: issue, offset: offset,
                        extra: [
                            ("repository", issue.repo.minimalJSON(permissions: nil)),
                            ("score", .double(score)),
                        ])
                }
            }
        }
    }

    /// `GET /search/topics`: the world's topics; `is:featured`, `is:curated`.
    static func topics(_ query: SearchQuery, world: World) -> [SearchMatch] {
        WorldText.topics.enumerated().compactMap { offset, name in
            let featured = offset % 4 == 0
            let curated = offset % 3 == 0
            let flags = query.values("is")
            guard flags.allSatisfy({ ($0 != "featured" || featured) && ($0 != "curated" || curated) }),
                query.termsMatch([name])
            else { return nil }
            let created = UserCatalog.worldNow - (offset + 1) * 30 * 86_400
            return SearchMatch(keys: [:]) { score in
                .object([
                    ("name", .string(name)),
                    ("display_name", .string(curated ? name.capitalized : nil)),
                    ("short_description", .string(curated ? "Everything about \(name)." : nil)),
                    (
                        "description",
                        .string(curated ? "Repositories about \(name), curated by GitHub." : nil)
                    ),
                    ("created_by", .string(nil)),
                    ("released", .string(nil)),
                    ("created_at", .string(Timestamp.iso8601(created))),
                    ("updated_at", .string(Timestamp.iso8601(created + 86_400))),
                    ("featured", .bool(featured)),
                    ("curated", .bool(curated)),
                    ("score", .double(score)),
                ])
            }
        }
    }
}
