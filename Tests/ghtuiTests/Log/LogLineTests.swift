import Foundation
import Testing

@testable import ghtui

/// One line of a job log decoded as the viewer draws it: timestamps apart, workflow command
/// markers as kinds and labels, ANSI colours as styles, every other escape removed.
@Suite struct LogLineTests {
    private let stamp = "2025-05-31T10:00:00.1234567Z "

    private func line(_ text: String, colors: Bool = true) -> LogLine {
        JobLog(text).line(0, colors: colors)
    }

    private func line(bytes: [UInt8]) -> LogLine {
        JobLog(Data(bytes)).line(0, colors: true)
    }

    @Test(
        arguments: [
            ("2025-05-31T10:00:00.1234567Z hello", "2025-05-31T10:00:00.1234567Z", "hello"),
            ("2025-05-31T10:00:00Z hello", "2025-05-31T10:00:00Z", "hello"),
            ("2025-05-31T10:00:00.5Z ", "2025-05-31T10:00:00.5Z", ""),
            ("2025-05-31T10:00:00.1234567Z", "2025-05-31T10:00:00.1234567Z", ""),
            ("2025-05-31 10:00:00Z hello", nil, "2025-05-31 10:00:00Z hello"),
            ("2025-05-31T10:00:00.Z hello", nil, "2025-05-31T10:00:00.Z hello"),
            ("2025-05-31T10:00:00.123Zhello", nil, "2025-05-31T10:00:00.123Zhello"),
            ("hello", nil, "hello"),
        ] as [(String, String?, String)])
    func aLeadingTimestampIsKeptApartFromTheText(log: String, timestamp: String?, text: String) {
        let decoded = line(log)
        #expect(decoded.timestamp == timestamp)
        #expect(decoded.text == text)
    }

    @Test(
        arguments: [
            (
                "##[error]Process completed with exit code 1.", LogLineKind.error,
                "Error: Process completed with exit code 1."
            ),
            ("##[warning]deprecated", .warning, "Warning: deprecated"),
            ("##[notice]fyi", .notice, "Notice: fyi"),
            ("##[debug]Evaluating: success()", .debug, "Evaluating: success()"),
            ("##[command]/usr/bin/git version", .command, "/usr/bin/git version"),
            ("[command]/usr/bin/git version", .command, "/usr/bin/git version"),
            ("\u{1B}[command]/usr/bin/git version", .command, "/usr/bin/git version"),
            ("##[group]Run swift build", .group, "Run swift build"),
            ("##[endgroup]", .endGroup, ""),
            ("##[section]Starting", .text, "##[section]Starting"),
            ("[error]no hashes", .text, "[error]no hashes"),
            ("## Heading", .text, "## Heading"),
        ] as [(String, LogLineKind, String)])
    func aWorkflowCommandIsAKindAndItsMarkerGoes(log: String, kind: LogLineKind, text: String) {
        let decoded = line(stamp + log)
        #expect(decoded.kind == kind)
        #expect(decoded.text == text)
    }

