import AlertDiagnostics
@testable import AlertLint
import AlertSpec
import Testing

/// Behaviour of the runtime-contract rules (RULES.md §1) beyond their documented examples.
@Suite struct RuntimeRuleTests {
    // MARK: - text-field-in-action-sheet

    @Test func textFieldsInASheetGiveOneFindingNamingTheirCount() throws {
        let findings = try RuleLint.run(TextFieldInActionSheetRule.self, """
            actionSheets:
              signIn:
                textFields:
                  - {id: user, placeholder: Name}
                  - {id: password, placeholder: Password, secure: true}
                actions: [Sign In, {title: Cancel, role: cancel}]
            """)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("declares 2 text fields") == true)
        #expect(findings.first?.message.hasPrefix("action sheet 'signIn'") == true)
    }

    // MARK: - alert-no-actions

    @Test func anActionSheetWithoutActionsIsNotAnAlertWithoutActions() throws {
        let findings = try RuleLint.run(AlertNoActionsRule.self, """
            actionSheets:
              empty:
                title: Nothing Here
                actions: []
            """)
        #expect(findings.isEmpty)
    }

    // MARK: - multiple-preferred-actions

    @Test func everyExtraPreferredActionIsReportedWithANoteAtTheFirst() throws {
        let marked = MarkedSource("""
            alerts:
              choose:
                title: Choose
                actions:
                  - {title: Cancel, role: cancel}
                  - 1️⃣{title: One, preferred: true}
                  - 2️⃣{title: Two, preferred: true}
                  - 3️⃣{title: Three, preferred: true}
            """)
        let findings = try RuleLint.run(MultiplePreferredActionsRule.self, marked.text)
        #expect(findings.map(\.range.bytes.start) == [marked.markers[1], marked.markers[2]])
        #expect(findings.allSatisfy { $0.notes.first?.range?.bytes.start == marked.markers[0] })
        #expect(findings.first?.message == "action 'two' of alert 'choose' is preferred, but action 'one' already is; an alert has one preferred action: keep `preferred: true` on one")
    }

    // MARK: - duplicate-action-title

    @Test func duplicatesPointAtTheLaterActionWithANoteAtTheFirst() throws {
        let marked = MarkedSource("""
            alerts:
              replace:
                title: Replace?
                actions:
                  - 1️⃣{id: a, title: Keep}
                  - 2️⃣{id: b, title: " KEEP"}
                  - 3️⃣{id: c, title: keep}
            """)
        let findings = try RuleLint.run(DuplicateActionTitleRule.self, marked.text)
        #expect(findings.map(\.range.bytes.start) == [marked.markers[1], marked.markers[2]])
        #expect(findings.allSatisfy { $0.notes.map(\.range?.bytes.start) == [marked.markers[0]] })
        #expect(findings.first?.message == "action 'b' of alert 'replace' has the same title as action 'a' (“Keep” in en); give each action a title that says what it does")
    }

    @Test func duplicatesNameEveryLocaleWhereTheTitlesMatch() throws {
        let findings = try RuleLint.run(DuplicateActionTitleRule.self, """
            actionSheets:
              options:
                actions:
                  - {id: a, title: {text: Remove, translations: {de: Entfernen, fr: Supprimer}}}
                  - {id: b, title: {text: remove, translations: {de: Löschen, fr: supprimer}}}
            """)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("(“Remove” in en, fr)") == true)
    }

    @Test func aTranslationIsComparedOnlyWithTheSameLocale() throws {
        // "Löschen" is German for one action and the English title of none; a missing
        // translation is not compared with the development text.
        let findings = try RuleLint.run(DuplicateActionTitleRule.self, """
            alerts:
              confirm:
                title: Confirm
                actions:
                  - {id: a, title: {text: Delete, translations: {de: Löschen}}}
                  - {id: b, title: {text: Löschen, translations: {fr: Delete}}}
                  - {id: c, title: Erase}
            """)
        #expect(findings.isEmpty)
    }

    @Test func blankTitlesAreLeftToEmptyText() throws {
        let findings = try RuleLint.run(DuplicateActionTitleRule.self, """
            alerts:
              confirm:
                title: Confirm
                actions:
                  - {id: a, title: {text: Delete, translations: {de: ""}}}
                  - {id: b, title: {text: Delete, translations: {de: ""}}}
            """)
        #expect(findings.isEmpty)
    }

    @Test func notificationActionsAreComparedWithinTheirCategory() throws {
        let findings = try RuleLint.run(DuplicateActionTitleRule.self, """
            notifications:
              invite:
                body: You’re invited.
                category:
                  id: INVITE
                  actions:
                    - {id: accept, title: Accept}
                    - {id: join, title: Accept}
              reminder:
                body: Don’t forget.
                category:
                  actions:
                    - {id: accept, title: Accept}
            """)
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasPrefix("action 'join' of category 'INVITE' of notification 'invite'") == true)
    }

    // MARK: - empty-text

    @Test func emptyTextNamesEveryBlankLocaleAndCategoryInOneFinding() throws {
        let findings = try RuleLint.run(EmptyTextRule.self, """
            alerts:
              deletePhotos:
                parameters: {count: Int}
                title: Delete Photos?
                message:
                  plural: count
                  one: " "
                  other: "{count} photos will be deleted."
                  translations:
                    de: ""
                    ru: {one: "…", few: "  ", many: "…", other: "…"}
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Delete, role: destructive}
            """)
        #expect(findings.count == 1)
        #expect(findings.first?.message == "the message of alert 'deletePhotos' is empty or only whitespace in en (one), de, ru (few); write the text in every locale, or remove it")
    }

    @Test func emptyTextChecksEveryKindOfText() throws {
        let findings = try RuleLint.run(EmptyTextRule.self, """
            developmentLanguage: de
            alerts:
              a:
                title: ""
                message: " "
                textFields: [{id: name, placeholder: ""}]
                actions: [{id: ok, title: "\\t"}]
            actionSheets:
              s:
                title: ""
                actions: [{id: ok, title: ""}]
            notifications:
              n:
                title: ""
                subtitle: ""
                body: ""
                category:
                  hiddenPreviewsBodyPlaceholder: ""
                  actions:
                    - {id: reply, title: "", textInput: {button: "", placeholder: ""}}
            progress:
              p:
                title: ""
                message: ""
                cancel: ""
            """)
        // 4 of the alert, 2 of the sheet, 7 of the notification, 3 of the progress overlay.
        #expect(findings.count == 16, "\(findings.map(\.message))")
        #expect(findings.map(\.range) == findings.map(\.range).sorted())
        #expect(findings.contains { $0.message.hasPrefix("the text input placeholder of action 'reply' of notification 'n'") })
        #expect(findings.contains { $0.message.hasPrefix("the hiddenPreviewsBodyPlaceholder of notification 'n' is empty or only whitespace in de;") })
        #expect(findings.contains { $0.message.hasPrefix("the cancel button of progress 'p'") })
        #expect(findings.contains { $0.message.hasPrefix("the placeholder of text field 'name' of alert 'a'") })
    }

    // MARK: - preferred-action-in-sheet

    @Test func preferredActionsOfAlertsAreNotSheetFindings() throws {
        let findings = try RuleLint.run(PreferredActionInSheetRule.self, """
            alerts:
              a:
                title: Rename
                actions: [{title: Cancel, role: cancel}, {title: Rename, preferred: true}]
            actionSheets:
              s:
                actions: [{title: Share…, preferred: true}, {title: Copy, preferred: true}]
            """)
        #expect(findings.count == 2)
        #expect(findings.allSatisfy { $0.message.contains("action sheet 's'") })
    }
}

