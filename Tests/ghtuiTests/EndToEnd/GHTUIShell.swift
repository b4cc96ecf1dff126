import Foundation

/// The shell command running `ghtui ARGUMENTS --api-url URL` with a scratch HOME, a UTF-8
/// locale and no token (plus `environment`, `NAME=value` words), then saying how it exited
/// (`EXITED:status`).
///
/// Like ``runGHTUI(_:environment:timeout:whileRunning:)``, it gives requests `--timeout 120`
/// unless `arguments` set one: the FakeGitHub answering lives in the test process, which a full
/// run on two cores can keep busy past ghtui's 30 s, and a retry notice would then break a test
/// about something else.
func ghtuiShellCommand(_ arguments: String, url: URL, environment: String = "") -> String {
    let home = scratchDirectory().path
    let timeout = arguments.contains("--timeout") ? "" : " --timeout 120"
    return "env -u GH_TOKEN -u GITHUB_TOKEN -u NO_COLOR HOME=\(home) XDG_CONFIG_HOME=\(home)/config "
        + "XDG_CACHE_HOME=\(home)/cache LANG=C.UTF-8 LC_ALL=C.UTF-8 \(environment) "
        + "\(ghtuiBinary.path) \(arguments)\(timeout) --api-url \(url.absoluteString); echo EXITED:$?"
}
