/// Asks for a login when there is neither `--user` nor a token.
struct LoginPrompt: Equatable, Sendable {
    /// What has been typed.
    var text = ""
    /// Why the last login entered was refused.
    var error: String?
}
