import ArgumentParser

/// Where GitHub is and how to talk to it; nil for what the environment, file or defaults say.
struct ConnectionOptions: ParsableArguments {
    @Option(
        name: .customLong("api-url"),
        help: "The REST API's URL (GITHUB_API_URL; default https://api.github.com).")
    var apiURL: String?

    @Option(
        name: .customLong("web-url"),
        help: "The web host's URL (GITHUB_SERVER_URL; derived from the API URL).")
    var webURL: String?

    @Option(help: "The configuration file to read.")
    var config: String?

    @Option(help: "Requests in flight at once, 1–64 (default 8).")
    var concurrency: Int?

    @Option(
        help:
            "Connections to one host, 1–64 (default 1 over HTTPS, where HTTP/2 carries every request; --concurrency over HTTP)."
    )
    var connections: Int?

    @Option(name: .customLong("per-page"), help: "Items per API page, 1–100 (default 100).")
    var perPage: Int?

    @Option(help: "Seconds to wait for an answer (default 30).")
    var timeout: Double?

    @Option(help: "Times a failed read is sent again, 0–10 (default 3).")
    var retries: Int?
}
