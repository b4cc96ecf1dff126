/// A branch or tag the code screen can show the files of.
struct GitRef: Equatable, Sendable {
    /// Its name, as GitHub lists it (`main`, `feature/x`, `v1.2.0`).
    let name: String
    /// Whether it is a tag rather than a branch.
    let isTag: Bool
}
