import CCurl
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request on libcurl: its easy handle, the answer as it arrives, and the caller waiting for
/// it. Made on the caller's thread; from `configure()` on, touched only by the engine's loop
/// thread (libcurl calls the callbacks there), except the cancelled flag.
final class CurlTransfer: @unchecked Sendable {
    /// Where the body goes.
    enum Sink {
        /// Kept in memory and returned.
        case memory
        /// Written to this file, whatever the status.
        case file(URL)
        /// Written into this file when the answer is a success (see `BodySink`), with progress;
        /// any other answer's body is returned.
        case success(URL, @Sendable (Int64, HTTPURLResponse) -> Void)
    }

    /// Seconds without data before a request gives up, and seconds in all.
    struct Limits {
        let idleSeconds: Int
        let totalSeconds: Int
    }

    /// libcurl's numbers (curl/curl.h): options, info and result codes.
    enum Code {
        static let writeData: Int32 = 10001
        static let url: Int32 = 10002
        static let errorBuffer: Int32 = 10010
        static let lowSpeedLimit: Int32 = 19
        static let lowSpeedTime: Int32 = 20
        static let httpHeader: Int32 = 10023
        static let headerData: Int32 = 10029
        static let customRequest: Int32 = 10036
        static let noBody: Int32 = 44
        static let httpGet: Int32 = 80
        static let noSignal: Int32 = 99
        static let acceptEncoding: Int32 = 10102
        static let timeoutMilliseconds: Int32 = 155
        static let connectTimeoutMilliseconds: Int32 = 156
        static let copyPostFields: Int32 = 10165
        static let postFieldSize: Int32 = 30120
        static let protocols: Int32 = 181
        static let pipeWait: Int32 = 237
        static let writeFunction: Int32 = 20011
        static let headerFunction: Int32 = 20079
        static let caFile: Int32 = 10065
        static let caDirectory: Int32 = 10097
        static let responseCode: Int32 = 0x20_0002
        static let httpAndHTTPS = 3
        static let errorSize = 256
        static let failedInit: Int32 = 2
    }

    let easy: UnsafeMutableRawPointer
    let url: URL
    private let request: URLRequest
    private let sink: Sink
    private let limits: Limits
    private let trust: CurlTrust
    private let cancelled = Atomic(false)
    /// The caller, resumed once by `finish`.
    var continuation: CheckedContinuation<(Data, Head), any Error>?

    /// An answer's head as it came. The caller's task makes it an `HTTPURLResponse`, not the
    /// loop thread: corelibs Foundation's initialiser capitalises every field name through
    /// `NSString`, about 40 µs a head, which held up the loop's next request (docs/PERFORMANCE.md,
    /// 2026-12-06).
    struct Head: Sendable {
        let status: Int
        let version: String
        let fields: [String: String]

        /// The head as URLSession gives it, for `url`.
        func response(for url: URL) -> HTTPURLResponse? {
            HTTPURLResponse(url: url, statusCode: status, httpVersion: version, headerFields: fields)
        }
    }

    private var headerList: UnsafeMutableRawPointer?
    private let errorWords = UnsafeMutablePointer<CChar>.allocate(capacity: Code.errorSize)
    private var body = Data()
    /// The answer's head so far: a status line starts it again (an interim 100 Continue).
    private var status = 0
    private var version = "HTTP/1.1"
    private var fields: [String: String] = [:]
    /// The head, once the body began (or the answer ended without one).
    private var head: Head?
    /// The `HTTPURLResponse` a file's progress is reported with (made once, on the loop thread).
    private var response: HTTPURLResponse?
    private var file: BodySink?
    private var written: Int64 = 0
    private var failure: (any Error)?
    /// Whether the CA bundle is used, after the hashed directory alone failed (`CurlTrust`).
    private var usesBundle = false

    init(request: URLRequest, url: URL, sink: Sink, limits: Limits, trust: CurlTrust) {
        self.request = request
        self.trust = trust
        self.url = url
        self.sink = sink
        self.limits = limits
        easy = ccurl_easy_init()
        errorWords.initialize(repeating: 0, count: Code.errorSize)
    }

    deinit {
        ccurl_easy_cleanup(easy)
        if let headerList { ccurl_slist_free_all(headerList) }
        errorWords.deallocate()
    }

    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    func markCancelled() { cancelled.store(true, ordering: .releasing) }

