/// A bullet or ordered list and its items.
struct MarkdownList: Equatable, Sendable {
    /// One item: its blocks, and whether it is a task (`- [ ]`, `- [x]`) and done.
    struct Item: Equatable, Sendable {
        /// nil for a plain item, else whether the task is checked.
        var task: Bool?
        /// The item's content.
        var blocks: [MarkdownBlock] = []
    }

    /// The first number of an ordered list; nil for a bullet list.
    var start: Int?
    /// What follows an ordered list's numbers: `.` or `)`.
    var delimiter = "."
    /// Whether the items are tight (no blank lines between them).
    var isTight = true
    /// The items in order.
    var items: [Item] = []

    /// The marker of item `index` (`•`, `3.`), right-aligned to `width` columns for numbers.
    func marker(_ index: Int, width: Int) -> String {
        guard let start else { return "•" }
        let number = "\(start + index)\(delimiter)"
        return String(repeating: " ", count: max(0, width - number.count)) + number
    }

    /// The marker of item `index` with its task box, if it is a task (`☐`, `3. ☑`; a bullet
    /// task shows its box alone), numbers right-aligned to `width` columns.
    func marker(_ index: Int, task: Bool?, width: Int) -> String {
        var marker = start == nil && task != nil ? "" : marker(index, width: width)
        if let done = task { marker += (marker.isEmpty ? "" : " ") + (done ? "☑" : "☐") }
        return marker
    }

    /// The columns the widest marker takes.
    var markerWidth: Int {
        guard let start else { return 1 }
        return "\(start + max(0, items.count - 1))\(delimiter)".count
    }
}
