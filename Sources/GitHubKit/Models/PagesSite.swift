import Foundation

/// A repository's GitHub Pages site (`page`): `GET /repos/{owner}/{repo}/pages`.
public struct PagesSite: GitHubObject {
    /// The object exactly as GitHub sent it.
    public let raw: JSONValue
    /// The site's API URL, e.g. `https://api.github.com/repos/github/developer.github.com/pages`; every
    /// site object has it, and it names the repository.
    public let url: String

    /// Reads a site; only `url` is required.
    public init(raw: JSONValue, codingPath: [any CodingKey]) throws {
        self.raw = raw
        url = try ModelFields(raw, kind: "a Pages site", codingPath: codingPath).string("url")
    }

    /// The state of the latest build: `built`, `building` or `errored`; null before the first.
    public var status: String? { raw["status"]?.string }
    /// The custom domain; null when there is none.
    public var cname: String? { raw["cname"]?.string }
    /// Whether the site has a custom 404 page.
    public var custom404: Bool? { raw["custom_404"]?.bool }
    /// The site's address.
    public var htmlUrl: String? { raw["html_url"]?.string }
    /// How the site is built: `legacy` (from a branch) or `workflow` (by GitHub Actions).
    public var buildType: String? { raw["build_type"]?.string }
    /// The branch the site is built from (`source.branch`).
    public var sourceBranch: String? { raw["source"]?["branch"]?.string }
    /// The folder the site is built from (`source.path`), `/` or `/docs`.
    public var sourcePath: String? { raw["source"]?["path"]?.string }
    /// Whether anyone can see the site (`public`); false means only readers of the repository.
    public var isPublic: Bool? { raw["public"]?.bool }
    /// Whether the site is served only over HTTPS.
    public var httpsEnforced: Bool? { raw["https_enforced"]?.bool }
    /// The state of the HTTPS certificate (`https_certificate.state`), e.g. `approved`.
    public var httpsCertificateState: String? { raw["https_certificate"]?["state"]?.string }
    /// The day the HTTPS certificate expires (`https_certificate.expires_at`), e.g. `2021-05-22`.
    public var httpsCertificateExpiresAt: String? { raw["https_certificate"]?["expires_at"]?.string }
    /// Whether the custom domain is verified, e.g. `verified`, `pending`, `unverified`.
    public var protectedDomainState: String? { raw["protected_domain_state"]?.string }
    /// When the custom domain stops being verified; null when it is not pending.
    public var pendingDomainUnverifiedAt: Date? { raw["pending_domain_unverified_at"]?.date }
}
