import Foundation

/// The shell command running `ghtui ARGUMENTS --api-url URL` with a scratch HOME, a UTF-8
/// locale and no token (plus `environment`, `NAME=value` words), then saying how it exited
/// (`EXITED:status`).
func ghtuiShellCommand(_ arguments: String, url: URL, environment: String = "") -> String {
    let home = scratchDirectory().path
    return "env -u GH_TOKEN -u GITHUB_TOKEN -u NO_COLOR HOME=\(home) XDG_CONFIG_HOME=\(home)/config "
        + "XDG_CACHE_HOME=\(home)/cache LANG=C.UTF-8 LC_ALL=C.UTF-8 \(environment) "
        + "\(ghtuiBinary.path) \(arguments) --api-url \(url.absoluteString); echo EXITED:$?"
}
