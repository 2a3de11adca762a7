import AlertDiagnostics
@testable import AlertLint
import Testing

@Suite struct SuppressionTests {
    let runner = LintRunner(rules: RegisteredRule.testRules)

    /// The action ids still reported by test-every-action, and the other diagnostics' messages.
    func lint(_ yaml: String) -> (actions: [String], others: [String]) {
        let file = SourceFile(path: "s.alerts.yaml", text: yaml)
        let result = runner.lintFile(file, configuration: Configuration(rules: runner.rules))
        let actions = result.diagnostics.filter { $0.id == "test-every-action" }.map { String($0.message.dropFirst("action '".count).dropLast()) }
        let others = result.diagnostics.filter { $0.id != "test-every-action" }.map {
            "\(file.location(of: $0.range.bytes.start)): \($0.severity): \($0.message) [\($0.id)]"
        }
        return (actions, others)
    }

    @Test func ownLineBeforeADefinitionSilencesAllOfIt() {
        let result = lint("""
            version: 1
            alerts:
              # alertlint:disable test-every-action
              first:
                title: First
                actions: [One, Two]
              second:
                title: Second
                actions: [Three]

            """)
        #expect(result.actions == ["three"])
        #expect(result.others.isEmpty)
    }

    @Test func ownLineBeforeAnActionSilencesOnlyThatAction() {
        let result = lint("""
            version: 1
            alerts:
              first:
                title: First
                actions:
                  - One
                  # alertlint:disable test-every-action

                  # (blank lines and other comments in between are fine)
                  - title: Two
                    role: destructive
                  - Three

            """)
        #expect(result.actions == ["one", "three"])
    }

    @Test func endOfLineSilencesTheNodesStartingOnIt() {
        let result = lint("""
            version: 1
            alerts:
              first:
                title: First
                actions:
                  - One  # alertlint:disable test-every-action
                  - Two
              second: {title: Second, actions: [Three, Four]}  # alertlint:disable test-every-action, test-action-count

            """)
        #expect(result.actions == ["two"])
        #expect(result.others.isEmpty)
    }

    @Test func severalRulesAndTrailingProse() {
        let result = lint("""
            version: 1
            alerts:
              # alertlint:disable test-action-count,test-every-action -- legacy copy, kept on purpose
              first: {title: First, actions: [One, Two, Three]}

            """)
        #expect(result.actions.isEmpty)
        #expect(result.others.isEmpty)
    }

    @Test func fileWide() {
        let result = lint("""
            version: 1
            alerts:
              first: {title: First, actions: [One, Two, Three]}
            # alertlint:disable-file test-every-action

            """)
        #expect(result.actions.isEmpty)
        #expect(result.others == ["3:3: warning: alert 'first' has 3 actions (max 2) [test-action-count]"])
    }

    @Test func unknownRuleIsAWarningAtItsName() {
        let result = lint("""
            version: 1
            alerts:
              first: {title: First, actions: [One]}  # alertlint:disable test-evry-action

            """)
        #expect(result.actions == ["one"])
        #expect(result.others == ["3:62: warning: unknown rule 'test-evry-action' in suppression comment; 'alertlint rules' lists the rule ids [unknown-rule-in-suppression]"])
    }

    @Test func otherCommentsAreNotDirectives() {
        let result = lint("""
            version: 1
            # alertlint: this file is linted in CI
            # alertlint:disabled test-every-action
            alerts:
              first: {title: First, actions: [One]}

            """)
        #expect(result.actions == ["one"])
        #expect(result.others.isEmpty)
    }
}
