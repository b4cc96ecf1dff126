/// Lays `MarkdownBlock`s out in lines of at most a width: blocks apart by a blank line, quotes
/// behind `│ `, list items behind their marker with a hanging indent, code indented two columns
/// and wrapped wherever the line is full (code is never cut: every character stays visible).
///
/// Indentation stops growing at half the width (deeper items still show their marker), so
/// text stays readable at any depth and width. At most `maxLines` lines are made.
struct MarkdownLayout {
    /// What goes before each line of a block: `first` before its first line (a list marker),
    /// `rest` before the others.
    struct Prefix {
        /// Before the next line; nil once a line was written.
        var first: [Span]?
        /// Before every later line.
        var rest: [Span]
        /// The columns the widest of the two takes.
        var width: Int

        init(first: [Span]?, rest: [Span]) {
            self.first = first
            self.rest = rest
            width = max(first.map(Span.width(of:)) ?? 0, Span.width(of: rest))
        }
    }

    /// The most lines laid out.
    static let maxLines = 100_000

    /// The width laid out for.
    let width: Int
    /// The lines so far.
    private(set) var lines: [[Span]] = []
    /// Whether lines were left out at `maxLines`.
    private(set) var isCut = false

    /// A layout for `width` columns (at least 10).
    init(width: Int) {
        self.width = max(10, width)
    }

    /// Lays out `blocks` one after another, a blank line apart unless `tight`.
    mutating func blocks(_ blocks: [MarkdownBlock], prefix: inout Prefix, tight: Bool = false) {
        for (index, block) in blocks.enumerated() {
            guard !isCut else { return }
            if index > 0 && !tight { blank(prefix) }
            self.block(block, prefix: &prefix)
        }
    }

    private mutating func block(_ block: MarkdownBlock, prefix: inout Prefix) {
        let room = max(1, width - prefix.width)
        switch block {
        case .heading(let level, let text):
            let wrapped = SpanWrapper.wrap(text, width: room)
            write(wrapped, prefix: &prefix)
            if let rule = MarkdownStyle.headingRule(level) {
                let ruleWidth = wrapped.map(Span.width(of:)).max() ?? 0
                write(
                    [[Span(String(repeating: rule, count: max(1, ruleWidth)), MarkdownStyle.mark)]],
                    prefix: &prefix)
            }
        case .paragraph(let text):
            write(SpanWrapper.wrap(text, width: room), prefix: &prefix)
        case .code(let lines):
            let codeRoom = max(1, room - 2)
            for line in lines {
                guard !isCut else { return }
                let wrapped = SpanWrapper.wrap(
                    [Span(line, MarkdownStyle.code)], width: codeRoom, atSpaces: false)
                write((wrapped.isEmpty ? [[]] : wrapped).map { [Span("  ")] + $0 }, prefix: &prefix)
            }
        case .quote(let blocks):
            var inner = nested(
                prefix, first: [Span("│ ", MarkdownStyle.mark)], rest: [Span("│ ", MarkdownStyle.mark)])
            self.blocks(blocks, prefix: &inner)
            if inner.first == nil { prefix.first = nil }
        case .list(let list):
            self.list(list, prefix: &prefix)
        case .table(let table):
            let lines = MarkdownTableLayout(table: table, width: room).lines()
            write(lines.map { Self.fitted($0, width: room) }, prefix: &prefix)
        case .rule:
            write([[Span(String(repeating: "─", count: room), MarkdownStyle.mark)]], prefix: &prefix)
        }
    }

    private mutating func list(_ list: MarkdownList, prefix: inout Prefix) {
        let markerWidth = list.markerWidth
        for (index, item) in list.items.enumerated() {
            guard !isCut else { return }
            if index > 0 && !list.isTight { blank(prefix) }
            let marker = list.marker(index, task: item.task, width: markerWidth)
            let hanging = String(repeating: " ", count: TextWidth.width(of: marker) + 1)
            var inner = nested(prefix, first: [Span(marker + " ", MarkdownStyle.mark)], rest: [Span(hanging)])
            if item.blocks.isEmpty {
                write([[]], prefix: &inner)
            } else {
                blocks(item.blocks, prefix: &inner, tight: list.isTight)
            }
            if inner.first == nil { prefix.first = nil }
        }
    }

    /// `outer` followed by `first` and `rest`. Past half the width, `rest` adds nothing more,
    /// and `first` (a list marker) only while the first line's prefix stays within 3/4 of it.
    private func nested(_ outer: Prefix, first: [Span], rest: [Span]) -> Prefix {
        let base = outer.first ?? outer.rest
        if Span.width(of: outer.rest) + Span.width(of: rest) <= width / 2 {
            return Prefix(first: base + first, rest: outer.rest + rest)
        }
        // A quote's bar (the same first and rest) is dropped too; a marker is kept while it fits.
        let fits = first != rest && Span.width(of: base) + Span.width(of: first) <= width * 3 / 4
        return Prefix(first: fits ? base + first : base, rest: outer.rest)
    }

    /// An empty line inside the prefix (a quote's bar stays).
    private mutating func blank(_ prefix: Prefix) {
        append(Self.trimmed(prefix.rest))
    }

    /// `line` without the spaces at its end.
    static func trimmed(_ line: [Span]) -> [Span] {
        var line = line
        while var last = line.popLast() {
            while last.text.last == " " { last.text.removeLast() }
            if !last.text.isEmpty {
                line.append(last)
                break
            }
        }
        return line
    }

    /// `line` cut to `width` columns, ending in `…` when something was cut.
    static func fitted(_ line: [Span], width: Int) -> [Span] {
        guard Span.width(of: line) > width else { return line }
        var fitted: [Span] = []
        var used = 0
        for span in line {
            let spanWidth = TextWidth.width(of: span.text)
            if used + spanWidth < width {
                fitted.append(span)
                used += spanWidth
            } else {
                fitted.append(
                    Span(TextWidth.truncate(span.text + "…", to: width - used), span.style, link: span.link))
                break
            }
        }
        return fitted
    }

    /// Writes `content` behind `prefix`, its first line behind `prefix.first`.
    private mutating func write(_ content: [[Span]], prefix: inout Prefix) {
        for line in content {
            guard !isCut else { return }
            let before = prefix.first ?? prefix.rest
            append(before.isEmpty ? line : before + line)
            prefix.first = nil
        }
    }

    /// Appends a line unless `maxLines` are there.
    mutating func append(_ line: [Span]) {
        guard lines.count < Self.maxLines else {
            isCut = true
            return
        }
        lines.append(line)
    }
}
