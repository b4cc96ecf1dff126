/// "Did you mean …?" for misspelt config keys.
enum ConfigurationSpelling {
    /// The known key `key` was most likely meant to be, or nil when none is close.
    ///
    /// Case, `_` and `-` are ignored first, so `perPage` and `per-page` find `per_page`;
    /// then one or two typing slips are allowed, one for short keys.
    static func suggestion(for key: String, among candidates: [String]) -> String? {
        func folded(_ text: String) -> String {
            text.lowercased().filter { $0 != "_" && $0 != "-" }
        }
        if let match = candidates.first(where: { folded($0) == folded(key) }) {
            return match
        }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let allowed = candidate.count >= 5 ? 2 : 1
            let distance = editDistance(key.lowercased(), candidate)
            if distance <= allowed, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbouring characters, the four slips typing makes (`mdoe` is one away from `mode`).
    static func editDistance(_ source: String, _ target: String) -> Int {
        let source = Array(source)
        let target = Array(target)
        var distance = [[Int]](
            repeating: [Int](repeating: 0, count: target.count + 1), count: source.count + 1)
        for row in 0...source.count {
            distance[row][0] = row
        }
        for column in 0...target.count {
            distance[0][column] = column
        }
        for row in stride(from: 1, through: source.count, by: 1) {
            for column in stride(from: 1, through: target.count, by: 1) {
                let cost = source[row - 1] == target[column - 1] ? 0 : 1
                var best = min(
                    distance[row - 1][column] + 1, distance[row][column - 1] + 1,
                    distance[row - 1][column - 1] + cost)
                if row > 1, column > 1, source[row - 1] == target[column - 2],
                    source[row - 2] == target[column - 1]
                {
                    best = min(best, distance[row - 2][column - 2] + 1)
                }
                distance[row][column] = best
            }
        }
        return distance[source.count][target.count]
    }
}
