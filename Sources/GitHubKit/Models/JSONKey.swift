/// A coding key spelled as GitHub spells it, for coding paths and errors that name a field.
struct JSONKey: CodingKey {
    let stringValue: String
    let intValue: Int? = nil

    init(_ name: String) {
        stringValue = name
    }

    init?(stringValue: String) {
        self.init(stringValue)
    }

    init?(intValue: Int) {
        nil
    }
}
