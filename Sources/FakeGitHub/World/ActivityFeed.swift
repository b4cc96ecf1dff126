import Foundation

/// The public activity of an account in the fake world, as GitHub's web host publishes it at
/// `https://github.com/{login}.atom`: Atom with GitHub's structure, or the same items as RSS 2.0.
///
/// Every account with repositories has ``entryCount`` entries, newest first, cycling through all
/// of GitHub's event kinds; an account without repositories (`loner`) has an empty feed.
struct ActivityFeed: Sendable {
    /// One event, before it is written as XML.
    struct Item: Sendable {
        /// GitHub's event name, e.g. `PushEvent`.
        var event: String
        /// The number after the event name in the entry id.
        var number: Int
        /// Epoch seconds.
        var published: Int
        /// Plain text; HTML-escaped where the format wants HTML.
        var title: String
        var link: String
        /// The entry's HTML content, as GitHub renders it (before XML escaping).
        var content: String

        /// `tag:github.com,2008:PushEvent/40058323100`.
        var id: String { "tag:github.com,2008:\(event)/\(number)" }
    }

    static let entryCount = 30
    static let web = "https://github.com"

    /// In an order that covers every kind within any 18 consecutive entries (7 is coprime to 18).
    private static let events = [
        "PushEvent", "WatchEvent", "CreateEvent", "IssuesEvent", "IssueCommentEvent", "PullRequestEvent",
        "PushEvent", "PullRequestReviewEvent", "PullRequestReviewCommentEvent", "ForkEvent", "ReleaseEvent",
        "DeleteEvent", "PushEvent", "PublicEvent", "MemberEvent", "GollumEvent", "CommitCommentEvent",
        "SponsorshipEvent",
    ]

    private static let branches = ["main", "develop", "feature/activity-feed", "fix/typo"]

    /// Commit messages as HTML: quotes, ampersands, angle brackets and non-ASCII to decode.
    private static let commitMessages = [
        "Fix the &quot;parser&quot; &amp; tidy up",
        "Add &lt;Feed&gt; support",
        "Ünïcödé everywhere 🎉",
        "Bump version to 1.2.3",
        "Merge pull request #42 from user-00042/patch-1<br>Add docs",
    ]

    let world: World

    /// The items of `user`'s feed, newest first.
    func items(for user: UserRecord) -> [Item] {
        guard user.publicRepos > 0 else { return [] }
        let users = world.users
        let repos = world.repos
        return (0..<Self.entryCount).map { index in
            let bits = Scramble.bits(user.id &* 64 &+ index, salt: 21)
            let event = Self.events[(index * 7 + user.id) % Self.events.count]
            let own = repos.repo(of: user, index: Scramble.pick(bits, shift: 0, below: user.publicRepos))
            let other = users.generated(Scramble.pick(bits, shift: 12, below: users.pool) + 1)
            let theirs = repos.repo(of: other, index: 0)
            let published =
                UserCatalog.worldNow - user.id % 3600 - 3600
                * (index * 5 + Scramble.pick(bits, shift: 24, below: 5))
            var item = Item(
                event: event, number: 40_000_000_000 + (user.id % 100_000_000) * 100 + index,
                published: published, title: "", link: "", content: "")
            describe(&item, user: user, own: own, other: other, theirs: theirs, bits: bits, index: index)
            return item
        }
    }

