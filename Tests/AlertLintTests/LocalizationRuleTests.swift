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

    // MARK: placeholder-mismatch

    @Test func placeholderMismatchInline() throws {
        let yaml = """
            locales: [de]
            alerts:
              rename:
                parameters: {old: String, new: String, count: Int}
                title:
                  text: Rename “{old}” to “{new}”?
                  translations: {de: "„{old}“ in „{neu}“ umbenennen ({count})?"}
                actions: [OK]
            """
        let findings = try RuleTest.lint(PlaceholderMismatchRule.self, yaml)
        #expect(findings.map(\.message) == [
            "the de translation of 'Test.rename.title' lacks {new}; has {neu}, which names no parameter and would show as written; "
                + "shows {count}, which the development text does not",
        ])
        #expect(findings.map(\.severity) == [.error])
        #expect(RuleTest.locations(findings, in: RuleTest.source(yaml)) == ["8:26"])
    }

    @Test func placeholderMismatchPerPluralVariant() throws {
        // Russian `few` and `many` cover many numbers and must show the count; `one` and
        // `other` are plural-without-number's.
        let yaml = Self.pluralTitle(locales: "ru, ar", translations: """
                    ru:
                      one: Удалить фотографию?
                      few: Удалить фотографии?
                      many: Удалить {count} фотографий?
                      other: Удалить фотографии?
                    ar:
                      zero: لا توجد صور
                      one: حذف صورة واحدة؟
                      two: حذف صورتين؟
                      few: حذف صور؟
                      many: حذف {count} صورة؟
                      other: حذف {count} صورة؟
            """)
        let findings = try RuleTest.lint(PlaceholderMismatchRule.self, yaml)
        #expect(findings.map(\.message) == [
            "the ru translation of 'Test.deletePhotos.title' lacks {count} in few",
            "the ar translation of 'Test.deletePhotos.title' lacks {count} in few",
        ])
    }

    @Test func placeholderMismatchFollowsTheDevelopmentVariant() throws {
        // English `one` leaves out the album, so the German `one` may too; `other` may not.
        let yaml = """
            locales: [de]
            alerts:
              deletePhotos:
                parameters: {count: Int, album: String}
                title:
                  plural: count
                  one: Delete This Photo?
                  other: Delete {count} Photos from “{album}”?
                  translations:
                    de: {one: Dieses Foto löschen?, other: "{count} Fotos löschen?"}
                actions: [OK]
            """
        let findings = try RuleTest.lint(PlaceholderMismatchRule.self, yaml)
        #expect(findings.map(\.message) == ["the de translation of 'Test.deletePhotos.title' lacks {album} in other"])
    }

    @Test func placeholderMismatchInCatalogSpecifiers() throws {
        let yaml = """
            locales: [de]
            alerts:
              storage:
                parameters: {device: String, count: Int, ratio: Double}
                title: "{device}: {count} photos, {ratio} GB, 100% synced"
                actions: [OK]
            """
        func messages(_ format: String) throws -> [String] {
            let entry = Entry(file: "Photos.xcstrings", key: "Test.storage.title", locale: "de", format)
            return try RuleTest.lint(PlaceholderMismatchRule.self, yaml, catalogEntries: [entry]).map(\.message)
        }
        let name = "the de translation of 'Test.storage.title'"
        // Reordered, unnumbered in order, and `%%`: all fine.
        #expect(try messages("%2$lld Fotos, %3$f GB auf %1$@, 100 %% synchronisiert").isEmpty)
        #expect(try messages("%@: %lld Fotos, %f GB, 100%% synchronisiert").isEmpty)
        #expect(try messages("%1$@: %2$d Fotos, %3$f GB") == [
            "\(name) writes %2$d for {count} where the development text has %2$lld: String(format:) misreads a retyped argument, and can crash",
        ])
        #expect(try messages("%1$@: %2$@ Fotos, %3$f GB") == [
            "\(name) writes %2$@ for {count} where the development text has %2$lld: String(format:) misreads a retyped argument, and can crash",
        ])
        #expect(try messages("%1$@: %2$lld Fotos, %3$.1f GB") == [
            "\(name) writes %3$.1f for {ratio} where the development text has %3$f: flags, width and precision differ",
        ])
        #expect(try messages("%1$@: %2$lld Fotos, %3$5f GB") == [
            "\(name) writes %3$5f for {ratio} where the development text has %3$f: flags, width and precision differ",
        ])
        #expect(try messages("%2$lld Fotos, %3$f GB") == [
            "\(name) lacks {device}: a format that skips argument 1 crashes Foundation's String(format:)",
        ])
        #expect(try messages("%1$@: %2$lld Fotos, %3$f GB, %4$@") == [
            "\(name) has %4$@, which reads argument 4 of 3: String(format:) reads past its arguments and crashes",
        ])
        #expect(try messages("%1$@: %lld Fotos, %3$f GB") == [
            "\(name) mixes numbered and unnumbered specifiers (%lld), which String(format:) reads in no defined order (write %% for a literal percent sign)",
        ])
        // A lone `%` before a letter reads an argument; before a space and the end, it is no specifier.
        #expect(try messages("%1$@: %2$lld Fotos, %3$f GB, 100% de") == [
            "\(name) mixes numbered and unnumbered specifiers (% d), which String(format:) reads in no defined order (write %% for a literal percent sign)",
        ])
        #expect(try messages("Fotos: 100% de") == [
            "\(name) lacks {count} and {ratio}; writes % d for {device} where the development text has %1$@: "
                + "String(format:) misreads a retyped argument, and can crash",
        ])
        #expect(try messages("%1$@: %2$lld Fotos, %3$f GB, 100 %") == [
            "\(name) has '%', which begins no format specifier String(format:) can read (write %% for a literal percent sign)",
        ])
        let findings = try RuleTest.lint(
            PlaceholderMismatchRule.self, yaml,
            catalogEntries: [Entry(file: "Photos.xcstrings", key: "Test.storage.title", locale: "de", "%1$@ %2$d %3$f")]
        )
        // At the spec's text, with a note at the catalog entry.
        #expect(RuleTest.locations(findings, in: RuleTest.source(yaml)) == ["6:12"])
        #expect(findings.first?.notes.map(\.message) == ["the de translation is in this catalog"])
        #expect(findings.first?.notes.map { $0.range?.path } == ["Photos.xcstrings"])
    }

    @Test func placeholderMismatchInCatalogPluralVariants() throws {
        let yaml = Self.pluralTitle(locales: "ru", translations: "", parameters: "{count: Int, album: String}")
            .replacingOccurrences(of: "      translations:\n\n", with: "")
        let entry = Entry(key: "Test.deletePhotos.title", locale: "ru", formats: [
            .init(category: .one, format: "Удалить %1$lld фотографию?"),
            .init(category: .few, format: "Удалить фотографии?"),
            .init(category: .many, format: "Удалить %arg фотографий?"),
            .init(category: .other, format: "Удалить %1$lld фотографии?"),
        ])
        let findings = try RuleTest.lint(PlaceholderMismatchRule.self, yaml, catalogEntries: [entry])
        #expect(findings.map(\.message) == ["the ru translation of 'Test.deletePhotos.title' lacks {count} in few"])
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