    /// Sets the easy handle up for the request; false (and the caller told) when libcurl refuses.
    func configure() -> Bool {
        let context = Unmanaged.passUnretained(self).toOpaque()
        var refused: Int32 = 0
        func set(_ option: Int32, _ value: Int) { refused |= ccurl_easy_setopt_long(easy, option, value) }
        func set(_ option: Int32, _ value: String) {
            refused |= value.withCString { ccurl_easy_setopt_pointer(easy, option, $0) }
        }
        // Speed-ups a libcurl built without the feature may refuse: the transfer works without.
        func prefer(_ option: Int32, _ value: Int) { _ = ccurl_easy_setopt_long(easy, option, value) }
        func prefer(_ option: Int32, _ value: String) {
            _ = value.withCString { ccurl_easy_setopt_pointer(easy, option, $0) }
        }
        set(Code.url, url.absoluteString)
        set(Code.noSignal, 1)
        // Essential: nothing but HTTP(S) is ever spoken, whatever URL a caller builds.
        set(Code.protocols, Code.httpAndHTTPS)
        prefer(Code.pipeWait, 1)
        set(Code.connectTimeoutMilliseconds, limits.idleSeconds * 1000)
        set(Code.lowSpeedLimit, 1)
        set(Code.lowSpeedTime, limits.idleSeconds)
        set(Code.timeoutMilliseconds, limits.totalSeconds * 1000)
        if trust.directoryFailed.load(ordering: .relaxed), let bundle = trust.fallback {
            usesBundle = true
            set(Code.caFile, bundle)
        } else if !trust.isDefault {
            if let directory = trust.directory { set(Code.caDirectory, directory) }
            if let file = trust.file {
                set(Code.caFile, file)
            } else {
                refused |= ccurl_easy_setopt_pointer(easy, Code.caFile, nil)
            }
        }
        refused |= ccurl_easy_setopt_pointer(easy, Code.errorBuffer, errorWords)
        refused |= ccurl_easy_setopt_callback(easy, Code.writeFunction, curlBodyCallback)
        refused |= ccurl_easy_setopt_pointer(easy, Code.writeData, context)
        refused |= ccurl_easy_setopt_callback(easy, Code.headerFunction, curlHeaderCallback)
        refused |= ccurl_easy_setopt_pointer(easy, Code.headerData, context)

        let headers = request.allHTTPHeaderFields ?? [:]
        func has(_ name: String) -> Bool {
            headers.keys.contains { $0.caseInsensitiveCompare(name) == .orderedSame }
        }
        // Every encoding this libcurl can decode, unless the caller asked for one.
        if !has("Accept-Encoding") { prefer(Code.acceptEncoding, "") }
        var lines = headers.map { "\($0.key): \($0.value)" }
        let method = request.httpMethod ?? "GET"
        switch method {
        case "GET": set(Code.httpGet, 1)
        case "HEAD": set(Code.noBody, 1)
        default: set(Code.customRequest, method)
        }
        if let body = request.httpBody ?? (["POST", "PUT", "PATCH"].contains(method) ? Data() : nil) {
            // Sent with its length (0 for a PUT without body, which GitHub wants said), no
            // `Expect: 100-continue` round trip, and no form type the caller did not ask for.
            refused |= ccurl_easy_setopt_offset(easy, Code.postFieldSize, Int64(body.count))
            if body.isEmpty {
                set(Code.copyPostFields, "")
            } else {
                refused |= body.withUnsafeBytes {
                    ccurl_easy_setopt_pointer(easy, Code.copyPostFields, $0.baseAddress)
                }
            }
            lines.append("Expect:")
            if !has("Content-Type") { lines.append("Content-Type:") }
        }
        for line in lines { headerList = ccurl_slist_append(headerList, line) }
        if let headerList { refused |= ccurl_easy_setopt_pointer(easy, Code.httpHeader, headerList) }
        guard refused == 0 else {
            finish(code: Code.failedInit)
            return false
        }
        return true
    }

    /// After libcurl's `code`: true when the server's chain failed to verify with the hashed CA
    /// directory alone and the request is set up again with the bundle, to be added again (and
    /// every later request goes straight to the bundle). Nothing was sent: the TLS handshake failed.
    func verifiesAgainWithBundle(after code: Int32) -> Bool {
        guard code == 60 || code == 77, !usesBundle, trust.directory != nil, trust.file == nil,
            let bundle = trust.fallback, head == nil
        else { return false }
        trust.directoryFailed.store(true, ordering: .relaxed)
        usesBundle = true
        errorWords[0] = 0
        let refused = bundle.withCString { ccurl_easy_setopt_pointer(easy, Code.caFile, $0) }
        return refused == 0
    }

