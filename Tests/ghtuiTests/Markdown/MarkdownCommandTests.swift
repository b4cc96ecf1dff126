import Foundation
import Testing

@testable import ghtui

/// `ghtui markdown FILE`: the real binary prints a Markdown file as the browser draws it.
@Suite(.oneBinaryAtATime) struct MarkdownCommandTests {
    private let markdown = """
        # Title

        - [x] done
        - [ ] to do

        | Name | n |
        |------|--:|
        | 北京 | 1 |

        ```
        \u{1B}]0;evil title\u{07}\u{1B}[2Jcode
        ```
        """

    @Test func aFileIsPrintedAsTheBrowserDrawsItWithoutEscapes() async throws {
        let file = scratchDirectory().appendingPathComponent("README.md")
        try Data(markdown.utf8).write(to: file)
        let result = try await runGHTUI(["markdown", file.path, "--width", "30"])
        #expect(result.status == 0, "\(result.stderr)")
        let expected = MarkdownDocument(markdown: markdown).lines(width: 30).map { $0.map(\.text).joined() }
        #expect(result.text == expected.joined(separator: "\n") + "\n")
        #expect(result.text.contains("☑ done\n☐ to do"))
        #expect(result.text.contains("北京 │ 1\n"))
        #expect(!result.stdout.contains(0x1B) && !result.stdout.contains(0x07))
    }

    @Test func unreadableFilesNarrowWidthsAndEmptyInputAreHandled() async throws {
        let missing = try await runGHTUI(["markdown", "/nonexistent/README.md"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("ghtui: cannot read /nonexistent/README.md"))
        let narrow = try await runGHTUI(["markdown", "-", "--width", "5"])
        #expect(narrow.status == 2)
        #expect(narrow.stderr.contains("--width must be at least 10"))
        let empty = try await runGHTUI(["markdown", "-"])  // stdin is /dev/null
        #expect(empty.status == 0 && empty.stdout.isEmpty, "\(empty.stderr)")
    }
}
