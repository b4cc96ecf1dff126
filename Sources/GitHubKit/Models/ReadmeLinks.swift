/// The `_links` object of a file in a repository.
public struct ReadmeLinks: Codable, Equatable, Hashable, Sendable {
    /// The Git blob's API URL; null for some submodules.
    public let git: String?
    /// The file's web URL; null for some submodules.
    public let html: String?
    /// The file's contents API URL. Spell it `` links.`self` ``: a bare `links.self` is the links value.
    public let `self`: String

    /// Creates the links from their fields, as GitHub would send them.
    public init(git: String? = nil, html: String? = nil, self link: String) {
        self.git = git
        self.html = html
        self.`self` = link
    }
}
