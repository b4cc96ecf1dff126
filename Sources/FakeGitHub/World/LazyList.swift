/// A list whose elements are made on demand, so a 100,000-follower world costs nothing until paged.
struct LazyList<Element: Sendable>: Sendable {
    /// Number of elements.
    let count: Int
    /// Makes the element at an offset in `0..<count`.
    let element: @Sendable (Int) -> Element

    /// The elements at `offsets`, clipped to the list.
    func elements(_ offsets: Range<Int>) -> [Element] {
        offsets.clamped(to: 0..<max(count, 0)).map(element)
    }

    /// The same list with `transform` applied to each element.
    func map<Other>(_ transform: @escaping @Sendable (Element) -> Other) -> LazyList<Other> {
        let element = self.element
        return LazyList<Other>(count: count) { transform(element($0)) }
    }

    /// The list reordered so offset `n` holds the element at `order[n]`.
    func reordered(_ order: [Int]) -> LazyList<Element> {
        let element = self.element
        return LazyList(count: order.count) { element(order[$0]) }
    }
}