    private func describe(
        _ item: inout Item, user: UserRecord, own: RepoRecord, other: UserRecord, theirs: RepoRecord,
        bits: UInt64, index: Int
    ) {
        let login = user.login
        let repo = own.fullName
        let branch = Scramble.choose(Self.branches, bits, shift: 30)
        let number = 1 + Scramble.pick(bits, shift: 34, below: 300)
        let sha = Self.sha(bits)
        let actor = Self.link("/\(login)", login)
        let repoLink = Self.link("/\(repo)", repo)
        /// Describes a remark on issue or pull request `number` (`path` is `issues` or `pull`): the
        /// item links to the remark at `#{anchor}{item.number}`; returns the action.
        func remark(_ phrase: String, on path: String, anchor: String) -> String {
            item.title = "\(login) \(phrase) \(repo)#\(number)"
            item.link = "\(Self.web)/\(repo)/\(path)/\(number)#\(anchor)\(item.number)"
            return "\(phrase) \(Self.link("/\(repo)/\(path)/\(number)", "\(repo)#\(number)"))"
        }
        let action: String
        var detail = ""
        switch item.event {
        case "PushEvent":
            item.title = "\(login) pushed to \(branch) in \(repo)"
            item.link = "\(Self.web)/\(repo)/compare/\(sha.prefix(10))...\(Self.sha(bits >> 7).prefix(10))"
            action = "pushed to \(Self.link("/\(repo)/tree/\(branch)", branch)) in \(repoLink)"
            let count = 1 + Scramble.pick(bits, shift: 40, below: 3)
            let commits = (0..<count).map { offset in
                let commit = Self.sha(bits >> UInt64(offset + 1))
                let message =
                    user.login == "evil-bio"
                    ? "Totally normal commit&#27;[2J&#27;]0;pwned&#7; &#x202E;gnp.exe"
                    : Self.commitMessages[(index + offset) % Self.commitMessages.count]
                return "<li class=\"d-flex flex-items-baseline\"><code class=\"ml-1\">"
                    + Self.link("/\(repo)/commit/\(commit)", String(commit.prefix(7)))
                    + "</code>\n<div class=\"dashboard-break-word lh-condensed\"><blockquote>\(message)"
                    + "</blockquote></div></li>"
            }
            detail = "<ul class=\"list-style-none\">\n" + commits.joined(separator: "\n") + "\n</ul>"
        case "WatchEvent":
            item.title = "\(login) starred \(theirs.fullName)"
            item.link = "\(Self.web)/\(theirs.fullName)"
            action = "starred \(Self.link("/\(theirs.fullName)", theirs.fullName))"
            detail = Self.paragraph(theirs.description)
        case "CreateEvent":
            item.title = "\(login) created a branch \(branch) in \(repo)"
            item.link = "\(Self.web)/\(repo)/tree/\(branch)"
            action = "created a branch \(Self.link("/\(repo)/tree/\(branch)", branch)) in \(repoLink)"
        case "DeleteEvent":
            item.title = "\(login) deleted branch \(branch) at \(repo)"
            item.link = "\(Self.web)/\(repo)"
            action = "deleted branch \(Self.escape(branch)) at \(repoLink)"
        case "ForkEvent":
            item.title = "\(login) forked \(login)/\(theirs.name) from \(theirs.fullName)"
            item.link = "\(Self.web)/\(login)/\(theirs.name)"
            action =
                "forked \(Self.link("/\(login)/\(theirs.name)", "\(login)/\(theirs.name)")) from "
                + Self.link("/\(theirs.fullName)", theirs.fullName)
            detail = Self.paragraph(theirs.description)
        case "IssuesEvent", "PullRequestEvent":
            let isIssue = item.event == "IssuesEvent"
            let noun = isIssue ? "an issue" : "a pull request"
            item.title = "\(login) opened \(noun) in \(repo)"
            item.link = "\(Self.web)/\(repo)/\(isIssue ? "issues" : "pull")/\(number)"
            action = "opened \(noun) in \(repoLink)"
            let titleHTML =
                isIssue ? "Crash when the title has an &amp; in it" : "Read activity feeds through a Parsable"
            detail = Self.reference(number, titleHTML, link: item.link)
        case "IssueCommentEvent":
            action = remark("commented on issue", on: "issues", anchor: "issuecomment-")
            detail = "<p>Looks good to me 👍<br>Thanks &amp; cheers,<br>\(Self.escape(login))</p>"
        case "PullRequestReviewEvent":
            action = remark("reviewed pull request", on: "pull", anchor: "pullrequestreview-")
        case "PullRequestReviewCommentEvent":
            action = remark("commented on pull request", on: "pull", anchor: "discussion_r")
            detail = "<p>Nit: <code>let</code> instead of <code>var</code>?</p>"
        case "ReleaseEvent":
            let tag = "v1.\(index).0"
            item.title = "\(login) released \(tag) – Tom & Jerry at \(repo)"
            item.link = "\(Self.web)/\(repo)/releases/tag/\(tag)"
            action =
                "released \(Self.link("/\(repo)/releases/tag/\(tag)", "\(tag) – Tom & Jerry")) at \(repoLink)"
        case "PublicEvent":
            item.title = "\(login) made \(repo) public"
            item.link = "\(Self.web)/\(repo)"
            action = "made \(repoLink) public"
            detail = Self.paragraph(own.description)
        case "MemberEvent":
            item.title = "\(login) added \(other.login) to \(repo)"
            item.link = "\(Self.web)/\(repo)"
            action = "added \(Self.link("/\(other.login)", other.login)) to \(repoLink)"
        case "GollumEvent":
            item.title = "\(login) created a wiki page in \(repo)"
            item.link = "\(Self.web)/\(repo)/wiki/Home"
            action = "created a wiki page in \(repoLink)"
            detail = "<ul><li>Created \(Self.link("/\(repo)/wiki/Home", "Home"))</li></ul>"
        case "CommitCommentEvent":
            item.title = "\(login) commented on commit \(repo)@\(sha.prefix(10))"
            item.link = "\(Self.web)/\(repo)/commit/\(sha)#commitcomment-\(item.number)"
            action = "commented on commit \(Self.link("/\(repo)/commit/\(sha)", "\(repo)@\(sha.prefix(10))"))"
            detail = "<p>Why &lt;this&gt; and not &lt;that&gt;?</p>"
        default:
            item.title = "\(login) started sponsoring \(other.login)"
            item.link = "\(Self.web)/sponsors/\(other.login)"
            action = "started sponsoring \(Self.link("/\(other.login)", other.login))"
        }
        item.content = Self.content(
            event: item.event, user: user, action: "\(actor) \(action)", detail: detail)
    }

