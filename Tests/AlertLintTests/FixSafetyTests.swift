import AlertDiagnostics
@testable import AlertLint
import AlertSpec
import Testing

/// Issue 8, item 11: `--fix` never adds a finding, keeps comments with their items, writes
/// YAML that parses whatever the list's layout, and keeps every text byte for byte.
@Suite struct FixSafetyTests {
    static let path = "fix.alerts.yaml"

    /// One pass of every safe fix-it the default rules offer, applied by `FixApplier`.
    static func onePass(_ text: String) -> String {
        let file = SourceFile(path: path, text: text)
        let report = LintRunner(jobs: 1).lint([file])
        return String(decoding: FixApplier.apply(report.diagnostics, to: file).bytes, as: UTF8.self)
    }

    static func diagnostics(_ text: String) -> [Diagnostic] {
        LintRunner(jobs: 1).lint([SourceFile(path: path, text: text)]).diagnostics
    }

    /// The development texts of every action of the file's first alert or sheet, by action id.
    static func actionTitles(_ text: String) -> [String: String] {
        let catalog = SpecParser.parse(SourceFile(path: path, text: text)).catalog
        let definition = catalog.flatMap { ($0.alerts + $0.actionSheets).first }
        return Dictionary((definition?.actions ?? []).map { ($0.id, $0.title.developmentText) }, uniquingKeysWith: { first, _ in first })
    }

    // MARK: - A safe fix never makes a second cancel

    static let twoCancels = """
        version: 1
        alerts:
          stopSync:
            title: Stop Syncing?
            actions:
              - {id: keepSyncing, title: Cancel}
              - {id: notNow, title: Cancel…}
              - {title: Stop, role: destructive}

        """

    @Test func twoActionsTitledCancelGetNoRoleFix() {
        #expect(!Self.diagnostics(Self.twoCancels).hasErrors)
        let fixed = Self.onePass(Self.twoCancels)
        #expect(!Self.diagnostics(fixed).hasErrors, "\(fixed)")
        let findings = Self.diagnostics(Self.twoCancels).filter { $0.id == "cancel-action-title" }
        #expect(findings.count == 2)
        #expect(findings.allSatisfy { $0.fixIts.isEmpty })
        #expect(findings.allSatisfy { $0.message.hasSuffix("more than one action of the alert is titled like a cancel; give one `role: cancel` and retitle the others") }, "\(findings.map(\.message))")
    }

    @Test func oneActionTitledCancelStillGetsItsRole() {
        let fixed = Self.onePass("""
            version: 1
            alerts:
              stopSync:
                title: Stop Syncing?
                actions:
                  - Cancel
                  - {title: Stop, role: destructive}

            """)
        #expect(fixed.contains("- {title: Cancel, role: cancel}"))
    }

    // MARK: - Comments move with their items

    @Test func movedActionsTakeTheirCommentsAndSuppressions() {
        let before = """
            version: 1
            alerts:
              discard:
                title: Discard Draft?
                actions:
                  # The risky one.
                  # alertlint:disable button-title-case
                  - {title: discard draft, role: destructive}   # lower case on purpose

                  - title: Cancel  # the way out
                    role: cancel   # leading in a row
            """
        let after = """
            version: 1
            alerts:
              discard:
                title: Discard Draft?
                actions:
                  - title: Cancel  # the way out
                    role: cancel   # leading in a row

                  # The risky one.
                  # alertlint:disable button-title-case
                  - {title: discard draft, role: destructive}   # lower case on purpose
            """
        #expect(Self.onePass(before) == after)
        #expect(Self.diagnostics(after).isEmpty, "\(Self.diagnostics(after).map(\.message))")
    }

    @Test func movedSheetActionsTakeTheirComments() {
        let before = """
            version: 1
            actionSheets:
              photo:
                actions:
                  - Share…  # to Messages, Mail, …
                  # Shown in red.
                  - {title: Delete Photo, role: destructive}
                  - {title: Cancel, role: cancel}

            """
        let after = """
            version: 1
            actionSheets:
              photo:
                actions:
                  # Shown in red.
                  - {title: Delete Photo, role: destructive}
                  - Share…  # to Messages, Mail, …
                  - {title: Cancel, role: cancel}

            """
        #expect(Self.onePass(before) == after)
    }

    // MARK: - Items indented differently

    @Test func itemsIndentedDifferentlyMoveAsWholeLines() {
        let before = """
            version: 1
            alerts:
              discard:
                title: Discard Draft?
                actions:
                  -   title: Discard
                      role: destructive
                  - title: Cancel
                    role: cancel

            """
        let after = """
            version: 1
            alerts:
              discard:
                title: Discard Draft?
                actions:
                  - title: Cancel
                    role: cancel
                  -   title: Discard
                      role: destructive

            """
        #expect(Self.onePass(before) == after)
    }

