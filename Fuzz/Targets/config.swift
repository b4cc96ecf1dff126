import Foundation

// Sources: Sources/ghtui/Input/KeyEvent+Spelling.swift Sources/ghtui/Input/KeyEvent.swift
// Sources: Sources/ghtui/Settings/ConfigurationError.swift Sources/ghtui/Settings/ConfigurationJSON.swift
// Sources: Sources/ghtui/Settings/ConfigurationSource.swift
// Sources: Sources/ghtui/Views/ColorRole.swift Sources/ghtui/Settings/TerminalColor.swift Sources/ghtui/Views/Palette.swift Sources/ghtui/Views/Style.swift

// The config file's values and key spellings: what `ConfigurationFile` reads a file with
// (`ConfigurationJSON`), what its errors show of the file (`render`, a key's
// `ConfigurationSource`, a parse failure's line and column), and `KeyEvent(spelling:)` for a
// `keys` entry. (`ConfigurationFile` itself and `KeyMap` need the browser's screens, too large a
// closure to compile this way; see docs/RELIABILITY.md.)
//
// Properties:
// - an error about the file (bad value, unknown key, not JSON) holds no ESC, C0 or C1 control
//   and no bidi override: the file's keys and values are shown escaped, never raw, on a terminal;
// - a key's spelling reads back as the same key, and holds no control.

private let path = "/home/mona/.config/ghtui/config.json"

/// libFuzzer's entry: checks the properties above on one input, aborting on a failure.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = fuzzText(data, size)
    if let event = KeyEvent(spelling: text) {
        check(
            KeyEvent(spelling: event.spelling) == event, "\(shown(text)) spells \(event) as \(event.spelling)"
        )
        checkShown(event.spelling, "the spelling of \(shown(text))")
    }
    let body = Data(fuzzBytes(data, size))
    let root: Any
    do { root = try JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed) } catch {
        checkShown(
            ConfigurationError.malformedFile(
                path: path, reason: ConfigurationJSON.parseFailure(error, in: body)
            ).description, "a parse failure")
        return 0
    }
    checkErrors(about: root, key: "")
    return 0
}

/// The errors the loader could raise about `value` at `key` (dotted, as the loader names it).
private func checkErrors(about value: Any, key: String) {
    let got = ConfigurationJSON.render(value)
    let source = ConfigurationSource.file(path: path, key: key)
    checkShown(
        ConfigurationError.invalidValue(source: source, expected: "a string", got: got).description, "render")
    checkShown(
        ConfigurationError.notAnObject(path: path, got: ConfigurationJSON.kind(value)).description, "kind")
    if let object = ConfigurationJSON.object(value) {
        for (name, member) in object.prefix(16) {
            checkErrors(about: member, key: key.isEmpty ? name : "\(key).\(name)")
        }
    } else if let array = value as? [Any] {
        for element in array.prefix(16) { checkErrors(about: element, key: key) }
    }
}

/// Checks that `message` is safe to print on a terminal.
private func checkShown(_ message: String, _ what: String) {
    if let control = firstControl(in: message)
        ?? message.unicodeScalars.first(where: { (0x202A...0x202E).contains($0.value) })
    {
        propertyFailed("\(what): U+\(String(control.value, radix: 16)) in \(shown(message))")
    }
}
