import Foundation

// Sources: Sources/ghtui/Terminal/Sanitizer.swift Sources/ghtui/Views/TextWidth.swift

// The terminal sanitizer and text width: `Sanitizer.clean` on any text, then `TextWidth`'s
// cutting and wrapping of what it leaves. The first byte picks a width from 2 to 65:
// at width 1 a two-column glyph cannot fit, and `wrap` keeps at least one scalar a line by
// design (so that it always ends), so one-column layouts are not held to the width.
//
// Properties:
// - clean text holds no ESC, no C0 control (a line break only when asked to keep them), no
//   DEL, no C1 control, and no invisible formatting (Unicode category Cf);
// - cleaning is idempotent: clean text cleans to itself;
// - `truncate` stays within the width, `fit` fills it exactly, every `wrap` line stays within it.

/// libFuzzer's entry: checks the properties above on one input, aborting on a failure.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let width = Int(data[0] % 64) + 2
    let text = fuzzText(data + 1, size - 1)
    for keepingNewlines in [false, true] {
        let clean = Sanitizer.clean(text, keepingNewlines: keepingNewlines)
        let allowed: Set<Unicode.Scalar> = keepingNewlines ? ["\n"] : []
        if let control = firstControl(in: clean, allowing: allowed) {
            propertyFailed(
                "U+\(String(control.value, radix: 16)) left in \(shown(clean)) from \(shown(text))")
        }
        if let format = clean.unicodeScalars.first(where: { $0.properties.generalCategory == .format }) {
            propertyFailed("format U+\(String(format.value, radix: 16)) left in \(shown(clean))")
        }
        let again = Sanitizer.clean(clean, keepingNewlines: keepingNewlines)
        check(again == clean, "not idempotent: \(shown(clean)) cleaned to \(shown(again))")
        checkWidths(clean, width: width)
    }
    return 0
}

private func checkWidths(_ clean: String, width: Int) {
    let cut = TextWidth.truncate(clean, to: width)
    check(TextWidth.width(of: cut) <= width, "truncate(\(shown(clean)), \(width)) = \(shown(cut))")
    let fitted = TextWidth.fit(clean, to: width)
    check(TextWidth.width(of: fitted) == width, "fit(\(shown(clean)), \(width)) = \(shown(fitted))")
    for line in TextWidth.wrap(clean, to: width) {
        check(TextWidth.width(of: line) <= width, "wrap(\(shown(clean)), \(width)) gave \(shown(line))")
    }
}
