/// Turns a job log's bytes into plain text, a chunk at a time: every escape sequence (CSI such
/// as colours and screen clears, OSC such as title changes, DCS/SOS/PM/APC strings, and the
/// short ESC forms, in their 7-bit and C1 spellings) and every control character but the line
/// feed and the tab is removed, so the carriage return of a CRLF goes too; bytes that are not
/// UTF-8 become U+FFFD. Everything else, timestamps included, is kept as GitHub wrote it.
///
/// A string sequence (OSC and the like) also ends at a line feed, so that one left open cannot
/// swallow the rest of the log. GitHub's runner marks an echoed command `ESC[command]`: its
/// `[command]` is kept as text, only the escape goes.
struct PlainLog {
    private enum State {
        /// Plain text.
        case text
        /// After ESC.
        case escape
        /// After ESC and intermediate bytes (0x20–0x2F), until a final byte.
        case escapeIntermediate
        /// In a control sequence (after ESC [ or U+009B), until a final byte.
        case controlSequence(empty: Bool)
        /// After a bare `ESC[c`: how much of `ommand]` has followed.
        case commandMarker(matched: Int)
        /// In a string (OSC, DCS, SOS, PM, APC), until BEL, ST or a line feed.
        case string
        /// ESC inside a string: `\` ends it.
        case stringEscape
        /// 0xC2 inside a string: 0x9C (U+009C, ST) ends it.
        case stringC2
    }

    private var state = State.text
    /// The bytes of a UTF-8 sequence begun but not finished.
    private var sequence: [UInt8] = []
    /// How many continuation bytes the sequence still needs.
    private var needed = 0
    /// The range the next continuation byte must fall in (narrower after E0, ED, F0 and F4).
    private var nextRange: ClosedRange<UInt8> = 0x80...0xBF

    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
    private static let marker = Array("ommand]".utf8)

    /// Appends the plain text of `bytes`, the next part of the log, to `out`.
    mutating func clean(_ bytes: UnsafeRawBufferPointer, into out: inout [UInt8]) {
        var index = 0
        let count = bytes.count
        while index < count {
            if case .text = state, needed == 0 {
                // Printable ASCII, nearly all of a log, is copied a run at a time.
                let run = index
                while index < count, bytes[index] >= 0x20, bytes[index] < 0x7F { index += 1 }
                if index > run { out += bytes[run..<index] }
                guard index < count else { break }
            }
            if feed(bytes[index], into: &out) { index += 1 }
        }
    }

    /// Ends the log: a UTF-8 sequence cut short becomes U+FFFD; an escape left open is dropped.
    mutating func finish(into out: inout [UInt8]) {
        if needed > 0 { out += Self.replacement }
        if case .commandMarker(let matched) = state { out += Self.marker[..<matched] }
        sequence = []
        needed = 0
        state = .text
    }

    /// Reads one byte; false when it must be read again in the state it left (the byte ended
    /// something without belonging to it).
    private mutating func feed(_ byte: UInt8, into out: inout [UInt8]) -> Bool {
        switch state {
        case .text:
            return text(byte, into: &out)
        case .escape:
            switch byte {
            case UInt8(ascii: "["): state = .controlSequence(empty: true)
            case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"),
                UInt8(ascii: "_"),
                UInt8(ascii: "k"):
                state = .string
            case 0x1B: state = .escape
            case 0x20...0x2F: state = .escapeIntermediate
            case 0x30...0x7E: state = .text
            default:
                // Not an escape sequence: the ESC alone goes.
                state = .text
                return false
            }
        case .escapeIntermediate:
            switch byte {
            case 0x20...0x2F: break
            case 0x30...0x7E: state = .text
            default:
                state = .text
                return false
            }
        case .controlSequence(let empty):
            switch byte {
            case 0x20...0x3F: state = .controlSequence(empty: false)
            case UInt8(ascii: "c") where empty: state = .commandMarker(matched: 0)
            case 0x40...0x7E: state = .text
            default:
                state = .text
                return false
            }
        case .commandMarker(let matched):
            guard byte == Self.marker[matched] else {
                // `ESC[c` was a sequence of its own; what followed it is text.
                out += Self.marker[..<matched]
                state = .text
                return false
            }
            if matched + 1 == Self.marker.count {
                out += Array("[command]".utf8)
                state = .text
            } else {
                state = .commandMarker(matched: matched + 1)
            }
        case .string:
            switch byte {
            case 0x07: state = .text
            case 0x1B: state = .stringEscape
            case 0xC2: state = .stringC2
            case 0x0A:
                state = .text
                return false
            default: break
            }
        case .stringEscape:
            // ESC \ ends the string; any other ESC inside it ends it too, and starts anew.
            state = byte == UInt8(ascii: "\\") ? .text : .escape
            return byte == UInt8(ascii: "\\")
        case .stringC2:
            state = byte == 0x9C ? .text : .string
            return byte == 0x9C
        }
        return true
    }

    /// One byte of text, which may begin an escape or a UTF-8 sequence.
    private mutating func text(_ byte: UInt8, into out: inout [UInt8]) -> Bool {
        if needed > 0 {
            guard nextRange.contains(byte) else {
                // A sequence cut short: its bytes so far are one U+FFFD, and this byte starts anew.
                out += Self.replacement
                sequence = []
                needed = 0
                return false
            }
            sequence.append(byte)
            needed -= 1
            nextRange = 0x80...0xBF
            if needed == 0 { character(into: &out) }
            return true
        }
        switch byte {
        case 0x09, 0x0A: out.append(byte)
        case 0x1B: state = .escape
        case 0x00...0x1F, 0x7F: break
        case 0x20...0x7E: out.append(byte)
        case 0xC2...0xDF: begin(byte, needing: 1, next: 0x80...0xBF)
        case 0xE0: begin(byte, needing: 2, next: 0xA0...0xBF)
        case 0xED: begin(byte, needing: 2, next: 0x80...0x9F)
        case 0xE1...0xEF: begin(byte, needing: 2, next: 0x80...0xBF)
        case 0xF0: begin(byte, needing: 3, next: 0x90...0xBF)
        case 0xF4: begin(byte, needing: 3, next: 0x80...0x8F)
        case 0xF1...0xF3: begin(byte, needing: 3, next: 0x80...0xBF)
        default: out += Self.replacement
        }
        return true
    }

    private mutating func begin(_ lead: UInt8, needing count: Int, next: ClosedRange<UInt8>) {
        sequence = [lead]
        needed = count
        nextRange = next
    }

    /// A whole UTF-8 character: kept, unless it is a C1 control (U+0080–U+009F), which goes,
    /// or starts a sequence as its ESC spelling would.
    private mutating func character(into out: inout [UInt8]) {
        defer { sequence = [] }
        guard sequence.count == 2, sequence[0] == 0xC2, sequence[1] < 0xA0 else {
            out += sequence
            return
        }
        switch sequence[1] {
        case 0x9B: state = .controlSequence(empty: false)
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F: state = .string
        default: break
        }
    }
}
