/// Asks for a GitHub login.
enum PromptView {
    /// Draws the prompt under the title bar.
    static func draw(_ prompt: LoginPrompt, into grid: inout Grid) {
        grid.write("Which GitHub user? (no --user and no token)", row: 2, column: 2, style: .faint)
        let label = "Login: "
        grid.write(label, row: 4, column: 2, style: .strong)
        let used = grid.write(prompt.text, row: 4, column: 2 + label.count, limit: 40)
        grid.write(" ", row: 4, column: 2 + label.count + used, limit: 1, style: .selected)
        grid.write("Enter opens the profile · Esc quits", row: 6, column: 2, style: .faint)
    }
}
