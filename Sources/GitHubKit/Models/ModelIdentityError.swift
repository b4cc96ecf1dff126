/// Why a model could not be read: an identity field is missing or unusable, e.g. "a repository
/// without `full_name`". Carried as a `DecodingError`'s underlying error.
struct ModelIdentityError: Error, CustomStringConvertible {
    /// The object and the field, for people.
    let description: String
}
