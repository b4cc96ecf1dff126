import Foundation
import GitHubKit

/// A workflow run: two header lines (state, workflow, title, number; branch, event, actor,
/// attempt, duration, when), then its jobs, failed first, each followed by its steps, and a
/// footer naming the keys.
enum RunView {
    /// Draws `screen` between the title and status bars.
    static func draw(_ screen: RunScreen, state: BrowserState, context: RenderContext, into grid: inout Grid)
    {
        let width = grid.width - 2
        if let run = screen.run {
            let mark = CheckMark.of(status: run.status, conclusion: run.conclusion)
            let number = run.runNumber.map { " #\($0)" } ?? ""
            grid.write(
                [
                    Span("\(mark.mark) \(mark.word)", mark.style), Span("  "),
                    Span(Sanitizer.clean(run.name ?? "workflow") + number, .strong), Span("  "),
                    Span(Sanitizer.clean(run.displayTitle ?? run.headCommitMessage ?? "")),
                ], row: 1, column: 1, limit: width)
            var facts = [run.headBranch, run.event.map { "on \($0)" }, run.actor.map { "by \($0.login)" }]
                .compactMap { $0 }
            if let attempt = run.runAttempt, attempt > 1 { facts.append("attempt \(attempt)") }
            if let seconds = elapsed(run, now: context.now) { facts.append(Format.duration(seconds)) }
            if let created = run.createdAt { facts.append(Format.relative(created, now: context.now)) }
            grid.write(
                Sanitizer.clean(facts.joined(separator: " · ")), row: 2, column: 1, limit: width,
                style: .faint)
        }
        let top = 4
        grid.write(
            [Span("JOBS AND STEPS", Style(bold: true, dim: true))], row: top - 1, column: 1, limit: width)
        guard let jobs = screen.jobs else {
            let text = screen.jobsError == nil ? "loading jobs…" : "the jobs could not be loaded"
            grid.write(text, row: top, column: 2, limit: width, style: .faint)
            return
        }
        if jobs.isEmpty { grid.write("no jobs", row: top, column: 2, limit: width, style: .faint) }
        for offset in 0..<screen.pageRows {
            let index = screen.scroll + offset
            guard index < screen.lines.count else { break }
            let row = top + offset
            let spans: [Span]
            let seconds: TimeInterval?
            switch screen.lines[index] {
            case .job(let job):
                let mark = CheckMark.of(status: jobs[job].status, conclusion: jobs[job].conclusion)
                spans = [
                    Span(mark.mark + " ", mark.style),
                    Span(Sanitizer.clean(jobs[job].name ?? "job"), .strong),
                ]
                seconds = jobs[job].duration
            case .step(_, let step):
                let mark = CheckMark.of(status: step.status, conclusion: step.conclusion)
                spans = [
                    Span("    "), Span(mark.mark + " ", mark.style),
                    Span("\(step.number) ", .faint), Span(Sanitizer.clean(step.name)),
                ]
                seconds = step.completedAt.flatMap { end in step.startedAt.map { end.timeIntervalSince($0) } }
            }
            let time = seconds.map(Format.duration) ?? ""
            let timeWidth = TextWidth.width(of: time)
            grid.write(spans, row: row, column: 1, limit: max(1, width - timeWidth - 1))
            grid.write(time, row: row, column: 1 + width - timeWidth, limit: timeWidth, style: .faint)
            if index == screen.cursor { grid.restyle(row: row) { $0.reverse = true } }
        }
        let keys = { (command: KeyCommand) in state.keyMap.key(command, in: .run) }
        var footer = ["\(screen.lines.count) lines", "\(keys(.open)) opens the job's log"]
        footer.append(
            screen.isRunning ? "\(keys(.cancelRun)) cancels" : "\(keys(.rerun)) re-runs failed jobs")
        if screen.isRunning { footer.append("asks again every \(RunScreen.pollInterval)s") }
        grid.write(
            footer.joined(separator: " · "), row: grid.height - 2, column: 1, limit: width, style: .faint)
    }

    /// How long `run` took, or has taken so far; nil when GitHub did not say when it started, or
    /// when a finished run's end. Its row on the Actions tab says the same.
    static func elapsed(_ run: WorkflowRun, now: Date) -> TimeInterval? {
        guard let start = run.runStartedAt ?? run.createdAt,
            let end = run.status == .completed ? run.updatedAt : now
        else { return nil }
        return end.timeIntervalSince(start)
    }
}
