import AlertLint
import AlertSpec
import ArgumentParser
import Foundation

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule: id, default severity, whether it is fixable, and what it flags."
    )

    @Flag(help: "Print docs/rules.md: the index and every rule's page, in Markdown.")
    var markdown = false

    @Flag(help: "Print the JSON Schema of .alertlint.yml (schemas/alertlint-config.schema.json).")
    var configSchema = false

    func run() throws {
        let rules = RuleRegistry.rules
        if markdown {
            print(RuleDocumentation.catalog(rules), terminator: "")
            return
        }
        if configSchema {
            print(ConfigurationSchema.render(rules), terminator: "")
            return
        }
        let idWidth = rules.map(\.id.count).max() ?? 0
        for rule in rules {
            let description = rule.description
            let id = description.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
            let severity = description.defaultSeverity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
            let fixable = (description.isFixable ? "fixable" : "").padding(toLength: 8, withPad: " ", startingAt: 0)
            print("\(id)  \(severity)  \(fixable)  \(description.summary)")
        }
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a rule: what it flags, why, an example, how to fix it, its options and fix safety."
    )

    @Argument(help: "A rule id, as printed in brackets after each finding.")
    var rule: String

    func run() throws {
        if let registered = RuleRegistry.rule(rule) {
            print(RuleDocumentation.page(registered.description), terminator: "")
            return
        }
        if let summary = FormatErrors.summaries[rule] {
            print("# \(rule)\n\nA format error: \(summary)\nFormat errors are always errors and cannot be configured; docs/format.md explains each one.")
            return
        }
        let ids = RuleRegistry.rules.map(\.id) + FormatErrors.summaries.keys
        let hint = Suggestion.closest(to: rule, among: ids).map { "; did you mean '\($0)'?" } ?? "; 'alertlint rules' lists them"
        throw ValidationError("unknown rule '\(rule)'\(hint)")
    }
}
