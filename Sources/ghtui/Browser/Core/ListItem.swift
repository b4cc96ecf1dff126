import GitHubKit

/// One row of a list: a repository, a person, an activity entry or a gist on a profile; an issue, a
/// pull request, a release, a contributor or a workflow run on a repository; a notification in the
/// inbox.
enum ListItem: Equatable, Sendable {
    /// A repository (Repos and Stars tabs).
    case repository(Repository)
    /// A person or organization (Followers and Following tabs).
    case person(SimpleUser)
    /// An entry of the activity feed (Activity tab).
    case activity(FeedEntry)
    /// An issue (Issues tab of a repository).
    case issue(Issue)
    /// A pull request (Pull requests tab).
    case pullRequest(PullRequest)
    /// A release (Releases tab).
    case release(Release)
    /// A contributor (Contributors tab).
    case contributor(Contributor)
    /// A notification thread (the inbox).
    case notification(NotificationThread)
    /// A workflow run (Actions tab).
    case run(WorkflowRun)
    /// A gist (Gists tab), as a list shows it: its files without their content.
    case gist(Gist)
    /// An entry of a repository's directory (the code screen): a file, directory, symlink or
    /// submodule.
    case content(ContentItem)
    /// A branch or tag to browse the code of (the code screen's picker).
    case gitRef(GitRef)

    /// The item's page on the web; nil for an entry without a link.
    var htmlURL: String? {
        switch self {
        case .repository(let repository): repository.htmlUrl
        case .person(let person): person.htmlUrl
        case .activity(let entry): entry.link?.absoluteString
        case .issue(let issue): issue.htmlUrl
        case .pullRequest(let pull): pull.htmlUrl
        case .release(let release): release.htmlUrl
        case .contributor(let contributor): contributor.htmlUrl
        case .notification(let thread): InboxSubject(thread).webURL
        case .run(let run): run.htmlUrl
        case .gist(let gist): gist.htmlUrl
        case .content(let item): item.htmlUrl
        case .gitRef: nil
        }
    }

    /// What `ListScope` keeps or leaves out a row by: a notification's reason.
    var tag: String? {
        if case .notification(let thread) = self { thread.reason } else { nil }
    }

    /// What `ListScope` groups rows by: a notification's repository.
    var group: String? {
        if case .notification(let thread) = self { thread.repository?.fullName } else { nil }
    }

    /// Whether the item mentions `needle` (already lowercased) in its name, login,
    /// description or language; an issue's or pull request's number, title, author or labels; a
    /// release's tag or name; a run's workflow, title, branch, event or actor; a notification's
    /// title, repository, reason or subject type; a gist's description or file names.
    func matches(_ needle: String) -> Bool {
        switch self {
        case .repository(let repository):
            return [repository.fullName, repository.description ?? "", repository.language ?? ""]
                .contains { $0.lowercased().contains(needle) }
        case .person(let person):
            return [person.login, person.name ?? ""].contains { $0.lowercased().contains(needle) }
        case .activity(let entry):
            return [entry.title, entry.kind.rawValue, entry.content].contains {
                $0.lowercased().contains(needle)
            }
        case .issue(let issue):
            return Self.mentions(
                needle, number: issue.number, title: issue.title, author: issue.user?.login,
                labels: issue.labels)
        case .pullRequest(let pull):
            return Self.mentions(
                needle, number: pull.number, title: pull.title, author: pull.user?.login, labels: pull.labels)
        case .release(let release):
            return [release.tagName ?? "", release.name ?? ""].contains { $0.lowercased().contains(needle) }
        case .contributor(let contributor):
            return [contributor.login ?? "", contributor.name ?? ""].contains {
                $0.lowercased().contains(needle)
            }
        case .run(let run):
            return [
                run.name ?? "", run.displayTitle ?? "", run.headBranch ?? "", run.event ?? "",
                run.actor?.login ?? "",
            ].contains { $0.lowercased().contains(needle) }
        case .notification(let thread):
            return [
                thread.subjectTitle ?? "", thread.repository?.fullName ?? "", thread.reason ?? "",
                thread.subjectType ?? "",
            ].contains { $0.lowercased().contains(needle) }
        case .gist(let gist):
            return ([gist.description ?? ""] + gist.files.map(\.filename)).contains {
                $0.lowercased().contains(needle)
            }
        case .content(let item):
            return item.name.lowercased().contains(needle)
        case .gitRef(let ref):
            return ref.name.lowercased().contains(needle)
        }
    }

    private static func mentions(
        _ needle: String, number: Int, title: String?, author: String?, labels: [Label]
    ) -> Bool {
        ("#\(number)").contains(needle)
            || ([title ?? "", author ?? ""] + labels.map(\.name)).contains {
                $0.lowercased().contains(needle)
            }
    }

    /// The star count used by the `stars` sort.
    var stars: Int {
        if case .repository(let repository) = self { return repository.stargazersCount ?? 0 }
        return 0
    }
}
