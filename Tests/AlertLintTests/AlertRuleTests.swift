import AlertDiagnostics
@testable import AlertLint
import AlertSpec
import Testing

/// Behaviour of the alert rules (RULES.md §2) beyond their documented examples: options,
/// fix-its applied to the source, the conventions every rule follows.
@Suite struct AlertRuleTests {
    // MARK: - Corrections

    static let fixableRules = ["alert-title-punctuation", "button-title-punctuation", "cancel-action-title", "cancel-placement"]

    /// Each documented correction: the findings stand at the markers, every one has a fix-it,
    /// applying them all gives `after`, and `after` no longer triggers the rule.
    @Test(arguments: fixableRules)
    func correctionsProduceTheirFixedYAML(_ id: String) throws {
        let rule = try #require(RuleRegistry.rule(id))
        #expect(rule.description.isFixable)
        #expect(!rule.description.corrections.isEmpty)
        for correction in rule.description.corrections {
            let before = MarkedSource(correction.before)
            let findings = try RuleHarness.findings(of: rule, in: before.text, options: nil)
            #expect(findings.map(\.range.bytes.start).sorted() == before.markers.sorted())
            #expect(findings.allSatisfy { $0.fixIts.count == 1 }, "\(findings.map(\.message))")
            let fixed = try #require(RuleLint.applying(findings.flatMap(\.fixIts), to: before.text))
            #expect(fixed == MarkedSource(correction.after).text)
            #expect(try RuleHarness.findings(of: rule, in: fixed, options: nil).isEmpty)
        }
    }

    // MARK: - Options

    @Test func alertButtonCountMaxChangesTheLimit() throws {
        let yaml = """
            alerts:
              replace:
                title: Replace?
                actions: [Keep Both, Replace, {title: Cancel, role: cancel}]
            """
        #expect(try RuleLint.run(AlertButtonCountRule.self, yaml).isEmpty)
        let findings = try RuleLint.run(AlertButtonCountRule.self, yaml, options: "max: 2")
        #expect(findings.map(\.message) == ["alert 'replace' has 3 actions; the limit is 2: keep the essential ones, or offer the choices in an action sheet"])
        let four = try RuleLint.run(AlertButtonCountRule.self, """
            alerts:
              deletePhoto:
                title: Delete Photo?
                actions: [A, B, C, {title: Cancel, role: cancel}]
            """)
        #expect(four.first?.message.hasPrefix("alert 'deletePhoto' has 4 actions; the HIG recommends up to 3 buttons") == true)
    }

