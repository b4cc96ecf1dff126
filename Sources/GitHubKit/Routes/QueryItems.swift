import Foundation

/// The optional query parameters of the list routes, left out when not given.
enum QueryItems {
    /// `name=value`, or nothing when `value` is nil.
    static func item(_ name: String, _ value: String?) -> [URLQueryItem] {
        value.map { [URLQueryItem(name: name, value: $0)] } ?? []
    }

    /// `name=2011-04-14T16:00:49Z` (ISO 8601 in UTC, as GitHub documents), or nothing.
    static func timestamp(_ name: String, _ date: Date?) -> [URLQueryItem] {
        item(name, date.map { $0.formatted(.iso8601) })
    }
}
