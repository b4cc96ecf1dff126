import Foundation
import Testing

@testable import ghtui

/// Widths as the terminal counts them, and cutting text to fit.
@Suite struct TextWidthTests {
    @Test func cjkAndEmojiTakeTwoColumnsAndMarksNone() {
        #expect(TextWidth.width(of: "mona") == 4)
        #expect(TextWidth.width(of: "张伟") == 4)
        #expect(TextWidth.width(of: "🐉🚀") == 4)
        #expect(TextWidth.width(of: "e\u{301}") == 1)
        #expect(TextWidth.width(of: "ｆｕｌｌ") == 8)
    }

    @Test func truncationCountsColumnsAndEndsWithAnEllipsis() {
        #expect(TextWidth.truncate("hello world", to: 8) == "hello w…")
        #expect(TextWidth.truncate("hello", to: 5) == "hello")
        // A wide character that would straddle the limit is left out whole.
        #expect(TextWidth.truncate("写代码的人", to: 6) == "写代…")
        #expect(TextWidth.width(of: TextWidth.truncate("写代码的人", to: 6)) == 5)
        #expect(TextWidth.truncate("abc", to: 1) == "…")
        #expect(TextWidth.truncate("abc", to: 0) == "")
    }

    @Test func fitPadsToExactlyTheWidth() {
        #expect(TextWidth.fit("张伟", to: 6) == "张伟  ")
        #expect(TextWidth.fit("42", to: 5, alignRight: true) == "   42")
        #expect(TextWidth.width(of: TextWidth.fit("🦄✨ Emoji Fan", to: 7)) == 7)
    }

    @Test func wrappingBreaksAtSpacesAndInsideLongWords() {
        #expect(TextWidth.wrap("the quick brown fox", to: 10) == ["the quick", "brown fox"])
        #expect(TextWidth.wrap("abcdefghij", to: 4) == ["abcd", "efgh", "ij"])
        #expect(TextWidth.wrap("一二三四五", to: 4) == ["一二", "三四", "五"])
        #expect(TextWidth.wrap("one\ntwo", to: 10) == ["one", "two"])
    }

    @Test func numbersAndTimesReadNaturally() {
        #expect(Format.grouped(3000) == "3,000")
        #expect(Format.grouped(4873) == "4,873")
        #expect(Format.compact(912) == "912")
        #expect(Format.compact(12_500) == "12.5k")
        #expect(Format.compact(145_000) == "145k")
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(Format.relative(now.addingTimeInterval(-3 * 86_400), now: now) == "3d ago")
        #expect(Format.relative(now.addingTimeInterval(-3 * 3_600), now: now) == "3h ago")
        #expect(Format.relative(now.addingTimeInterval(-10), now: now) == "just now")
    }

    /// What `Format` writes without `String(format:)` is what `String(format:)` wrote: zero-padded
    /// fields, durations, and sizes in tenths (1/1,024 is exact in binary, so `%.1f` rounds the
    /// true quotient, half to even, as `Format` does). Counts in thousands round the true decimal
    /// quotient: 12,350 is 12.4k where `%.1f` of the nearest double gave 12.3k.
    @Test func fieldsAndTenthsAreWhatPrintfWrote() {
        for number in [0, 5, 42, 305, 2026, 12_345, -7] {
            #expect(Format.padded(number, 2) == String(format: "%02d", number))
            #expect(Format.padded(number, 4) == String(format: "%04d", number))
        }
        for count in stride(from: 1_024, to: 3_000_000, by: 511) + [1_536, 1_075, 1_126, 1_048_524] {
            let expected =
                count < 1_048_525
                ? String(format: "%.1f KB", Double(count) / 1_024)
                : String(format: "%.1f MB", Double(count) / 1_048_576)
            #expect(Format.bytes(count) == expected, "\(count)")
        }
        for seconds in [59.0, 60, 65, 3_599, 3_600, 7_260, 86_399, 86_400, 300_000] {
            let total = Int(seconds)
            let expected =
                switch total {
                case ..<60: "\(total)s"
                case ..<3_600: String(format: "%dm %02ds", total / 60, total % 60)
                case ..<86_400: String(format: "%dh %02dm", total / 3_600, total % 3_600 / 60)
                default: String(format: "%dd %02dh", total / 86_400, total % 86_400 / 3_600)
                }
            #expect(Format.duration(seconds) == expected)
        }
        #expect(Format.compact(10_000) == "10.0k")
        #expect(Format.compact(12_340) == "12.3k")
        #expect(Format.compact(12_350) == "12.4k")
        #expect(Format.compact(99_999) == "100.0k")
        #expect(Format.compact(1_250_000) == "1.2M")
        #expect(Format.compact(1_350_000) == "1.4M")
        #expect(Format.compact(1_999_999) == "2.0M")
        // A count as large as a model can hold is written, not trapped on.
        #expect(Format.compact(Int.max) == "9223372036854.8M")
        #expect(Format.bytes(Int.max) == "8796093022208.0 MB")
        #expect(Format.day(Date(timeIntervalSince1970: 1_295_913_600), timeZone: Format.utc) == "2011-01-25")
    }
}
