import Crypto
import Foundation
import Testing

@testable import GitHubKit

/// The digest the cache keys and token fingerprints use (swift-crypto's), pinned to the
/// standard vectors so that a changed digest, which would orphan every cached row, is caught.
@Suite struct CacheSHA256Tests {
    private func hexDigest(_ bytes: some Sequence<UInt8>) -> String {
        Hex.string(SHA256.hash(data: Array(bytes)))
    }

    @Test func emptyMessageMatchesTheStandardVector() {
        #expect(
            hexDigest([UInt8]())
                == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func abcMatchesTheStandardVector() {
        #expect(
            hexDigest("abc".utf8)
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func the448BitMessageMatchesTheStandardVector() {
        #expect(
            hexDigest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func the896BitMessageMatchesTheStandardVector() {
        let message =
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrs"
            + "mnopqrstnopqrstu"
        #expect(
            hexDigest(message.utf8)
                == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    @Test func oneMillionAsMatchesTheStandardVector() {
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(
            hexDigest(message)
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func feedingInPiecesGivesTheSameDigestAsAllAtOnce() {
        let message = (0..<1000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        for pieceSize in [1, 3, 55, 56, 63, 64, 65, 128, 999] {
            var hasher = SHA256()
            var start = 0
            while start < message.count {
                let end = min(start + pieceSize, message.count)
                hasher.update(data: message[start..<end])
                start = end
            }
            #expect(Hex.string(hasher.finalize()) == hexDigest(message), "pieces of \(pieceSize)")
        }
    }

    @Test func messagesAroundThePaddingBoundaryMatchKnownDigests() {
        // 55 bytes fits the length in the same block; 56 needs one more block.
        #expect(
            hexDigest([UInt8](repeating: UInt8(ascii: "a"), count: 55))
                == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(
            hexDigest([UInt8](repeating: UInt8(ascii: "a"), count: 56))
                == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
    }
}
