import Foundation
import GitHubKit

/// The code screen: a header (the branch or tag, where), then the branch and tag picker, the
/// file open (its lines, search matches highlighted) or the directory's entries, and a footer
/// naming the keys.
enum CodeView {
    /// Draws `screen` between the title and status bars.
    static func draw(_ screen: CodeScreen, state: BrowserState, context: RenderContext, into grid: inout Grid)
    {
        let width = grid.width - 2
        let kind = screen.refKind
        let place = screen.filePath ?? (screen.path.isEmpty ? "/" : screen.path)
        grid.write(
            [
                Span("\(kind) ", .faint), Span(Sanitizer.clean(screen.refName), .strong),
                Span("  " + Sanitizer.clean(place), .faint),
            ], row: 1, column: 1, limit: width)
        let top = 3
        let footerRow = grid.height - 2
        let keys = { (command: KeyCommand, place: KeyContext) in state.keyMap.key(command, in: place) }
        if let picker = screen.picker {
            drawPicker(screen, picker: picker, top: top, keyMap: state.keyMap, context: context, into: &grid)
            ListView.drawFooter(
                ["\(keys(.open, .code)) switches to it", "\(keys(.back, .code)) closes"], list: picker,
                isEditingFilter: screen.isEditingFilter, row: footerRow, into: &grid)
        } else if screen.filePath != nil {
            drawFile(screen, top: top, keyMap: state.keyMap, context: context, into: &grid)
            var footer = [
                "lines \(min(screen.lines.count, screen.scroll + 1))–"
                    + "\(min(screen.lines.count, screen.scroll + screen.listRows)) of \(screen.lines.count)"
            ]
            if let search = screen.search {
                let count = search.lines.count
                let query = Sanitizer.clean(search.query)
                footer.append(
                    search.current.map { "“\(query)” \($0 + 1) of \(count)" }
                        ?? "“\(query)” \(count == 0 ? "not found" : "\(count) lines")")
            }
            if let draft = screen.searchDraft {
                let used = grid.write(
                    footer.joined(separator: " · "), row: footerRow, column: 1, style: .faint)
                let label = "   search: "
                let written = grid.write(label, row: footerRow, column: 1 + used, style: .faint)
                let typed = grid.write(
                    Sanitizer.clean(draft), row: footerRow, column: 1 + used + written,
                    limit: max(1, width - used - written - 1))
                grid.write(
                    " ", row: footerRow, column: 1 + used + written + typed, limit: 1, style: .selected)
                return
            }
            footer.append("\(keys(.filter, .codeFile)) search")
            if screen.file?.isMarkdown == true {
                footer.append(
                    "\(keys(.toggleSource, .codeFile)) \(screen.showsSource ? "rendered" : "source")")
            }
            footer.append("\(keys(.copyURL, .codeFile)) copies the URL")
            grid.write(
                footer.joined(separator: " · "), row: footerRow, column: 1, limit: width, style: .faint)
        } else {
            drawListing(screen, top: top, keyMap: state.keyMap, context: context, into: &grid)
            let count = screen.listing.items.count
            ListView.drawFooter(
                [
                    "\(count) \(Format.noun(count, "entry", "entries"))",
                    "\(keys(.filterBranch, .code)) branch or tag", "\(keys(.copyURL, .code)) copies the URL",
                ], list: screen.listing, isEditingFilter: screen.isEditingFilter, row: footerRow, into: &grid)
        }
    }

    /// The directory's entries: a kind, the name (a directory's with `/`), the size.
    private static func drawListing(
        _ screen: CodeScreen, top: Int, keyMap: KeyMap, context: RenderContext, into grid: inout Grid
    ) {
        let list = screen.listing
        if list.visible.isEmpty {
            let (text, style) = emptyText(
                list, loading: "loading the directory…", empty: "an empty directory", screen: screen,
                keyMap: keyMap,
                context: context)
            grid.write(text, row: top, column: 2, limit: grid.width - 4, style: style)
            return
        }
        let sizeWidth = 10
        let nameWidth = max(1, grid.width - 2 - 11 - sizeWidth - 2)
        for offset in 0..<screen.listRows {
            let index = list.scroll + offset
            guard index < list.visible.count else { break }
            let row = top + offset
            guard case .content(let item) = list.items[list.visible[index]] else { continue }
            let (label, style, size): (String, Style, String) =
                switch item.type {
                case "dir": ("dir", Style(.accent), "")
                case "symlink": ("symlink", Style(.reference), "")
                case "submodule": ("submodule", Style(.tag), "")
                default: ("file", .faint, item.size.map(Format.bytes) ?? "")
                }
            let name = Sanitizer.clean(item.name) + (item.isDirectory ? "/" : "")
            grid.write(TextWidth.fit(label, to: 10), row: row, column: 1, limit: 10, style: style)
            grid.write(
                TextWidth.fit(name, to: nameWidth), row: row, column: 12, limit: nameWidth,
                style: item.isDirectory ? .strong : .plain)
            grid.write(
                TextWidth.fit(size, to: sizeWidth, alignRight: true), row: row, column: 13 + nameWidth,
                limit: sizeWidth, style: .faint)
            if index == list.cursor { grid.restyle(row: row) { $0.reverse = true } }
        }
    }

