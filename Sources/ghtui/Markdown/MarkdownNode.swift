import CCmarkGFM

/// One node of cmark's tree, read through its C accessors.
struct MarkdownNode {
    /// What a node is, as the renderer tells them apart.
    enum Kind {
        case document, quote, list, item, code, html, paragraph, heading, rule
        case text, softBreak, lineBreak, inlineCode, inlineHTML, emphasis, strong, link, image
        case table, tableRow, tableCell, strikethrough
        case other
    }

    private let node: OpaquePointer

    init(_ node: OpaquePointer) {
        self.node = node
    }

    /// The node's kind.
    var kind: Kind {
        let type = cmark_node_get_type(node)
        switch type {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .quote
        case CMARK_NODE_LIST: return .list
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK: return .code
        case CMARK_NODE_HTML_BLOCK: return .html
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading
        case CMARK_NODE_THEMATIC_BREAK: return .rule
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .inlineCode
        case CMARK_NODE_HTML_INLINE: return .inlineHTML
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link
        case CMARK_NODE_IMAGE: return .image
        default:
            let types = MarkdownParser.types
            if type == types.table { return .table }
            if type == types.row { return .tableRow }
            if type == types.cell { return .tableCell }
            if type == types.strike { return .strikethrough }
            return .other
        }
    }

    /// The text of a text, code or HTML node.
    var literal: String { cmark_node_get_literal(node).map { String(cString: $0) } ?? "" }
    /// A link's or image's URL.
    var url: String { cmark_node_get_url(node).map { String(cString: $0) } ?? "" }
    /// A heading's level.
    var headingLevel: Int { Int(cmark_node_get_heading_level(node)) }
    /// A list's first number, nil for a bullet list.
    var listStart: Int? {
        cmark_node_get_list_type(node) == CMARK_ORDERED_LIST ? Int(cmark_node_get_list_start(node)) : nil
    }
    /// An ordered list's delimiter.
    var listDelimiter: String { cmark_node_get_list_delim(node) == CMARK_PAREN_DELIM ? ")" : "." }
    /// Whether a list is tight.
    var listIsTight: Bool { cmark_node_get_list_tight(node) != 0 }
    /// An item's task state: nil for a plain item, else whether it is checked.
    var task: Bool? {
        cmg_is_task_item(node) != 0 ? cmark_gfm_extensions_get_tasklist_item_checked(node) : nil
    }
    /// Whether a table row is the header.
    var isHeaderRow: Bool { cmark_gfm_extensions_get_table_row_is_header(node) != 0 }
    /// A table's column alignments.
    var tableAlignments: [MarkdownTable.Alignment] {
        let count = Int(cmark_gfm_extensions_get_table_columns(node))
        guard let alignments = cmark_gfm_extensions_get_table_alignments(node) else {
            return Array(repeating: .left, count: count)
        }
        return (0..<count).map { index in
            switch alignments[index] {
            case UInt8(ascii: "c"): .center
            case UInt8(ascii: "r"): .right
            default: .left
            }
        }
    }
}
