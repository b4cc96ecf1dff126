import CCmarkGFM

#if canImport(Glibc)
    import Glibc
#endif

/// Markdown bytes to blocks through cmark-gfm, GitHub's own parser, with the GFM extensions
/// (tables, strike-through, autolinks, the tag filter, task lists). The syntax tree is walked
/// with cmark's iterator (no recursion, no HTML round trip) into `MarkdownBlock`s.
///
/// Containers (quotes, lists, items) nest at most `maxDepth` deep; deeper ones give their
/// content to the container at that depth (a list item's behind its marker, so it still reads
/// as a list), so no input nests the result without bound.
enum MarkdownParser {
    /// The deepest nesting of quotes, lists and items kept.
    static let maxDepth = 16

    /// The extensions, registered once (cmark's registration is not thread-safe; a static is).
    private nonisolated(unsafe) static let extensions: [OpaquePointer] = {
        cmark_gfm_core_extensions_ensure_registered()
        let names: [String] = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]
        return names.compactMap { name in name.withCString { cmark_find_syntax_extension($0) } }
    }()

    /// The extensions' node types, known once they are registered.
    static let types:
        (table: cmark_node_type, row: cmark_node_type, cell: cmark_node_type, strike: cmark_node_type) = {
            _ = extensions
            return (cmg_node_table(), cmg_node_table_row(), cmg_node_table_cell(), cmg_node_strikethrough())
        }()

    /// The blocks of the Markdown in `bytes` (any bytes: invalid UTF-8 and NULs become `�`).
    static func blocks(_ bytes: [UInt8]) -> [MarkdownBlock] {
        guard let parser = cmark_parser_new(cmg_options()) else { return [] }
        defer { cmark_parser_free(parser) }
        for syntax in extensions { cmark_parser_attach_syntax_extension(parser, syntax) }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        guard let root = cmark_parser_finish(parser) else { return [] }
        defer { cmark_node_free(root) }
        guard let iterator = cmark_iter_new(root) else { return [] }
        defer { cmark_iter_free(iterator) }
        var builder = MarkdownTreeBuilder()
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            builder.visit(MarkdownNode(node), entering: event == CMARK_EVENT_ENTER)
        }
        return builder.blocks
    }
}
