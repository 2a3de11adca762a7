import AlertDiagnostics
@testable import AlertLint
import AlertSpec

/// A rule that exists only in tests, so the configuration, suppression and reporter
/// machinery is tested without depending on any real rule's behaviour.
enum TestActionCountRule: Rule {
    struct Options: RuleOptions {
        var max = 2
        var ignored: [String] = []
        static var fields: [OptionField<Options>] {
            [.integer("max", \.max, in: 0...100), .strings("ignored", \.ignored)]
        }
    }

    static let description = RuleDescription(
        id: "test-action-count",
        name: "Test action count",
        defaultSeverity: .warning,
        summary: "An alert has more than `max` actions.",
        rationale: "For tests.",
        source: "tests",
        howToFix: "Remove actions.",
        options: [
            RuleOptionDescription(key: "max", defaultValue: "2", summary: "most actions"),
            RuleOptionDescription(key: "ignored", defaultValue: "[]", summary: "alert ids to skip"),
        ],
        triggeringExamples: [],
        nonTriggeringExamples: []
    )

    static func check(_ catalog: Catalog, options: Options, context: LintContext) -> [Finding] {
        catalog.alerts.filter { $0.actions.count > options.max && !options.ignored.contains($0.id) }.map {
            catalog.finding(at: $0.idRange, "alert '\($0.id)' has \($0.actions.count) actions (max \(options.max))")
        }
    }
}

/// Flags every action: lets suppression tests see exactly which actions are silenced.
enum TestEveryActionRule: Rule {
    static let description = RuleDescription(
        id: "test-every-action",
        name: "Test every action",
        defaultSeverity: .warning,
        summary: "Every action.",
        rationale: "For tests.",
        source: "tests",
        howToFix: "None.",
        triggeringExamples: [],
        nonTriggeringExamples: []
    )

    static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        (catalog.alerts + catalog.actionSheets).flatMap(\.actions).map {
            catalog.finding(at: $0.range, "action '\($0.id)'")
        }
    }
}

extension RegisteredRule {
    static let testRules = [RegisteredRule(TestActionCountRule.self), RegisteredRule(TestEveryActionRule.self)]
}
