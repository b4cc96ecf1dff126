extension RouteContext {
    /// `repo`'s workflow runs, with what writes changed in them.
    func actions(of repo: RepoRecord) -> ActionsCatalog {
        ActionsCatalog(world: world, repo: repo, edits: changes.current.actions)
    }

    /// The page the request asks for of `items`, as `{"total_count": …, key: [...]}` with `Link`
    /// URLs on the request's own path.
    func countedPage(_ items: [JSONValue], key: String) -> RouteOutcome {
        let page = Page(request: request, total: items.count)
        return .page(
            .object([("total_count", .int(items.count)), (key, .array(Array(items[page.offsets])))]), page,
            linkPath: ownPath)
    }
}