    @Test func flowAndBlockItemsOfOneListMove() {
        let before = """
            version: 1
            actionSheets:
              photo:
                actions:
                  -  role: cancel
                     title: Cancel
                  - {title: Share…}

            """
        let fixed = Self.onePass(before)
        #expect(fixed.hasSuffix("      - {title: Share…}\n      -  role: cancel\n         title: Cancel\n"), "\(fixed)")
        #expect(!Self.diagnostics(fixed).hasErrors)
    }

    @Test func layoutsThatCannotMoveSafelyGetNoFixIt() throws {
        let layouts = [
            // The item starts on the line after its dash.
            "    actions:\n      -\n        title: Cancel\n        role: cancel\n      - Keep Both\n      - Replace",
            // A comment between flow items could not move with them.
            "    actions: [{title: Cancel, role: cancel},  # wrong place\n      Keep Both, Replace]",
        ]
        for layout in layouts {
            let findings = try RuleLint.run(CancelPlacementRule.self, "alerts:\n  replace:\n    title: Replace?\n" + layout)
            #expect(findings.count == 1, "\(layout)")
            #expect(findings.first?.fixIts.isEmpty == true, "\(layout)")
        }
    }

    // MARK: - Block scalars keep their text

    @Test(arguments: [">+", "|+", "|-", ">2", "|2+", ">-"])
    func movedBlockScalarsKeepTheirText(_ header: String) {
        let before = """
            version: 1
            actionSheets:
              photo:
                actions:
                  - role: cancel
                    title: \(header)
                       Cancel

                  - Share…
                  - Duplicate

            """
        let fixed = Self.onePass(before)
        #expect(fixed != before, "the cancel moves last")
        #expect(Self.actionTitles(fixed) == Self.actionTitles(before), "\(fixed)")
        #expect(Self.actionTitles(before)["cancel"]?.hasPrefix(header.contains("2") ? " Cancel" : "Cancel") == true)
    }
}

/// `LintFixer.fixFile` and `FixVerifier`: every pass is checked, failing fix-its are refused
/// one by one and the rest applied.
@Suite struct LintFixerTests {
    static func fix(_ text: String, maxPasses: Int = 10) -> LintFixer.FileOutcome {
        let runner = LintRunner(jobs: 1)
        return LintFixer(runner: runner, maxPasses: maxPasses).fixFile(SourceFile(path: FixSafetyTests.path, text: text), configuration: Configuration(rules: runner.rules))
    }

    static func text(_ outcome: LintFixer.FileOutcome) -> String { String(decoding: outcome.bytes, as: UTF8.self) }

    @Test func aFixThatWouldAddAnErrorIsRefusedAndTheOthersApplied() {
        // Dropping the "!" makes two actions titled Cancel: duplicate-action-title, an error.
        let before = """
            version: 1
            alerts:
              stop:
                title: Stop Syncing?
                actions:
                  - {title: Cancel, role: cancel}
                  - {id: stopNow, title: Cancel!}
              discard:
                title: Discard Draft?
                actions:
                  - {title: Discard, role: destructive}
                  - {title: Cancel, role: cancel}

            """
        let outcome = Self.fix(before)
        let fixed = Self.text(outcome)
        #expect(fixed.contains("- {id: stopNow, title: Cancel!}"))
        #expect(fixed.hasSuffix("      - {title: Cancel, role: cancel}\n      - {title: Discard, role: destructive}\n"), "\(fixed)")
        #expect(outcome.applied == 1)
        #expect(outcome.refused.count == 1)
        #expect(outcome.refused.first?.contains("[duplicate-action-title]") == true, "\(outcome.refused)")
        #expect(!FixSafetyTests.diagnostics(fixed).hasErrors)
    }

