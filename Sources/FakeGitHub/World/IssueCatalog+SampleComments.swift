/// The review comments of a pull request in ``PullSamples``: on lines of its patches, with the
/// hunk up to the line (`diff_hunk`) and the line's place in the file's patch (`position`).
extension IssueCatalog {
    /// The `pull-request-review-comment` objects of `sample`'s spots, oldest first.
    func sampleReviewComments(of issue: IssueRecord, _ sample: PullChanges) -> [JSONValue] {
        let full = issue.repo.fullName
        let api = "https://api.github.com/repos/\(full)/pulls/\(issue.number)"
        let files = sample.files.elements(0..<sample.files.count)
        let reviewer = users.generated(7)
        return sample.comments.enumerated().map { offset, spot in
            let id = issue.id * 10 + offset + 1
            let author = offset % 2 == 0 ? reviewer : issue.author
            let created = issue.createdAt + (offset + 1) * 5400
            let url = "https://api.github.com/repos/\(full)/pulls/comments/\(id)"
            let html = "https://github.com/\(full)/pull/\(issue.number)#discussion_r\(id)"
            let place = files.first { $0.filename == spot.path }.flatMap { Self.place(of: spot, in: $0) }
            let line: JSONValue = spot.line.map { .int($0) } ?? .null
            let startLine: JSONValue = spot.startLine.map { .int($0) } ?? .null
            var members: [(key: String, value: JSONValue)] = [
                ("url", .string(url)),
                ("pull_request_review_id", .int(reviewID(of: issue, offset: 0))),
                ("id", .int(id)),
                ("node_id", .string(IDs.nodeID("PRRC_", id))),
                ("diff_hunk", .string(place?.hunk ?? "")),
                ("path", .string(spot.path)),
                ("position", place.map { .int($0.position) } ?? .null),
                ("original_position", place.map { .int($0.position) } ?? .null),
                ("commit_id", .string(issue.headSHA)),
                ("original_commit_id", .string(issue.headSHA)),
                ("user", author.simpleJSON()),
                ("body", .string(spot.body)),
                ("created_at", .string(Timestamp.iso8601(created))),
                ("updated_at", .string(Timestamp.iso8601(created))),
                ("html_url", .string(html)),
                ("pull_request_url", .string(api)),
                ("author_association", .string(issue.association(of: author))),
                (
                    "_links",
                    .object([
                        ("self", .object([("href", .string(url))])),
                        ("html", .object([("href", .string(html))])),
                        ("pull_request", .object([("href", .string(api))])),
                    ])
                ),
                ("reactions", IssueRecord.rollup(Array(repeating: 0, count: 8), url: "\(url)/reactions")),
                ("start_line", startLine),
                ("original_start_line", startLine),
                ("start_side", spot.startLine == nil ? .null : .string(spot.side)),
                ("line", line),
                ("original_line", line),
                ("side", .string(spot.side)),
            ]
            if let replyTo = spot.replyTo {
                members.append(("in_reply_to_id", .int(issue.id * 10 + replyTo + 1)))
            }
            members.append(("subject_type", .string(spot.line == nil ? "file" : "line")))
            return .object(members)
        }
    }

    /// The hunk up to `spot`'s line and that line's index in `file`'s patch (its header is 0).
    private static func place(of spot: PullChanges.ReviewSpot, in file: DiffFile)
        -> (hunk: String, position: Int)?
    {
        guard let line = spot.line else { return nil }
        var position = 0
        for hunk in file.hunks {
            if let index = hunk.index(ofLine: line, side: spot.side) {
                let text = ([hunk.header] + hunk.lines[...index]).joined(separator: "\n")
                return (text, position + index + 1)
            }
            position += hunk.lines.count + 1
        }
        return nil
    }
}
