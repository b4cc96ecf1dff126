/// How many contributions an account has on a day in FakeGitHub's GraphQL calendar: derived from
/// the login and the date alone, so a test can check every square.
///
/// About three days in ten have none; the others have 1 to 15. The colour is GitHub's, by count.
public enum ContributionRule {
    /// Contributions of `login` (any case) on `date` (`YYYY-MM-DD`).
    public static func count(login: String, date: String) -> Int {
        let hash = StableHash.hash(seed: 0x636F_6E74_7269_6273, "\(login.lowercased())|\(date)")
        return hash % 10 < 3 ? 0 : Int((hash >> 8) % 15) + 1
    }

    /// The square's colour on github.com for `count` contributions.
    public static func color(count: Int) -> String {
        switch count {
        case ...0: "#ebedf0"
        case 1...3: "#9be9a8"
        case 4...7: "#40c463"
        case 8...11: "#30a14e"
        default: "#216e39"
        }
    }
}
