import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// Key codes become key events; the mailbox hands actions and stop requests to the loop.
@Suite struct KeyAndMailboxTests {
    @Test func terminalCodesBecomeKeys() {
        #expect(KeyEvent.plain(13) == .enter)
        #expect(KeyEvent.plain(10) == .enter)
        #expect(KeyEvent.plain(127) == .backspace)
        #expect(KeyEvent.plain(9) == .tab)
        #expect(KeyEvent.plain(3) == .control("c"))
        #expect(KeyEvent.plain(27) == .escape)
        #expect(KeyEvent.plain(0x6A) == .character("j"))
        #expect(KeyEvent.plain(0x4F60) == .character("你"))
        #expect(KeyEvent.plain(0x9B) == nil)
        #expect(KeyEvent.plain(0x202E) == nil)
    }

    @Test func theMailboxDeliversInOrderAndWakesTheLoop() throws {
        let mailbox = try Mailbox()
        mailbox.post(.tick)
        mailbox.post(.notice("hello"))
        var descriptor = pollfd(fd: mailbox.wakeDescriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&descriptor, 1, 0) == 1)
        #expect(mailbox.take() == [.tick, .notice("hello")])
        #expect(mailbox.take().isEmpty)
        descriptor.revents = 0
        #expect(poll(&descriptor, 1, 0) == 0)
        #expect(mailbox.stopReason == nil)
        mailbox.stop(.terminated)
        mailbox.stop(.interrupted)
        #expect(mailbox.stopReason == .terminated)
    }

    @Test func errorsAreSaidInTheUsersTerms() {
        let context = RenderContext(
            now: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "UTC")!)
        func say(_ error: GitHubError, showsData: Bool = false) -> String {
            ErrorText.describe(error, login: "x", showsData: showsData, context: context)
        }
        #expect(say(.notFound(endpoint: "GET /users/x", message: "Not Found")) == "no GitHub user named x")
        #expect(say(.unauthorized(message: "Bad credentials")).hasPrefix("token rejected"))
        let reset = Date(timeIntervalSince1970: 14 * 3600 + 5 * 60)
        #expect(
            say(.rateLimited(reset: reset, retryAfter: nil, message: ""), showsData: true)
                == "rate limited until 14:05 — showing cached data")
        #expect(say(.pageFailed(page: 2, .serverError(status: 502, message: ""))).contains("HTTP 502"))
    }
}
