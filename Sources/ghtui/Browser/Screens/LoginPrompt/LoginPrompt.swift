import Foundation
import GitHubKit

/// Asks for a login when there is neither `--user` nor a token.
struct LoginPrompt: Equatable, Sendable {
    /// The longest login GitHub allows.
    static let maxLength = 39

    /// What has been typed.
    var text = ""
    /// Why the last login entered was refused.
    var error: String?

    /// The prompt's part of the reducer: `command` (nil for a typed key) from `key`.
    mutating func update(_ command: KeyCommand?, key: KeyEvent, context: inout UpdateContext) {
        switch command {
        case .deleteCharacter:
            if !text.isEmpty { text.removeLast() }
            error = nil
        case .open:
            let login = text.trimmingCharacters(in: .whitespaces)
            do {
                try GitHubNames.validateLogin(login)
                context.navigation = .replaceAll(.profile(ProfileScreen(login: login, size: context.size)))
            } catch {
                self.error = login.isEmpty ? "type a GitHub login" : "\(error)"
            }
        case nil:
            guard case .character(let character) = key else { return }
            if text.count < Self.maxLength { text.append(character) }
            error = nil
        default:
            break
        }
    }
}
