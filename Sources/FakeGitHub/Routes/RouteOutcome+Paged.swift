extension RouteOutcome {
    /// The page the request asks for of a list that is all in memory.
    static func paged(_ items: [JSONValue], _ context: RouteContext, linkPath: String) -> RouteOutcome {
        let page = Page(request: context.request, total: items.count)
        return .page(.array(Array(items[page.offsets])), page, linkPath: linkPath)
    }
}
