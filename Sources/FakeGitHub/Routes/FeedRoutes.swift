import Foundation

/// The web host's feed paths, `/{login}.atom`: an account's activity, a ``FeedSample``,
/// or GitHub's HTML 404 page.
///
/// Like `github.com`, they have ETags and 304s but no rate limit and no token check.
struct FeedRoutes: RouteGroup {
    let world: World
    /// The least size of ``FeedSample/big``.
    let bigFeedBytes: Int

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        guard let login = login(of: context.segments) else { return nil }
        return FeedRoutes(world: context.world, bigFeedBytes: context.options.bigFeedBytes).route(login)
    }

    private static let atomType = "application/atom+xml; charset=utf-8"

    /// The login of a feed path (`["mona.atom"]` → `mona`), or nil for any other path.
    static func login(of segments: [String]?) -> String? {
        guard let segments, segments.count == 1, segments[0].hasSuffix(".atom"), segments[0].count > 5 else {
            return nil
        }
        return String(segments[0].dropLast(".atom".count))
    }

    /// The answer for `/{login}.atom`.
    private func route(_ login: String) -> RouteOutcome {
        if let sample = FeedSample(rawValue: login.lowercased()) {
            return render(sample)
        }
        guard let user = world.users.user(login: login) else {
            return .document(
                status: 404, contentType: "text/html; charset=utf-8", body: Data(Self.notFoundPage.utf8),
                etag: nil)
        }
        return .document(
            status: 200, contentType: Self.atomType,
            body: Data(ActivityFeed(world: world).atom(for: user).utf8),
            etag: nil)
    }

    private func render(_ sample: FeedSample) -> RouteOutcome {
        let feed = ActivityFeed(world: world)
        let mona = world.users.main
        func atom(_ text: String, _ contentType: String = Self.atomType) -> RouteOutcome {
            .document(status: 200, contentType: contentType, body: Data(text.utf8), etag: nil)
        }
        switch sample {
        case .notXML:
            return atom("Hello! This is plain text, not a feed.\n")
        case .html:
            return atom(Self.signInPage, "text/html; charset=utf-8")
        case .truncated:
            let text = feed.atom(for: mona)
            var cut = text.startIndex
            for _ in 0...FeedSample.truncatedEntryCount {
                cut =
                    text.range(of: "<entry>", range: text.index(after: cut)..<text.endIndex)?.lowerBound
                    ?? text.endIndex
            }
            return atom(
                String(text[..<(text.index(cut, offsetBy: 40, limitedBy: text.endIndex) ?? text.endIndex)]))
        case .billionLaughs:
            return atom(FeedSample.billionLaughsDocument)
        case .big:
            return big(feed.items(for: mona))
        case .rss:
            return atom(feed.rss(for: mona, selfLogin: sample.login), "application/rss+xml; charset=utf-8")
        case .latin1:
            let items = FeedSample.latin1Titles.enumerated().map { index, title in
                Self.item(title, number: index + 1, content: "<p>Grüße aus Köln – \(title)</p>")
            }
            let text = feed.atom(login: sample.login, items: items, encoding: "ISO-8859-1")
            return .document(
                status: 200, contentType: "application/atom+xml; charset=ISO-8859-1",
                body: Self.encode(
                    text, highByte: { $0.value < 0x100 && $0.value >= 0xA0 ? UInt8($0.value) : nil }),
                etag: nil)
        case .windows1252:
            let items = [
                Self.item(
                    FeedSample.windows1252Title, number: 1, content: "<p>\(FeedSample.windows1252Title)</p>")
            ]
            let text = feed.atom(login: sample.login, items: items, encoding: "windows-1252")
            return .document(
                status: 200, contentType: "application/atom+xml",
                body: Self.encode(text, highByte: Self.windows1252Byte), etag: nil)
        case .utf16:
            let text = feed.atom(
                login: sample.login, items: Array(feed.items(for: mona).prefix(3)), encoding: "UTF-16")
            var bytes: [UInt8] = [0xFF, 0xFE]
            for unit in text.utf16 {
                bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
            return .document(status: 200, contentType: "application/atom+xml", body: Data(bytes), etag: nil)
        case .unknownEncoding:
            let items = Array(feed.items(for: mona).prefix(1))
            return atom(
                feed.atom(login: sample.login, items: items, encoding: "x-mac-klingon"),
                "application/atom+xml")
        }
    }

    /// A complete Atom feed of at least ``bigFeedBytes``, `items` repeated with fresh ids.
    ///
    /// Each entry is written once and copied with a new number, so 50 MB takes a fraction of a second.
    private func big(_ items: [ActivityFeed.Item]) -> RouteOutcome {
        let login = FeedSample.big.login
        var data = Data(ActivityFeed.atomHeader(login: login, updated: items.first?.published ?? 0).utf8)
        data.reserveCapacity(bigFeedBytes + 64 * 1024)
        let sentinel = "987654321987"
        let templates: [(Data, Data)] = items.map { item in
            var item = item
            item.number = Int(sentinel) ?? 0
            let parts = ActivityFeed.atomEntry(item, login: login).components(separatedBy: sentinel)
            return (Data(parts[0].utf8), Data(parts.dropFirst().joined(separator: sentinel).utf8))
        }
        var number = 50_000_000_000
        while data.count < bigFeedBytes, !templates.isEmpty {
            let (before, after) = templates[number % templates.count]
            data.append(before)
            data.append(contentsOf: String(number).utf8)
            data.append(after)
            number += 1
        }
        data.append(contentsOf: "</feed>\n".utf8)
        return .document(
            status: 200, contentType: Self.atomType, body: data, etag: "W/\"big-feed-\(bigFeedBytes)\"")
    }

    private static func item(_ title: String, number: Int, content: String) -> ActivityFeed.Item {
        ActivityFeed.Item(
            event: "PushEvent", number: number, published: UserCatalog.worldNow - number * 3600, title: title,
            link: "\(ActivityFeed.web)/mona/hello-world", content: content)
    }

    /// `text` in a single-byte encoding: ASCII as is, `highByte` for the rest, and a numeric
    /// character reference for anything the encoding lacks (which XML then decodes).
    private static func encode(_ text: String, highByte: (Unicode.Scalar) -> UInt8?) -> Data {
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                bytes.append(UInt8(scalar.value))
            } else if let byte = highByte(scalar) {
                bytes.append(byte)
            } else {
                bytes.append(contentsOf: "&#\(scalar.value);".utf8)
            }
        }
        return Data(bytes)
    }

    private static func windows1252Byte(_ scalar: Unicode.Scalar) -> UInt8? {
        let special: [UInt32: UInt8] = [
            0x20AC: 0x80, 0x201A: 0x82, 0x201E: 0x84, 0x2026: 0x85, 0x2018: 0x91, 0x2019: 0x92, 0x201C: 0x93,
            0x201D: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x2122: 0x99,
        ]
        if let byte = special[scalar.value] { return byte }
        return (0xA0..<0x100).contains(scalar.value) ? UInt8(scalar.value) : nil
    }

    private static let notFoundPage = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Page not found · GitHub</title></head>
        <body><main><h1>404</h1><p>This is not the web page you are looking for.</p></main></body></html>

        """

    private static let signInPage = """
        <!DOCTYPE html>
        <html lang="en" data-color-mode="auto"><head><meta charset="utf-8">
        <title>Sign in to GitHub · GitHub</title></head>
        <body class="logged-out env-production page-responsive session-authentication">
        <div class="auth-form px-3"><h1>Sign in to GitHub</h1>
        <form action="/session" method="post"><input type="text" name="login"></form></div></body></html>

        """
}
