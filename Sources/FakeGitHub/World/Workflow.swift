/// One GitHub Actions workflow of the fake world: its file, its jobs and, per job, the steps it runs.
struct Workflow: Sendable, Equatable {
    /// One job of the workflow, in the order GitHub lists them.
    struct Job: Sendable, Equatable {
        var name: String
        /// The runner label the job asks for.
        var runner: String
        /// The commands of the job's own steps, between checkout and cleanup.
        var commands: [String]
    }

    var id: Int
    var name: String
    /// The file below `.github/workflows/`.
    var file: String
    var jobs: [Job]

    /// The path GitHub reports, `.github/workflows/ci.yml`.
    var path: String { ".github/workflows/\(file)" }

    /// Builds, tests and (on pushes) deploys a preview; runs on pushes and pull requests.
    static let ci = Workflow(
        id: 161_335_001, name: "CI", file: "ci.yml",
        jobs: [
            Job(name: "build (ubuntu-latest)", runner: "ubuntu-latest", commands: ["swift build"]),
            Job(name: "build (macos-latest)", runner: "macos-latest", commands: ["swift build"]),
            Job(
                name: "test", runner: "ubuntu-latest", commands: ["swift build --build-tests", "swift test"]),
            Job(name: "coverage", runner: "ubuntu-latest", commands: ["swift test --enable-code-coverage"]),
            Job(name: "deploy-preview", runner: "ubuntu-latest", commands: ["./scripts/deploy-preview.sh"]),
        ])
    /// Format and link checks; runs on pull requests and pushes.
    static let lint = Workflow(
        id: 161_335_002, name: "Lint", file: "lint.yml",
        jobs: [
            Job(name: "swift-format", runner: "ubuntu-latest", commands: ["swift format lint --strict -r ."]),
            Job(
                name: "markdown-links", runner: "ubuntu-latest",
                commands: ["npx markdown-link-check README.md"]),
        ])
    /// Builds artifacts and publishes a release; runs on tags.
    static let release = Workflow(
        id: 161_335_003, name: "Release", file: "release.yml",
        jobs: [
            Job(name: "build-artifacts", runner: "ubuntu-latest", commands: ["swift build -c release"]),
            Job(name: "publish", runner: "ubuntu-latest", commands: ["gh release upload \"$TAG\" dist/*"]),
        ])
    /// Integration tests and benchmarks; runs on a schedule.
    static let nightly = Workflow(
        id: 161_335_004, name: "Nightly", file: "nightly.yml",
        jobs: [
            Job(name: "integration", runner: "ubuntu-latest", commands: ["swift test --filter Integration"]),
            Job(name: "benchmarks", runner: "ubuntu-latest", commands: ["swift run -c release benchmarks"]),
        ])
    /// Builds the documentation; runs on pull requests that touch `docs/`.
    static let docs = Workflow(
        id: 161_335_005, name: "Docs", file: "docs.yml",
        jobs: [
            Job(
                name: "build-docs", runner: "ubuntu-latest",
                commands: ["swift package generate-documentation"]),
            Job(name: "link-check", runner: "ubuntu-latest", commands: ["lychee docs/"]),
        ])

    /// Every workflow of `mona/hello-world`.
    static let all = [ci, lint, release, nightly, docs]
}
