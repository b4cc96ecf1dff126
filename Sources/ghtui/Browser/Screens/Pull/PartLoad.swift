import Foundation
import GitHubKit

/// Where the reading of a ``PullPart`` stands: pages read, the next page's URL, and the request
/// in flight or why the last one failed. A part is read page after page to its end.
struct PartLoad: Equatable, Sendable {
    /// How many pages are read.
    var pages = 0
    /// The next page's URL from the Link header.
    var next: URL?
    /// Whether the last page is read.
    var done = false
    /// The page request in flight.
    var pending: RequestID?
    /// Why a page could not be read.
    var error: GitHubError?

    /// Whether another page is wanted and may be asked for now.
    var wantsPage: Bool { !done && pending == nil && error == nil }

    /// Asks for the next page of `part` of pull request `number`.
    mutating func askNext(
        _ part: PullPart, of repository: RepositoryName, number: Int, context: inout UpdateContext
    ) {
        let id = context.makeRequestID()
        pending = id
        let page = pages + 1
        context.effects.append(
            .fetch(id, .pullPart(part, repository, number: number, page: page, next: page > 1 ? next : nil)))
    }

    /// Takes a page's answer: one more page read, and whether there is another.
    mutating func read(next: URL?) {
        pending = nil
        pages += 1
        self.next = next
        done = next == nil
    }
}
