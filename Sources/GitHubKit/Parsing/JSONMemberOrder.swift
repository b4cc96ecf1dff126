/// The order of objects' members as a JSON document sends them, which `JSONValue` does not keep:
/// for the few models whose meaning follows it (a repository's languages, a gist's files).
///
/// Only objects within `depth` levels of the document are recorded, by their path.
struct JSONMemberOrder {
    /// One step into a document: an object's member or an array's element.
    enum Step: Hashable {
        case member(String)
        case element(Int)
    }

    private var names: [[Step]: [String]] = [:]

    /// Reads the member order of the objects in `data` down to `depth` levels; an unreadable
    /// document records nothing (its values then fall back to their own order).
    init(_ data: some Collection<UInt8>, depth: Int) {
        var scanner = Scanner(bytes: Array(data), depth: depth)
        if scanner.value(path: []) { names = scanner.names }
    }

    /// The member names of the object at `path` in document order; nil when none was recorded.
    func names(at path: [Step]) -> [String]? {
        names[path]
    }

    /// Walks the document, keeping member names and skipping everything else.
    private struct Scanner {
        let bytes: [UInt8]
        let depth: Int
        var index = 0
        var names: [[Step]: [String]] = [:]
        /// Nesting deeper than this is refused rather than risking the stack, as `JSONValueReader` does.
        private static let maxNesting = 512

        init(bytes: [UInt8], depth: Int) {
            self.bytes = bytes
            self.depth = depth
        }

        private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        private mutating func skipWhitespace() {
            while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        mutating func value(path: [Step]) -> Bool {
            guard path.count < Self.maxNesting else { return false }
            skipWhitespace()
            switch peek {
            case UInt8(ascii: "{"): return object(path: path)
            case UInt8(ascii: "["): return array(path: path)
            case UInt8(ascii: "\""): return skipString() != nil
            case nil: return false
            default:
                let start = index
                while let byte = peek, !",]} \n\r\t".utf8.contains(byte) { index += 1 }
                return index > start
            }
        }

        /// Reads the items of an object or array from its opening byte through `close`.
        private mutating func items(closedBy close: UInt8, _ item: (inout Self, Int) -> Bool) -> Bool {
            index += 1
            skipWhitespace()
            if peek == close {
                index += 1
                return true
            }
            var count = 0
            while true {
                guard item(&self, count) else { return false }
                count += 1
                skipWhitespace()
                switch peek {
                case UInt8(ascii: ","): index += 1
                case close:
                    index += 1
                    return true
                default: return false
                }
            }
        }

        private mutating func object(path: [Step]) -> Bool {
            var members: [String] = []
            var seen: Set<String> = []
            let complete = items(closedBy: UInt8(ascii: "}")) { scanner, _ in
                scanner.skipWhitespace()
                // The key is decoded by the reader the models use, so it matches `raw`'s keys.
                guard let key = scanner.skipString(),
                    case .string(let name)? = JSONValueReader.read(scanner.bytes[key])
                else { return false }
                scanner.skipWhitespace()
                guard scanner.peek == UInt8(ascii: ":") else { return false }
                scanner.index += 1
                // A repeated name keeps its first place; `raw` keeps its last value, as JSONDecoder does.
                if seen.insert(name).inserted { members.append(name) }
                return scanner.value(path: path + [.member(name)])
            }
            if complete, path.count <= depth { names[path] = members }
            return complete
        }

        private mutating func array(path: [Step]) -> Bool {
            items(closedBy: UInt8(ascii: "]")) { scanner, offset in
                scanner.value(path: path + [.element(offset)])
            }
        }

        /// The byte range of a string token starting at its opening quote, escapes skipped whole.
        private mutating func skipString() -> Range<Int>? {
            guard peek == UInt8(ascii: "\"") else { return nil }
            let start = index
            index += 1
            while let byte = peek {
                index += byte == UInt8(ascii: "\\") ? 2 : 1
                if byte == UInt8(ascii: "\"") { return start..<index }
            }
            return nil
        }
    }
}
