import GitHubKit
import Testing

@Suite struct GitHubNamesTests {
    @Test(arguments: ["a", "octocat", "dyljqq", "a-b-c", "A1", String(repeating: "x", count: 39)])
    func validLoginsPass(login: String) throws {
        try GitHubNames.validateLogin(login)
    }

    @Test(arguments: [
        "", "../etc", "a b", "-x", "x-", "a--b", String(repeating: "x", count: 40), "%00", "a\u{0}b", "用户",
        "a/b", "a.b", "a_b", "\u{1B}[2J",
    ])
    func invalidLoginsAreRejectedWithTheReason(login: String) {
        #expect {
            try GitHubNames.validateLogin(login)
        } throws: { error in
            guard case .invalidInput(let message) = error as? GitHubError else { return false }
            return message.contains("is not a valid GitHub login") && !message.contains("\u{1B}")
        }
    }

    @Test(arguments: ["ghtui", "swift-format", "a.b_c-d", "..foo", String(repeating: "r", count: 100)])
    func validRepositoryNamesPass(name: String) throws {
        try GitHubNames.validateRepositoryName(name)
    }

    @Test(arguments: ["", ".", "..", "a/b", "a b", "é", String(repeating: "r", count: 101)])
    func invalidRepositoryNamesAreRejected(name: String) {
        #expect(throws: GitHubError.self) { try GitHubNames.validateRepositoryName(name) }
    }
}
