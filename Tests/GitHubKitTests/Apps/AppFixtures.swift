import FakeGitHub
import Foundation
import GitHubKit
import Synchronization

/// The test app's keys (`Fixtures/Apps`, made with openssl for these tests only) and a FakeGitHub
/// that knows the app.
enum AppFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Apps")
    static let appID = 4242

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    static func text(_ name: String) throws -> String {
        try String(contentsOf: url(name), encoding: .utf8)
    }

    static func key() throws -> AppPrivateKey {
        try AppPrivateKey(contentsOf: url("app-pkcs1.pem"))
    }

    /// A line from the middle of the private key's PEM: no message may ever contain it.
    static func secretLine() throws -> String {
        try text("app-pkcs1.pem").split(separator: "\n")[5].description
    }

    /// Installation 1 on `mona` (every repository), 2 on `acme-corp` (suspended), 3 on `mona`'s
    /// `hello-world` only.
    static func options(tokenLifetime: Int = 3600) throws -> Options {
        var options = Options()
        options.app = AppOptions(
            id: appID, publicKeyPEM: try text("app-public.pem"),
            installations: [
                AppInstallationRecord(id: 1, account: "mona"),
                AppInstallationRecord(id: 2, account: "acme-corp", suspended: true),
                AppInstallationRecord(id: 3, account: "mona", repositories: ["hello-world"]),
            ],
            tokenLifetime: tokenLifetime)
        return options
    }

    /// The app's client for FakeGitHub at `url`, with quick retries.
    static func app(
        _ url: URL, appID: Int = appID, now: @escaping @Sendable () -> Date = Date.init,
        signingNow: @escaping @Sendable () -> Date = Date.init
    ) throws -> GitHub {
        GitHub.app(
            AppCredentials(appID: appID, privateKey: try key(), now: signingNow), apiURL: url,
            transport: CurlTransport.make(timeout: .seconds(60)), concurrency: 64, retryPolicy: quickRetries,
            now: now)
    }
}

/// A clock a test moves by hand.
final class TestClock: Sendable {
    private let current: Mutex<Date>

    init(_ start: Date = Date()) {
        current = Mutex(start)
    }

    var now: Date { current.withLock { $0 } }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
