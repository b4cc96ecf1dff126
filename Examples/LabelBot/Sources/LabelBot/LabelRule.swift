import Foundation

/// Which label a new issue gets: `label`, when the title matches `titlePattern`.
public struct LabelRule: Sendable {
    /// The label to add, e.g. `bug`.
    public let label: String
    /// The regular expression a title must match somewhere, e.g. `(?i)crash|error`.
    public let titlePattern: String

    /// A rule adding `label` to issues whose title matches `titlePattern` (Swift `Regex` syntax).
    public init(label: String, whenTitleMatches titlePattern: String) throws(BotConfigurationError) {
        guard !label.trimmingCharacters(in: .whitespaces).isEmpty else { throw .emptyLabel }
        do {
            _ = try Regex(titlePattern)
        } catch {
            throw .badPattern(titlePattern, reason: "\(error)")
        }
        self.label = label
        self.titlePattern = titlePattern
    }

    /// Whether an issue titled `title` gets the label.
    public func matches(title: String) -> Bool {
        // Compiled for each title (a `Regex` cannot be shared across tasks); the initializer
        // checked that it compiles.
        guard let regex = try? Regex(titlePattern) else { return false }
        return title.contains(regex)
    }
}