    @Test func kindsAreStyledAndLabelled() {
        let error = line("##[error]boom")
        #expect(
            error.spans == [
                Span("Error: ", Style(.error, bold: true)), Span("boom", Style(.error)),
            ])
        #expect(line("##[warning]hm").spans.last?.style.color == .role(.warning))
        #expect(line("##[command]git").spans == [Span("git", Style(.reference))])
        #expect(line("##[debug]x").spans == [Span("x", Style(.tag, dim: true))])
    }

    @Test(arguments: [
        // A title change and a screen clear, in their 7-bit forms.
        ("\u{1B}]0;pwned\u{07}\u{1B}[2Jafter", "after"),
        ("\u{1B}]2;pwned\u{1B}\\x", "x"),
        // Cursor moves, scrolling regions, a save and a restore, a charset change.
        ("a\u{1B}[10;20Hb\u{1B}[3Ac\u{1B}[1;5r\u{1B}7d\u{1B}8\u{1B}(Be", "abcde"),
        // A device control string, a private mode, an OSC 8 hyperlink.
        ("\u{1B}P1$r0m\u{1B}\\x\u{1B}[?1049hy", "xy"),
        ("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
        // C1 controls: CSI and OSC in their 8-bit forms go, another C1 is drawn as �.
        ("\u{9B}2Jred\u{9D}0;t\u{9C}!\u{85}.", "red!\u{FFFD}."),
        // An OSC left open ends with the line.
        ("before\u{1B}]0;never closed", "before"),
        // A bare CR, BEL, backspace, DEL and NUL are drawn as their pictures.
        ("50%\r75%\u{07}\u{08}\u{7F}\u{00}", "50%\u{240D}75%\u{2407}\u{2408}\u{2421}\u{2400}"),
        // Tabs go to the next multiple of 8 columns.
        ("a\tbc\td", "a       bc      d"),
        ("\u{1B}[31mab\u{1B}[0m\tc", "ab      c"),
        ("caf\u{E9} \u{1F600}", "caf\u{E9} \u{1F600}"),
    ])
    func everyEscapeThatIsNotAColourGoesAndControlsAreDrawnHarmless(log: String, text: String) {
        #expect(line(stamp + log).text == text)
    }

    @Test func invalidUTF8IsDrawnAsReplacementsNotDropped() {
        let decoded = line(bytes: Array("junk: ".utf8) + [0xFF, 0xFE, 0xC3, 0x28] + Array(" end".utf8))
        #expect(decoded.text == "junk: \u{FFFD}\u{FFFD}\u{FFFD}( end")
    }

    /// Found by Fuzz/run.sh log: a stray UTF-8 lead byte was kept as it was, so with an escape
    /// removed after it, it joined the byte that followed into U+009B, an 8-bit CSI.
    @Test func bytesAroundARemovedEscapeNeverJoinIntoAControl() {
        let bytes = Array("a".utf8) + [0xC2] + Array("\u{1B}[m".utf8) + [0x9B] + Array("31mred".utf8)
        for colors in [true, false] {
            let decoded = JobLog(Data(bytes)).line(0, colors: colors)
            #expect(decoded.text == "a\u{FFFD}\u{FFFD}31mred")
        }
    }

    @Test func crlfIsOneLineBreakAndABareCRStaysOnItsLine() {
        let log = JobLog("one\r\ntwo\rstill two\nthree")
        #expect(log.lineCount == 3)
        #expect((0..<3).map { log.line($0, colors: true).text } == ["one", "two\u{240D}still two", "three"])
        #expect(log.isPlain(0), "the CR of a CR LF is part of the break")
        #expect(!log.isPlain(1))
    }

    @Test(arguments: [
        ("\u{1B}[31mred\u{1B}[0m plain", [Span("red", Style(color: .red)), Span(" plain")]),
        (
            "\u{1B}[1;32mbold green\u{1B}[22m green",
            [Span("bold green", Style(color: .green, bold: true)), Span(" green", Style(color: .green))]
        ),
        ("\u{1B}[2mfaint\u{1B}[m", [Span("faint", Style(dim: true))]),
        ("\u{1B}[91mbright\u{1B}[39m", [Span("bright", Style(color: .red))]),
        ("\u{1B}[38;5;196mpalette", [Span("palette", Style(color: .red))]),
        ("\u{1B}[38;5;33mpalette", [Span("palette", Style(color: .blue))]),
        ("\u{1B}[38;5;244mgrey", [Span("grey")]),
        ("\u{1B}[38;2;0;200;0mtrue", [Span("true", Style(color: .green))]),
        ("\u{1B}[38;2;255;165;0morange", [Span("orange", Style(color: .yellow))]),
        ("\u{1B}[48;5;1;4mback", [Span("back", Style(underline: true))]),
        ("\u{1B}[7mrev\u{1B}[27m", [Span("rev", Style(reverse: true))]),
    ])
    func ansiColoursAreKeptAsStyles(log: String, spans: [Span]) {
        #expect(line(log).spans == spans)
    }

    @Test func aResetGoesBackToTheLinesOwnStyle() {
        #expect(
            line("##[error]\u{1B}[1mbold\u{1B}[0m after").spans == [
                Span("Error: ", Style(.error, bold: true)), Span("bold", Style(.error, bold: true)),
                Span(" after", Style(.error)),
            ])
    }

    @Test func withColoursOffTheLogsOwnColoursAreDropped() {
        #expect(
            line("\u{1B}[1;31mred\u{1B}[0m \u{1B}[38;2;0;200;0mgreen", colors: false).spans == [
                Span("red green")
            ])
    }
}
