import AlertDiagnostics
@testable import AlertLint
import AlertSpec
import Testing

@Suite struct ActionSheetRuleTests {
    // MARK: sheet-destructive-first

    @Test func destructiveFirstFixItMovesBlockItemsAndLeavesTheCancelInItsSlot() throws {
        let file = RuleTest.source("""
            actionSheets:
              photoOptions:
                actions:
                  - title: Share…
                  - role: cancel
                    title: Cancel
                  # Deleting cannot be undone.
                  - id: delete
                    role: destructive
                    title:
                      text: Delete Photo
                      translations: {de: Foto löschen}
                  - Duplicate
            """)
        let findings = try RuleTest.lint(SheetDestructiveFirstRule.self, file)
        #expect(findings.count == 1)
        #expect(RuleTest.locations(findings, in: file) == ["9:9"])
        #expect(findings[0].message == """
            destructive action 'delete' of action sheet 'photoOptions' comes after 'share'; \
            move it to the top of the sheet, above the other actions
            """)
        #expect(findings[0].notes.map(\.message) == ["the first non-destructive action is here"])
        let fixed = RuleTest.applyingFixIts(findings, to: file)
        #expect(fixed == """
            version: 1
            actionSheets:
              photoOptions:
                actions:
                  # Deleting cannot be undone.
                  - id: delete
                    role: destructive
                    title:
                      text: Delete Photo
                      translations: {de: Foto löschen}
                  - role: cancel
                    title: Cancel
                  - title: Share…
                  - Duplicate
            """)
        let refixed = SourceFile(path: file.path, text: fixed)
        #expect(try RuleTest.lint(SheetDestructiveFirstRule.self, refixed).isEmpty)
        #expect(try RuleTest.catalog(refixed).actionSheets[0].actions.map(\.id) == ["delete", "cancel", "share", "duplicate"])
    }

    @Test func twoMisplacedDestructivesGiveTwoFindingsAndOneFixIt() throws {
        let file = RuleTest.source("""
            actionSheets:
              draftOptions:
                actions: [Save Draft, {title: Discard, role: destructive}, Send Later, {title: Delete All, role: destructive}, {title: Cancel, role: cancel}]
            """)
        let findings = try RuleTest.lint(SheetDestructiveFirstRule.self, file)
        #expect(findings.count == 2)
        #expect(findings.map { $0.fixIts.count } == [1, 0])
        #expect(findings[0].fixIts.first?.safety == .safe)
        let fixed = RuleTest.applyingFixIts(findings, to: file)
        #expect(fixed.hasSuffix(
            "actions: [{title: Discard, role: destructive}, {title: Delete All, role: destructive}, Save Draft, Send Later, {title: Cancel, role: cancel}]"
        ))
        #expect(try RuleTest.lint(SheetDestructiveFirstRule.self, SourceFile(path: file.path, text: fixed)).isEmpty)
    }

    @Test func destructiveFirstOrderKeepsGroupsAndCancelSlots() {
        func action(_ id: String, _ role: Action.Role) -> Action {
            Action(id: id, hasExplicitID: true, title: Text(key: id, content: .single(Template(source: id, segments: [])), range: .at(0)), role: role, range: .at(0))
        }
        let actions = [action("a", .default), action("c", .cancel), action("d1", .destructive), action("b", .default), action("d2", .destructive)]
        // Slots 0, 2, 3, 4 are movable; the cancel stays at 1.
        #expect(SheetDestructiveFirstRule.destructiveFirstOrder(actions) == [2, 1, 4, 0, 3])
    }

    @Test func withoutTheSourceTheFindingHasNoFixIt() throws {
        let file = RuleTest.source("""
            actionSheets:
              photoOptions:
                actions: [Share…, {title: Delete, role: destructive}]
            """)
        let catalog = try RuleTest.catalog(file)
        let findings = SheetDestructiveFirstRule.check(catalog, options: NoOptions(), context: LintContext())
        #expect(findings.count == 1)
        #expect(findings[0].fixIts.isEmpty)
    }

    // MARK: sheet-button-count

    static let fourChoices = """
        actionSheets:
          photoOptions:
            actions: [Share…, Duplicate, Hide, Add to Album, {title: Cancel, role: cancel}]
        """

    @Test func buttonCountOptionMaxChangesTheLimit() throws {
        #expect(try RuleTest.lint(SheetButtonCountRule.self, Self.fourChoices).isEmpty)
        var options = SheetButtonCountRule.Options()
        options.max = 3
        let findings = try RuleTest.lint(SheetButtonCountRule.self, Self.fourChoices, options: options)
        #expect(findings.map(\.message) == [
            "action sheet 'photoOptions' has 4 actions besides Cancel, more than 3, so it scrolls; "
                + "keep the 3 that matter most and move the others into a menu",
        ])
        #expect(findings[0].severity == .warning)
        options.max = 4
        #expect(try RuleTest.lint(SheetButtonCountRule.self, Self.fourChoices, options: options).isEmpty)
    }

    @Test func buttonCountIgnoresTheCancelAndAlerts() throws {
        var options = SheetButtonCountRule.Options()
        options.max = 1
        let yaml = """
            actionSheets:
              confirm:
                actions: [{title: Delete, role: destructive}, {title: Cancel, role: cancel}]
            alerts:
              many:
                title: Many Buttons
                actions: [One, Two, Three]
            """
        #expect(try RuleTest.lint(SheetButtonCountRule.self, yaml, options: options).isEmpty)
    }
}