    /// The branches and tags, the one shown marked.
    private static func drawPicker(
        _ screen: CodeScreen, picker: ListState, top: Int, keyMap: KeyMap, context: RenderContext,
        into grid: inout Grid
    ) {
        grid.write("pick a branch or tag", row: top - 1, column: 1, limit: grid.width - 2, style: .heading)
        if picker.visible.isEmpty {
            let (text, style) = emptyText(
                picker, loading: "loading the branches and tags…", empty: "no branches or tags",
                screen: screen,
                keyMap: keyMap, context: context)
            grid.write(text, row: top, column: 2, limit: grid.width - 4, style: style)
            return
        }
        for offset in 0..<screen.listRows {
            let index = picker.scroll + offset
            guard index < picker.visible.count else { break }
            let row = top + offset
            guard case .gitRef(let ref) = picker.items[picker.visible[index]] else { continue }
            let current = ref.name == screen.refName
            grid.write(
                [
                    Span(current ? "• " : "  ", .strong), Span(ref.isTag ? "tag    " : "branch ", .faint),
                    Span(Sanitizer.clean(ref.name), current ? .strong : .plain),
                ], row: row, column: 1, limit: grid.width - 2)
            if index == picker.cursor { grid.restyle(row: row) { $0.reverse = true } }
        }
    }

    /// The file's lines from the scroll, search matches highlighted (the current one's line
    /// marked in the gutter).
    private static func drawFile(
        _ screen: CodeScreen, top: Int, keyMap: KeyMap, context: RenderContext, into grid: inout Grid
    ) {
        guard screen.file != nil else {
            let text =
                if let error = screen.fileError {
                    ErrorText.describe(
                        error, login: nil, showsData: false, keyMap: keyMap, context: context,
                        repository: screen.repository.description)
                } else {
                    "loading the file…"
                }
            grid.write(
                text, row: top, column: 2, limit: grid.width - 4,
                style: screen.fileError == nil ? .faint : .error)
            return
        }
        let search = screen.search
        let current = search.flatMap { found in found.current.map { found.lines[$0] } }
        for offset in 0..<screen.listRows {
            let index = screen.scroll + offset
            guard index < screen.lines.count else { break }
            var line = screen.lines[index]
            if let search, index > 0, !line.isEmpty {
                let ranges = CodeSearch.ranges(of: search.query, in: screen.texts[index])
                line = [line[0]] + LogView.highlighted(Array(line.dropFirst()), ranges)
            }
            grid.write(line, row: top + offset, column: 1, limit: grid.width - 2)
            if index == current { grid.write("▶", row: top + offset, column: 0, limit: 1, style: .strong) }
        }
    }

    /// What an empty list says: loading, GitHub's refusal (an empty repository said plainly),
    /// or that there is nothing.
    private static func emptyText(
        _ list: ListState, loading: String, empty: String, screen: CodeScreen, keyMap: KeyMap,
        context: RenderContext
    ) -> (String, Style) {
        if let error = list.error {
            if CodeScreen.saysEmpty(error) {
                return ("This repository is empty: nothing has been pushed to it yet.", .faint)
            }
            return (
                ErrorText.describe(
                    error, login: nil, showsData: false, keyMap: keyMap, context: context,
                    repository: screen.repository.description), .error
            )
        }
        if list.pending != nil || list.isUntouched { return (loading, .faint) }
        return (list.filter.isEmpty ? empty : "nothing matches the filter", .faint)
    }
}
