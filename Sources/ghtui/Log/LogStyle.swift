/// How a job log looks. Workflow command lines take their kind's style in the theme's roles
/// (with a label like GitHub's own viewer: `Error: `), which the log's own ANSI colours (fixed:
/// they come with the log) build on; with colours off
/// (`NO_COLOR`, theme `none`) the labels, bold and faint still tell the kinds apart.
enum LogStyle {
    /// The style a line of `kind` starts in.
    static func base(of kind: LogLineKind) -> Style {
        switch kind {
        case .text, .endGroup: .plain
        case .group: Style(bold: true)
        case .error: Style(.error)
        case .warning: Style(.warning)
        case .notice: Style(.accent)
        case .debug: Style(.tag, dim: true)
        case .command: Style(.reference)
        }
    }

    /// The label drawn before a line of `kind`, in place of its marker, if any.
    static func label(of kind: LogLineKind) -> String? {
        switch kind {
        case .error: "Error: "
        case .warning: "Warning: "
        case .notice: "Notice: "
        default: nil
        }
    }

    /// A label's style: its kind's, bold.
    static func label(_ kind: LogLineKind) -> Style {
        var style = base(of: kind)
        style.bold = true
        return style
    }

    /// Timestamps, when shown.
    static let timestamp = Style.faint
    /// The line numbers in the gutter.
    static let gutter = Style.faint
    /// The mark before a section's title (`▸` folded, `▾` open) and a folded section's count.
    static let fold = Style.faint
    /// Text that matches the search: reverse video flipped, so it stands out on the cursor's
    /// row too.
    static func match(_ style: inout Style) {
        style.reverse.toggle()
        style.bold = true
    }
}
