/// Which fault, if any, disturbs each request: the armed ``FaultRule``s first, then ``Chaos``.
struct FaultSchedule: Sendable {
    private var rules: [FaultRule] = []
    private var dice: ChaosDice?

    init(chaos: Chaos?) {
        dice = chaos.map(ChaosDice.init)
    }

    /// Arms `fault` for `path` (see ``FakeGitHub/setFault(_:path:times:)``), or clears.
    mutating func set(_ fault: Fault?, path: String?, times: Int?) {
        guard let fault else {
            rules.removeAll { path == nil || $0.pathPrefix == path }
            return
        }
        rules.removeAll { $0.pathPrefix == path }
        if let times, times <= 0 { return }
        rules.append(FaultRule(fault: fault, pathPrefix: path, remaining: times))
    }

    /// The fault for this request, using up one of an armed fault's `times`, or drawn by chaos
    /// (then also its kind, to be counted).
    mutating func take(for request: IncomingRequest, isWebRoute: Bool) -> (fault: Fault, chaos: ChaosFault?)?
    {
        if let fault = takeArmed(for: request) { return (fault, nil) }
        guard let chaos = dice?.chaos else { return nil }
        let target = request.query.isEmpty ? request.path : request.path + "?" + request.query
        guard let kind = dice?.draw(method: request.method, target: target, isWebRoute: isWebRoute) else {
            return nil
        }
        return (kind.fault(stall: chaos.stall), kind)
    }

    /// The armed fault with the longest matching path prefix.
    private mutating func takeArmed(for request: IncomingRequest) -> Fault? {
        let candidates = rules.indices.filter { rules[$0].applies(to: request) }
        guard
            let index = candidates.max(by: { lhs, rhs in
                (rules[lhs].pathPrefix?.count ?? -1) < (rules[rhs].pathPrefix?.count ?? -1)
            })
        else { return nil }
        let fault = rules[index].fault
        if let remaining = rules[index].remaining {
            if remaining <= 1 {
                rules.remove(at: index)
            } else {
                rules[index].remaining = remaining - 1
            }
        }
        return fault
    }
}
