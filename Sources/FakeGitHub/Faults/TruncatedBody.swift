import FlyingFox
import FlyingSocks
import Foundation

/// A response body that yields its bytes and then fails, for ``Fault/truncatedTransfer``.
///
/// FlyingFox has already written the headers, with the full `Content-Length`, when it reads the
/// body; the failure makes it stop writing and close the connection, so the client is left
/// waiting for bytes that never come and sees the connection close early.
struct TruncatedBody: AsyncBufferedSequence {
    typealias Element = UInt8

    /// What is sent before the connection closes.
    let sent: Data

    /// Why FlyingFox stops sending.
    struct CutShort: Error {}

    func makeAsyncIterator() -> Iterator {
        Iterator(rest: sent)
    }

    /// The body sequence of an answer whose body is `body`: the headers will announce
    /// `body.count` bytes, only the first half will come.
    static func httpBody(cutting body: Data) -> HTTPBodySequence {
        HTTPBodySequence(from: TruncatedBody(sent: Data(body.prefix(body.count / 2))), count: body.count)
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var rest: Data

        mutating func next() async throws -> UInt8? {
            guard let byte = rest.first else { throw CutShort() }
            rest = Data(rest.dropFirst())
            return byte
        }

        mutating func nextBuffer(suggested count: Int) async throws -> Data? {
            guard !rest.isEmpty else { throw CutShort() }
            let chunk = Data(rest.prefix(Swift.max(1, count)))
            rest = Data(rest.dropFirst(chunk.count))
            return chunk
        }
    }
}
