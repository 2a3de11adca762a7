import AlertDiagnostics
@testable import AlertLint
import AlertSpec
import Testing

@Suite struct NotificationRuleTests {
    static func category(_ count: Int) -> String {
        let actions = (1...count).map { "{id: a\($0), title: Action \($0)}" }.joined(separator: ", ")
        return """
            notifications:
              update:
                title: Update
                body: Something changed.
                category:
                  hiddenPreviewsBodyPlaceholder: Update
                  actions: [\(actions)]
            """
    }

    // MARK: notification-action-count

    @Test func actionCountSeverities() throws {
        #expect(try RuleTest.lint(NotificationActionCountRule.self, Self.category(2)).isEmpty)
        for count in [3, 4] {
            let findings = try RuleTest.lint(NotificationActionCountRule.self, Self.category(count))
            #expect(findings.map(\.severity) == [.info], "\(count) actions")
            #expect(findings.map(\.message) == [
                "category 'UPDATE' of notification 'update' has \(count) actions, and banners show only the first 2; "
                    + "put the two people need most first",
            ])
        }
        let five = try RuleTest.lint(NotificationActionCountRule.self, Self.category(5))
        #expect(five.map(\.severity) == [.warning])
        #expect(five.map(\.message) == [
            "category 'UPDATE' of notification 'update' has 5 actions, more than 4; keep at most 4, "
                + "the two people need most first",
        ])
        let file = RuleTest.source(Self.category(5))
        #expect(RuleTest.locations(five, in: file) == ["6:5"])
    }

    @Test func actionCountOptionMax() throws {
        var options = NotificationActionCountRule.Options()
        options.max = 2
        #expect(try RuleTest.lint(NotificationActionCountRule.self, Self.category(3), options: options).map(\.severity) == [.warning])
        #expect(try RuleTest.lint(NotificationActionCountRule.self, Self.category(2), options: options).isEmpty)
        options.max = 6
        #expect(try RuleTest.lint(NotificationActionCountRule.self, Self.category(5), options: options).map(\.severity) == [.info])
        #expect(try RuleTest.lint(NotificationActionCountRule.self, Self.category(7), options: options).map(\.severity) == [.warning])
    }

    @Test func actionCountFollowsTheConfiguredSeverityButNotForInfo() throws {
        let registered = RegisteredRule(NotificationActionCountRule.self)
        var settings = RuleSettings(rules: [registered])
        settings[registered.id]?.severity = .error
        let linter = Linter(rules: [registered])
        #expect(linter.lint(try RuleTest.catalog(RuleTest.source(Self.category(5))), settings: settings).map(\.severity) == [.error])
        #expect(linter.lint(try RuleTest.catalog(RuleTest.source(Self.category(3))), settings: settings).map(\.severity) == [.info])
    }

    // MARK: notification-action-opens-app

    @Test func opensAppTitles() {
        for title in ["Open", "view", "Launch App", "Show in App", "  OPEN  in  app "] {
            #expect(NotificationActionOpensAppRule.onlyOpens(title), "\(title)")
        }
        for title in ["View Receipt", "Open Album", "In App Open", "Open in Maps", "Reopen", "Open…"] {
            #expect(!NotificationActionOpensAppRule.onlyOpens(title), "\(title)")
        }
    }

    @Test func opensAppNeedsForegroundAndEnglish() throws {
        let yaml = """
            notifications:
              shipped:
                title: Shipped
                body: Your order shipped.
                category:
                  actions:
                    - {id: viewReceipt, title: View Receipt, options: [foreground]}
                    - {id: launch, title: Launch App, options: [foreground, authenticationRequired]}
                    - {id: show, title: Show}
            """
        let findings = try RuleTest.lint(NotificationActionOpensAppRule.self, yaml)
        #expect(findings.map(\.message) == [
            "action 'launch' of notification 'shipped' only opens the app, which tapping the notification already does; "
                + "remove it or make it do something specific",
        ])
        #expect(try RuleTest.lint(NotificationActionOpensAppRule.self, "developmentLanguage: fr\n" + yaml).isEmpty)
        #expect(try RuleTest.lint(NotificationActionOpensAppRule.self, "developmentLanguage: en-GB\n" + yaml).count == 1)
    }

    // MARK: notification-text-input

    @Test func textInputNamesWhatIsMissing() throws {
        let yaml = """
            notifications:
              message:
                title: Message
                body: You have a message.
                category:
                  actions:
                    - {id: reply, title: Reply, textInput: {placeholder: Message}}
                    - {id: note, title: Note, textInput: {button: Save}}
                    - {id: ok, title: Done, textInput: {button: Send, placeholder: Message}}
            """
        #expect(try RuleTest.lint(NotificationTextInputRule.self, yaml).map(\.message) == [
            "text input of action 'reply' of notification 'message' has no button title; add textInput.button (\"Send\")",
            "text input of action 'note' of notification 'message' has no placeholder; add textInput.placeholder that hints at what to type",
        ])
    }

    // MARK: notification-title-style

    @Test func titleStyleReportsOnceWithEveryProblem() throws {
        let yaml = """
            notifications:
              photos:
                parameters: {count: Int}
                title:
                  plural: count
                  one: new photo from your trip.
                  other: "{count} new photos from your trip."
                body: Have a look.
              blank:
                title: " "
                body: Nothing.
              fine:
                title: What’s New in iOS
                body: Take a look.
            """
        let file = RuleTest.source(yaml)
        let findings = try RuleTest.lint(NotificationTitleStyleRule.self, file)
        #expect(findings.map(\.message) == [
            "title of notification 'photos' should be title-style with no ending punctuation; "
                + "capitalize 'new', 'photo', 'your', 'trip', 'photos' and drop the ending '.'",
        ])
        #expect(RuleTest.locations(findings, in: file) == ["6:7"])
        #expect(try RuleTest.lint(NotificationTitleStyleRule.self, "developmentLanguage: de\n" + yaml).isEmpty)
    }

    @Test func titleEndings() {
        #expect(NotificationTitleStyleRule.ending(of: "Backup Complete!") == "!")
        #expect(NotificationTitleStyleRule.ending(of: "Now Playing “Intro.”") == ".")
        #expect(NotificationTitleStyleRule.ending(of: "Uploading…") == "…")
        #expect(NotificationTitleStyleRule.ending(of: "New in “{album}”") == nil)
        #expect(NotificationTitleStyleRule.ending(of: "Chapter 3") == nil)
    }

    // MARK: notification-body-style

    @Test func bodyStyleCases() throws {
        func messages(_ body: String) throws -> [String] {
            try RuleTest.lint(NotificationBodyStyleRule.self, """
                notifications:
                  n:
                    parameters: {status: String}
                    title: Title
                    body: \(body)
                """).map(\.message)
        }
        #expect(try messages("Your order is on its way...") == [
            "body of notification 'n' ends with '...'; write the whole sentence and end it with a period, as the system truncates long bodies itself",
        ])
        #expect(try messages("“Read more…”") == [
            "body of notification 'n' ends with '…'; write the whole sentence and end it with a period, as the system truncates long bodies itself",
        ])
        #expect(try messages("Your order is on its way") == [
            "body of notification 'n' does not end with '.', '?' or '!'; write it as a complete sentence",
        ])
        #expect(try messages("Your order is on its way!").isEmpty)
        #expect(try messages("(Your order is on its way.)").isEmpty)
        #expect(try messages("\"{status}\"").isEmpty)  // only a placeholder
        #expect(try messages("\"  \"").isEmpty)  // empty-text's finding
    }

    // MARK: notification-hidden-preview

    @Test func hiddenPreviewIsInfoAtTheCategoryKey() throws {
        let file = RuleTest.source("""
            notifications:
              update:
                title: Update
                body: Something changed.
                category: {actions: [{id: ok, title: Got It}]}
            """)
        let findings = try RuleTest.lint(NotificationHiddenPreviewRule.self, file)
        #expect(findings.map(\.severity) == [.info])
        #expect(RuleTest.locations(findings, in: file) == ["6:5"])
        #expect(findings.map(\.message) == [
            "category 'UPDATE' of notification 'update' has no hiddenPreviewsBodyPlaceholder; "
                + "add a generic description such as “New comment” to show when previews are hidden",
        ])
    }

    // MARK: critical-alert-entitlement

    @Test func criticalPointsAtTheLevel() throws {
        let file = RuleTest.source("""
            notifications:
              alarm:
                body: Smoke detected in the kitchen.
                interruptionLevel: critical
            """)
        let findings = try RuleTest.lint(CriticalAlertEntitlementRule.self, file)
        #expect(RuleTest.locations(findings, in: file) == ["5:24"])
        #expect(findings.map(\.severity) == [.warning])
    }

    // MARK: apns-payload-size

    static func longBody(_ characters: Int, translation: String? = nil) -> String {
        let body = String(repeating: "a", count: characters)
        let translations = translation.map { ", translations: {ja: \"\($0)\"}" } ?? ""
        return """
            notifications:
              digest:
                parameters: {who: String}
                title: From {who}
                body: {text: "\(body).", comment: Long\(translations)}
            """
    }

    @Test func payloadSizeWithDefaultArgumentLength() throws {
        // {"aps":{"alert":{"title":"From <32>","body":"<n>."}}} is 45 + 32 + n + 1 bytes: 4,096 at n = 4,018.
        #expect(try RuleTest.lint(APNsPayloadSizeRule.self, Self.longBody(4_018)).isEmpty)
        let findings = try RuleTest.lint(APNsPayloadSizeRule.self, Self.longBody(4_019))
        #expect(findings.map(\.message) == [
            "the push payload of notification 'digest' is 4097 bytes in en, over the 4096 bytes APNs accepts "
                + "(String arguments filled with 32 characters); shorten its texts",
        ])
        #expect(findings.map(\.severity) == [.error])
    }

    @Test func payloadSizeOptionSampleArgumentLength() throws {
        var options = APNsPayloadSizeRule.Options()
        options.sampleArgumentLength = 33
        #expect(try RuleTest.lint(APNsPayloadSizeRule.self, Self.longBody(4_018), options: options).count == 1)
        options.sampleArgumentLength = 0
        #expect(try RuleTest.lint(APNsPayloadSizeRule.self, Self.longBody(4_040), options: options).isEmpty)
    }

    @Test func payloadSizeNamesEachLocaleOverTheLimit() throws {
        // 1,400 kana are 4,200 bytes (4,277 with the rest): only the Japanese payload is too large.
        let findings = try RuleTest.lint(APNsPayloadSizeRule.self, Self.longBody(100, translation: String(repeating: "あ", count: 1_400)))
        #expect(findings.count == 1)
        #expect(findings[0].message.hasPrefix("the push payload of notification 'digest' is 4277 bytes in ja, over"))
    }

    @Test func scheduledNotificationsHaveNoPushPayload() throws {
        let yaml = Self.longBody(5_000) + "\n    trigger: {at: {hour: 9, minute: 0}, repeats: true}"
        #expect(try RuleTest.lint(APNsPayloadSizeRule.self, yaml).isEmpty)
    }
}
