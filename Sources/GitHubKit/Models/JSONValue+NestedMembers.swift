extension JSONValue {
    /// The member `key` read as an array of nested models, or nil when it is missing, null or no
    /// array; elements that are not such a model (no identity, another type) are left out.
    func models<Model: GitHubObject>(_ key: String) -> [Model]? {
        self[key]?.array?.compactMap { try? Model(raw: $0, codingPath: [JSONKey(key)]) }
    }

    /// The member `key` when it is an object (a settings or permissions map kept as sent); nil when
    /// it is missing, null or anything else.
    func objectMember(_ key: String) -> JSONValue? {
        guard let value = self[key], value.object != nil else { return nil }
        return value
    }
}
