import Foundation
import GitHubKit
import Testing

extension ModelTests.PeopleModelTests {
    // MARK: - Subscriptions

    @Test func threadSubscriptionReadsItsState() throws {
        let subscription = try Self.parse(ThreadSubscription.self, "thread-subscription.json")
        #expect(subscription.subscribed == true)
        #expect(subscription.ignored == false)
        #expect(subscription.reason == nil)
        #expect(subscription.createdAt == Self.date("2012-10-06T21:34:12Z"))
        #expect(subscription.threadUrl == "https://api.github.com/notifications/threads/1")
    }

    @Test func repositorySubscriptionReadsItsState() throws {
        let subscription = try Self.parse(RepositorySubscription.self, "repository-subscription.json")
        #expect(subscription.subscribed == true)
        #expect(subscription.ignored == false)
        #expect(subscription.reason == nil)
        #expect(subscription.url == "https://api.github.com/repos/octocat/example/subscription")
        #expect(subscription.repositoryUrl == "https://api.github.com/repos/octocat/example")
    }

    @Test func emptySubscriptionsDecodeWithEveryFieldNil() throws {
        let empty = Self.response(Data("{}".utf8))
        let thread = try JSONParser<ThreadSubscription>().parse(empty)
        #expect(thread.subscribed == nil && thread.ignored == nil && thread.createdAt == nil)
        #expect(thread.url == nil && thread.threadUrl == nil && thread.reason == nil)
        let repository = try JSONParser<RepositorySubscription>().parse(empty)
        #expect(repository.subscribed == nil && repository.ignored == nil && repository.createdAt == nil)
        #expect(repository.url == nil && repository.repositoryUrl == nil && repository.reason == nil)
    }

    // MARK: - Repository settings

    @Test func autolinkReadsItsTemplate() throws {
        let autolink = try Self.parse(Autolink.self, "autolink.json")
        #expect(autolink.id == 1)
        #expect(autolink.keyPrefix == "TICKET-")
        #expect(autolink.urlTemplate == "https://example.com/TICKET?query=<num>")
        #expect(autolink.isAlphanumeric == true)
        #expect(autolink.updatedAt == nil)

        let older = try Self.parse(Autolink.self, "autolink.json") {
            $0.removeValue(forKey: "is_alphanumeric")
        }
        #expect(older.isAlphanumeric == nil)
    }

    @Test func pagesSiteReadsItsSourceAndCertificate() throws {
        let site = try Self.parse(PagesSite.self, "pages-site.json")
        #expect(site.url == "https://api.github.com/repos/github/developer.github.com/pages")
        #expect(site.status == "built")
        #expect(site.cname == "developer.github.com")
        #expect(site.custom404 == false)
        #expect(site.htmlUrl == "https://developer.github.com")
        #expect(site.sourceBranch == "master")
        #expect(site.sourcePath == "/")
        #expect(site.isPublic == true)
        #expect(site.httpsEnforced == true)
        #expect(site.httpsCertificateState == "approved")
        #expect(site.httpsCertificateExpiresAt == "2021-05-22")
        #expect(site.pendingDomainUnverifiedAt == Self.date("2024-04-30T19:33:31Z"))
        #expect(site.buildType == nil)
    }

    @Test func pagesSiteBeforeItsFirstBuildReadsNil() throws {
        let site = try Self.parse(PagesSite.self, "pages-site.json") { object in
            object["status"] = NSNull()
            object["cname"] = NSNull()
            object["source"] = NSNull()
            object.removeValue(forKey: "https_certificate")
        }
        #expect(site.status == nil)
        #expect(site.cname == nil)
        #expect(site.sourceBranch == nil)
        #expect(site.httpsCertificateState == nil)
    }

    @Test func codeOfConductReadsItsBodyOnlyWhenSent() throws {
        let full = try Self.parse(CodeOfConduct.self, "code-of-conduct.json")
        #expect(full.key == "contributor_covenant")
        #expect(full.name == "Contributor Covenant")
        #expect(full.body?.hasPrefix("# Contributor Covenant Code of Conduct") == true)
        #expect(full.htmlUrl == "http://contributor-covenant.org/version/1/4/")

        let listed = try Self.parse(CodeOfConduct.self, "code-of-conduct-list-item.json")
        #expect(listed.key == "citizen_code_of_conduct")
        #expect(listed.body == nil)
        #expect(listed.url == "https://api.github.com/codes_of_conduct/citizen_code_of_conduct")
    }

    @Test func gitignoreTemplateReadsItsSource() throws {
        let template = try Self.parse(GitignoreTemplate.self, "gitignore-template.json")
        #expect(template.name == "C")
        #expect(template.source?.hasPrefix("# Object files\n*.o\n") == true)

        let bare = try Self.parse(GitignoreTemplate.self, "gitignore-template.json") {
            $0["source"] = NSNull()
        }
        #expect(bare.source == nil)
    }

    @Test func rulesetReadsItsRulesAndConditions() throws {
        let ruleset = try Self.parse(RepositoryRuleset.self, "repository-ruleset.json")
        #expect(ruleset.id == 42)
        #expect(ruleset.name == "super cool ruleset")
        #expect(ruleset.target == "branch")
        #expect(ruleset.sourceType == "Repository")
        #expect(ruleset.source == "monalisa/my-repo")
        #expect(ruleset.enforcement == "active")
        #expect(ruleset.ruleTypes == ["commit_author_email_pattern"])
        #expect(ruleset.includedRefs == ["refs/heads/main", "refs/heads/master"])
        #expect(ruleset.excludedRefs == ["refs/heads/dev*"])
        #expect(ruleset.bypassActorCount == 1)
        #expect(ruleset.selfUrl == "https://api.github.com/repos/monalisa/my-repo/rulesets/42")
        #expect(ruleset.htmlUrl == "https://github.com/monalisa/my-repo/rules/42")
        #expect(ruleset.updatedAt == Self.date("2023-08-23T16:29:47Z"))
        #expect(ruleset.currentUserCanBypass == nil)
    }

    @Test func listedRulesetWithoutRulesOrConditionsReadsEmptyAndNil() throws {
        let ruleset = try Self.parse(RepositoryRuleset.self, "repository-ruleset.json") { object in
            object.removeValue(forKey: "rules")
            object["conditions"] = NSNull()
            object.removeValue(forKey: "bypass_actors")
            object["_links"] = "https://github.com/monalisa/my-repo/rules/42"
        }
        #expect(ruleset.ruleTypes.isEmpty)
        #expect(ruleset.includedRefs.isEmpty)
        #expect(ruleset.bypassActorCount == nil)
        #expect(ruleset.htmlUrl == nil)
        #expect(ruleset.name == "super cool ruleset")
    }
}
