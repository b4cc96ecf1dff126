import Foundation

/// Identifiers derived from numbers: node IDs and git SHAs.
enum IDs {
    /// A GraphQL node ID: `prefix` and the base64 of the number, like GitHub's newer IDs.
    static func nodeID(_ prefix: String, _ id: Int) -> String {
        prefix + Data("0:\(id)".utf8).base64EncodedString().replacingOccurrences(of: "=", with: "")
    }

    /// A 40-digit hex SHA drawn from `seed`.
    static func sha(_ seed: Int, salt: UInt64) -> String {
        let parts = (0..<3).map { Scramble.bits(seed, salt: salt &+ UInt64($0) &* 101) }
        let hex = parts.map { value -> String in
            let text = String(value, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }
        return String(hex.joined().prefix(40))
    }
}