    /// Part of a line libcurl hands over.
    private typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    /// One header line of the answer, read as bytes: Foundation's trimming and splitting took
    /// 7 µs a line (30 lines an answer) on the loop thread.
    fileprivate func header(_ line: UnsafeBufferPointer<UInt8>) {
        let text = Self.trimmed(line[...])
        if text.starts(with: "HTTP/".utf8) {
            let parts = text.split(separator: UInt8(ascii: " "), maxSplits: 2)
            version = parts.first.map { String(decoding: $0, as: UTF8.self) } ?? version
            status = parts.count > 1 ? Int(String(decoding: parts[1], as: UTF8.self)) ?? 0 : 0
            fields = [:]
        } else if let colon = text.firstIndex(of: UInt8(ascii: ":")) {
            let name = String(decoding: text[..<colon], as: UTF8.self)
            let value = String(decoding: Self.trimmed(text[(colon + 1)...]), as: UTF8.self)
            // A repeated field is joined, as HTTP allows and URLSession does.
            fields[name] = fields[name].map { "\($0), \(value)" } ?? value
        }
    }

    /// `bytes` without the spaces, tabs and line ends around them.
    private static func trimmed(_ bytes: Bytes) -> Bytes {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }),
            let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return bytes[bytes.endIndex...] }
        return bytes[first...last]
    }

    /// A chunk of the body; false when it could not be written (libcurl then stops).
    fileprivate func receive(_ chunk: UnsafeBufferPointer<UInt8>) -> Bool {
        guard head != nil || begin() else { return false }
        guard let file else {
            body.append(chunk)
            return true
        }
        do {
            try file.write(Data(buffer: chunk))
            written += Int64(chunk.count)
            if case .success(_, let progress) = sink, let response { progress(written, response) }
            return true
        } catch {
            failure = error
            return false
        }
    }

    /// Keeps the answer's head, once it has all come (at the first byte of the body, or at the
    /// end when there is none), and makes the file its body goes to; false when that file cannot
    /// be made.
    private func begin() -> Bool {
        var code = 0
        ccurl_easy_getinfo_long(easy, Code.responseCode, &code)
        let head = Head(status: code > 0 ? code : status, version: version, fields: fields)
        self.head = head
        do {
            switch sink {
            case .memory: break
            case .file(let path): file = try BodySink(file: path, status: 200)
            case .success(let path, let progress):
                file = try BodySink(file: path, status: head.status)
                if file != nil, let response = head.response(for: url) {
                    self.response = response
                    progress(0, response)
                }
            }
            return true
        } catch {
            failure = error
            return false
        }
    }

    /// Resumes the caller with the answer, or with the failure `code` names (nil: cancelled).
    func finish(code: Int32?) {
        guard let continuation else { return }
        self.continuation = nil
        // An answer without a body (a 304, a 204) begins here, and still gets its file.
        let begun = code == 0 && failure == nil && (head != nil || begin())
        file?.close()
        if begun, let head, failure == nil {
            continuation.resume(returning: (body, head))
        } else if let failure {
            continuation.resume(throwing: failure)
        } else if let code, !isCancelled {
            continuation.resume(throwing: error(code))
        } else {
            continuation.resume(throwing: URLError(.cancelled, userInfo: [NSURLErrorFailingURLErrorKey: url]))
        }
    }

    /// libcurl's result as the `URLError` URLSession on Linux would give, with libcurl's words
    /// (a TLS failure is `unknown` there too, so that its reason — "SSL certificate problem:
    /// self-signed certificate" — reaches the user).
    private func error(_ code: Int32) -> URLError {
        let written = String(cString: errorWords)
        let words = written.isEmpty ? String(cString: ccurl_easy_strerror(code)) : written
        let kind: URLError.Code =
            switch code {
            case 1: .unsupportedURL
            case 3: .badURL
            case 5, 6: .cannotFindHost
            case 7: .cannotConnectToHost
            case 28: .timedOut
            case 52: .badServerResponse
            case 16, 55, 56, 92: .networkConnectionLost
            default: .unknown
            }
        return URLError(
            kind, userInfo: [NSLocalizedDescriptionKey: words, NSURLErrorFailingURLErrorKey: url])
    }
}

/// libcurl's header callback: one line per call.
private let curlHeaderCallback: ccurl_data_callback = { data, size, count, context in
    guard let data, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    transfer.header(
        UnsafeBufferPointer(
            start: UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: size * count))
    return size * count
}

/// libcurl's write callback: a chunk of the body per call; a short count stops the transfer.
private let curlBodyCallback: ccurl_data_callback = { data, size, count, context in
    guard let data, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let chunk = UnsafeBufferPointer(
        start: UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: size * count)
    return transfer.receive(chunk) ? size * count : 0
}
