import FakeGitHub
import Foundation
import GitHubKit
import Testing

@testable import ghtui

/// The user's own commands: read from the config file (each bad one stops ghtui at start,
/// naming it), bound to their keys where they run and listed in the help, their templates
/// filled from the screen with every value shell-quoted, and run through `/bin/sh` with how
/// they ended said in the status bar.
@Suite struct UserCommandTests {
    private static let repository = try! RepositoryName(owner: "mona", name: "hello-world")

    private func load(_ commands: String, keys: String = "{}") throws -> LoadedConfiguration {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(#"{"commands": \#(commands), "keys": \#(keys)}"#)
        return try home.load()
    }

    private func error(_ commands: String, keys: String = "{}") throws -> String {
        let home = try ConfigurationTestHome()
        defer { home.remove() }
        try home.writeDefaultConfig(#"{"commands": \#(commands), "keys": \#(keys)}"#)
        return try #require(home.loadError()).description
    }

    @Test func aCommandIsBoundWhereItRunsAndListedInTheHelp() throws {
        let loaded = try load(
            #"[{"key": "C", "on": ["pull", "issue"], "run": "gh pr checkout {{number}}", "cwd": "~/src/{{repo}}"}]"#
        )
        let map = loaded.keyMap
        let command = UserCommand(
            key: .character("C"), screens: [.pull, .issue], run: "gh pr checkout {{number}}",
            directory: "~/src/{{repo}}", name: "commands[0]")
        #expect(map.command(for: .character("C"), in: .pull) == .runCommand(command))
        #expect(map.command(for: .character("C"), in: .repository) == .runCommand(command))
        #expect(map.command(for: .character("C"), in: .profile) == nil)
        #expect(
            map.helpLines.contains {
                if case .binding(let binding) = $0 {
                    binding.label == "C" && binding.summary == "run: gh pr checkout {{number}}"
                } else {
                    false
                }
            })
    }

    @Test(arguments: [
        (
            #"[{"key": "c", "on": "pull", "run": "x"}]"#, "{}",
            #""commands[0].key" binds "c" on the pull request, where it already means "comment""#
        ),
        (
            #"[{"key": "C", "on": "run", "run": "x"}]"#, "{}",
            #""commands[0].key" binds "C" on the workflow run, where it already means "cancel_run""#
        ),
        (
            #"[{"key": "Z", "on": "pull", "run": "x"}, {"key": "Z", "on": "pull", "run": "y"}]"#, "{}",
            #"binds "Z" on the pull request, where the command of commands[0] runs"#
        ),
        (
            #"[{"key": "Z", "on": "user", "run": "x"}]"#, #"{"star": "Z"}"#,
            #""commands[0].key" binds "Z" on the profile, where it already means "star""#
        ),
        (
            #"[{"key": "Z", "on": "branch", "run": "x"}]"#, "{}",
            #""commands[0].on" must be a screen or an array of screens: "pull""#
        ),
        (#"[{"key": "Z", "on": [], "run": "x"}]"#, "{}", #""commands[0].on" must be a screen"#),
        (#"[{"key": "Z", "on": "pull", "run": " "}]"#, "{}", #""commands[0].run" must be a shell command"#),
        (#"[{"key": "Z", "on": "pull"}]"#, "{}", #""commands[0].run" must be a shell command"#),
        (
            #"[{"key": "Z", "on": "pull", "run": "echo {{head}}"}]"#, "{}",
            #"it uses {{head}}, which is not a value"#
        ),
        (
            #"[{"key": "Z", "on": "pull", "run": "x", "cwd": "~/{{repo"}]"#, "{}",
            #""commands[0].cwd" must be a command whose templates are known: it has a {{ with no }}"#
        ),
        (#"[{"key": "notakey", "on": "pull", "run": "x"}]"#, "{}", #""commands[0].key" must be a key"#),
        (#"[{"on": "pull", "run": "x"}]"#, "{}", #""commands[0].key" must be a key"#),
        (
            #"[{"key": "Z", "on": "pull", "run": "x", "shell": "zsh"}]"#, "{}",
            #""commands[0].shell" must be one of "key", "on", "run", "cwd""#
        ),
        (#"{"key": "Z"}"#, "{}", #""commands" must be an array of commands"#),
    ])
    func aCommandThatCannotRunStopsGhtuiNamingIt(commands: String, keys: String, says: String) throws {
        let message = try error(commands, keys: keys)
        #expect(message.contains(says), "\(message)")
    }

    @Test func valuesFromGitHubStayTextWhenTheShellRunsTheCommand() throws {
        let directory = scratchDirectory()
        let title = #"Fix; $(touch pwned) `touch pwned2` 'quoted' "double" \ & | > x"#
        let command = UserCommand(
            key: .character("Z"), screens: [.pull], run: "printf '%s\\n' {{title}} {{branch}} > out",
            directory: directory.path, name: "commands[0]")
        let invocation = try command.invocation(["title": title, "branch": "it's-mine"])
        #expect(invocation.run(name: "command Z", suspending: nil) == "command Z done (exit status 0)")
        let written = try String(contentsOf: directory.appendingPathComponent("out"), encoding: .utf8)
        #expect(written == title + "\nit's-mine\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files == ["out"], "nothing the title spelt ran")
    }

    @Test func howACommandEndedIsSaid() throws {
        let directory = scratchDirectory().path
        func run(_ script: String, in directory: String? = nil) -> String {
            UserCommand.Invocation(script: script, directory: directory).run(
                name: "command Z", suspending: nil)
        }
        #expect(run("exit 3") == "command Z failed (exit status 3)")
        #expect(
            run("no-such-command-here 2>/dev/null") == "command Z failed: command not found (exit status 127)"
        )
        #expect(run("kill -INT $$") == "command Z stopped by Ctrl-C")
        #expect(
            run("true", in: directory + "/missing")
                == "command Z: there is no directory \(directory)/missing: nothing run")
        let home = UserCommand.Invocation(script: "pwd > here", directory: "~/sub")
        try FileManager.default.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: true)
        #expect(
            home.run(name: "command Z", suspending: nil, home: directory) == "command Z done (exit status 0)")
        let here = try String(contentsOfFile: directory + "/sub/here", encoding: .utf8)
        #expect(
            URL(fileURLWithPath: here.trimmingCharacters(in: .newlines)).resolvingSymlinksInPath()
                == URL(fileURLWithPath: directory + "/sub").resolvingSymlinksInPath())
    }

    @Test func aKeyOnAPullRequestRunsItsCommandWithTheValuesOfThePage() async throws {
        let loaded = try load(
            #"[{"key": "Z", "on": "pull", "run": "gh pr checkout {{number}} --repo {{owner}}/{{repo}} # {{branch}}", "cwd": "~/src/{{repo}}"}, {"key": "Y", "on": "issue", "run": "echo {{title}}"}]"#
        )
        try await FakeGitHub.serving { _, url in
            var driver = BrowserDriver(
                login: nil, hasToken: false, repository: Self.repository, url: url, keyMap: loaded.keyMap)
            await driver.settle()
            driver.push(
                .issue(
                    IssueScreen(
                        repository: Self.repository, number: 9, isPullRequest: true, size: driver.state.size))
            )
            // Before the pull request is in, its branch is not known: nothing runs.
            driver.press(.character("Z"))
            #expect(driver.commands.isEmpty)
            #expect(driver.state.notice?.contains("needs {{branch}}") == true)
            await driver.settle()
            driver.press(.character("Z"))
            let branch = try #require(driver.issue?.pull?.headRef)
            #expect(
                driver.commands == [
                    UserCommand.Invocation(
                        script: "gh pr checkout '9' --repo 'mona'/'hello-world' # '\(branch)'",
                        directory: "~/src/hello-world")
                ])
            // An issue's command shares the repository's keys, but not its page.
            driver.press(.character("h"))
            driver.press(.character("Y"))
            #expect(driver.commands.count == 1)
            #expect(driver.state.notice == "command Y runs on: issue")
        }
    }
}
