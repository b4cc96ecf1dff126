/// The emoji of a reaction (`+1`, `heart`, ...); kinds GitHub adds later keep their name.
public enum ReactionContent: GitHubNamed {
    /// 👍 (`+1`).
    case thumbsUp
    /// 👎 (`-1`).
    case thumbsDown
    /// 😄 (`laugh`).
    case laugh
    /// 😕 (`confused`).
    case confused
    /// ❤️ (`heart`).
    case heart
    /// 🎉 (`hooray`).
    case hooray
    /// 🚀 (`rocket`).
    case rocket
    /// 👀 (`eyes`).
    case eyes
    /// A reaction this library does not know yet, spelled as GitHub sent it.
    case other(String)

    /// GitHub's names for the reactions with a case of their own, in the order GitHub lists them.
    public static let knownNames: KeyValuePairs<Self, String> = [
        .thumbsUp: "+1", .thumbsDown: "-1", .laugh: "laugh", .confused: "confused", .heart: "heart",
        .hooray: "hooray", .rocket: "rocket", .eyes: "eyes",
    ]

    /// The name of a reaction this library does not know; nil for the others.
    public var otherName: String? {
        if case .other(let name) = self { name } else { nil }
    }
}