    @Test func cancelActionTitleTitlesChangeWhatACancelMayBeCalled() throws {
        let yaml = """
            alerts:
              deletePhoto:
                title: Delete Photo?
                actions:
                  - {title: Dismiss, role: cancel}
                  - {title: Delete, role: destructive}
              discard:
                title: Discard Draft?
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Discard, role: destructive}
            """
        let defaults = try RuleLint.run(CancelActionTitleRule.self, yaml)
        #expect(defaults.map(\.message) == [
            "cancel action 'dismiss' of alert 'deletePhoto' is titled “Dismiss”; title it “Cancel”, or give an action that does something else the default role",
        ])
        let custom = try RuleLint.run(CancelActionTitleRule.self, yaml, options: "titles: [Dismiss]")
        #expect(custom.map(\.message) == [
            "cancel action 'cancel' of alert 'discard' is titled “Cancel”; title it “Dismiss”, or give an action that does something else the default role",
        ])
        #expect(try RuleLint.run(CancelActionTitleRule.self, yaml, options: "titles: [Cancel, Dismiss]").isEmpty)
    }

    @Test func buttonTitleWordsMaxChangesTheLimit() throws {
        let yaml = """
            alerts:
              replace:
                title: Replace?
                actions: [{title: Cancel, role: cancel}, Keep Both Files]
            """
        #expect(try RuleLint.run(ButtonTitleWordsRule.self, yaml).isEmpty)
        let findings = try RuleLint.run(ButtonTitleWordsRule.self, yaml, options: "max: 2")
        #expect(findings.map(\.message) == ["the title “Keep Both Files” of action 'keepBothFiles' of alert 'replace' has 3 words; keep button titles to at most 2 words"])
    }

    @Test func alertTitleGenericWordsReplaceTheDefaults() throws {
        let yaml = """
            alerts:
              a:
                title: Problem
                actions: [OK]
              b:
                title: "error:"
                actions: [OK]
            """
        #expect(try RuleLint.run(AlertTitleGenericRule.self, yaml).map(\.message) == [
            "the title “error:” of alert 'b' says nothing about the situation; say what happened, such as “Photo Couldn’t Be Saved”",
        ])
        #expect(try RuleLint.run(AlertTitleGenericRule.self, yaml, options: "words: [Problem]").map(\.message) == [
            "the title “Problem” of alert 'a' says nothing about the situation; say what happened, such as “Photo Couldn’t Be Saved”",
        ])
    }

    // MARK: - cancel-placement

    @Test func twoActionAlertsAreSideBySideAndEverythingElseIsStacked() throws {
        func definition(_ kind: AlertDefinition.Kind, actions: Int, title: String = "Keep") -> AlertDefinition {
            AlertDefinition(
                kind: kind, id: "x", idRange: .at(0), range: .at(0),
                actions: (0..<actions).map { Action(id: "a\($0)", hasExplicitID: true, title: Self.text(title), range: .at($0)) }
            )
        }
        #expect(CancelPlacementRule.developmentLayout(of: definition(.alert, actions: 2)) == .sideBySide)
        #expect(CancelPlacementRule.developmentLayout(of: definition(.alert, actions: 3)) == .stacked)
        #expect(CancelPlacementRule.developmentLayout(of: definition(.actionSheet, actions: 2)) == .stacked)
        // Two titles wider than half the alert stack (by the width model).
        #expect(CancelPlacementRule.developmentLayout(of: definition(.alert, actions: 2, title: "Download Everything Now")) == .stacked)
        // The iOS 26 alert is wider: what stacks at 270 pt may fit at 320 pt, never the reverse.
        let wide = definition(.alert, actions: 2, title: "Keep Both Versions")
        if CancelPlacementRule.developmentLayout(of: wide) == .sideBySide {
            #expect(CancelPlacementRule.developmentLayout(of: wide, geometry: .ios26) == .sideBySide)
        }
    }

    @Test func cancelPlacementMovesTheCancelSafelyInAFlowList() throws {
        let yaml = MarkedSource("""
            alerts:
              replace:
                title: Replace?
                actions: [{title: Cancel, role: cancel}, Keep Both, Replace]  # stacked
            """).text
        let findings = try RuleLint.run(CancelPlacementRule.self, yaml)
        let fixIt = try #require(findings.first?.fixIts.first)
        #expect(fixIt.safety == .safe)
        #expect(findings.first?.message == "cancel action 'cancel' of alert 'replace' is declared at position 1 of 3, but an alert of 3 actions stacks its buttons with the cancel at the bottom: declare it last")
        let fixed = try #require(RuleLint.applying([fixIt], to: yaml))
        #expect(fixed.hasSuffix("actions: [Keep Both, Replace, {title: Cancel, role: cancel}]  # stacked"))
        #expect(try RuleLint.run(CancelPlacementRule.self, fixed).isEmpty)
    }

    @Test func cancelPlacementLeavesSeveralCancelsToSingleCancelAction() throws {
        let findings = try RuleLint.run(CancelPlacementRule.self, """
            alerts:
              a:
                title: Choose
                actions: [{title: Cancel, role: cancel}, Keep, {title: Stop, role: cancel}]
            """)
        #expect(findings.isEmpty)
    }

    @Test func cancelPlacementHasNoFixItWithoutTheSource() throws {
        let parsed = SpecParser.parse(SourceFile(path: "a.alerts.yaml", text: """
            version: 1
            alerts:
              a:
                title: Delete?
                actions: [{title: Delete, role: destructive}, {title: Cancel, role: cancel}]
            """))
        let catalog = try #require(parsed.catalog)
        let findings = CancelPlacementRule.check(catalog, options: NoOptions(), context: LintContext())
        #expect(findings.count == 1)
        #expect(findings.first?.fixIts.isEmpty == true)
    }

    // MARK: - cancel-action-title fix-its

    /// The fix-it that gives the action titled Cancel its role, applied to the source.
    func cancelRoleFix(_ yaml: String, options: String? = nil) throws -> (fixed: String?, fixIt: FixIt?) {
        let text = MarkedSource(yaml).text
        let findings = try RuleLint.run(CancelActionTitleRule.self, text, options: options)
        #expect(findings.count == 1, "\(findings.map(\.message))")
        guard let fixIt = findings.first?.fixIts.first else { return (nil, nil) }
        return (RuleLint.applying([fixIt], to: text), fixIt)
    }

    @Test func cancelRoleFixEditsEachWayAnActionIsWritten() throws {
        let cases: [(before: String, after: String)] = [
            ("- {title: Cancel}", "- {title: Cancel, role: cancel}"),
            ("- {title: Cancel }", "- {title: Cancel, role: cancel }"),
            ("- {title: Cancel, role: default}", "- {title: Cancel, role: cancel}"),
            ("- Cancel", "- {title: Cancel, role: cancel}"),
            ("- \"Cancel\"", "- {title: \"Cancel\", role: cancel}"),
            ("- 'cancel '", "- {title: 'cancel ', role: cancel}"),
            // Block mappings: the item's keys stand at column 9, after "      - ".
            ("- role: default\n        title: Cancel", "- role: cancel\n        title: Cancel"),
            (
                "- title:\n          text: Cancel\n          translations: {de: Abbrechen}\n        id: stop",
                "- role: cancel\n        title:\n          text: Cancel\n          translations: {de: Abbrechen}\n        id: stop"
            ),
        ]
        for (before, after) in cases {
            let template = """
                alerts:
                  discard:
                    title: Discard Draft?
                    actions:
                      ACTION
                      - {title: Discard, role: destructive}
                """
            let (fixed, fixIt) = try cancelRoleFix(template.replacingOccurrences(of: "ACTION", with: before))
            #expect(fixIt?.safety == .safe, "a button titled Cancel gets the role its title promises; --fix applies it")
            #expect(fixed == MarkedSource(template.replacingOccurrences(of: "ACTION", with: after)).text, "\(before)")
            #expect(try RuleLint.run(CancelActionTitleRule.self, fixed ?? "").isEmpty, "\(before)")
        }
    }

    @Test func cancelRoleFixInAFlowListAndWithCRLF() throws {
        let (flow, _) = try cancelRoleFix("""
            alerts:
              discard:
                title: Discard Draft?
                actions: [Cancel, {title: Discard, role: destructive}]
            """)
        #expect(flow?.hasSuffix("actions: [{title: Cancel, role: cancel}, {title: Discard, role: destructive}]") == true)

        let crlf = "alerts:\r\n  discard:\r\n    title: Discard?\r\n    actions:\r\n      - title: Cancel\r\n      - Discard\r\n"
        let (fixed, _) = try cancelRoleFix(crlf)
        #expect(fixed?.hasSuffix("      - role: cancel\r\n        title: Cancel\r\n      - Discard\r\n") == true)
    }

    @Test func cancelRoleFixIsLeftOutWhenItCannotBeMadeSafely() throws {
        // A plain scalar with a comma cannot move into a flow mapping unquoted.
        let (comma, commaFix) = try cancelRoleFix("""
            alerts:
              discard:
                title: Discard Draft?
                actions:
                  - Cancel, please
                  - Discard
            """, options: "titles: ['Cancel, please']")
        #expect(comma == nil && commaFix == nil)
        // A second cancel action would crash: the message says to retitle instead.
        let findings = try RuleLint.run(CancelActionTitleRule.self, """
            alerts:
              discard:
                title: Discard Draft?
                actions:
                  - {title: Not Now, id: later, role: cancel}
                  - Cancel
                  - Discard
            """)
        let plain = try #require(findings.first { $0.message.hasPrefix("action 'cancel'") })
        #expect(plain.fixIts.isEmpty)
        #expect(plain.message.hasSuffix("the alert already has a cancel action, so retitle this one to say what it does"))
    }

    // MARK: - button-title-punctuation fix-its

    @Test func punctuationFixKeepsQuotingAndSkipsWhatItCannotEdit() throws {
        let cases: [(before: String, after: String?)] = [
            ("Delete!", "Delete"),
            ("Delete?!", "Delete"),
            ("\"Delete.\"", "\"Delete\""),
            ("'Move To:'", "'Move To'"),
            ("Share...", "Share…"),
            ("Share....", "Share"),
            ("\"Share\\u0021\"", nil),  // an escape: the bytes are not the value
            ("\"Go . \"", nil),  // surrounding whitespace inside quotes
            ("\"?\"", nil),  // nothing would be left
            ("{text: 'Rename?', translations: {de: Umbenennen?}}", "{text: 'Rename', translations: {de: Umbenennen?}}"),
        ]
        for (before, after) in cases {
            let template = """
                actionSheets:
                  options:
                    actions:
                      - {id: target, title: TITLE}
                      - {title: Cancel, role: cancel}
                """
            let text = MarkedSource(template.replacingOccurrences(of: "TITLE", with: before)).text
            let findings = try RuleLint.run(ButtonTitlePunctuationRule.self, text)
            #expect(findings.count == 1, "\(before)")
            let fixed = RuleLint.applying(findings.flatMap(\.fixIts), to: text)
            if let after {
                #expect(fixed == MarkedSource(template.replacingOccurrences(of: "TITLE", with: after)).text, "\(before)")
                #expect(findings.first?.fixIts.first?.safety == .safe)
            } else {
                #expect(findings.first?.fixIts.isEmpty == true, "\(before)")
            }
        }
    }

    @Test func punctuationFixLeavesBlockScalarsAndPluralsAlone() throws {
        let findings = try RuleLint.run(ButtonTitlePunctuationRule.self, """
            alerts:
              a:
                parameters: {count: Int}
                title: Delete?
                actions:
                  - id: one
                    title:
                      text: >-
                        Delete Now!
                  - id: two
                    title:
                      plural: count
                      one: Delete Photo!
                      other: Delete {count} Photos!
            """)
        #expect(findings.count == 2)
        #expect(findings.allSatisfy { $0.fixIts.isEmpty })
    }

    @Test func punctuationCoversEveryKindOfButton() throws {
        let findings = try RuleLint.run(ButtonTitlePunctuationRule.self, """
            notifications:
              comment:
                body: New comment.
                category:
                  actions:
                    - {id: reply, title: Reply!, textInput: {button: Send., placeholder: Add a comment...}}
            progress:
              exporting:
                title: Exporting...
                cancel: Stop!
            """)
        #expect(findings.map(\.message) == [
            "the title “Reply!” of action 'reply' of notification 'comment' ends with “!”; remove “!”; button titles have no ending punctuation",
            "the title “Send.” of text input button of action 'reply' of notification 'comment' ends with “.”; remove “.”; button titles have no ending punctuation",
            "the title “Stop!” of cancel button of progress 'exporting' ends with “!”; remove “!”; button titles have no ending punctuation",
        ])
    }

    // MARK: - Copy rules

    @Test func buttonTitleCaseNamesTheWordsToCapitalize() throws {
        let findings = try RuleLint.run(ButtonTitleCaseRule.self, """
            alerts:
              a:
                title: Options
                actions:
                  - {title: Cancel, role: cancel}
                  - to the album
                  - Sign In
                  - Log Out
                  - Back Up to iCloud
                  - {id: signInAgain, title: Sign in}
            notifications:
              n:
                body: Hi.
                category:
                  actions:
                    - {id: reply, title: Reply, textInput: {button: send now, placeholder: type a message}}
            """)
        #expect(findings.map(\.message) == [
            "the title “to the album” of action 'toTheAlbum' of alert 'a' is not title-style capitalized; capitalize “to”, “album”",
            "the title “Sign in” of action 'signInAgain' of alert 'a' is not title-style capitalized; capitalize “in”",
            "the title “send now” of text input button of action 'reply' of notification 'n' is not title-style capitalized; capitalize “send”, “now”",
        ])
    }

    @Test func buttonTitleWordsCountOnlyWords() throws {
        let findings = try RuleLint.run(ButtonTitleWordsRule.self, """
            alerts:
              a:
                parameters: {name: String}
                title: Options
                actions:
                  - {title: Cancel, role: cancel}
                  - Save & Close Now
                  - Open {name} Read-Only
                  - Save and Close Now
            """)
        #expect(findings.map(\.message) == [
            "the title “Save and Close Now” of action 'saveAndCloseNow' of alert 'a' has 4 words; keep button titles to one or two words, at most 3",
        ])
    }

    @Test func okButtonFiresOnlyBesideAnotherActionOfAnAlert() throws {
        let findings = try RuleLint.run(OKButtonRule.self, """
            alerts:
              a:
                title: Turn On Backup?
                actions: [{title: Cancel, role: cancel}, {title: "ok ", id: turnOn}]
              b:
                title: Sync Failed
                actions: [Okay.]
              c:
                title: Sync Failed
                actions: [{title: OK, role: cancel}, Try Again]
            """)
        #expect(findings.map(\.message) == [
            "action 'turnOn' of alert 'a' is titled “ok” in an alert that asks for a decision; title it with a verb that says what it does",
            "action 'ok' of alert 'c' is titled “OK” in an alert that asks for a decision; title it with a verb that says what it does",
        ])
    }

    @Test func yesNoMatchesWholeTitlesAndCommaPrefixes() throws {
        let findings = try RuleLint.run(YesNoButtonsRule.self, """
            actionSheets:
              s:
                actions:
                  - {id: a, title: No Thanks}
                  - {id: b, title: "No, Thanks"}
                  - {id: c, title: Nope}
                  - {id: d, title: Yesterday}
                  - {id: e, title: YES!}
                  - {title: Cancel, role: cancel}
            """)
        #expect(findings.map { $0.message.prefix { $0 != ";" } } == [
            "action 'b' of action sheet 's' is titled “No, Thanks”",
            "action 'e' of action sheet 's' is titled “YES!”",
        ])
    }

    @Test func anOnlyCancelIsSingleButtonCancelAlone() throws {
        let rules = [RegisteredRule(SingleButtonCancelRule.self), RegisteredRule(CancelActionTitleRule.self)]
        for actions in ["[{title: Close, role: cancel}]", "[Cancel]", "[{title: Cancel, role: cancel}]"] {
            let findings = try RuleLint.run(rules, """
                alerts:
                  syncFailed:
                    title: Sync Failed
                    actions: \(actions)
                """)
            #expect(findings.map(\.id) == ["single-button-cancel"], "\(actions)")
        }
        let ok = try RuleLint.run(SingleButtonCancelRule.self, """
            alerts:
              done:
                title: Export Finished
                actions: [{title: Done, role: cancel}]
            """)
        #expect(ok.first?.message == "the only action of alert 'done' is a cancel (“Done”), but there is nothing to cancel; give it the default role")
    }

    @Test func alertTitlePunctuationJudgesFragmentsOnly() throws {
        let findings = try RuleLint.run(AlertTitlePunctuationRule.self, """
            alerts:
              a:
                title: Upload Failed.
                actions: [OK]
              b:
                title: Upload failed.
                actions: [OK]
              c:
                parameters: {name: String}
                title: Couldn’t Open {name}.
                actions: [OK]
              d:
                parameters: {name: String}
                title: Error {name}.
                actions: [OK]
              e:
                title: Upload Failed?
                actions: [OK]
            """)
        #expect(findings.map { $0.message.prefix { $0 != ";" } } == [
            "the title “Upload Failed.” of alert 'a' is a title-case fragment that ends with a period",
            "the title “Couldn’t Open {name}.” of alert 'c' is a title-case fragment that ends with a period",
        ])
    }

    @Test func alertMessagePunctuationAcceptsClosersAndSkipsPlaceholders() throws {
        let findings = try RuleLint.run(AlertMessagePunctuationRule.self, """
            alerts:
              a:
                title: A
                message: (See Settings.)
                actions: [OK]
              b:
                title: B
                message: Open Settings (General)
                actions: [OK]
              c:
                parameters: {detail: String}
                title: C
                message: " {detail} "
                actions: [OK]
              d:
                title: D
                message: Really?!
                actions: [OK]
            """)
        #expect(findings.map(\.message) == [
            "the message “Open Settings (General)” of alert 'b' does not end like a sentence; write complete sentences and end with a period",
        ])
    }

    @Test func messageNamesGestureMatchesWholeWordsInAnyCase() throws {
        let findings = try RuleLint.run(MessageNamesGestureRule.self, """
            alerts:
              a:
                title: A
                message: Tapping Share sends the photo.
                actions: [OK]
              b:
                title: B
                message: The tapestry was compressed. Clicker training is fun.
                actions: [OK]
              c:
                title: C
                message: "Double-CLICK to open it."
                actions: [OK]
            """)
        #expect(findings.map { $0.message.prefix { $0 != ";" } } == [
            "the message of alert 'a' says “Tapping”",
            "the message of alert 'c' says “CLICK”",
        ])
    }

    @Test func destructiveNeedsCancelNotesTheDestructiveAction() throws {
        let marked = MarkedSource("""
            alerts:
              1️⃣erase:
                title: Erase?
                actions: [Keep, 2️⃣{title: Erase, role: destructive}]
            """)
        let findings = try RuleLint.run(DestructiveNeedsCancelRule.self, marked.text)
        #expect(findings.map(\.range.bytes.start) == [marked.markers[0]])
        #expect(findings.first?.notes.first?.range?.bytes.start == marked.markers[1])
    }

    // MARK: - Conventions

    static let englishCopyRules = [
        "alert-message-punctuation", "alert-title-generic", "alert-title-punctuation", "button-title-case",
        "button-title-punctuation", "button-title-words", "cancel-action-title", "message-names-gesture",
        "ok-button", "single-button-cancel", "yes-no-buttons",
    ]

    static let copyProblems = """
        developmentLanguage: LANGUAGE
        alerts:
          saveFailed:
            title: Error
            message: tap OK to continue
            actions:
              - {title: Close, role: cancel}
              - OK
              - "Yes"
              - add to album
              - Retry!
              - Try Again Much Later
          uploadFailed:
            title: Upload Failed.
            actions: [{title: Cancel, role: cancel}]
        """

    /// English-copy rules judge English only: with another development language they are
    /// silent, with any English (`en-GB`) they fire.
    @Test(arguments: englishCopyRules)
    func englishCopyRulesRunOnlyForEnglish(_ id: String) throws {
        let rule = try #require(RuleRegistry.rule(id))
        let german = Self.copyProblems.replacingOccurrences(of: "LANGUAGE", with: "de")
        let british = Self.copyProblems.replacingOccurrences(of: "LANGUAGE", with: "en-GB")
        #expect(try RuleHarness.findings(of: rule, in: MarkedSource(german).text, options: nil).isEmpty)
        #expect(try RuleHarness.findings(of: rule, in: MarkedSource(british).text, options: nil).isEmpty == false)
    }

    /// A text that is blank in some locale is `empty-text`'s finding alone.
    @Test func blankTextsAreLeftToEmptyText() throws {
        let yaml = """
            alerts:
              saveFailed:
                title: {text: Error, translations: {de: ""}}
                message: {text: tap OK to continue, translations: {de: " "}}
                actions:
                  - {id: close, role: cancel, title: {text: Close, translations: {de: ""}}}
                  - {id: ok, title: {text: ok!, translations: {de: ""}}}
                  - {id: ok2, title: {text: ok!, translations: {de: ""}}}
                  - {id: yes, title: {text: "Yes", translations: {de: ""}}}
                  - {id: long, title: {text: Try Again Much Later, translations: {de: ""}}}
              uploadFailed:
                title: {text: Upload Failed., translations: {de: ""}}
                actions: [{id: cancel, role: cancel, title: {text: Cancel, translations: {de: ""}}}]
            """
        let rules = Self.englishCopyRules.compactMap(RuleRegistry.rule) + [RuleRegistry.rule("duplicate-action-title"), RuleRegistry.rule("empty-text")].compactMap { $0 }
        let findings = try RuleLint.run(rules, yaml)
        #expect(Set(findings.map(\.id)) == ["empty-text"])
        #expect(findings.count == 9)
    }

    // MARK: - English-copy helpers

    @Test func englishCopyHelpers() {
        #expect(EnglishCopy.bareTitle(" OK! ") == "OK")
        #expect(EnglishCopy.bareTitle("Oops...") == "Oops")
        #expect(EnglishCopy.bareTitleIsOneOf("cancel.", ["Cancel"]))
        #expect(EnglishCopy.forbiddenButtonEnding("Share…") == nil)
        #expect(EnglishCopy.forbiddenButtonEnding("Share...") == "...")
        #expect(EnglishCopy.forbiddenButtonEnding("Why?! ") == "?!")
        #expect(EnglishCopy.isTitleCaseFragment("Upload Failed."))
        #expect(EnglishCopy.isTitleCaseFragment("Sign In to iCloud"))
        #expect(!EnglishCopy.isTitleCaseFragment("The file couldn’t be saved."))
        #expect(!EnglishCopy.isTitleCaseFragment("Error {code}."))
        #expect(EnglishCopy.gestureWord(in: "Then press Delete.") == "press")
        #expect(EnglishCopy.gestureWord(in: "It was compressed and impressed.") == nil)
    }

    static func text(_ source: String) -> Text {
        Text(key: "k", content: .single(Template(source: source, segments: [.literal(source)])), range: .at(0))
    }
}
