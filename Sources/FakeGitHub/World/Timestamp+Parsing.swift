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
}
