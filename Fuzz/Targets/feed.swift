import Foundation

// Sources: Sources/GitHubKit/GraphQL/GraphQLError.swift Sources/GitHubKit/GraphQL/GraphQLErrorType.swift
// Sources: Sources/GitHubKit/Models/Feed.swift Sources/GitHubKit/Models/FeedEntry.swift
// Sources: Sources/GitHubKit/Models/FeedEntryKind.swift Sources/GitHubKit/Models/GitHubErrorBody.swift
// Sources: Sources/GitHubKit/Models/GitHubNamed.swift Sources/GitHubKit/Models/GitHubObject.swift
// Sources: Sources/GitHubKit/Models/JSONKey.swift Sources/GitHubKit/Models/JSONValue.swift
// Sources: Sources/GitHubKit/Models/ModelFields.swift Sources/GitHubKit/Models/ModelIdentityError.swift
// Sources: Sources/GitHubKit/Parsing/FeedDate.swift Sources/GitHubKit/Parsing/FeedParser.swift
// Sources: Sources/GitHubKit/Parsing/FeedPrologue.swift Sources/GitHubKit/Parsing/FeedReader.swift
// Sources: Sources/GitHubKit/Parsing/HTMLText.swift Sources/GitHubKit/Parsing/Parsable.swift
// Sources: Sources/GitHubKit/Parsing/TextEncoding.swift Sources/GitHubKit/Pipeline/APIResponse.swift
// Sources: Sources/GitHubKit/Pipeline/GitHubError.swift Sources/GitHubKit/Pipeline/ValidationFailure.swift
// Sources: Sources/GitHubKit/Routes/GitHubNames.swift Sources/GitHubKit/Apps/AppAuthError.swift Sources/GitHubKit/Apps/AppKeyError.swift
// The feed parser: `FeedParser.parse` on any body, Atom or RSS, with its prologue and
// encoding sniffing; the body's length picks one of four `Content-Type`s to sniff against.
//
// Properties:
// - at most `maxEntries` entries;
// - a lower entry limit gives the first entries of the full parse: limits cut, never change;
// - no expansion: the text of the feed and its entries (titles, authors, content) holds no
//   more characters than the body has bytes, give or take a few per entry, so no entity,
//   declared or built in, can blow it up (the "billion laughs" seed).

private let contentTypes: [String?] = [
    nil, "application/atom+xml; charset=iso-8859-1", "text/html; charset=utf-8",
    "application/rss+xml; charset=windows-1252",
]
private let base = URL(string: "https://github.com/mona.atom")

/// libFuzzer's entry: checks the properties above on one input, aborting on a failure.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(fuzzBytes(data, size))
    let contentType = contentTypes[size % contentTypes.count]
    let full = try? FeedParser(maxEntries: 50).parse(body, contentType: contentType, baseURL: base)
    let cut = try? FeedParser(maxEntries: 2).parse(body, contentType: contentType, baseURL: base)
    guard let full else { return 0 }
    check(full.entries.count <= 50, "\(full.entries.count) entries over the limit of 50")
    if let cut {
        check(
            cut.entries == Array(full.entries.prefix(2)),
            "the first 2 entries differ under a limit of 2: \(cut.entries) vs \(full.entries.prefix(2))")
    } else {
        check(full.entries.isEmpty, "a limit of 2 failed where no limit read \(full.entries.count) entries")
    }
    var characters = full.title.unicodeScalars.count
    for entry in full.entries {
        characters += [entry.title, entry.author, entry.content, entry.id].reduce(0) {
            $0 + $1.unicodeScalars.count
        }
    }
    check(
        characters <= size + 64 * (full.entries.count + 1),
        "\(characters) characters of text from a body of \(size) bytes")
    return 0
}
