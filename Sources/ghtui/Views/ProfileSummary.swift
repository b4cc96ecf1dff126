import Foundation
import GitHubKit

/// The lines above a profile's tabs: who it is, the bio (an organization's description), the
/// details and the counts.
enum ProfileSummary {
    /// The most bio lines shown; the rest is cut with `…`.
    static let maxBioLines = 3

    /// The summary of `profile` in lines of at most `width` columns.
    static func lines(_ profile: ProfileScreen, width: Int) -> [[Span]] {
        guard let user = profile.user else {
            let who = profile.login ?? "your profile"
            return [[Span(who, .strong)]]
        }
        var lines: [[Span]] = []
        var title = [Span(user.login, .strong)]
        if let name = user.name, !name.isEmpty { title += [Span("  "), Span(name)] }
        title += [Span("  "), Span(user.isOrganization ? "Organization" : user.type.description, .faint)]
        if profile.organization.object?.isVerified == true {
            title += [Span("  "), Span("✓ Verified", Style(.success))]
        }
        if profile.follow.following == true {
            title += [Span("  "), Span("✓ Following", Style(.success))]
        }
        lines.append(title)

        let about = profile.organization.object?.description ?? user.bio
        if let bio = about?.trimmingCharacters(in: .whitespacesAndNewlines), !bio.isEmpty {
            var bioLines = TextWidth.wrap(Sanitizer.clean(bio, keepingNewlines: true), to: width)
                .filter { !$0.isEmpty }
            if bioLines.count > maxBioLines {
                bioLines = Array(bioLines.prefix(maxBioLines))
                bioLines[maxBioLines - 1] = TextWidth.truncate(bioLines[maxBioLines - 1] + " …", to: width)
            }
            lines += bioLines.map { [Span($0)] }
        }

        var facts: [[Span]] = []
        func fact(_ label: String, _ value: String?) {
            guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return }
            facts.append([Span(label + " ", .faint), Span(value)])
        }
        fact("Company", user.company)
        fact("Location", user.location)
        fact(user.isOrganization ? "Site" : "Blog", user.blog)
        fact("Email", user.email)
        fact("Twitter", user.twitterUsername.map { "@" + $0 })
        fact("Joined", user.createdAt.map { Format.day($0, timeZone: Format.utc) })
        lines += flow(facts, width: width)

        let followers = user.followers.map { $0 + profile.follow.delta }
        var counts = [
            Span(user.publicRepos.map(Format.grouped) ?? "?", .strong),
            Span(" \(Format.noun(user.publicRepos, "repo", "repos")) · ", .faint),
            Span(followers.map(Format.grouped) ?? "?", .strong),
            Span(" " + Format.noun(followers, "follower", "followers"), .faint),
        ]
        // An organization follows nobody.
        if !user.isOrganization {
            counts += [
                Span(" · ", .faint), Span(user.following.map(Format.grouped) ?? "?", .strong),
                Span(" following", .faint),
            ]
        }
        lines.append(counts)
        return lines
    }

    /// Items placed left to right with three spaces between, starting a new line when the
    /// next does not fit.
    static func flow(_ items: [[Span]], width: Int) -> [[Span]] {
        var lines: [[Span]] = []
        var line: [Span] = []
        var used = 0
        for item in items {
            let itemWidth = Span.width(of: item.map { Span(Sanitizer.clean($0.text), $0.style) })
            if !line.isEmpty && used + 3 + itemWidth > width {
                lines.append(line)
                line = []
                used = 0
            }
            if !line.isEmpty {
                line.append(Span("   "))
                used += 3
            }
            line += item
            used += itemWidth
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
