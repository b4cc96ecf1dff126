/// The words the world is made of; varied scripts and lengths so renderers get exercised.
enum WorldText {
    static let firstNames = [
        "Ada", "Alan", "Grace", "Linus", "Margaret", "Dennis", "Barbara", "Ken", "Frances", "Edsger",
        "Radia", "Tim", "Hedy", "John", "Katherine", "Guido", "Yukihiro", "Bjarne", "Zoë", "Søren",
        "José", "Amélie", "Chidi", "Priya", "Björn", "Łukasz", "Nguyễn", "Aiko", "Mehmet", "Olga",
    ]

    static let lastNames = [
        "Lovelace", "Turing", "Hopper", "Torvalds", "Hamilton", "Ritchie", "Liskov", "Thompson",
        "Allen", "Dijkstra", "Perlman", "Berners-Lee", "Lamarr", "McCarthy", "Johnson", "van Rossum",
        "Matsumoto", "Stroustrup", "Álvarez", "Kierkegaard", "Okafor", "Raman", "Nowak", "Yılmaz",
    ]

    static let companies = [
        "@github", "Acme Corp", "Initech", "Globex", "@apple", "Hooli", "Umbrella",
        "Stark Industries", "Freelance", "Université de Montréal", "株式会社サンプル",
    ]

    static let locations = [
        "Berlin", "San Francisco, CA", "Tokyo", "São Paulo", "Lagos", "Reykjavík", "Remote",
        "Montréal, QC", "Bengaluru", "Kraków", "東京都", "Cape Town", "Earth",
    ]

    static let bios = [
        "Building things on the internet.",
        "Swift, Rust and too much coffee ☕",
        "Open source maintainer. Views are my own.",
        "Line one of a bio\nand a second line.",
        "I write compilers for fun and profit. Previously at a company you have heard of; now "
            + "working on something new that I cannot talk about yet, but it involves type systems.",
        "🚀",
        "Ingeniera de software · Café · Montañas",
        "Backend engineer — distributed systems, databases & observability.",
    ]

    static let repoWords = [
        "toolkit", "notes", "website", "cli", "parser", "sandbox", "api", "bot", "game", "compiler",
        "theme", "plugin", "docs", "scripts", "tracker", "dashboard",
    ]

    static let descriptions = [
        "A small tool that does one thing well.",
        "Experiments, scratch code and other half-finished ideas.",
        "My personal website, built with a static site generator.",
        "Command-line client for a web service nobody else uses.",
        "Fast, zero-dependency parser written over a weekend.",
        "Dotfiles and configuration for macOS and Linux.",
        "🚧 Work in progress 🚧",
        "Port of a classic arcade game — now with more bugs.",
    ]

    static let languages = [
        "Swift", "Go", "Rust", "Python", "TypeScript", "C", "Ruby", "Shell", "Kotlin", "JavaScript",
        "C++", "Haskell",
    ]

    static let topics = [
        "swift", "cli", "terminal", "tui", "github-api", "linux", "macos", "open-source", "tooling",
        "developer-tools", "hacktoberfest", "json", "http", "cache", "rate-limit", "testing",
        "concurrency", "async-await", "markdown", "unicode",
    ]

    static let longDescription =
        "This repository has an unusually long description so that list views and detail views "
        + "have to truncate or wrap it. It goes on about the project's history, its goals, its "
        + "non-goals, the people who helped along the way, the conferences where it was presented, "
        + "the many rewrites it went through (first in Objective-C, then in Swift 3, then in Swift 5 "
        + "with async/await, and finally in Swift 6 with complete concurrency checking), the "
        + "benchmark numbers that nobody has been able to reproduce, and a short list of known bugs "
        + "that will probably never be fixed because they are, in fact, features that users rely "
        + "on. It ends with a polite request to star the repository. ⭐"

    static let helloWorldReadme = """
        # Hello, World! 👋

        Welcome to **hello-world**, a tiny project used to exercise *ghtui* and `GitHubKit`.

        ## Features

        - Fast startup
        - Works offline with a cache
          - nested item
          - another nested item
        - [x] Task list item, done
        - [ ] Task list item, to do

        1. First step
        2. Second step
        3. Third step

        ## Install

        ```sh
        swift build -c release
        .build/release/ghtui mona
        ```

        ## Usage

        ```swift
        let client = GitHubClient(token: nil)
        let user = try await client.user("mona")
        print(user.name ?? user.login)
        ```

        > **Note**
        > This is a blockquote with `inline code`.

        | Column | Value |
        |--------|-------|
        | alpha  | 1     |
        | beta   | 2     |

        See [the REST docs](https://docs.github.com/rest) or visit <https://github.com/mona>.

        ![Octocat](https://github.githubassets.com/images/icons/emoji/octocat.png)

        ---

        Made with ❤️ in 北京 and 🇫🇷.

        """

    /// A README for any repository that has one but no hand-written text.
    static func readme(for repo: RepoRecord) -> String {
        """
        # \(repo.name)

        \(repo.description ?? "No description provided.")

        ## Getting started

        ```sh
        git clone https://github.com/\(repo.fullName).git
        cd \(repo.name)
        make
        ```

        ## Contents

        - `Sources/` — the code
        - `Tests/` — the tests
        - `docs/` — [documentation](https://github.com/\(repo.fullName)/tree/\(repo.defaultBranch)/docs)

        ### License

        \(repo.license?.name ?? "No license.")

        """
    }
}
