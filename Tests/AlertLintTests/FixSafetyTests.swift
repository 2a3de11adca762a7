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
