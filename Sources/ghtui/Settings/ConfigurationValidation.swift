import Foundation
import GitHubKit

/// The checks every source's values go through, so a flag, a variable and a file key
/// are held to the same rules and fail with the same wording.
enum ConfigurationValidation {
    /// An absolute http(s) URL with a host, lowercased scheme and host, no trailing slash.
    ///
    /// User names and passwords are refused: a token pasted into a URL would otherwise be
    /// sent to every host and shown in every message that names the URL.
    static func url(_ raw: String, source: ConfigurationSource) throws(ConfigurationError) -> URL {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        func failure(_ problem: String) -> ConfigurationError {
            .invalidURL(source: source, value: redactingUserInfo(in: raw), problem: problem)
        }
        guard var parts = URLComponents(string: text),
            let scheme = parts.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else {
            throw failure("is not an http(s) URL")
        }
        guard let host = parts.percentEncodedHost, !host.isEmpty else {
            throw failure("is not an http(s) URL with a host")
        }
        if let port = parts.port, !(1...65_535).contains(port) {
            throw failure("has a port outside 1-65535")
        }
        guard parts.percentEncodedUser == nil, parts.percentEncodedPassword == nil else {
            throw failure("must not contain a user name or password")
        }
        guard parts.percentEncodedQuery == nil, parts.percentEncodedFragment == nil else {
            throw failure("must not have a query or fragment")
        }
        parts.scheme = scheme
        parts.percentEncodedHost = host.lowercased()
        while parts.percentEncodedPath.hasSuffix("/") {
            parts.percentEncodedPath.removeLast()
        }
        guard let url = parts.url else {
            throw failure("is not an http(s) URL")
        }
        return url
    }

    /// `value` when it lies in `range`.
    static func integer(
        _ value: Int, in range: ClosedRange<Int>, source: ConfigurationSource
    ) throws(ConfigurationError) -> Int {
        guard range.contains(value) else {
            throw .invalidValue(source: source, expected: integerExpectation(range), got: String(value))
        }
        return value
    }

    /// What `integer(_:in:source:)` asks for, in words.
    static func integerExpectation(_ range: ClosedRange<Int>) -> String {
        "an integer from \(range.lowerBound) to \(range.upperBound)"
    }

    /// What a timeout must be, in words.
    static let timeoutExpectation =
        "a number of seconds greater than 0 and at most \(Int(Configuration.maximumTimeout.components.seconds))"

    /// A positive, finite number of seconds no larger than `Configuration.maximumTimeout`.
    static func timeout(seconds: Double, source: ConfigurationSource) throws(ConfigurationError) -> Duration {
        let maximum = Double(Configuration.maximumTimeout.components.seconds)
        guard seconds.isFinite, seconds > 0, seconds <= maximum else {
            throw .invalidValue(source: source, expected: timeoutExpectation, got: render(seconds))
        }
        return .seconds(seconds)
    }

    /// The token with surrounding whitespace removed; nil when nothing is left, which counts as unset.
    ///
    /// Anything but visible ASCII is refused: it cannot be a GitHub token, and a line break
    /// would let the value inject headers. The value itself never appears in the error.
    static func token(_ raw: String, source: ConfigurationSource) throws(ConfigurationError)
        -> Configuration.Token?
    {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty {
            return nil
        }
        guard text.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw .invalidValue(
                source: source,
                expected: "a token of visible ASCII characters without spaces",
                got: "a value with other characters, not shown")
        }
        return Configuration.Token(text)
    }

    /// An OAuth app's client ID (`Ov23li…`, `Iv1.…`) with surrounding whitespace removed; nil when
    /// nothing is left, which counts as unset. Letters, digits, `.`, `_` and `-`, at most 100.
    static func clientID(_ raw: String, source: ConfigurationSource) throws(ConfigurationError) -> String? {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty {
            return nil
        }
        let allowed = text.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || [UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-")].contains(byte)
        }
        guard allowed, text.utf8.count <= 100 else {
            throw .invalidValue(
                source: source, expected: "an OAuth app's client ID (letters, digits, '.', '_' and '-')",
                got: ConfigurationJSON.render(text))
        }
        return text
    }

    /// A non-empty path; a leading `~` is expanded later, against the home directory in use.
    static func path(_ raw: String, source: ConfigurationSource) throws(ConfigurationError) -> String {
        guard !raw.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .invalidValue(source: source, expected: "a non-empty path", got: raw.debugDescription)
        }
        return raw
    }

    /// `text` with everything between `scheme://` and the last `@` of the authority replaced
    /// by `***`, so an error quoting a URL cannot quote a password or token in it.
    static func redactingUserInfo(in text: String) -> String {
        guard let schemeEnd = text.range(of: "://") else {
            return text
        }
        let authorityStart = schemeEnd.upperBound
        let authorityEnd =
            text[authorityStart...].firstIndex(where: { "/?#".contains($0) }) ?? text.endIndex
        guard let at = text[authorityStart..<authorityEnd].lastIndex(of: "@") else {
            return text
        }
        return text[..<authorityStart] + "***" + text[at...]
    }

    /// A number as a person would write it: `30`, not `30.0`.
    static func render(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int(number))
        }
        return String(number)
    }
}
