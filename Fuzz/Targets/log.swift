import Foundation

// Sources: Sources/ghtui/Log/JobLog.swift Sources/ghtui/Log/LogColors.swift Sources/ghtui/Log/LogGroup.swift
// Sources: Sources/ghtui/Log/LogLine.swift Sources/ghtui/Log/LogLineKind.swift
// Sources: Sources/ghtui/Log/LogSearch.swift Sources/ghtui/Log/LogStyle.swift Sources/ghtui/Log/LogText.swift
// Sources: Sources/ghtui/Log/LogTimestamp.swift Sources/ghtui/Terminal/Sanitizer.swift
// Sources: Sources/ghtui/Views/Cell.swift Sources/ghtui/Views/Grid.swift Sources/ghtui/Views/Span.swift
// Sources: Sources/ghtui/Views/Style.swift Sources/ghtui/Views/TextWidth.swift
// Sources: Sources/ghtui/Views/ColorRole.swift Sources/ghtui/Settings/TerminalColor.swift Sources/ghtui/Views/Palette.swift

// The job log renderer: `JobLog` on any bytes, each line decoded (`line(_:colors:)`) with and
// without colours, its sections, and its search.
//
// Properties:
// - a line's text and timestamp hold no ESC, C0 or C1 control or tab: escape sequences other
//   than colours are removed, colours become styles;
// - sections (`##[group]` … `##[endgroup]`) lie inside the log, their headers in order;
// - search agrees with the text as drawn: `LogSearch` finds exactly the lines whose drawn text
//   holds the query, ignoring case, but for `##[endgroup]` lines, which the viewer
//   never shows (its quick path reads plain lines' bytes, not their text).

private let queries = ["error", "e", "##", "warning:", "\u{1B}"]

/// libFuzzer's entry: checks the properties above on one input, aborting on a failure.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let log = JobLog(Data(fuzzBytes(data, size)))
    let count = log.lineCount
    var texts: [String] = []
    for index in 0..<min(count, 300) {
        for colors in [true, false] {
            let line = log.line(index, colors: colors)
            for text in [line.text, line.timestamp ?? ""] {
                if let control = firstControl(in: text) {
                    propertyFailed("U+\(String(control.value, radix: 16)) in line \(index): \(shown(text))")
                }
            }
            if !colors { texts.append(line.text) }
        }
        _ = log.group(containing: index)
    }
    var previous = -1
    for group in log.groups {
        check(
            previous < group.header && group.header < group.end && group.end <= count,
            "group \(group.header)..<\(group.end) in \(count) lines after \(previous)")
        previous = group.header
    }
    if let error = log.firstError() { check(error < count, "first error \(error) of \(count) lines") }
    guard count <= 300 else { return 0 }
    for query in queries {
        let found = LogSearch(query, in: log).lines.map(Int.init)
        // The viewer never shows `##[endgroup]` lines, so search passes them over. The queries
        // are ASCII, matched by bytes ignoring ASCII case as the view highlights them (not by
        // Characters: `E` and a combining mark after it are one Character, yet hold `e`).
        let expected = texts.indices.filter {
            log.kind(ofLine: $0) != .endGroup && asciiLowercased(texts[$0]).contains(asciiLowercased(query))
        }
        check(
            found == expected, "search \(shown(query)) found lines \(found), the text has it in \(expected)")
    }
    return 0
}

/// `text`'s UTF-8 with ASCII letters lowercased.
private func asciiLowercased(_ text: String) -> [UInt8] {
    text.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }
}