    @Test func theRoleFixAndTheMoveItMakesNecessaryBothApply() {
        // The new cancel is declared first in a stacked alert: a new finding, with a fix-it.
        let outcome = Self.fix("""
            version: 1
            alerts:
              replace:
                title: Replace “Report.pdf”?
                actions:
                  - Cancel  # backs out
                  - Keep Both
                  - Replace

            """)
        #expect(Self.text(outcome).hasSuffix("""
                  - Keep Both
                  - Replace
                  - {title: Cancel, role: cancel}  # backs out

            """), "\(Self.text(outcome))")
        #expect(outcome.applied == 2)
        #expect(outcome.refused.isEmpty)
    }

    @Test func aMoveThatWouldChangeAClippedTextAtTheEndOfTheFileIsRefused() {
        // A clipped block scalar at the end of a file without a final line break has no
        // line break in its text; moved up, it would gain one.
        let before = "version: 1\nactionSheets:\n  photo:\n    actions:\n      - Share…\n      - role: destructive\n        title: |\n          Delete"
        #expect(FixSafetyTests.actionTitles(before)["delete"] == "Delete")
        let outcome = Self.fix(before)
        #expect(outcome.bytes == Array(before.utf8))
        #expect(outcome.refused.first?.contains("the text of action sheet 'photo' action 'delete' title changed") == true, "\(outcome.refused)")
    }

    @Test func aPassWhoseNewFindingIsLeftUnfixedIsUndone() {
        // The role fix leaves the new cancel first in a stacked alert; with no pass left to
        // move it, the result would add a cancel-placement warning: the pass is undone.
        let before = """
            version: 1
            alerts:
              replace:
                title: Replace?
                actions: [Cancel, Keep Both, Replace]

            """
        let outcome = Self.fix(before, maxPasses: 1)
        #expect(outcome.applied == 0)
        #expect(Self.text(outcome) == before)
        #expect(outcome.refused.count == 1)
        #expect(outcome.refused.first?.hasPrefix("the 1 fix-it(s) of pass 1, because it would add the warning") == true, "\(outcome.refused)")
        #expect(outcome.refused.first?.hasSuffix("[cancel-placement]") == true)
        #expect(Self.fix(before, maxPasses: 2).applied == 2)
    }

    @Test func unsafeFixesStillRepairFormatErrors() {
        // The original has a format error, so its alert is not decoded: once the key is
        // fixed, its texts appear, which is no problem.
        let before = """
            version: 1
            alerts:
              discard:
                titel: Discard Draft?  # typo
                actions: [{title: Cancel, role: cancel}, {title: Discard, role: destructive}]

            """
        let runner = LintRunner(jobs: 1)
        let fixer = LintFixer(runner: runner, includeUnsafe: true)
        let outcome = fixer.fixFile(SourceFile(path: FixSafetyTests.path, text: before), configuration: Configuration(rules: runner.rules))
        #expect(outcome.refused.isEmpty, "\(outcome.refused)")
        #expect(Self.text(outcome) == before.replacingOccurrences(of: "titel:", with: "title:"))
        #expect(Self.fix(before).applied == 0, "the rename is unsafe: only --unsafe-fixes applies it")
    }

    // MARK: - FixVerifier

    static let spec = """
        version: 1
        alerts:
          discard:
            title: Discard Draft?
            actions:
              # alertlint:disable button-title-case
              - {title: discard, role: destructive}
              - {title: Cancel, role: cancel}  # the way out

        """

    static func problems(_ fixed: String, edits: [TextEdit]? = nil) -> [String] {
        let original = SourceFile(path: FixSafetyTests.path, text: spec)
        let result = SourceFile(path: FixSafetyTests.path, text: fixed)
        return (edits.map { FixVerifier.verify(original: original, fixed: result, edits: $0) } ?? FixVerifier.verify(original: original, fixed: result)).map(\.message)
    }

    @Test func verifierAcceptsAMoveWithTheComments() {
        let moved = Self.spec.replacingOccurrences(
            of: "      # alertlint:disable button-title-case\n      - {title: discard, role: destructive}\n      - {title: Cancel, role: cancel}  # the way out\n",
            with: "      - {title: Cancel, role: cancel}  # the way out\n      # alertlint:disable button-title-case\n      - {title: discard, role: destructive}\n")
        #expect(moved != Self.spec)
        #expect(Self.problems(moved).isEmpty)
    }

    @Test func verifierFindsCommentsLeftBehind() {
        let moved = Self.spec.replacingOccurrences(
            of: "      - {title: discard, role: destructive}\n      - {title: Cancel, role: cancel}  # the way out\n",
            with: "      - {title: Cancel, role: cancel}\n      - {title: discard, role: destructive}  # the way out\n")
        #expect(Self.problems(moved) == [
            "the comment “# alertlint:disable button-title-case @ alert 'discard' action 'cancel'” is there 1 time(s), was 0: comments stay with their items",
            "the comment “# alertlint:disable button-title-case @ alert 'discard' action 'discard'” is there 0 time(s), was 1: comments stay with their items",
            "the comment “# the way out @ alert 'discard' action 'cancel'” is there 0 time(s), was 1: comments stay with their items",
            "the comment “# the way out @ alert 'discard' action 'discard'” is there 1 time(s), was 0: comments stay with their items",
        ])
    }

    @Test func verifierFindsChangedTextsRolesAndBrokenYAML() {
        #expect(Self.problems(Self.spec.replacingOccurrences(of: "title: Cancel,", with: "title: \"Cancel \",")) == [
            #"the text of alert 'discard' action 'cancel' title changed: key: Fix.discard.actions.cancel (derived), text: "Cancel", comment: none, translations: [] became key: Fix.discard.actions.cancel (derived), text: "Cancel ", comment: none, translations: []"#,
        ])
        #expect(Self.problems(Self.spec.replacingOccurrences(of: "role: destructive", with: "role: cancel")) == [
            "alert 'discard' action 'discard' changed: role: destructive, preferred: false, explicit id: false became role: cancel, preferred: false, explicit id: false",
        ])
        let broken = Self.problems(Self.spec.replacingOccurrences(of: "      - {title: Cancel", with: "    - {title: Cancel"))
        #expect(broken.count == 1 && broken[0].hasPrefix("the fixed file does not parse: "), "\(broken)")
    }

    @Test func verifierFindsChangedFlowsSoundsAndBroadcasts() {
        let spec = Self.spec + """
            progress:
              discarding: {title: Discarding…, cancel: Cancel}
            flows:
              discardFlow: {confirm: discard, progress: discarding, delay: 0.2}
            sounds:
              discarded: {haptic: success}
            broadcasts:
              draftDidDiscard: {payload: {draftID: UUID}}

            """
        func problems(_ fixed: String) -> [String] {
            FixVerifier.verify(original: SourceFile(path: FixSafetyTests.path, text: spec), fixed: SourceFile(path: FixSafetyTests.path, text: fixed)).map(\.message)
        }
        #expect(problems(spec).isEmpty)
        #expect(problems(spec.replacingOccurrences(of: "delay: 0.2", with: "delay: 2")) == [
            "flow 'discardFlow' changed: confirm: discard, start: discard (default), progress: discarding, success: none, failure: none, delay: 0.2, minimumDuration: 0.5 "
                + "became confirm: discard, start: discard (default), progress: discarding, success: none, failure: none, delay: 2.0, minimumDuration: 0.5",
        ])
        #expect(problems(spec.replacingOccurrences(of: "haptic: success", with: "haptic: error")) == [
            "sound 'discarded' changed: file: none, alert: false, vibrate: false, haptic: success became file: none, alert: false, vibrate: false, haptic: error",
        ])
        #expect(problems(spec.replacingOccurrences(of: "draftID: UUID", with: "draftID: String")).count == 1)
    }

    @Test func verifierAcceptsTheTextChangesTheEditsMeanAndNoOthers() throws {
        let original = SourceFile(path: FixSafetyTests.path, text: Self.spec)
        let offset = try #require(Self.spec.utf8.firstRange(of: "Draft?".utf8)).upperBound
        let start = Self.spec.utf8.distance(from: Self.spec.utf8.startIndex, to: offset)
        let drop = TextEdit(range: SourceRange(path: original.path, bytes: ByteRange(start: start - 1, end: start)), replacement: "")
        let fixed = String(decoding: FixApplier.apply(edits: [drop], to: original.bytes), as: UTF8.self)
        #expect(Self.problems(fixed, edits: [drop]).isEmpty)
        // Without the edit that says so, the same change is a problem.
        #expect(Self.problems(fixed).count == 1)
        #expect(FixVerifier.intent(of: [drop], in: original).textChanges == [
            FixVerifier.TextChange(element: "alert 'discard' title", before: "Discard Draft?", after: "Discard Draft"),
        ])
    }

    @Test func addedFindingsFollowTheirElementsWhereverTheyMove() {
        let before = SourceFile(path: FixSafetyTests.path, text: """
            version: 1
            actionSheets:
              photo:
                actions:
                  - share!
                  - {title: Delete, role: destructive}
                  - {title: Cancel, role: cancel}

            """)
        let after = SourceFile(path: FixSafetyTests.path, text: """
            version: 1
            actionSheets:
              photo:
                actions:
                  - {title: Delete, role: destructive}
                  - share!
                  - {title: Cancel, role: cancel}

            """)
        let runner = LintRunner(jobs: 1)
        let beforeFindings = runner.lint([before]).diagnostics
        let afterFindings = runner.lint([after]).diagnostics
        #expect(beforeFindings.contains { $0.id == "button-title-punctuation" })
        #expect(FixVerifier.addedFindings(before: beforeFindings, in: before, after: afterFindings, in: after).isEmpty)
        #expect(FixVerifier.addedFindings(before: afterFindings, in: after, after: beforeFindings, in: before).map(\.id) == ["sheet-destructive-first"])
    }
}
