import Foundation

/// The query of a generated route: the parameters a caller set, in the catalogue's order, spelled
/// as GitHub reads them.
struct OperationQuery {
    /// The items so far.
    private(set) var items: [URLQueryItem] = []

    /// Adds `name=value`, or nothing when `value` is nil.
    mutating func add(_ name: String, _ value: (some OperationQueryValue)?) {
        if let value { items.append(URLQueryItem(name: name, value: value.queryText)) }
    }

    /// Adds an enum's value, or nothing when it is nil.
    mutating func add<Value: RawRepresentable>(_ name: String, _ value: Value?)
    where Value.RawValue == String {
        if let value { items.append(URLQueryItem(name: name, value: value.rawValue)) }
    }
}

/// A value a generated route can send in its query.
protocol OperationQueryValue {
    /// The value as GitHub reads it.
    var queryText: String { get }
}

extension String: OperationQueryValue {
    var queryText: String { self }
}

extension Int: OperationQueryValue {
    var queryText: String { String(self) }
}

extension Double: OperationQueryValue {
    var queryText: String { String(self) }
}

extension Bool: OperationQueryValue {
    var queryText: String { self ? "true" : "false" }
}

extension Date: OperationQueryValue {
    /// ISO 8601 in UTC, as GitHub documents: `2011-04-14T16:00:49Z`.
    var queryText: String { formatted(.iso8601) }
}

extension Array: OperationQueryValue where Element == String {
    /// The values joined by commas, as GitHub reads a list in a query.
    var queryText: String { joined(separator: ",") }
}
