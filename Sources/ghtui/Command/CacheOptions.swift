import ArgumentParser

/// How the response cache is used.
struct CacheOptions: ParsableArguments {
    @Flag(help: "Answer from the cache only; never touch the network.")
    var offline = false

    @Flag(name: .customLong("no-cache"), help: "Do not read or write the response cache.")
    var noCache = false

    @Option(name: .customLong("cache-path"), help: "Where the response cache lives.")
    var cachePath: String?

    func validate() throws {
        if offline && noCache { throw ValidationError("--offline needs the cache; drop --no-cache") }
    }
}
