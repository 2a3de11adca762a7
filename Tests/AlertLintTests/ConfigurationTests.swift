import AlertDiagnostics
@testable import AlertLint
import AlertSpec
import Foundation
import Testing

@Suite struct ConfigurationReaderTests {
    let reader = ConfigurationReader(rules: RegisteredRule.testRules)

    func read(_ yaml: String) -> (Configuration, [String]) {
        let file = SourceFile(path: "cfg/.alertlint.yml", text: yaml)
        let (configuration, diagnostics) = reader.read(file, directory: "cfg")
        let rendered = diagnostics.sortedForOutput().map { "\(file.location(of: $0.range.bytes.start)): \($0.message)" }
        return (configuration, rendered)
    }

    @Test func everySettingIsRead() throws {
        let (configuration, errors) = read("""
            included: [Specs]
            excluded: [Specs/Legacy, "**/*.draft.alerts.yaml"]
            developmentLanguage: en-GB
            locales: [de, pt_br]
            platforms: [iphone, mac]
            translations: [Localizable.xcstrings]
            resources: [Sounds]
            rules:
              test-action-count: {severity: error, max: 4, ignored: [legacyAlert]}
              test-every-action: off

            """)
        #expect(errors.isEmpty)
        #expect(configuration.included.map(\.pattern) == ["Specs"])
        #expect(configuration.excluded.map(\.pattern) == ["Specs/Legacy", "**/*.draft.alerts.yaml"])
        #expect(configuration.developmentLanguage?.identifier == "en-GB")
        #expect(configuration.locales?.map(\.identifier) == ["de", "pt-BR"])
        #expect(configuration.platforms == [.iphone, .mac])
        #expect(configuration.translations.map(\.pattern) == ["Localizable.xcstrings"])
        #expect(configuration.resources == ["cfg/Sounds"])
        let count = try #require(configuration.rules["test-action-count"])
        #expect(count.isEnabled && count.severity == .error)
        #expect(count.options as? TestActionCountRule.Options == TestActionCountRule.Options(max: 4, ignored: ["legacyAlert"]))
        #expect(configuration.rules["test-every-action"]?.isEnabled == false)
    }

    @Test func severityAlone() {
        let (configuration, errors) = read("rules:\n  test-action-count: info\n")
        #expect(errors.isEmpty)
        #expect(configuration.rules["test-action-count"]?.severity == .info)
    }

    @Test func mistakesArePositioned() {
        let (configuration, errors) = read("""
            exclude: [x]
            rules:
              test-action-cont: off
              test-every-action: loud
              test-action-count: {max: many, maximum: 3}
            locales: [de, 12-x]

            """)
        #expect(errors == [
            "1:1: unknown setting 'exclude'; did you mean 'excluded'?",
            "3:3: unknown rule 'test-action-cont'; did you mean 'test-action-count'?",
            "4:22: rule 'test-every-action' takes 'off', 'info', 'warning', 'error' or a mapping of options, found 'loud'",
            "5:28: option 'max' takes a whole number, found 'many'",
            "5:34: unknown option 'maximum' for rule 'test-action-count'; valid options: 'severity', 'max', 'ignored'",
            "6:15: '12-x' is not a BCP 47 locale id such as 'de', 'pt-BR' or 'zh-Hans'",
        ])
        // What was wrong is skipped; the rest applies.
        #expect(configuration.rules["test-every-action"]?.isEnabled == true)
        #expect(configuration.locales?.map(\.identifier) == ["de"])
    }

    @Test func optionOutOfRange() {
        let (_, errors) = read("rules:\n  test-action-count: {max: -1}\n")
        #expect(errors == ["2:28: option 'max' must be between 0 and 100, found -1"])
    }

    @Test func emptyFileIsTheDefaults() {
        let (configuration, errors) = read("# nothing yet\n")
        #expect(errors.isEmpty)
        #expect(configuration.rules["test-action-count"]?.isEnabled == true)
    }

    @Test func notAMapping() {
        let (_, errors) = read("- rules\n")
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("1:1: a configuration is a mapping of settings") == true)
    }

    @Test func yamlErrorsAreReported() {
        let (_, errors) = read("rules: [\n")
        #expect(errors.count == 1)
    }
}

@Suite struct GlobTests {
    @Test(arguments: [
        ("samples/invalid", "samples/invalid/x.alerts.yaml", true),
        ("samples/invalid", "samples/valid/x.alerts.yaml", false),
        ("*.draft.alerts.yaml", "a.draft.alerts.yaml", true),
        ("*.draft.alerts.yaml", "dir/a.draft.alerts.yaml", false),
        ("**/*.draft.alerts.yaml", "dir/sub/a.draft.alerts.yaml", true),
        ("**/*.draft.alerts.yaml", "a.draft.alerts.yaml", true),
        ("Specs/**/Legacy", "Specs/A/B/Legacy/x.alerts.yaml", true),
        ("./Specs/?.alerts.yaml", "Specs/a.alerts.yaml", true),
        ("Specs/[ab].alerts.yaml", "Specs/c.alerts.yaml", false),
    ])
    func matching(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }
}

/// The configuration's project-wide values apply where a spec is silent.
@Suite struct ConfigurationDefaultsTests {
    static let threeActions = """
        version: 1
        alerts:
          pick:
            title: Pick One
            actions:
              - {title: Cancel, role: cancel}
              - {title: Keep, role: cancel}
              - {title: Two, role: cancel}

        """

    @Test func projectDefaultsApplyWhereTheSpecIsSilent() throws {
        var runner = LintRunner(rules: [RegisteredRule(TestActionCountRule.self)])
        runner.keepsCatalogSources = true
        var configuration = Configuration(rules: runner.rules)
        configuration.developmentLanguage = LocaleIDFixtures.german
        let file = SourceFile(path: "a.alerts.yaml", text: Self.threeActions)
        let result = runner.lintFile(file, configuration: configuration)
        let source = try #require(result.catalogSource)
        #expect(try runner.decodeAgain(source).get().catalog.developmentLanguage == LocaleIDFixtures.german)

        let own = SourceFile(path: "b.alerts.yaml", text: "developmentLanguage: fr\n" + Self.threeActions)
        let ownSource = try #require(runner.lintFile(own, configuration: configuration).catalogSource)
        #expect(try runner.decodeAgain(ownSource).get().catalog.developmentLanguage.identifier == "fr")
    }
}

enum LocaleIDFixtures {
    static let german = AlertSpec.LocaleID("de")!
}
