import Foundation
import Testing

/// `alertlint lint --fix` end to end (issue 8, item 11): items indented differently move as
/// valid YAML with their comments, the other fixes of the file still apply, and a fix that
/// would add an error is refused with a warning.
@Suite struct FixCommandTests {
    static let before = """
        version: 1
        alerts:
          discard:
            title: Discard Draft.
            actions:
              # Red; lower case on purpose.
              # alertlint:disable button-title-case
              -   title: discard draft
                  role: destructive   # keeps its comment
              - title: Cancel
                role: cancel
          close:
            title: Close Album?
            actions:
              - {title: Cancel, role: cancel}
              - {id: closeNow, title: Cancel!}

        """

    static let after = """
        version: 1
        alerts:
          discard:
            title: Discard Draft
            actions:
              - title: Cancel
                role: cancel
              # Red; lower case on purpose.
              # alertlint:disable button-title-case
              -   title: discard draft
                  role: destructive   # keeps its comment
          close:
            title: Close Album?
            actions:
              - {title: Cancel, role: cancel}
              - {id: closeNow, title: Cancel!}

        """

    @Test func fixMovesItemsWithTheirCommentsAndRefusesWhatWouldAddAnError() throws {
        let tree = try CLIHarness.temporaryTree(["a.alerts.yaml": Self.before])
        let result = try CLIHarness.run(["lint", "--fix", "a.alerts.yaml"], in: tree)
        let fixed = try String(contentsOf: tree.appendingPathComponent("a.alerts.yaml"), encoding: .utf8)
        #expect(fixed == Self.after)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("fixed 2 findings in a.alerts.yaml"), "\(result.stderr)")
        #expect(result.stderr.contains("""
            warning: a.alerts.yaml: fixes not applied: “Remove “!””, because it would add the error “action 'closeNow' of alert 'close' has the same title as action 'cancel'
            """), "\(result.stderr)")
        // What is left is the punctuation the fix could not remove.
        #expect(result.stdout.contains("[button-title-punctuation]"))
        #expect(!result.stdout.contains("[cancel-placement]"))
        #expect(!result.stdout.contains("error:"))
    }
}
