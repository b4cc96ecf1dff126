import GitHubKit

/// The tabs a profile has: a person's Repos · Followers · Following · Stars · Activity · Gists,
/// an organization's Repos · People. Keys and clicks pick them by their place in the tab bar.
extension ProfileScreen {
    /// The account's tabs; a person's until the profile says it is an organization's.
    var tabs: [Tab] { user?.isOrganization == true ? Tab.organization : Tab.person }

    /// The tab `step` places from the shown one, wrapping around.
    func tab(after step: Int) -> Tab {
        let index = tabs.firstIndex(of: tab) ?? 0
        return tabs[(index + step % tabs.count + tabs.count) % tabs.count]
    }

    /// Shows the tab of key `number` (1 the first); a number past the account's tabs says which
    /// it has.
    mutating func showTab(number: Int, context: inout UpdateContext) {
        guard tabs.indices.contains(number - 1) else {
            let names = tabs.enumerated().map { "\($0.offset + 1) \($0.element.title)" }.joined(
                separator: ", ")
            let who = user?.isOrganization == true ? "\(title) is an organization: its" : "\(title)'s"
            context.notice = "\(who) tabs are \(names)"
            return
        }
        show(tabs[number - 1])
    }

    /// Once the profile arrives, keeps the shown tab in the account's tabs: a person's tab picked
    /// before an organization's profile loaded becomes the organization's tab in its place (its
    /// People for `2`), else Repos.
    mutating func keepTabOfAccount() {
        guard !tabs.contains(tab) else { return }
        let place = Tab.person.firstIndex(of: tab) ?? 0
        tab = tabs.indices.contains(place) ? tabs[place] : .repos
    }
}
