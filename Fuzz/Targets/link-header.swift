import Foundation

// Sources: Sources/GitHubKit/Pagination/LinkHeader.swift

// Link header parser: `LinkHeader.parse(_:relativeTo:)` on any text.
//
// Properties:
// - every parsed URL is absolute (has a scheme), as `parse` promises;
// - every relation is lowercased, non-empty and holds no whitespace;
// - a target written without a scheme or authority (a relative reference such as
//   `/user/1?page=2` or `?page=2`) resolves onto the scheme, host and port of the base URL:
//   a relative link never moves the walk, and the token that rides on it, to another host.

private let base = URL(string: "https://api.github.com/user/1/followers?per_page=100")!

/// libFuzzer's entry: checks the properties above on one input, aborting on a failure.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = fuzzText(data, size)
    guard let header = LinkHeader.parse(text, relativeTo: base) else { return 0 }
    for (relation, url) in header.links {
        check(url.scheme?.isEmpty == false, "no scheme in \(url) for \(shown(text))")
        check(
            !relation.isEmpty && relation == relation.lowercased()
                && !relation.unicodeScalars.contains { $0.properties.isWhitespace },
            "relation \(shown(relation)) from \(shown(text))")
    }
    // Relative targets: a header of one link whose target has no scheme and no `//`.
    for target in relativeTargets(in: text) {
        guard let single = LinkHeader.parse("<\(target)>; rel=\"next\"", relativeTo: base),
            let url = single["next"]
        else { continue }
        check(
            url.scheme == base.scheme && url.host == base.host && url.port == base.port,
            "relative target \(shown(target)) left \(base.host!): \(url.absoluteString)")
    }
    return 0
}

/// The `<…>` targets in `text` that are relative references: no scheme, no authority. Read by
/// Unicode scalars, as the parser reads (a combining mark after `:` or `>` must not hide it).
private func relativeTargets(in text: String) -> [String] {
    text.unicodeScalars.split(separator: "<").compactMap { piece -> String? in
        guard let end = piece.firstIndex(of: ">") else { return nil }
        let target = String(String.UnicodeScalarView(piece[..<end])).trimmingCharacters(in: .whitespaces)
        let scalars = target.unicodeScalars
        if target.hasPrefix("//") { return nil }
        // RFC 3986: a scheme is a letter then letters, digits, `+`, `-`, `.`, before a `:`.
        if let colon = scalars.firstIndex(of: ":"), let first = scalars.first,
            first.isASCII, first.properties.isAlphabetic,
            scalars[..<colon].allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || "0123456789+-.".unicodeScalars.contains($0))
            })
        {
            return nil
        }
        return target
    }
}
