import Foundation
import Testing

@testable import GitHubKit

/// libcurl's words decide what a transport error is when corelibs Foundation's code does not:
/// under chaos a reset mid-body has arrived as "Recv failure: Connection reset by peer" with a
/// code other than `networkConnectionLost`, and was not retried.
@Suite struct TransportErrorWordsTests {
    private let url = URL(string: "http://127.0.0.1:8080/users/mona")!

    private func mapped(_ code: URLError.Code, _ words: String) -> GitHubError {
        APIClient.gitHubError(URLError(code, userInfo: [NSLocalizedDescriptionKey: words]), url: url)
    }

    @Test(arguments: [
        (URLError.Code.unknown, "Recv failure: Connection reset by peer"),
        (.badServerResponse, "Empty reply from server"),
        (.cannotParseResponse, "Send failure: Connection reset by peer"),
        (.networkConnectionLost, "anything"),
    ])
    func resetsAreConnectionResetsWhateverTheirCode(code: URLError.Code, words: String) {
        #expect(mapped(code, words) == .transport(.connectionReset(host: "127.0.0.1:8080")))
    }

    @Test(arguments: [
        "transfer closed with 1024 bytes remaining to read",
        "transfer closed with outstanding read data remaining",
    ])
    func bodiesCutShortAreTransferCutOffs(words: String) {
        #expect(mapped(.unknown, words) == .transport(.transferCutOff(host: "127.0.0.1:8080")))
        #expect(mapped(.cannotDecodeRawData, words) == .transport(.transferCutOff(host: "127.0.0.1:8080")))
    }

    @Test func otherFailuresKeepTheirWords() {
        #expect(
            mapped(.unknown, "SSL certificate problem")
                == .transport(.other(host: "127.0.0.1:8080", reason: "SSL certificate problem")))
    }
}
