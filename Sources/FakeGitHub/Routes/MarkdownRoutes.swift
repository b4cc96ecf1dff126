import Foundation

/// `POST /markdown`: `{"text", "mode", "context"}` rendered as HTML by ``MarkdownRenderer``,
/// a tiny deterministic renderer rather than GitHub's.
struct MarkdownRoutes: RouteGroup {
    static let methods: Set<String> = ["POST"]
    private static let docs = "\(RouteContext.docs)/markdown/markdown#render-a-markdown-document"

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        guard context.segments == ["markdown"] else { return nil }
        switch context.jsonBody(required: ["text"], resource: "Markdown", docs: docs) {
        case .failure(let error):
            return .failure(error)
        case .success(let body):
            guard let text = body["text"] as? String else {
                return .failure(
                    .invalid(resource: "Markdown", field: "text", code: "invalid", documentationURL: docs))
            }
            if let mode = body["mode"], !["markdown", "gfm"].contains(mode as? String ?? "") {
                return .failure(
                    .invalid(resource: "Markdown", field: "mode", code: "invalid", documentationURL: docs))
            }
            let html = Data(MarkdownRenderer.render(text).utf8)
            return .document(status: 200, contentType: "text/html;charset=utf-8", body: html, etag: nil)
        }
    }
}
