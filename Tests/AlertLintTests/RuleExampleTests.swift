import AlertDiagnostics
@testable import AlertLint
import AlertSpec
import AlertYAML
import Foundation
import Testing

/// Runs every example of every registered rule: the examples in a rule's description are its
/// tests, as in SwiftLint. Triggering examples must fire exactly at their markers;
/// non-triggering examples must stay silent.
@Suite struct RuleExampleTests {
    static var rules: [RegisteredRule] { RuleRegistry.rules }

    @Test(arguments: rules.map(\.id))
    func triggeringExamplesFireAtTheirMarkers(_ id: String) throws {
        let rule = try #require(RuleRegistry.rule(id))
        #expect(!rule.description.triggeringExamples.isEmpty, "\(id) has no triggering example")
        for (index, example) in rule.description.triggeringExamples.enumerated() {
            let marked = MarkedSource(example.yaml)
            #expect(!marked.markers.isEmpty, "triggering example \(index + 1) of \(id) has no marker")
            let findings = try RuleHarness.findings(
                of: rule, in: marked.text, options: example.options, otherFiles: example.otherFiles, catalogEntries: example.catalogEntries
            )
            let expected = marked.markers.sorted()
            #expect(findings.allSatisfy { $0.range.path == "example.alerts.yaml" }, "\(id): a finding landed outside the example")
            let actual = findings.map(\.range.bytes.start).sorted()
            #expect(actual == expected, """
                \(id), triggering example \(index + 1): findings at \(RuleHarness.describe(actual, in: marked.text)), \
                expected at \(RuleHarness.describe(expected, in: marked.text))
                \(findings.map(\.message).joined(separator: "\n"))
                """)
        }
    }

    @Test(arguments: rules.map(\.id))
    func nonTriggeringExamplesStaySilent(_ id: String) throws {
        let rule = try #require(RuleRegistry.rule(id))
        #expect(!rule.description.nonTriggeringExamples.isEmpty, "\(id) has no non-triggering example")
        for (index, example) in rule.description.nonTriggeringExamples.enumerated() {
            let findings = try RuleHarness.findings(
                of: rule, in: MarkedSource(example.yaml).text, options: example.options, otherFiles: example.otherFiles,
                catalogEntries: example.catalogEntries
            )
            #expect(findings.isEmpty, "\(id), non-triggering example \(index + 1) fired: \(findings.map(\.message))")
        }
    }

    /// Each correction: the rule's safe fix-its turn `before` into `after`, which still parses
    /// and no longer triggers the rule.
    @Test(arguments: rules.filter { !$0.description.corrections.isEmpty }.map(\.id))
    func correctionsProduceTheirFixedYAML(_ id: String) throws {
        let rule = try #require(RuleRegistry.rule(id))
        #expect(rule.description.isFixable, "\(id) has corrections but no fixItTitle")
        for (index, correction) in rule.description.corrections.enumerated() {
            let before = MarkedSource(correction.before)
            let after = MarkedSource(correction.after).text
            let findings = try RuleHarness.findings(of: rule, in: before.text, options: nil)
            #expect(findings.contains { !$0.fixIts.isEmpty }, "\(id), correction \(index + 1): no fix-it offered")
            let file = SourceFile(path: "example.alerts.yaml", text: before.text)
            // Corrections show what a fix-it does, safe or not; --fix applies only the safe ones.
            let fixed = String(decoding: FixApplier.apply(findings, to: file, includeUnsafe: true).bytes, as: UTF8.self)
            #expect(fixed == after, "\(id), correction \(index + 1):\n--- got\n\(fixed)\n--- expected\n\(after)")
            let remaining = try RuleHarness.findings(of: rule, in: fixed, options: nil)
            #expect(remaining.isEmpty, "\(id), correction \(index + 1): still fires after the fix: \(remaining.map(\.message))")
        }
    }

    @Test func registryIsSortedAndUnique() {
        let ids = RuleRegistry.rules.map(\.id)
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
    }

    /// One rule per file, and every rule file's rule is registered.
    @Test func everyRuleFileIsRegistered() throws {
        let rulesFolder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/AlertLint/Rules")
        let registered = Set(RuleRegistry.rules.map(\.id))
        var ruleFiles = 0
        let enumerator = FileManager.default.enumerator(at: rulesFolder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            // Rule files live in family folders: Rules/<Family>/<Name>Rule.swift.
            let folder = url.deletingLastPathComponent()
            guard url.lastPathComponent.hasSuffix("Rule.swift"), folder.lastPathComponent != "Support",
                  folder.standardizedFileURL.path != rulesFolder.standardizedFileURL.path
            else { continue }
            let source = try String(contentsOf: url, encoding: .utf8)
            let conformances = source.matches(of: #/(?:enum|struct) \w+: (?:Rule|CrossCatalogRule) \{/#).count
            #expect(conformances == 1, "\(url.lastPathComponent) should declare exactly one rule")
            let id = try #require(source.firstMatch(of: #/id: "([a-z0-9-]+)"/#)?.1, "\(url.lastPathComponent) has no id")
            #expect(registered.contains(String(id)), "\(id) (\(url.lastPathComponent)) is not in its family's list")
            ruleFiles += 1
        }
        #expect(ruleFiles == registered.count)
    }

    @Test(arguments: rules.map(\.id))
    func documentedOptionsAreTheReadOptions(_ id: String) throws {
        let rule = try #require(RuleRegistry.rule(id))
        #expect(rule.description.options.map(\.key).sorted() == rule.optionKeys.sorted())
    }
}

/// A YAML snippet with `1️⃣`…`9️⃣` markers: the text without them, and the byte offsets
/// where they stood.
struct MarkedSource {
    var text: String
    var markers: [Int]

    static let markerSuffix = "\u{FE0F}\u{20E3}"

    init(_ source: String) {
        var body = source
        if !body.hasPrefix("version:") { body = "version: 1\n" + body }
        var text = ""
        var markers: [Int] = []
        var scalars = body.unicodeScalars[...]
        while let scalar = scalars.first {
            let rest = scalars.dropFirst()
            if ("1"..."9").contains(scalar), String(String.UnicodeScalarView(rest.prefix(2))) == Self.markerSuffix {
                markers.append(text.utf8.count)
                scalars = rest.dropFirst(2)
                continue
            }
            text.unicodeScalars.append(scalar)
            scalars = rest
        }
        self.text = text
        self.markers = markers
    }
}

enum RuleHarness {
    struct ExampleError: Error, CustomStringConvertible {
        var description: String
    }

    /// The findings of one rule on a snippet, with options read from YAML when given. The
    /// snippet must be a valid spec: a format error is a broken example, not a finding.
    static func findings(
        of rule: RegisteredRule,
        in yaml: String,
        options: String?,
        otherFiles: [String] = [],
        catalogEntries: [RuleExample.CatalogEntry] = [],
        path: String = "example.alerts.yaml"
    ) throws -> [Diagnostic] {
        // Other files sort before the example ("a1…" < "example…").
        let sources = otherFiles.enumerated().map { SourceFile(path: "a\($0.offset + 1).alerts.yaml", text: $0.element) }
            + [SourceFile(path: path, text: yaml)]
        var catalogs: [Catalog] = []
        for source in sources {
            let parsed = SpecParser.parse(source)
            guard let catalog = parsed.catalog, !parsed.diagnostics.hasErrors else {
                let formatter = DiagnosticFormatter(files: [parsed.file])
                throw ExampleError(description: "example of \(rule.id) is not a valid spec:\n\(formatter.format(parsed.diagnostics))\n\(source.text(in: ByteRange(start: 0, end: source.bytes.count)))")
            }
            catalogs.append(catalog)
        }
        catalogs[catalogs.count - 1] = catalogs[catalogs.count - 1].addingCatalogTranslations(catalogEntries)
        let catalog = catalogs[catalogs.count - 1]
        var settings = RuleSettings(rules: [rule])
        if let options {
            let optionsFile = SourceFile(path: "options.yml", text: options)
            let (document, _) = YAMLReader.read(optionsFile)
            var errors = OptionErrors(path: optionsFile.path)
            let value = rule.readOptions(document.root?.mapping ?? [], &errors)
            guard errors.diagnostics.isEmpty else {
                throw ExampleError(description: "bad options for \(rule.id): \(errors.diagnostics.map(\.message))")
            }
            settings[rule.id]?.options = value
        }
        let linter = Linter(rules: [rule])
        let context = LintContext(files: sources)
        return rule.isCrossCatalog
            ? linter.lintAcrossCatalogs(catalogs, settings: { _ in settings }, context: context)
            : linter.lint(catalog, settings: settings, context: context)
    }

    static func describe(_ offsets: [Int], in text: String) -> String {
        let file = SourceFile(path: "example", text: text)
        return "[" + offsets.map { file.location(of: $0).description }.joined(separator: ", ") + "]"
    }
}
