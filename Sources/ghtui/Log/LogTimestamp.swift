/// The timestamp GitHub starts every log line with: `2024-05-01T12:00:00.1234567Z ` (UTC, any
/// number of fraction digits or none, then one space).
enum LogTimestamp {
    /// How many bytes the timestamp at `start` takes, its space included; 0 when there is none.
    ///
    /// A line that is only a timestamp (no space after it) has one too.
    static func length(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        // YYYY-MM-DDTHH:MM:SS: digits but at these places.
        let shape: [UInt8] = Array("0000-00-00T00:00:00".utf8)
        guard end - start >= shape.count + 1 else { return 0 }
        for (offset, expected) in shape.enumerated() {
            let byte = bytes[start + offset]
            if expected == 0x30 {
                guard byte &- 0x30 < 10 else { return 0 }
            } else if byte != expected {
                return 0
            }
        }
        var index = start + shape.count
        if bytes[index] == 0x2E {  // .
            index += 1
            let digits = index
            while index < end, bytes[index] &- 0x30 < 10 { index += 1 }
            guard index > digits else { return 0 }
        }
        guard index < end, bytes[index] == 0x5A else { return 0 }  // Z
        index += 1
        if index == end { return index - start }
        return bytes[index] == 0x20 ? index + 1 - start : 0
    }
}
