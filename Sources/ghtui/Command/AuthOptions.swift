import ArgumentParser

/// The options every `ghtui auth` subcommand takes: which GitHub, which config file, how chatty.
struct AuthOptions: ParsableArguments {
    @OptionGroup(title: "Connection")
    var connection: ConnectionOptions

    @OptionGroup var logging: VerboseOption

    /// `--verbose`: say where the token was looked for (never the token itself).
    var verbose: Bool { logging.verbose }

    /// The flags as configuration overrides.
    var overrides: ConfigurationOverrides {
        ConfigurationOverrides(
            configPath: connection.config, apiURL: connection.apiURL, webURL: connection.webURL,
            perPage: connection.perPage, concurrency: connection.concurrency,
            connections: connection.connections,
            timeout: connection.timeout,
            retries: connection.retries)
    }
}
