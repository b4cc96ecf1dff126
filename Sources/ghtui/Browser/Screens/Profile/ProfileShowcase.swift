import GitHubKit

/// What a person's profile shows beyond REST, read over GraphQL with a token: the repositories
/// pinned to it (at the top of the Repos tab) and the contribution calendar of the last year.
///
/// Without a token nothing is asked; a read that fails (GraphQL refused, a network fault) shows
/// nothing rather than an error: the profile is whole without them.
struct ProfileShowcase: Equatable, Sendable {
    /// The pinned repositories (gists left out), at most six.
    var pinned: [PinnedRepository] = []
    /// The contribution calendar, once loaded.
    var calendar: ContributionCalendar?
    /// The pinned items' request in flight.
    var pinnedPending: RequestID?
    /// The calendar's request in flight.
    var calendarPending: RequestID?
    /// Whether the pinned items were asked for (answered or failed): they are asked once.
    var pinnedAsked = false
    /// Whether the calendar was asked for (answered or failed).
    var calendarAsked = false
    /// The pinned repository under the cursor; nil when the cursor is in the list below.
    var cursor: Int?
    /// How many rows the pinned block takes on screen (0: not shown), set by the layout.
    var shownRows = 0

    /// The requests in flight.
    var pendingRequests: [RequestID] { [pinnedPending, calendarPending].compactMap { $0 } }

    /// The pinned repositories shown: those the block has rows for, below its heading.
    var shownPinned: [PinnedRepository] { Array(pinned.prefix(max(0, shownRows - 1))) }

    /// Asks for what `login` has not been asked for yet.
    mutating func reconcile(login: String, context: inout UpdateContext) {
        if !pinnedAsked && pinnedPending == nil {
            let id = context.makeRequestID()
            pinnedPending = id
            context.effects.append(.fetch(id, .pinnedItems(login)))
        }
        if !calendarAsked && calendarPending == nil {
            let id = context.makeRequestID()
            calendarPending = id
            context.effects.append(.fetch(id, .contributionCalendar(login)))
        }
    }

    /// Takes an answer; false when `id` is not this showcase's.
    mutating func receive(_ payload: Payload, for id: RequestID) -> Bool {
        switch payload {
        case .pinnedItems(let items) where pinnedPending == id:
            pinnedPending = nil
            pinnedAsked = true
            pinned = Array(
                items.compactMap { item -> PinnedRepository? in
                    if case .repository(let repository) = item, repository.nameWithOwner != nil {
                        return repository
                    }
                    return nil
                }
                .prefix(6))
            return true
        case .contributionCalendar(let calendar) where calendarPending == id:
            calendarPending = nil
            calendarAsked = true
            self.calendar = calendar
            return true
        default:
            return false
        }
    }

    /// Notes a failure of `id` by showing nothing for it; false when `id` is not this showcase's.
    mutating func fail(_ id: RequestID) -> Bool {
        if pinnedPending == id {
            pinnedPending = nil
            pinnedAsked = true
            return true
        }
        if calendarPending == id {
            calendarPending = nil
            calendarAsked = true
            return true
        }
        return false
    }

    /// Forgets the requests in flight (they were cancelled): they are asked again when shown.
    mutating func dropPending() {
        pinnedPending = nil
        calendarPending = nil
    }

    /// Moves the cursor within the pinned block for `command`, where `listCursor` is the list's
    /// cursor below it: up from the list's first row enters the block, down from its last
    /// row leaves it. True when the block took the key.
    mutating func move(_ command: KeyCommand, listCursor: Int) -> Bool {
        let count = shownPinned.count
        guard count > 0 else {
            cursor = nil
            return false
        }
        switch (command, cursor) {
        case (.up, nil) where listCursor == 0: cursor = count - 1
        case (.up, let row?): cursor = max(0, row - 1)
        case (.down, let row?): cursor = row + 1 < count ? row + 1 : nil
        case (.top, _?): cursor = 0
        case (.open, _), (.browse, _):
            // Enter and o act on what the cursor is on, wherever it is.
            return false
        case (_, _?):
            // Any other move goes to the list.
            cursor = nil
            return false
        default:
            return false
        }
        return true
    }
}
