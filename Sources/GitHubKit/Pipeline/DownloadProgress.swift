import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How far a download into a file is (`APIClient.download(_:to:progress:)`), counted in the
/// whole file: a resumed transfer starts at the bytes an earlier try left.
public struct DownloadProgress: Equatable, Sendable {
    /// Bytes in the file so far.
    public var received: Int64
    /// The whole file's size, when the server said it.
    public var total: Int64?

    /// Progress of `received` bytes out of `total`.
    public init(received: Int64, total: Int64?) {
        self.received = received
        self.total = total
    }

    /// Progress after `written` bytes of the answer `head`: a 206 starts where its
    /// `Content-Range` says and names the whole size there; any other answer is the whole file.
    init(written: Int64, head: HTTPURLResponse) {
        let length = head.expectedContentLength >= 0 ? head.expectedContentLength : nil
        guard head.statusCode == 206,
            let range = head.value(forHTTPHeaderField: "Content-Range").flatMap(Self.contentRange)
        else {
            self.init(received: written, total: length)
            return
        }
        self.init(received: range.start + written, total: range.total ?? length.map { range.start + $0 })
    }

    /// The fraction done, 0…1, when the total is known.
    public var fraction: Double? {
        guard let total, total > 0 else { return nil }
        return min(1, Double(received) / Double(total))
    }

    /// `bytes START-END/TOTAL` read as its start and total (nil for `*`).
    static func contentRange(_ value: String) -> (start: Int64, total: Int64?)? {
        let parts = value.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bytes" else { return nil }
        let rangeAndTotal = parts[1].split(separator: "/", maxSplits: 1)
        guard let first = rangeAndTotal.first?.split(separator: "-").first, let start = Int64(first) else {
            return nil
        }
        return (start, rangeAndTotal.count == 2 ? Int64(rangeAndTotal[1]) : nil)
    }
}
