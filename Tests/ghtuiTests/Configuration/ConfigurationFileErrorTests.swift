import Foundation
import GitHubKit
import Testing

@testable import ghtui

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

@Suite struct ConfigurationFileErrorTests {
    @Test func malformedJSONNamesTheFileAndThePosition() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig("{\n  \"theme\": \"dark\",\n  \"per_page\": x\n}")
        let error = try #require(home.loadError())
        guard case .malformedFile(let errorPath, let reason) = error else {
            Issue.record("expected malformedFile, got \(error)")
            return
        }
        #expect(errorPath == path)
        #expect(reason.contains("line 3, column 15"), "\(reason)")
        #expect(error.description.hasPrefix("config file \(path) is not valid JSON: "))
    }

    /// Found by Fuzz/run.sh config: JSONSerialization quotes the file's bytes in some complaints
    /// (a bad `\u` escape), and the reason passed an escape sequence on to the terminal.
    @Test func aComplaintQuotingTheFileShowsItsControlsEscaped() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig("{\"theme\": \"\\u\u{1B}[2J\"}")
        let error = try #require(home.loadError())
        guard case .malformedFile(_, let reason) = error else {
            Issue.record("expected malformedFile, got \(error)")
            return
        }
        #expect(reason.contains(#"\u{1B}[2J"#), "\(reason)")
        #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test(arguments: ["", "   \n\t\n"])
    func emptyFileIsMalformed(_ text: String) throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig(text)
        let error = home.loadError()
        #expect(
            error
                == .malformedFile(
                    path: path, reason: "the file is empty; write {} for a file that sets nothing"))
    }

    @Test func emptyObjectIsAValidFile() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig("{}")
        let loaded = try home.load()
        #expect(loaded.configuration == Configuration())
        #expect(loaded.configFilePath == path)
    }

    @Test(arguments: [("[1, 2]", "an array"), (#""dark""#, "a string"), ("42", "a number"), ("null", "null")])
    func topLevelMustBeAnObject(_ text: String, _ kind: String) throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig(text)
        let error = try #require(home.loadError())
        // Foundation may refuse a bare scalar as JSON outright; either way it must not load.
        if case .malformedFile = error {
            #expect(text != "[1, 2]")
            return
        }
        #expect(error == .notAnObject(path: path, got: kind))
        if text == "[1, 2]" {
            #expect(
                error.description
                    == #"config file \#(path) must hold a JSON object such as {"theme": "dark"} (got an array)"#
            )
        }
    }

    @Test(arguments: [
        (#""per_page": "abc""#, "per_page", "an integer from 1 to 100", #""abc""#),
        (#""per_page": true"#, "per_page", "an integer from 1 to 100", "true"),
        (#""per_page": 10.5"#, "per_page", "an integer from 1 to 100", "10.5"),
        (#""per_page": [100]"#, "per_page", "an integer from 1 to 100", "an array"),
        (#""concurrency": false"#, "concurrency", "an integer from 1 to 64", "false"),
        (#""concurrency": "8""#, "concurrency", "an integer from 1 to 64", #""8""#),
        (
            #""timeout": true"#, "timeout", "a number of seconds greater than 0 and at most 86400", "true"
        ),
        (
            #""timeout": "30""#, "timeout", "a number of seconds greater than 0 and at most 86400", #""30""#
        ),
        (#""retries": 11"#, "retries", "an integer from 0 to 10", "11"),
        (#""retries": -1"#, "retries", "an integer from 0 to 10", "-1"),
        (#""retries": "3""#, "retries", "an integer from 0 to 10", #""3""#),
        (#""theme": 1"#, "theme", #"one of "auto", "dark", "light", "none""#, "1"),
        (#""theme": true"#, "theme", #"one of "auto", "dark", "light", "none""#, "true"),
        (#""theme": "Dark""#, "theme", #"one of "auto", "dark", "light", "none""#, #""Dark""#),
        (#""web_url": true"#, "web_url", #"a URL string such as "https://api.github.com""#, "true"),
        (#""token": 12345"#, "token", "a string", "a number"),
        (#""token": true"#, "token", "a string", "a boolean"),
        (
            #""cache": "off""#, "cache", #"an object with the keys "mode", "path" and "max_size_mb""#,
            #""off""#
        ),
        (#""cache": {"mode": true}"#, "cache.mode", #"one of "revalidate", "offline", "off""#, "true"),
        (
            #""cache": {"mode": "disabled"}"#, "cache.mode", #"one of "revalidate", "offline", "off""#,
            #""disabled""#
        ),
        (#""cache": {"path": 5}"#, "cache.path", "a path", "5"),
        (#""cache": {"path": ""}"#, "cache.path", "a non-empty path", #""""#),
        (#""cache": {"max_size_mb": "big"}"#, "cache.max_size_mb", "an integer from 1 to 1048576", #""big""#),
        (#""cache": {"max_size_mb": true}"#, "cache.max_size_mb", "an integer from 1 to 1048576", "true"),
    ])
    func wrongTypeNamesTheFileAndTheKey(_ member: String, _ key: String, _ expected: String, _ got: String)
        throws
    {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig("{\(member)}")
        let error = home.loadError()
        #expect(error == .invalidValue(source: .file(path: path, key: key), expected: expected, got: got))
        #expect(error?.description == "config file \(path): \"\(key)\" must be \(expected) (got \(got))")
    }

    @Test func wrongTypeMessageReadsAsDocumented() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig(#"{"per_page": "abc"}"#)
        #expect(
            home.loadError()?.description
                == #"config file \#(path): "per_page" must be an integer from 1 to 100 (got "abc")"#)
    }

    @Test(arguments: [
        (#""per_page": 0"#, "per_page", "0"),
        (#""per_page": 101"#, "per_page", "101"),
        (#""per_page": -5"#, "per_page", "-5"),
        (#""concurrency": 0"#, "concurrency", "0"),
        (#""concurrency": 65"#, "concurrency", "65"),
        (#""connections": 0"#, "connections", "0"),
        (#""connections": 65"#, "connections", "65"),
        (#""timeout": 0"#, "timeout", "0"),
        (#""timeout": -1"#, "timeout", "-1"),
        (#""timeout": 86401"#, "timeout", "86401"),
        (#""cache": {"max_size_mb": 0}"#, "cache.max_size_mb", "0"),
        (#""cache": {"max_size_mb": 1048577}"#, "cache.max_size_mb", "1048577"),
    ])
    func outOfRangeValueNamesTheFileAndTheKey(_ member: String, _ key: String, _ got: String) throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig("{\(member)}")
        let error = try #require(home.loadError())
        guard case .invalidValue(let source, _, let reportedGot) = error else {
            Issue.record("expected invalidValue, got \(error)")
            return
        }
        #expect(source == .file(path: path, key: key))
        #expect(reportedGot == got)
        #expect(error.description.hasPrefix("config file \(path): \"\(key)\" must be "))
    }

    @Test func fractionalTimeoutIsAccepted() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(#"{"timeout": 0.25}"#)
        let loaded = try home.load()
        #expect(loaded.configuration.timeout == .milliseconds(250))
        #expect(loaded.configuration.timeoutInterval == 0.25)
    }

    @Test func directoryAsExplicitConfigIsUnreadable() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let error = home.loadError(overrides: ConfigurationOverrides(configPath: home.path))
        #expect(error == .unreadableFile(path: home.path, reason: "it is a directory, not a file"))
        #expect(error?.description == "cannot read config file \(home.path): it is a directory, not a file")
    }

    @Test func directoryAtTheDefaultPathIsUnreadableNotIgnored() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try FileManager.default.createDirectory(
            atPath: home.defaultConfigPath, withIntermediateDirectories: true)
        let error = home.loadError()
        #expect(
            error == .unreadableFile(path: home.defaultConfigPath, reason: "it is a directory, not a file"))
    }

    @Test func fifoIsRefusedWithoutHanging() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = home.path + "/config.fifo"
        try #require(mkfifo(path, 0o600) == 0)
        let error = home.loadError(overrides: ConfigurationOverrides(configPath: path))
        #expect(error == .unreadableFile(path: path, reason: "it is not a regular file"))
    }

    @Test(.disabled(if: ConfigurationTestHome.runningAsRoot, "root reads a file whatever its mode"))
    func fileWithoutReadPermissionIsUnreadable() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let path = try home.writeDefaultConfig("{}", permissions: 0o000)
        let error = home.loadError()
        #expect(error == .unreadableFile(path: path, reason: String(cString: strerror(EACCES))))
        #expect(error?.description == "cannot read config file \(path): Permission denied")
    }

    @Test func oversizedFileIsRefused() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let padding = String(repeating: " ", count: 1_048_577)
        let path = try home.writeDefaultConfig("{" + padding + "}")
        let error = home.loadError()
        #expect(
            error
                == .unreadableFile(path: path, reason: "it is larger than 1 MiB, too large for a config file")
        )
    }

    @Test func tokenWithControlCharactersIsRefused() throws {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        let error = home.loadError(environment: ["GH_TOKEN": "abc\r\nX-Injected: 1"])
        #expect(
            error
                == .invalidValue(
                    source: .environment(variable: "GH_TOKEN"),
                    expected: "a token of visible ASCII characters without spaces",
                    got: "a value with other characters, not shown"))
    }
}
