extension Screen {
    /// What a command's templates may use here, as far as the screen knows it now.
    var commandValues: [String: String] {
        var values: [String: String] = [:]
        func add(_ repository: RepositoryName) {
            values["owner"] = repository.owner
            values["repo"] = repository.name
        }
        switch self {
        case .issue(let screen):
            add(screen.repository)
            values["number"] = String(screen.number)
            values["title"] = screen.pull?.title ?? screen.issue?.title
            values["url"] = screen.pull?.htmlUrl ?? screen.issue?.htmlUrl
            values["author"] = (screen.pull?.user ?? screen.issue?.user)?.login
            values["branch"] = screen.pull?.headRef
            values["sha"] = screen.pull?.headSha
            if let open = screen.parts.files.open, screen.parts.files.files.indices.contains(open.index) {
                values["path"] = screen.parts.files.files[open.index].path
            }
        case .repository(let screen):
            values["owner"] = screen.owner
            values["repo"] = screen.name
            values["url"] = screen.repository?.htmlUrl
            values["branch"] = screen.repository?.defaultBranch
        case .code(let screen):
            add(screen.repository)
            values["branch"] = screen.ref ?? screen.defaultBranch
            values["path"] = screen.filePath ?? screen.path
            values["url"] = screen.webURL
        case .profile(let screen):
            values["login"] = screen.user?.login ?? screen.login
            values["url"] = screen.user?.htmlUrl
        case .run(let screen):
            add(screen.repository)
            values["run"] = String(screen.id)
            values["url"] = screen.run?.htmlUrl
            values["branch"] = screen.run?.headBranch
            values["sha"] = screen.run?.headSha
            values["title"] = screen.run?.displayTitle
            values["author"] = screen.run?.actor?.login
        default:
            break
        }
        return values
    }
}
