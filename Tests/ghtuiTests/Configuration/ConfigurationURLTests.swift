import Foundation
import GitHubKit
import Testing

@testable import ghtui

@Suite struct ConfigurationURLTests {
    @Test(arguments: [
        ("https://api.github.com", "https://api.github.com", "https://github.com"),
        ("https://api.github.com/", "https://api.github.com", "https://github.com"),
        ("HTTPS://API.GitHub.com//", "https://api.github.com", "https://github.com"),
        ("https://ghe.example.com/api/v3", "https://ghe.example.com/api/v3", "https://ghe.example.com"),
        ("https://ghe.example.com/api/v3/", "https://ghe.example.com/api/v3", "https://ghe.example.com"),
        (
            "https://ghe.example.com:8443/api/v3", "https://ghe.example.com:8443/api/v3",
            "https://ghe.example.com:8443"
        ),
        ("https://api.octocorp.ghe.com", "https://api.octocorp.ghe.com", "https://octocorp.ghe.com"),
        ("http://127.0.0.1:8080", "http://127.0.0.1:8080", "http://127.0.0.1:8080"),
        ("http://127.0.0.1:8080/", "http://127.0.0.1:8080", "http://127.0.0.1:8080"),
        ("http://localhost:9000/some/prefix/", "http://localhost:9000/some/prefix", "http://localhost:9000"),
    ])
    func webURLIsDerivedFromAPIURL(_ given: String, _ api: String, _ web: String) throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let loaded = try home.load(overrides: ConfigurationOverrides(apiURL: given))
        #expect(loaded.configuration.apiURL.absoluteString == api)
        #expect(loaded.configuration.webURL.absoluteString == web)
        #expect(loaded.source(of: .webURL) == .derived)
    }

    @Test func webURLIsDerivedFromTheAPIURLInTheFile() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(#"{"api_url": "https://ghe.example.com/api/v3/"}"#)
        let loaded = try home.load()
        #expect(loaded.configuration.webURL.absoluteString == "https://ghe.example.com")
    }

    @Test func explicitWebURLInFileWinsOverDerivation() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(
            #"{"api_url": "https://ghe.example.com/api/v3", "web_url": "https://www.ghe.example.com/"}"#)
        let loaded = try home.load()
        #expect(loaded.configuration.webURL.absoluteString == "https://www.ghe.example.com")
    }

    @Test func gitHubServerURLWinsOverDerivation() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let loaded = try home.load(environment: [
            "GITHUB_API_URL": "https://ghe.example.com/api/v3",
            "GITHUB_SERVER_URL": "https://web.example.com/",
        ])
        #expect(loaded.configuration.apiURL.absoluteString == "https://ghe.example.com/api/v3")
        #expect(loaded.configuration.webURL.absoluteString == "https://web.example.com")
    }

    @Test func apiURLFromAHigherSourceOverridesALowerWebURL() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(
            #"{"api_url": "https://ghe.example.com/api/v3", "web_url": "https://ghe.example.com"}"#)
        let fromFlag = try home.load(overrides: ConfigurationOverrides(apiURL: "http://127.0.0.1:8080"))
        #expect(fromFlag.configuration.webURL.absoluteString == "http://127.0.0.1:8080")
        #expect(fromFlag.source(of: .webURL) == .derived)
        let fromEnvironment = try home.load(environment: ["GITHUB_API_URL": "https://api.github.com"])
        #expect(fromEnvironment.configuration.webURL.absoluteString == "https://github.com")
    }

    @Test func webURLFromAHigherSourceThanTheAPIURLWins() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(#"{"api_url": "https://ghe.example.com/api/v3"}"#)
        let loaded = try home.load(overrides: ConfigurationOverrides(webURL: "https://web.example.com"))
        #expect(loaded.configuration.apiURL.absoluteString == "https://ghe.example.com/api/v3")
        #expect(loaded.configuration.webURL.absoluteString == "https://web.example.com")
        #expect(loaded.source(of: .webURL) == .commandLine(flag: "--web-url"))
    }

    @Test func derivationHelperMatchesTheLoader() throws {
        let url = try #require(URL(string: "https://ghe.example.com/api/v3"))
        #expect(Configuration.webURL(derivedFrom: url).absoluteString == "https://ghe.example.com")
        #expect(Configuration(apiURL: url).webURL.absoluteString == "https://ghe.example.com")
    }

    static let badURLs: [(value: String, problem: String)] = [
        ("ftp://x", "is not an http(s) URL"),
        ("not a url", "is not an http(s) URL"),
        ("api.github.com", "is not an http(s) URL"),
        ("/api/v3", "is not an http(s) URL"),
        ("https://", "is not an http(s) URL with a host"),
        ("http:///path", "is not an http(s) URL with a host"),
        ("https://example.com:99999", "has a port outside 1-65535"),
        ("https://example.com/api?x=1", "must not have a query or fragment"),
        ("https://example.com/#top", "must not have a query or fragment"),
    ]

    @Test func badURLInEnvironmentNamesTheVariable() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let error = home.loadError(environment: ["GITHUB_API_URL": "ftp://x"])
        #expect(error?.description == #"GITHUB_API_URL is not an http(s) URL: "ftp://x""#)
    }

    @Test(arguments: badURLs)
    func badURLIsRejectedFromEverySource(_ value: String, _ problem: String) throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let sources: [(ConfigurationSource, [String: String], ConfigurationOverrides)] = [
            (.environment(variable: "GITHUB_API_URL"), ["GITHUB_API_URL": value], ConfigurationOverrides()),
            (
                .environment(variable: "GITHUB_SERVER_URL"), ["GITHUB_SERVER_URL": value],
                ConfigurationOverrides()
            ),
            (.commandLine(flag: "--api-url"), [:], ConfigurationOverrides(apiURL: value)),
            (.commandLine(flag: "--web-url"), [:], ConfigurationOverrides(webURL: value)),
        ]
        for (source, environment, overrides) in sources {
            let error = home.loadError(environment: environment, overrides: overrides)
            #expect(error == .invalidURL(source: source, value: value, problem: problem))
            #expect(error?.description == "\(source) \(problem): \(value.debugDescription)")
        }
        for key in ["api_url", "web_url"] {
            let path = try home.writeDefaultConfig("{\(key.debugDescription): \(value.debugDescription)}")
            let error = home.loadError()
            #expect(error == .invalidURL(source: .file(path: path, key: key), value: value, problem: problem))
            #expect(
                error?.description
                    == "config file \(path): \(key.debugDescription) \(problem): \(value.debugDescription)")
        }
    }

    @Test func urlWithCredentialsIsRejectedWithoutShowingThem() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let error = home.loadError(
            overrides: ConfigurationOverrides(apiURL: "https://x-access-token:s3cret@ghe.example.com"))
        #expect(
            error
                == .invalidURL(
                    source: .commandLine(flag: "--api-url"), value: "https://***@ghe.example.com",
                    problem: "must not contain a user name or password"))
        #expect(error?.description.contains("s3cret") == false)
    }

    @Test func nonStringURLInFileIsAWrongType() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig(#"{"api_url": 42}"#)
        #expect(
            home.loadError()?.description
                == #"config file \#(path): "api_url" must be a URL string such as "https://api.github.com" (got 42)"#
        )
    }
}