    // MARK: - HTML

    private static func content(event: String, user: UserRecord, action: String, detail: String) -> String {
        let kind = event.dropLast("Event".count).lowercased()
        let box =
            detail.isEmpty
            ? "" : "\n    <div class=\"Box p-3 mt-2 color-shadow-medium\">\n\(detail)\n    </div>"
        return """
            <div class="\(kind) js-feed-item-view"><div class="body">
            <!-- \(kind) -->
            <div class="d-flex flex-items-baseline border-bottom color-border-muted py-3">
              <span class="mr-2"><a class="d-inline-block" href="/\(user.login)" rel="noreferrer">\
            <img class="avatar avatar-user" src="https://avatars.githubusercontent.com/u/\(user.id)?s=64&amp;v=4" \
            width="32" height="32" alt="@\(user.login)"></a></span>
              <div class="d-flex flex-column width-full">
                <div class="">
                  \(action)
                </div>\(box)
              </div>
            </div>
            </div></div>
            """
    }

    private static func link(_ path: String, _ text: String) -> String {
        "<a class=\"Link--primary no-underline text-bold\" href=\"\(escape(path))\">\(escape(text))</a>"
    }

    private static func paragraph(_ text: String?) -> String {
        guard let text else { return "" }
        return "<p class=\"f6 color-fg-muted mb-0\">\(escape(text))</p>"
    }

    private static func reference(_ number: Int, _ titleHTML: String, link: String) -> String {
        "<span class=\"f4\">#\(number)</span> <a href=\"\(escape(link))\">\(titleHTML)</a>"
    }

    static func avatar(_ login: String) -> String {
        "https://avatars.githubusercontent.com/\(login)?s=30&v=4"
    }

    /// A 40-hex-digit commit id drawn from `bits`.
    private static func sha(_ bits: UInt64) -> String {
        (0..<3).map { part in
            let text = String(
                Scramble.bits(Int(truncatingIfNeeded: bits), salt: UInt64(part + 31)), radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }.joined().prefix(40).description
    }

    /// Escapes text for XML and HTML alike; control characters become numeric references, which
    /// HTML allows (the feed parser must drop them) but raw XML 1.0 would not.
    static func escape(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    result += "&#\(scalar.value);"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