/// Runs one rule on a spec snippet with the source in the lint context, so fix-its are made,
/// and applies fix-its with the project's applier.
enum RuleLint {
    static let path = "example.alerts.yaml"

    /// The findings of `rule` on `yaml` (`version: 1` is prepended; markers are removed).
    static func run<R: Rule>(_ rule: R.Type, _ yaml: String, options: String? = nil) throws -> [Diagnostic] {
        let text = MarkedSource(yaml).text
        return try RuleHarness.findings(of: RegisteredRule(rule), in: text, options: options)
            .sorted(by: Diagnostic.precedes)
    }

    /// The findings of several rules on one snippet.
    static func run(_ rules: [RegisteredRule], _ yaml: String) throws -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for rule in rules {
            findings += try RuleHarness.findings(of: rule, in: MarkedSource(yaml).text, options: nil)
        }
        return findings.sorted(by: Diagnostic.precedes)
    }

    /// `text` with every fix-it applied, safe or not, by the project's `FixApplier`; nil when
    /// one had to be left out because it overlaps another.
    static func applying(_ fixIts: [FixIt], to text: String) -> String? {
        let file = SourceFile(path: path, text: text)
        let carrier = Diagnostic(severity: .warning, id: "fix", message: "", range: SourceRange(path: path, bytes: .at(0)), fixIts: fixIts)
        let outcome = FixApplier.apply([carrier], to: file, includeUnsafe: true)
        guard outcome.applied.count == fixIts.count else { return nil }
        return String(decoding: outcome.bytes, as: UTF8.self)
    }
}
