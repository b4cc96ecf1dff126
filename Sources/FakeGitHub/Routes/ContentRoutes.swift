import Foundation

/// `GET /repos/{owner}/{repo}/contents/{path}` with `ref`: a file's object (or its raw bytes, or
/// its HTML, per `Accept`), or a directory's entries. A file over 1 MB is sent raw whole or in
/// the byte range asked for (`Range`).
struct ContentRoutes: RouteGroup {
    private static let docs = "\(RouteContext.docs)/repos/contents#get-repository-content"

    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        let segments = context.segments
        guard segments.count >= 4, segments[0] == "repos", segments[3] == "contents" else { return nil }
        guard let repo = context.repository else { return .failure(.notFound(Self.docs)) }
        let repos = context.world.repos
        let contents = repos.contents(of: repo)
        guard !contents.files.isEmpty else {
            return .failure(
                APIError(status: 404, message: "This repository is empty.", documentationURL: Self.docs))
        }
        let ref = context.request.queryValue("ref") ?? repo.defaultBranch
        guard repos.commits(of: repo).offset(of: ref) != nil else {
            return .failure(
                APIError(
                    status: 404, message: "No commit found for the ref \(ref)", documentationURL: Self.docs))
        }
        let path = segments.dropFirst(4).joined(separator: "/")
        switch contents.entry(at: path) {
        case .file(let path, let text):
            if let document = document(text, path: path, context) { return document }
            return .object(contents.fileJSON(path: path, text: text, ref: ref), lastModified: repo.pushedAt)
        case .special(let sample):
            if case .large(let size) = sample.kind, context.wantsRaw {
                return RangedBody.answer(
                    context, size: size, contentType: "text/plain; charset=utf-8", etag: nil,
                    bytes: { Data(ContentSample.largeBytes(size: size)[$0]) },
                    unsatisfiable: .failure(
                        APIError(
                            status: 416, message: "Requested range not satisfiable",
                            documentationURL: Self.docs)))
            }
            return .object(contents.specialJSON(sample, ref: ref, listed: false), lastModified: repo.pushedAt)
        case .directory(let path):
            return .object(
                .array(contents.children(of: path).map { contents.itemJSON($0, ref: ref) }), lastModified: nil
            )
        case nil:
            return .failure(.notFound(Self.docs))
        }
    }

    /// The raw or rendered file when `Accept` asks for one; nil for the JSON object.
    static func document(_ text: String, path: String, _ context: RouteContext) -> RouteOutcome? {
        if context.wantsRaw {
            return .document(
                status: 200, contentType: "text/plain; charset=utf-8", body: Data(text.utf8),
                etag: nil)
        }
        if context.wantsHTML {
            let html = ContentCatalog.html(text, path: path)
            return .document(
                status: 200, contentType: "text/html; charset=utf-8", body: Data(html.utf8),
                etag: nil)
        }
        return nil
    }
}
