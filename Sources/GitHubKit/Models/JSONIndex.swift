/// An array position in a coding path, e.g. the `[2]` of `items[2].login`.
struct JSONIndex: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(_ index: Int) {
        intValue = index
    }

    init?(stringValue: String) {
        nil
    }

    init?(intValue: Int) {
        self.init(intValue)
    }
}
