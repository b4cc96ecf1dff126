import ArgumentParser

/// How the response cache is used.
struct CacheOptions: ParsableArguments {
    @Flag(help: "Answer from the cache only; never touch the network.")
    var offline = false

    @Flag(name: .customLong("no-cache"), help: "Do not read or write the response cache.")
    var noCache = false

    @Flag(
        help: """
            Ask GitHub again for everything, even answers still fresh in the cache (inside their \
            max-age, normally used without a request); unchanged ones cost a free 304.
            """)
    var refresh = false

    @Option(name: .customLong("cache-path"), help: "Where the response cache lives.")
    var cachePath: String?

    func validate() throws {
        if offline && noCache { throw ValidationError("--offline needs the cache; drop --no-cache") }
        if refresh && offline {
            throw ValidationError("--refresh asks GitHub, which --offline never does; use one or the other")
        }
        if refresh && noCache {
            throw ValidationError("--no-cache already asks GitHub for everything; drop --refresh")
        }
    }
}
