import Dispatch
import Foundation
import Synchronization

/// Markdown (a README, an issue or pull request body, a comment) parsed by cmark-gfm and laid
/// out as styled lines for any width: what the browser draws for it.
///
/// Parsing happens once, in `init`; `lines(width:)` lays the document out and keeps the last
/// width's lines, so drawing the same width again costs nothing. Every piece of text has been
/// through `Sanitizer`, so nothing in the Markdown reaches the terminal as a control sequence.
/// Spans of link text carry their URL in `Span.link`.
///
/// Bounds: `MarkdownInput` (the first 1 MiB, tables' columns and cells), `MarkdownParser`
/// (nesting depth) and `MarkdownLayout` (100,000 lines); what is left out is said in a faint
/// note at the end.
struct MarkdownDocument: Equatable, Sendable {
    /// The blocks, parsed.
    let blocks: [MarkdownBlock]
    /// What the input bounds left out.
    let notes: [String]
    private let memo = Memo()

    /// The document of `markdown`.
    init(markdown: String) {
        self.init(bytes: markdown.utf8)
    }

    /// The document of the Markdown in `bytes` (any bytes: invalid UTF-8 and NULs show as `�`).
    init(bytes: some Collection<UInt8>) {
        let input = MarkdownInput(bytes)
        blocks = MarkdownParser.blocks(input.bytes)
        notes = input.notes
    }

    /// The document in lines of at most `width` columns (at least 10).
    func lines(width: Int) -> [[Span]] {
        if let lines = memo.lines(for: width) { return lines }
        var (lines, isCut) = Self.layOut(blocks, width: width)
        var notes = notes
        if isCut { notes.append("(Only the first \(Format.grouped(lines.count)) lines are shown.)") }
        for note in notes {
            lines.append([])
            lines += SpanWrapper.wrap([Span(note, MarkdownStyle.mark)], width: max(10, width))
        }
        memo.keep(lines, for: width)
        return lines
    }

    /// The top-level blocks a long document has before its layout is shared among the cores.
    static let blocksPerPart = 256

    /// `blocks` laid out at `width`, and whether lines were left out at `MarkdownLayout.maxLines`.
    ///
    /// At the top level blocks are only a blank line apart, so a long document (a 1 MB README
    /// has thousands of blocks) is laid out in consecutive parts at once, up to `cores`, of at
    /// least `blocksPerPart` blocks each, joined with that blank line: the same lines as one
    /// layout, in a fraction of the time.
    static func layOut(
        _ blocks: [MarkdownBlock], width: Int, cores: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> (lines: [[Span]], isCut: Bool) {
        let count = min(cores, blocks.count / blocksPerPart)
        guard count > 1 else {
            var layout = MarkdownLayout(width: width)
            var prefix = MarkdownLayout.Prefix(first: nil, rest: [])
            layout.blocks(blocks, prefix: &prefix)
            return (layout.lines, layout.isCut)
        }
        let size = (blocks.count + count - 1) / count
        let parts = Mutex<[Int: MarkdownLayout]>([:])
        DispatchQueue.concurrentPerform(iterations: count) { part in
            var layout = MarkdownLayout(width: width)
            var prefix = MarkdownLayout.Prefix(first: nil, rest: [])
            let range = (part * size)..<min(blocks.count, (part + 1) * size)
            layout.blocks(Array(blocks[range]), prefix: &prefix)
            parts.withLock { $0[part] = layout }
        }
        return parts.withLock { parts in
            var lines: [[Span]] = []
            lines.reserveCapacity(parts.values.reduce(count) { $0 + $1.lines.count })
            var isCut = false
            for part in 0..<count {
                guard let layout = parts[part], !isCut else { break }
                if part > 0 { lines.append([]) }
                lines += layout.lines
                isCut = layout.isCut || lines.count > MarkdownLayout.maxLines
            }
            lines.removeLast(max(0, lines.count - MarkdownLayout.maxLines))
            return (lines, isCut)
        }
    }

    /// The first link on each line of `lines` that has one, by line index.
    static func links(in lines: [[Span]]) -> [Int: String] {
        var links: [Int: String] = [:]
        for (index, line) in lines.enumerated() {
            if let link = line.first(where: { $0.link != nil })?.link { links[index] = link }
        }
        return links
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.blocks == rhs.blocks && lhs.notes == rhs.notes
    }

    /// The last width's lines, shared by copies of the document.
    private final class Memo: Sendable {
        private let kept = Mutex<(width: Int, lines: [[Span]])?>(nil)

        func lines(for width: Int) -> [[Span]]? {
            kept.withLock { $0?.width == width ? $0?.lines : nil }
        }

        func keep(_ lines: [[Span]], for width: Int) {
            kept.withLock { $0 = (width, lines) }
        }
    }
}
