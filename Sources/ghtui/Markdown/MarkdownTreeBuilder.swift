/// Builds `MarkdownBlock`s from cmark's iterator events, with a stack of the containers open.
struct MarkdownTreeBuilder {
    /// An open container and what it has collected so far.
    private struct Frame {
        enum Kind {
            case document, quote
            case list(MarkdownList)
            case item(task: Bool?)
            case table
        }

        var kind: Kind
        var blocks: [MarkdownBlock] = []
        var items: [MarkdownList.Item] = []
        /// A table's rows, appended in place (a table kept in `kind` would be copied per row).
        var table = MarkdownTable()
    }

    private var frames = [Frame(kind: .document)]
    /// For each container entered, whether it got a frame (false past `maxDepth`).
    private var entered: [Bool] = []
    /// The inline content of the leaf block being read.
    private var inlines: MarkdownInlines?
    /// The table row being read.
    private var row: [[Span]] = []
    /// The lists past `maxDepth` (they have no frame) and how many items each has had, so that
    /// their items still show their markers, inline.
    private var unopenedLists: [(list: MarkdownList, items: Int)] = []
    /// The marker of an item past `maxDepth`, put before its first block.
    private var pendingMarker: Span?

    /// The document's blocks.
    var blocks: [MarkdownBlock] { frames[0].blocks }

    /// Takes the iterator's next event: `node` entered or exited.
    mutating func visit(_ node: MarkdownNode, entering: Bool) {
        switch node.kind {
        case .document, .other: break
        case .quote: container(entering, .quote)
        case .list:
            container(
                entering,
                .list(
                    MarkdownList(
                        start: node.listStart, delimiter: node.listDelimiter, isTight: node.listIsTight)))
        case .item: container(entering, .item(task: node.task))
        case .table:
            container(entering, .table)
            if entering, case .table = frames[frames.count - 1].kind {
                frames[frames.count - 1].table.alignments = node.tableAlignments
            }
        case .tableRow:
            if entering { row = [] } else { endRow(header: node.isHeaderRow) }
        case .paragraph, .tableCell:
            if entering { inlines = MarkdownInlines() } else { endInlines(cell: node.kind == .tableCell) }
        case .heading:
            if entering {
                inlines = MarkdownInlines(style: MarkdownStyle.heading(node.headingLevel))
            } else if let spans = inlines?.spans {
                append(.heading(level: node.headingLevel, text: spans))
                inlines = nil
            }
        case .code: append(.code(Self.codeLines(node.literal)))
        case .html:
            let text = Sanitizer.clean(MarkdownHTML.block(node.literal), keepingNewlines: true)
            if !text.isEmpty { append(.paragraph([Span(text)])) }
        case .rule: append(.rule)
        case .text: inlines?.text(node.literal)
        case .softBreak: inlines?.text(" ")
        case .lineBreak: inlines?.lineBreak()
        case .inlineCode: inlines?.code(node.literal)
        case .inlineHTML: inlines?.html(node.literal)
        case .emphasis: style(entering, MarkdownStyle.emphasis)
        case .strong: style(entering, MarkdownStyle.strong)
        case .strikethrough: style(entering, MarkdownStyle.strikethrough)
        case .link:
            if entering { inlines?.openLink(node.url) } else { inlines?.closeLink() }
        case .image:
            if entering { inlines?.openImage() } else { inlines?.closeImage() }
        }
    }

    private mutating func style(_ entering: Bool, _ change: (inout Style) -> Void) {
        if entering { inlines?.open(change) } else { inlines?.close() }
    }

    /// Opens or closes a container; past `maxDepth` its content goes to the one that encloses it,
    /// a list item's behind its marker.
    private mutating func container(_ entering: Bool, _ newKind: @autoclosure () -> Frame.Kind) {
        if entering {
            let kind = newKind()
            let room: Int
            switch kind {
            case .list: room = 2  // the list and its items
            case .item, .table: room = 0  // an item opens where its list did; tables hold no containers
            default: room = 1
            }
            let opens: Bool
            if case .item = kind {
                opens = entered.last ?? false
            } else {
                opens = frames.count - 1 + room <= MarkdownParser.maxDepth
            }
            entered.append(opens)
            if opens {
                frames.append(Frame(kind: kind))
            } else {
                enterUnopened(kind)
            }
            return
        }
        guard let opened = entered.popLast() else { return }
        guard opened else {
            switch newKind() {
            case .list: unopenedLists.removeLast()
            case .item: flushMarker()
            default: break
            }
            return
        }
        guard frames.count > 1 else { return }
        let frame = frames.removeLast()
        switch frame.kind {
        case .document: break
        case .quote: append(.quote(frame.blocks))
        case .list(var list):
            list.items = frame.items
            append(.list(list))
        case .item(let task):
            frames[frames.count - 1].items.append(MarkdownList.Item(task: task, blocks: frame.blocks))
        case .table: append(.table(frame.table))
        }
    }

    /// Notes a list past `maxDepth`, or the marker of one of its items.
    private mutating func enterUnopened(_ kind: Frame.Kind) {
        switch kind {
        case .list(let list):
            unopenedLists.append((list, 0))
        case .item(let task) where !unopenedLists.isEmpty:
            flushMarker()
            let (list, index) = unopenedLists[unopenedLists.count - 1]
            unopenedLists[unopenedLists.count - 1].items += 1
            pendingMarker = Span(list.marker(index, task: task, width: 0) + " ", MarkdownStyle.mark)
        default:
            break
        }
    }

    /// Puts a marker that no block took (an empty item, or one whose first block is a list) on
    /// a line of its own.
    private mutating func flushMarker() {
        guard let marker = pendingMarker else { return }
        pendingMarker = nil
        frames[frames.count - 1].blocks.append(.paragraph([marker]))
    }

    private mutating func endInlines(cell: Bool) {
        guard let spans = inlines?.spans else { return }
        inlines = nil
        if cell {
            row.append(spans)
        } else if !spans.isEmpty {
            append(.paragraph(spans))
        }
    }

    private mutating func endRow(header: Bool) {
        guard case .table = frames[frames.count - 1].kind else { return }
        if header {
            frames[frames.count - 1].table.header = row
        } else {
            frames[frames.count - 1].table.rows.append(row)
        }
        row = []
    }

    /// Adds `block` to the innermost container (to the last item's blocks inside a list whose
    /// item could not open), behind the marker of such an item when it is its first block.
    private mutating func append(_ block: MarkdownBlock) {
        if case .paragraph(let spans) = block, let marker = pendingMarker {
            pendingMarker = nil
            frames[frames.count - 1].blocks.append(.paragraph([marker] + spans))
            return
        }
        flushMarker()
        frames[frames.count - 1].blocks.append(block)
    }

    /// A code block's lines (an empty block has one): tabs expanded to the next multiple of 4 columns, sanitized.
    static func codeLines(_ literal: String) -> [String] {
        var lines = literal.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map(Substring.init)
        if lines.count > 1 && lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { line in
            var line = line
            if line.utf8.last == 0x0D { line = line.dropLast() }
            guard line.utf8.contains(0x09) else { return Sanitizer.clean(String(line)) }
            var expanded = ""
            var column = 0
            for character in line {
                if character == "\t" {
                    let spaces = 4 - column % 4
                    expanded += String(repeating: " ", count: spaces)
                    column += spaces
                } else {
                    expanded.append(character)
                    column += 1
                }
            }
            return Sanitizer.clean(expanded)
        }
    }
}
