import Testing

@testable import ghtui

/// Text from GitHub cannot reach the terminal as anything but visible characters.
@Suite struct SanitizerTests {
    @Test func plainTextIsUntouched() {
        #expect(Sanitizer.clean("Mona Lisa Octocat") == "Mona Lisa Octocat")
        #expect(Sanitizer.clean("写代码的人 🐉🚀") == "写代码的人 🐉🚀")
    }

    @Test func controlSequencesAreRemovedWithTheirParameters() {
        #expect(Sanitizer.clean("red:\u{1B}[31mRED\u{1B}[0m") == "red:RED")
        #expect(Sanitizer.clean("a\u{1B}[2J\u{1B}[Hb") == "ab")
        #expect(Sanitizer.clean("c1:\u{9B}31mx") == "c1:x")
        #expect(Sanitizer.clean("\u{1B}[?1049h\u{1B}[38;5;196mx") == "x")
    }

    @Test func titleAndHyperlinkSequencesAreRemoved() {
        #expect(Sanitizer.clean("a\u{1B}]0;pwned\u{07}b") == "ab")
        #expect(Sanitizer.clean("\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\") == "click")
        #expect(Sanitizer.clean("x\u{9D}2;title\u{9C}y") == "xy")
        #expect(Sanitizer.clean("x\u{1B}Pq#0;2;0;0;0\u{1B}\\y") == "xy")
        // Unterminated: everything after the introducer goes.
        #expect(Sanitizer.clean("safe\u{1B}]0;never ends") == "safe")
    }

    @Test func otherControlsBecomeVisiblePlaceholders() {
        #expect(Sanitizer.clean("bs:\u{08} cr:\r nul:\u{00} del:\u{7F}") == "bs:␈ cr:␍ nul:␀ del:␡")
        #expect(Sanitizer.clean("c1:\u{85}") == "c1:�")
        #expect(Sanitizer.clean("bell\u{07}") == "bell␇")
    }

    @Test func bidiOverridesAndInvisibleFormattingAreRemoved() {
        #expect(Sanitizer.clean("rtl:\u{202E}gnp.exe\u{202C}") == "rtl:gnp.exe")
        #expect(Sanitizer.clean("\u{2066}a\u{2069}\u{200B}b\u{FEFF}\u{00AD}") == "ab")
        #expect(Sanitizer.clean("👩\u{200D}💻") == "👩💻")
        #expect(Sanitizer.clean("❤\u{FE0F}") == "❤")
    }

    @Test func lineBreaksAndTabsBecomeSpacesUnlessKept() {
        #expect(Sanitizer.clean("a\nb\r\nc\td") == "a b c d")
        #expect(Sanitizer.clean("a\nb\r\nc", keepingNewlines: true) == "a\nb\nc")
        #expect(Sanitizer.clean("a\u{2028}b", keepingNewlines: true) == "a\nb")
    }

    @Test func theEvilBioLeavesOnlyVisibleText() {
        let bio =
            "Totally normal bio\u{1B}[2J\u{1B}[H\u{1B}]0;pwned\u{07} rtl:\u{202E}gnp.exe\u{202C} "
            + "bs:\u{08}\u{08} cr:\r nul:\u{00} del:\u{7F} c1:\u{9B}31m red:\u{1B}[31mRED\u{1B}[0m "
            + "tab:\there\nsecond line"
        let clean = Sanitizer.clean(bio)
        #expect(
            clean == "Totally normal bio rtl:gnp.exe bs:␈␈ cr:␍ nul:␀ del:␡ c1: red:RED tab: here second line"
        )
        #expect(clean.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) })
    }
}
