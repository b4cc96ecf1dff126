/// The words the fake world's issues, comments, pull requests and code are made of.
enum IssueText {
    static let verbs = [
        "Fix", "Add", "Crash when opening", "Support", "Improve", "Document", "Remove", "Update", "Speed up",
        "Test",
    ]
    static let subjects = [
        "the login screen", "dark mode", "paging of followers", "README typos", "Unicode names",
        "the response cache", "rate limit handling", "the build on Linux", "search results",
        "keyboard shortcuts",
        "emoji in titles 🎉", "the settings file", "error messages", "the release script",
    ]
    static let bodies = [
        "Steps to reproduce:\n1. Open the app\n2. Press `q`\n\nExpected: it quits.",
        "It would be great if this worked like the web UI does.",
        "See the discussion in the previous issue. cc @mona",
        "This has been broken since the last release. Logs attached.\n\n```\nerror: timed out\n```",
        "Small change, big win: fewer requests on every start.",
        "Ünïcödé text — 中文 — עברית — 🐙 should render correctly.",
    ]
    static let comments = [
        "Thanks for the report! Looking into it.", "+1, same here.", "Fixed in the latest release.",
        "Could you share the exact steps?", "I can reproduce this on Linux too. @mona",
        "LGTM 🚀", "Closing as a duplicate.",
    ]
    static let reviewBodies = ["Looks good to me.", "", "A few nits inline.", "Please add a test."]

    /// The files a pull request may touch and the repositories' searchable code: path, language, text.
    static let files: [(path: String, language: String, text: String)] = [
        ("README.md", "Markdown", "# Hello\n\nA friendly project. Run `swift build` to build it.\n"),
        (
            "Package.swift", "Swift",
            "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"App\")\n"
        ),
        ("Sources/App/main.swift", "Swift", "import Foundation\n\nprint(\"Hello, world!\")\n"),
        (
            "Sources/App/Cache.swift", "Swift",
            "/// A response cache keyed by ETag.\nstruct Cache {\n    var entries: [String: Data] = [:]\n}\n"
        ),
        ("scripts/release.sh", "Shell", "#!/bin/sh\nset -eu\ngit tag \"$1\" && git push --tags\n"),
        (
            "docs/guide.md", "Markdown",
            "# Guide\n\nConfigure the cache and the rate limit in settings.json.\n"
        ),
        ("web/index.js", "JavaScript", "const hello = () => console.log('Hello, world!');\nhello();\n"),
        ("tools/lint.py", "Python", "import sys\n\ndef main():\n    print('lint: ok')\n\nmain()\n"),
    ]
}
