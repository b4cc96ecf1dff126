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
}
