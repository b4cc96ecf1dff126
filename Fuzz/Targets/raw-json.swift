import Foundation

// Sources: Sources/ghtui/Dump/RawJSON.swift Sources/ghtui/Dump/JSONWriter.swift
// Sources: Sources/GitHubKit/Parsing/ByteSearch.swift

// The raw JSON scanner and its edits: `RawJSON(validating:)`, `removingMembers(named:)` (how a
// dump drops `temp_clone_token`) and `keeping(_:)` (`--fields`), written compact and pretty.
// Foundation's JSONSerialization is the judge of what is valid JSON.
//
// Properties, for any input JSONSerialization accepts:
// - the scanner accepts it too (but for a trailing comma, which Foundation takes and JSON
//   does not allow);
// - a value the scanner calls plain (`isPlain`) is one the writer leaves as it is;
// - removing a member (one of the document's own keys, and `temp_clone_token`) and writing the
//   result, compact or pretty, gives valid JSON equal to the document with that member removed
//   at every depth;
// - keeping some fields of an object gives valid JSON with only those fields.

/// libFuzzer's entry: checks the properties above on one input, aborting on a failure.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(fuzzBytes(data, size))
    // JSONSerialization on Linux stops at a NUL byte (it reads `9\0` as 9), but no valid JSON
    // holds one, so such inputs are only held to "no crash".
    guard !body.contains(0),
        let document = try? JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed)
    else {
        // Not JSON: the scanner may accept or reject it, but must not crash or hang.
        _ = try? RawJSON(validating: body).removingMembers(named: "a").written(pretty: true)
        return 0
    }
    let raw: RawJSON
    do { raw = try RawJSON(validating: body) } catch {
        // Foundation also takes a trailing comma (`[1,]`), which JSON does not allow.
        check(hasTrailingComma(body), "valid JSON rejected: \(error)")
        return 0
    }
    if raw.isPlain {
        // A value the scan calls plain is written as its own bytes, unrepaired: the writer agrees.
        var out: [UInt8] = []
        JSONWriter(pretty: false, depth: 0).write(raw.bytes, into: &out)
        let written = String(decoding: out, as: UTF8.self)
        check(out == raw.bytes, "plain, but the writer changes it to \(shown(written))")
    }
    let keys = allKeys(in: document)
    for key in ["temp_clone_token"] + keys.prefix(2) {
        let removed: RawJSON
        do { removed = try raw.removingMembers(named: key) } catch {
            propertyFailed("removing \(shown(key)) threw \(error)")
        }
        let expected = removing(key, from: document)
        for pretty in [false, true] {
            let parsed = parse(removed.written(pretty: pretty), "removing \(shown(key)), pretty: \(pretty)")
            check(
                (parsed as? NSObject)?.isEqual(expected) ?? false,
                "removing \(shown(key)) gave \(parsed), not \(expected)")
        }
    }
    if document is [String: Any] {
        let fields = Set(keys.prefix(1) + ["id"])
        let kept: RawJSON?
        do { kept = try raw.keeping(fields) } catch { propertyFailed("keeping \(fields) threw \(error)") }
        if let kept {
            let parsed = parse(kept.written(pretty: false), "keeping \(fields)")
            let keptKeys = Set((parsed as? [String: Any])?.keys.map { $0 } ?? [])
            check(!keptKeys.isEmpty && keptKeys.isSubset(of: fields), "keeping \(fields) kept \(keptKeys)")
        }
    }
    return 0
}

/// Whether a `,` is followed, after whitespace, by `]` or `}` (anywhere, strings included).
private func hasTrailingComma(_ body: Data) -> Bool {
    let bytes = [UInt8](body)
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: ",") {
        let next = bytes[(index + 1)...].first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
        if next == UInt8(ascii: "]") || next == UInt8(ascii: "}") { return true }
    }
    return false
}

/// The document `bytes` spell, or a property failure naming `what` made them.
private func parse(_ bytes: [UInt8], _ what: String) -> Any {
    do {
        return try JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
    } catch {
        propertyFailed("\(what): invalid JSON \(shown(String(decoding: bytes, as: UTF8.self)))")
    }
}

/// Every object key in `value`, at any depth, in a stable order.
private func allKeys(in value: Any) -> [String] {
    if let object = value as? [String: Any] {
        return object.keys.sorted() + object.keys.sorted().flatMap { allKeys(in: object[$0]!) }
    }
    if let array = value as? [Any] { return array.flatMap(allKeys) }
    return []
}

/// `value` with every member named `key` left out, as a Foundation object to compare with.
private func removing(_ key: String, from value: Any) -> NSObject {
    if let object = value as? [String: Any] {
        var kept: [String: Any] = [:]
        for (name, member) in object where name != key { kept[name] = removing(key, from: member) }
        return kept as NSDictionary
    }
    if let array = value as? [Any] { return array.map { removing(key, from: $0) } as NSArray }
    return value as! NSObject
}
