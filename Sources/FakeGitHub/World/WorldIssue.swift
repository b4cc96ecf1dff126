/// An issue a test opens on a running server with ``FakeGitHub/addIssue(_:in:)``, as if its
/// author had opened it: it is numbered after the repository's last.
public struct WorldIssue: Sendable, Hashable {
    /// The title; not empty.
    public var title: String
    /// The text.
    public var body: String?
    /// The login of who opened it: any account of the world, or one a test added.
    public var author: String
    /// Whether it is open.
    public var isOpen: Bool

    /// An open issue titled `title`, opened by `author`.
    public init(title: String, body: String? = nil, author: String = World.mainLogin, isOpen: Bool = true) {
        self.title = title
        self.body = body
        self.author = author
        self.isOpen = isOpen
    }
}
