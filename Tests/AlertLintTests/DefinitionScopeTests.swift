import AlertDiagnostics
@testable import AlertLint
import AlertSpec
import AlertYAML
import Foundation
import Testing

/// `RuleScope.definition` and `DefinitionFindingsCache`: a definition-scoped rule finds in a
/// catalog what it finds in each definition alone, and `Linter.lint(_:settings:context:reusing:)`
/// gives exactly what `Linter.lint(_:settings:context:)` gives: on a file's first lint, with
/// every definition linted alone, on a replay, and after an edit that moves definitions.
@Suite struct DefinitionScopeTests {
    static let scoped = RuleRegistry.rules.filter { $0.description.scope == .definition }

    /// Every example of every definition-scoped rule, with the rule's options, linted with
    /// every rule on.
    @Test(arguments: scoped.map(\.id))
    func everyExampleLintsTheSameDefinitionByDefinition(_ id: String) throws {
        let rule = try #require(RuleRegistry.rule(id))
        let examples = rule.description.triggeringExamples + rule.description.nonTriggeringExamples
            + rule.description.corrections.map { RuleExample($0.before) }
        for (index, example) in examples.enumerated() {
            let text = MarkedSource(example.yaml).text
            var settings = RuleSettings()
            if let options = example.options {
                let file = SourceFile(path: "options.yml", text: options)
                var errors = OptionErrors(path: file.path)
                settings[id]?.options = rule.readOptions(YAMLReader.read(file).0.root?.mapping ?? [], &errors)
            }
            try Self.expectSameFindings(text, settings: settings, entries: example.catalogEntries, "\(id), example \(index + 1)")
        }
    }

    /// Many definitions in one catalog, many of them with findings: the examples of each
    /// collection that hold only that collection, one after another with their ids made
    /// unique.
    @Test(arguments: ["alerts", "actionSheets", "notifications"])
    func theExamplesTogetherLintTheSameDefinitionByDefinition(_ collection: String) throws {
        var body: [String] = []
        for (ruleIndex, rule) in Self.scoped.enumerated() {
            let examples = rule.description.triggeringExamples + rule.description.nonTriggeringExamples
            for (index, example) in examples.enumerated() where example.options == nil && example.catalogEntries.isEmpty {
                let text = MarkedSource(example.yaml).text
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                guard lines.count > 2, lines[0] == "version: 1", lines[1] == "\(collection):",
                      !lines.dropFirst(2).contains(where: { !$0.isEmpty && !$0.hasPrefix(" ") && !$0.hasPrefix("#") }) else { continue }
                for line in lines.dropFirst(2) where !line.isEmpty {
                    // A definition's id line (two spaces, an id, a colon) gets a unique id.
                    if line.hasPrefix("  "), !line.hasPrefix("   "), let colon = line.firstIndex(of: ":") {
                        body.append("  \(line.dropFirst(2).prefix(upTo: colon))R\(ruleIndex)E\(index)\(line[colon...])")
                    } else {
                        body.append(line)
                    }
                }
            }
        }
        #expect(body.count > 50, "too few examples of \(collection)")
        try Self.expectSameFindings("version: 1\n\(collection):\n" + body.joined(separator: "\n") + "\n", settings: RuleSettings(), entries: [], collection)
    }

    @Test func anEditRelintsTheEditedDefinitionOnly() throws {
        let alerts = (1...6).map { "  alert\($0):\n    title: Delete Photo \($0)?\n    actions: [OK, {title: Cancel, role: cancel}]\n" }
        let text = "version: 1\nlocales: [en, de]\nalerts:\n" + alerts.joined()
        let cache = DefinitionFindingsCache()
        let first = try Self.lint(text, cache: cache)
        #expect(cache.statistics == .init(linted: 6, reused: 0))
        #expect(!first.isEmpty)

        let edited = text.replacingOccurrences(of: "Delete Photo 3?", with: "Delete Photo 3?\n    message: Tap OK.")
        let second = try Self.lint(edited, cache: cache)
        #expect(cache.statistics == .init(linted: 7, reused: 5))
        #expect(second == (try Self.lint(edited, cache: nil)))
        #expect(second.filter { $0.id == "message-names-gesture" }.count == 1)

        // A line above every definition moves them all; none is linted again.
        let moved = edited.replacingOccurrences(of: "alerts:\n", with: "alerts:\n  # moved\n")
        #expect(try Self.lint(moved, cache: cache) == (try Self.lint(moved, cache: nil)))
        #expect(cache.statistics == .init(linted: 7, reused: 11))

        // Top-level settings differ: nothing is reused.
        let relocalized = moved.replacingOccurrences(of: "[en, de]", with: "[en, fr]")
        #expect(try Self.lint(relocalized, cache: cache) == (try Self.lint(relocalized, cache: nil)))
        #expect(cache.statistics == .init(linted: 13, reused: 11))
    }

    @Test func definitionsSharingALineAreLintedWhole() throws {
        let text = "version: 1\nalerts: {a: {title: Delete?, actions: [OK, Cancel]}, b: {title: Gone, actions: [OK]}}\n"
        let cache = DefinitionFindingsCache()
        #expect(try Self.lint(text, cache: cache) == (try Self.lint(text, cache: nil)))
        #expect(cache.statistics == .init(linted: 0, reused: 0))
    }

    // MARK: Support

    /// The sorted diagnostics of every rule over `text`, through `cache` when given.
    static func lint(_ text: String, cache: DefinitionFindingsCache?, aloneUpTo fraction: Double = 0.5, settings: RuleSettings = RuleSettings(), entries: [RuleExample.CatalogEntry] = []) throws -> [Diagnostic] {
        let file = SourceFile(path: "example.alerts.yaml", text: text)
        let parsed = SpecParser.parse(file)
        let catalog = try #require(parsed.catalog, "\(DiagnosticFormatter(files: [file]).format(parsed.diagnostics))").addingCatalogTranslations(entries)
        let linter = Linter()
        let context = LintContext(files: [file])
        let diagnostics = if let cache {
            linter.lint(catalog, settings: settings, context: context, reusing: cache, aloneUpTo: fraction)
        } else {
            linter.lint(catalog, settings: settings, context: context)
        }
        return diagnostics.sortedForOutput()
    }

    /// The findings through a cache equal the plain lint's: the first lint of a file (one
    /// run, findings filed by definition), every definition alone, a replay of each, and
    /// each after a comment line moved every definition down.
    static func expectSameFindings(_ text: String, settings: RuleSettings, entries: [RuleExample.CatalogEntry], _ label: String) throws {
        let plain = try lint(text, cache: nil, settings: settings, entries: entries)
        let firstLint = DefinitionFindingsCache()
        let alone = DefinitionFindingsCache()
        #expect(try lint(text, cache: firstLint, settings: settings, entries: entries) == plain, "\(label): first lint")
        #expect(try lint(text, cache: alone, aloneUpTo: 1, settings: settings, entries: entries) == plain, "\(label): each definition alone")
        for cache in [firstLint, alone] {
            #expect(try lint(text, cache: cache, settings: settings, entries: entries) == plain, "\(label): replayed")
        }
        // A comment line above the first definition (the first line indented by two).
        guard let firstDefinition = text.range(of: "\n  ") else { return }
        let moved = text.replacingCharacters(in: firstDefinition, with: "\n  # moved\n  ")
        let movedPlain = try lint(moved, cache: nil, settings: settings, entries: entries)
        for cache in [firstLint, alone] {
            #expect(try lint(moved, cache: cache, settings: settings, entries: entries) == movedPlain, "\(label): moved")
        }
    }
}
