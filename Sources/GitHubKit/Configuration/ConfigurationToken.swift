extension Configuration {
    /// A GitHub API token that never shows itself: printing, debug-printing and `dump` all give `***`.
    ///
    /// Only `value` holds the secret; read it where a request is authorized and nowhere else.
    public struct Token: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
        CustomReflectable
    {
        /// What a token looks like wherever it would otherwise be shown.
        public static let redacted = "***"

        /// The secret itself.
        public let value: String

        /// Wraps a token as given; trimming and checking it is up to the caller.
        public init(_ value: String) {
            self.value = value
        }

        /// Always `***`.
        public var description: String { Token.redacted }

        /// Always `***`.
        public var debugDescription: String { Token.redacted }

        /// A mirror without children, so `dump` and reflection-based printers cannot reach `value`.
        public var customMirror: Mirror { Mirror(self, children: [:]) }
    }
}
