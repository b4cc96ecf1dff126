import Foundation

/// Reads the timestamps clients send (`since=`, search's `created:>`), the inverse of `iso8601`.
extension Timestamp {
    private static let styles: [Date.ISO8601FormatStyle] = [
        .iso8601, Date.ISO8601FormatStyle(includingFractionalSeconds: true),
        Date.ISO8601FormatStyle().year().month().day(),
    ]

    /// Epoch seconds of `2024-01-31T09:00:00Z`, `2024-01-31T09:00:00.123Z`, `…+02:00` or `2024-01-31`;
    /// nil for anything else.
    static func epoch(iso8601 text: String) -> Int? {
        for style in styles {
            if let date = try? style.parse(text) { return Int(date.timeIntervalSince1970.rounded(.down)) }
        }
        return nil
    }

    /// Epoch seconds of an HTTP date (`Wed, 01 Jan 2025 00:00:00 GMT`); nil for anything else.
    static func epoch(httpDate text: String) -> Int? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.date(from: text).map { Int($0.timeIntervalSince1970) }
    }
}
