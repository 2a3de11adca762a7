import AlertDiagnostics
@testable import AlertLint
import AlertSpec
import AlertYAML
import Testing

extension RuleTest {
    /// The diagnostics `rule` gives for `yaml` once `entries` are added as catalog translations,
    /// as the catalog loader adds what the configuration's `translations:` globs find.
    static func lint<R: Rule>(
        _ rule: R.Type,
        _ yaml: String,
        catalogEntries entries: [RuleExample.CatalogEntry],
        options: R.Options = R.Options(),
        severity: Severity? = nil
    ) throws -> [Diagnostic] {
        let file = source(yaml)
        let registered = RegisteredRule(rule)
        var settings = RuleSettings(rules: [registered])
        settings[registered.id]?.options = options
        if let severity { settings[registered.id]?.severity = severity }
        return Linter(rules: [registered]).lint(
            try catalog(file).addingCatalogTranslations(entries), settings: settings, context: LintContext(files: [file])
        )
    }
}

@Suite struct LocalizationRuleTests {
    typealias Entry = RuleExample.CatalogEntry

    /// An alert whose title is a plural text over `count`, translated as given.
    static func pluralTitle(locales: String, translations: String, one: String? = "Delete {count} Photo?", parameters: String = "{count: Int}") -> String {
        """
        locales: [\(locales)]
        alerts:
          deletePhotos:
            parameters: \(parameters)
            title:
              plural: count
        \(one.map { "      one: \($0)\n" } ?? "")      other: Delete {count} Photos?
              translations:
        \(translations)
            actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]
        """
    }

    // MARK: missing-translation

    @Test func missingTranslationListsEveryLocaleOnce() throws {
        let yaml = """
            locales: [de, ja, de-AT, en]
            alerts:
              deletePhoto:
                title: {text: Delete Photo?, translations: {ja: 写真を削除しますか?}}
                actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]
            """
        let findings = try RuleTest.lint(MissingTranslationRule.self, yaml)
        #expect(findings.map(\.message) == [
            "'Test.deletePhoto.title' (\"Delete Photo?\") has no translation for de and de-AT",
            "'Test.deletePhoto.actions.cancel' (\"Cancel\") has no translation for de, ja and de-AT",
            "'Test.deletePhoto.actions.delete' (\"Delete\") has no translation for de, ja and de-AT",
        ])
        #expect(findings.map(\.severity) == [.warning, .warning, .warning])
        #expect(RuleTest.locations(findings, in: RuleTest.source(yaml)) == ["5:12", "6:23", "6:54"])
    }

    @Test func missingTranslationCountsCatalogTranslations() throws {
        let yaml = """
            locales: [de, ja]
            alerts:
              deletePhoto:
                title: {text: Delete Photo?, translations: {ja: 写真を削除しますか?}}
                actions: [OK]
            """
        let entries = [
            Entry(key: "Test.deletePhoto.title", locale: "de", "Foto löschen?"),
            Entry(key: "Test.deletePhoto.actions.ok", locale: "de", state: nil, "OK"),
        ]
        let findings = try RuleTest.lint(MissingTranslationRule.self, yaml, catalogEntries: entries)
        #expect(findings.map(\.message) == ["'Test.deletePhoto.actions.ok' (\"OK\") has no translation for ja"])
    }

    @Test func missingTranslationWithoutLocalesSaysNothing() throws {
        let yaml = """
            alerts:
              deletePhoto:
                title: Delete Photo?
                actions: [OK]
            """
        #expect(try RuleTest.lint(MissingTranslationRule.self, yaml).isEmpty)
    }

    /// Decision 0031: the shorthand's placeholders are table texts and need translations; one
    /// finding at `style:` names both.
    @Test func missingTranslationOfTheLoginShorthand() throws {
        let yaml = """
            locales: [de]
            alerts:
              signIn:
                title: {text: Sign In, translations: {de: Anmelden}}
                style: loginAndPasswordInput
                actions: [{title: {text: OK, translations: {de: OK}}}]
            """
        let findings = try RuleTest.lint(MissingTranslationRule.self, yaml)
        #expect(findings.map(\.message) == [
            "the placeholders 'style' stands for have no translations: \"Login\" ('Test.signIn.textFields.login.placeholder') has none for de, "
                + "\"Password\" ('Test.signIn.textFields.password.placeholder') has none for de; "
                + "write the text fields under 'textFields' with translations, or translate their keys in a catalog",
        ])
        #expect(RuleTest.locations(findings, in: RuleTest.source(yaml)) == ["6:12"])
        // Translated in a catalog, they are not missing.
        let entries = [
            Entry(key: "Test.signIn.textFields.login.placeholder", locale: "de", "Benutzername"),
            Entry(key: "Test.signIn.textFields.password.placeholder", locale: "de", "Passwort"),
        ]
        #expect(try RuleTest.lint(MissingTranslationRule.self, yaml, catalogEntries: entries).isEmpty)
    }

    // MARK: stale-translation

    @Test func staleTranslationStates() throws {
        let yaml = """
            locales: [de, fr, it, es, pt]
            alerts:
              deletePhoto:
                title: Delete Photo?
                actions: [OK]
            """
        let entries = ["new", "needs_review", "stale", "translated", nil].enumerated().map { index, state in
            Entry(file: "Sources/Photos.xcstrings", key: "Test.deletePhoto.title", locale: ["de", "fr", "it", "es", "pt"][index], state: state, "x\(index)")
        }
        let findings = try RuleTest.lint(StaleTranslationRule.self, yaml, catalogEntries: entries)
        #expect(findings.map(\.message) == [
            "the de translation of 'Test.deletePhoto.title' (\"x0\") is marked 'new' in Photos.xcstrings; review it",
            "the fr translation of 'Test.deletePhoto.title' (\"x1\") is marked 'needs_review' in Photos.xcstrings; review it",
            "the it translation of 'Test.deletePhoto.title' (\"x2\") is marked 'stale' in Photos.xcstrings; review it",
        ])
        #expect(findings.map(\.severity) == [.info, .info, .info])
        #expect(RuleTest.locations(findings, in: RuleTest.source(yaml)) == ["5:12", "5:12", "5:12"])
        #expect(findings.map { $0.notes.map { $0.range?.path } } == Array(repeating: ["Sources/Photos.xcstrings"], count: 3))
    }

    @Test func specTranslationsWinOverCatalogs() throws {
        // The spec is the source of truth: a locale it translates takes no catalog entry.
        let yaml = """
            locales: [de]
            alerts:
              deletePhoto:
                title: {text: Delete Photo?, translations: {de: Foto löschen?}}
                actions: [OK]
            """
        let entry = Entry(key: "Test.deletePhoto.title", locale: "de", state: "needs_review", "Foto entfernen?")
        #expect(try RuleTest.lint(StaleTranslationRule.self, yaml, catalogEntries: [entry]).isEmpty)
    }
}
