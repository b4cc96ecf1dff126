/// The whole screen for a state: title bar, the top screen (or the key help), status bar.
enum BrowserView {
    /// Renders `state` into a grid of the state's size, in the context's colours.
    static func render(_ state: BrowserState, context: RenderContext) -> Grid {
        let size = state.size
        var grid = Grid(width: size.width, height: size.height, palette: context.palette)
        guard size.isUsable else {
            let need = "\(ScreenSize.minimum.width)x\(ScreenSize.minimum.height)"
            grid.write("terminal too small (\(size.width)x\(size.height), need \(need))", row: 0, column: 0)
            return grid
        }
        TitleBar.draw(state, into: &grid)
        if state.showsHelp {
            HelpView.draw(state, into: &grid)
        } else {
            switch state.top {
            case .prompt(let prompt):
                PromptView.draw(prompt, into: &grid)
            case .profile(let profile):
                ProfileView.draw(profile, state: state, context: context, into: &grid)
            case .repository(let screen):
                RepoView.draw(screen, state: state, context: context, into: &grid)
            case .search(let screen):
                SearchView.draw(screen, state: state, context: context, into: &grid)
            case .issue(let screen):
                IssueView.draw(screen, state: state, context: context, into: &grid)
            case .inbox(let screen):
                InboxView.draw(screen, state: state, context: context, into: &grid)
            case .home(let screen):
                HomeView.draw(screen, state: state, context: context, into: &grid)
            case .run(let screen):
                RunView.draw(screen, state: state, context: context, into: &grid)
            case .jobLog(let screen):
                JobLogView.draw(screen, state: state, context: context, into: &grid)
            case .gist(let screen):
                GistView.draw(screen, state: state, context: context, into: &grid)
            case .release(let screen):
                ReleaseView.draw(screen, state: state, context: context, into: &grid)
            case .code(let screen):
                CodeView.draw(screen, state: state, context: context, into: &grid)
            }
        }
        StatusBar.draw(state, context: context, into: &grid)
        return grid
    }
}
