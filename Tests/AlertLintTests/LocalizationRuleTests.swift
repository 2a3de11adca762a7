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

    @Test func configuredSeveritiesApply() throws {
        let yaml = """
            locales: [de]
            alerts:
              deletePhotos:
                parameters: {count: Int}
                title: {plural: count, other: Delete Photos?, translations: {de: "{cnt} Fotos löschen?"}}
                actions: [OK]
            """
        #expect(try RuleTest.lint(MissingTranslationRule.self, yaml, catalogEntries: [], severity: .error).map(\.severity) == [.error])
        #expect(try RuleTest.lint(PlaceholderMismatchRule.self, yaml, catalogEntries: [], severity: .warning).map(\.severity) == [.warning])
        // The development text and the translation each lack the number: warnings by default.
        #expect(try RuleTest.lint(PluralWithoutNumberRule.self, yaml).map(\.severity) == [.warning, .warning])
        // English lacks `one`, German too: a warning each, raised to error when configured.
        #expect(try RuleTest.lint(PluralCategoriesRule.self, yaml, catalogEntries: [], severity: .error).map(\.severity) == [.error, .error])
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

    // MARK: format-crash

    @Test func formatCrashInCatalogSpecifiers() throws {
        let yaml = """
            locales: [de]
            alerts:
              storage:
                parameters: {device: String, count: Int, ratio: Double}
                title: "{device}: {count} photos, {ratio} GB"
                actions: [OK]
            """
        func findings(_ format: String) throws -> [Diagnostic] {
            let entry = Entry(file: "Photos.xcstrings", key: "Test.storage.title", locale: "de", format)
            return try RuleTest.lint(FormatCrashRule.self, yaml, catalogEntries: [entry])
        }
        let name = "'Test.storage.title', de translation: the format"
        #expect(try findings("%2$lld Fotos, %3$f GB auf %1$@").isEmpty)
        #expect(try findings("%1$@: %2$d Fotos").isEmpty, "placeholder-mismatch's: the right argument, 32 of its bits")
        let retyped = try findings("%1$@: %2$@ Fotos")
        #expect(retyped.map(\.message) == [
            "\(name) \"%1$@: %2$@ Fotos\" would crash or garble Foundation's String(format:): "
                + "%2$@ reads {count}, an Int, as an object: Foundation's formatter dereferences the number as a pointer and crashes",
        ])
        // An error at the spec's text, with a note at the catalog's entry (that a configured
        // severity does not lower it: FormatCrashCommandTests).
        #expect(retyped.map(\.severity) == [.error])
        #expect(RuleTest.locations(retyped, in: RuleTest.source(yaml)) == ["6:12"])
        #expect(retyped.first?.notes.map { $0.range?.path } == ["Photos.xcstrings"])
        #expect(try findings("%2$lld Fotos, %3$f GB").first?.message.contains(
            "%2$lld comes after a gap — the format leaves out {device}, a String (argument 1) — so Foundation hands it argument 1, {device}, a String, instead of argument 2"
        ) == true)
        #expect(try findings("%1$@ %2$lld %3$f %4$@").first?.message.contains("%4$@ reads argument 4, but Foundation is given 3 arguments for this text") == true)
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
            "\(name) writes %2$d for {count} where the development text has %2$lld: String(format:) reads part of the 64-bit argument, so large numbers show wrong",
        ])
        // Another kind of argument, a read past the last and a gap are format-crash's.
        #expect(try messages("%1$@: %2$@ Fotos, %3$f GB").isEmpty)
        #expect(try messages("%1$@: %2$lld Fotos, %3$.1f GB") == [
            "\(name) writes %3$.1f for {ratio} where the development text has %3$f: flags, width and precision differ",
        ])
        #expect(try messages("%1$@: %2$lld Fotos, %3$5f GB") == [
            "\(name) writes %3$5f for {ratio} where the development text has %3$f: flags, width and precision differ",
        ])
        #expect(try messages("%2$lld Fotos, %3$f GB") == ["\(name) lacks {device}"])
        #expect(try messages("%1$@: %2$lld Fotos, %3$f GB, %4$@").isEmpty)
        #expect(try messages("%1$@: %lld Fotos, %3$f GB") == [
            "\(name) mixes numbered and unnumbered specifiers (%lld), which String(format:) reads in no defined order (write %% for a literal percent sign)",
        ])
        // A lone `%` before a letter reads an argument; before a space and the end, it is no specifier.
        #expect(try messages("%1$@: %2$lld Fotos, %3$f GB, 100% de") == [
            "\(name) mixes numbered and unnumbered specifiers (% d), which String(format:) reads in no defined order (write %% for a literal percent sign)",
        ])
        #expect(try messages("Fotos: 100% de") == ["\(name) lacks {count} and {ratio}"])
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

    @Test func placeholderMismatchReadsPluralRuleReferencesAndSpecPlaceholdersInCatalogs() throws {
        let yaml = Self.pluralTitle(locales: "de", translations: "", parameters: "{count: Int, album: String}")
            .replacingOccurrences(of: "      translations:\n\n", with: "")
        // `%#@count@` (a .stringsdict or substitution reference) reads the count.
        let reference = Entry(key: "Test.deletePhotos.title", locale: "de", formats: [
            .init(category: .one, format: "%#@count@ löschen?"),
            .init(category: .other, format: "%1$#@count@ löschen?"),
        ])
        #expect(try RuleTest.lint(PlaceholderMismatchRule.self, yaml, catalogEntries: [reference]).isEmpty)
        // A `{name}` copied from the spec into a catalog shows as written.
        let copied = Entry(key: "Test.deletePhotos.title", locale: "de", formats: [
            .init(category: .one, format: "Foto löschen?"),
            .init(category: .other, format: "{count} Fotos löschen?"),
        ])
        #expect(try RuleTest.lint(PlaceholderMismatchRule.self, yaml, catalogEntries: [copied]).map(\.message) == [
            "the de translation of 'Test.deletePhotos.title' has {count} in other, which a catalog shows as written; write %1$lld",
        ])
        // One finding for one problem: plural-without-number leaves it alone.
        #expect(try RuleTest.lint(PluralWithoutNumberRule.self, yaml, catalogEntries: [copied]).isEmpty)
    }

    // MARK: plural-categories

    @Test func pluralCategoriesPerLocale() throws {
        let yaml = Self.pluralTitle(locales: "ru, ar, ja, de", translations: """
                    ru: {one: "{count} фото", other: "{count} фото"}
                    ar: {one: "{count} صورة", other: "{count} صورة"}
                    ja: "{count}枚"
                    de: "{count} Fotos"
            """)
        let findings = try RuleTest.lint(PluralCategoriesRule.self, yaml)
        #expect(findings.map(\.message) == [
            "the ru translation of 'Test.deletePhotos.title' lacks the plural categories few (2~4, 22~24, 32~34, …) and many (0, 5~20, 25~30, …), which ru uses",
            "the ar translation of 'Test.deletePhotos.title' lacks the plural categories zero (0), two (2), few (3~10, 103~110, 203~210, …) and many (11~99, 111~199, 211~299, …), which ar uses",
            "the de translation of 'Test.deletePhotos.title' lacks the plural category one (1), which de uses",
        ])
        #expect(findings.map(\.severity) == [.warning, .warning, .warning])
    }

    @Test func pluralCategoriesInfoForMillionsAndUnusedCategories() throws {
        let yaml = Self.pluralTitle(locales: "fr, en-GB, ja", translations: """
                    fr: {one: "{count} photo", other: "{count} photos"}
                    en-GB: {zero: No photos, one: "{count} photo", few: "{count} photos", other: "{count} photos"}
                    ja: {one: "{count}枚", other: "{count}枚"}
            """)
        let findings = try RuleTest.lint(PluralCategoriesRule.self, yaml, catalogEntries: [], severity: .error)
        #expect(findings.map(\.message) == [
            "the fr translation of 'Test.deletePhotos.title' lacks the plural category many (1000000, 2000000, 3000000, …), which fr uses only for counts of 1,000,000 and more",
            "the en-GB translation of 'Test.deletePhotos.title' has few, which en-GB never selects: the variant is never shown",
            "the ja translation of 'Test.deletePhotos.title' has one, which ja never selects: the variant is never shown",
        ])
        // Fixed at info, whatever the rule's severity.
        #expect(findings.map(\.severity) == [.info, .info, .info])
        // French without `one`: one warning that also names `many`.
        let withoutOne = Self.pluralTitle(locales: "fr", translations: "        fr: \"{count} photos\"")
        #expect(try RuleTest.lint(PluralCategoriesRule.self, withoutOne).map(\.message) == [
            "the fr translation of 'Test.deletePhotos.title' lacks the plural category one (0~1), which fr uses, and many for counts of 1,000,000 and more",
        ])
    }

    @Test func pluralCategoriesOfTheDevelopmentTextAndCatalogs() throws {
        let yaml = Self.pluralTitle(locales: "ru", translations: "", one: nil)
            .replacingOccurrences(of: "      translations:\n\n", with: "")
        let entry = Entry(file: "Photos.xcstrings", key: "Test.deletePhotos.title", locale: "ru", formats: [
            .init(category: .one, format: "%lld фотография"),
            .init(category: .other, format: "%lld фотографии"),
        ])
        let findings = try RuleTest.lint(PluralCategoriesRule.self, yaml, catalogEntries: [entry])
        #expect(findings.map(\.message) == [
            "'Test.deletePhotos.title' lacks the plural category one (1), which en uses",
            "the ru translation of 'Test.deletePhotos.title' lacks the plural categories few (2~4, 22~24, 32~34, …) and many (0, 5~20, 25~30, …), which ru uses",
        ])
        #expect(findings.map { $0.notes.map { $0.range?.path } } == [[], ["Photos.xcstrings"]])
    }

    // MARK: plural-without-number

    @Test func pluralWithoutNumberIsReadFromCLDRSamples() throws {
        // `one` without the count: fine where `one` is exactly 1, not where it is 1, 21, 31….
        for (locale, fires) in [("de", false), ("ja", false), ("ar", false), ("ru", true), ("uk", true), ("hr", true), ("lt", true), ("lv", true), ("be", true)] {
            let yaml = Self.pluralTitle(locales: locale, translations: """
                        \(locale): {one: Eins, few: "{count} x", many: "{count} x", two: "{count} x", zero: "{count} x", other: "{count} x"}
                """)
            let findings = try RuleTest.lint(PluralWithoutNumberRule.self, yaml)
            #expect(findings.isEmpty != fires, "\(locale): \(findings.map(\.message))")
        }
    }

    /// Decision 0032: one finding per locale, naming both variants.
    @Test func pluralWithoutNumberInOneAndOther() throws {
        let yaml = Self.pluralTitle(locales: "ru", translations: """
                    ru: {one: Удалить фотографию?, few: "Удалить {count} фотографии?", many: "Удалить {count} фотографий?", other: Удалить фотографии?}
            """)
        let findings = try RuleTest.lint(PluralWithoutNumberRule.self, yaml)
        #expect(findings.map(\.message) == [
            "the ru translation of 'Test.deletePhotos.title' does not show {count} in one (which ru also uses for 21, 31, 41, …) and other; show the number",
        ])
        #expect(findings.map(\.severity) == [.warning])
        #expect(RuleTest.locations(findings, in: RuleTest.source(yaml)) == ["11:13"])
    }

    @Test func pluralWithoutNumberWhereOneAlsoTakesZero() throws {
        let withoutZero = Self.pluralTitle(locales: "fr", translations: """
                    fr: {one: Supprimer cette photo ?, other: "Supprimer {count} photos ?"}
            """)
        #expect(try RuleTest.lint(PluralWithoutNumberRule.self, withoutZero).map(\.message) == [
            "the fr translation of 'Test.deletePhotos.title' does not show {count} in one (which fr also uses for 0); show the number",
        ])
        // A zero variant does not take 0 from `one` in the generated code, which picks by CLDR alone.
        let withZero = Self.pluralTitle(locales: "fr", translations: """
                    fr: {zero: Aucune photo, one: Supprimer cette photo ?, other: "Supprimer {count} photos ?"}
            """)
        #expect(try RuleTest.lint(PluralWithoutNumberRule.self, withZero).count == 1)
        let withCount = Self.pluralTitle(locales: "fr", translations: """
                    fr: {one: "Supprimer {count} photo ?", other: "Supprimer {count} photos ?"}
            """)
        #expect(try RuleTest.lint(PluralWithoutNumberRule.self, withCount).isEmpty)
    }

    @Test func pluralWithoutNumberInCatalogs() throws {
        let yaml = Self.pluralTitle(locales: "ru, ja", translations: "")
            .replacingOccurrences(of: "      translations:\n\n", with: "")
        let entries = [
            // Unnumbered `%lld`, as Xcode writes a one-argument plural: it shows the count.
            Entry(key: "Test.deletePhotos.title", locale: "ru", formats: [
                .init(category: .one, format: "Удалить %lld фотографию?"),
                .init(category: .few, format: "Удалить %lld фотографии?"),
                .init(category: .many, format: "Удалить %lld фотографий?"),
                .init(category: .other, format: "Удалить %lld фотографии?"),
            ]),
            Entry(key: "Test.deletePhotos.title", locale: "ja", "写真を削除しますか?"),
        ]
        let findings = try RuleTest.lint(PluralWithoutNumberRule.self, yaml, catalogEntries: entries)
        #expect(findings.map(\.message) == [
            "the ja translation of 'Test.deletePhotos.title' does not show {count} in other; show the number",
        ])
    }

    // MARK: translation-expansion

    @Test func translationExpansionMessageAndVariants() throws {
        let yaml = Self.pluralTitle(locales: "de", translations: """
                    de: {one: Ein einziges Foto endgültig löschen?, other: "{count} Fotos endgültig und unwiderruflich löschen?"}
            """)
        let findings = try RuleTest.lint(TranslationExpansionRule.self, yaml)
        // The source is "Delete  Photos?": 15 characters, +100%.
        #expect(findings.map(\.message) == [
            "\"{count} Fotos endgültig und unwiderruflich löschen?\" (de, other) has 44 characters, over the 30 (+100%) budget "
                + "for the 15-character 'Test.deletePhotos.title'; one is over it too",
        ])
        #expect(findings.map(\.severity) == [.info])
    }

    @Test func translationExpansionCountsCatalogFormatsWithoutSpecifiers() throws {
        let yaml = """
            locales: [de]
            alerts:
              rename:
                parameters: {name: String}
                title: Rename “{name}”?
                actions: [OK]
            """
        // "Rename “”?" is 10 characters: a budget of 30.
        let fits = Entry(key: "Test.rename.title", locale: "de", "„%1$@“ wirklich umbenennen, 100 %%?")
        #expect(try RuleTest.lint(TranslationExpansionRule.self, yaml, catalogEntries: [fits]).isEmpty)
        let long = Entry(key: "Test.rename.title", locale: "de", "Möchtest du „%1$@“ wirklich umbenennen?")
        let findings = try RuleTest.lint(TranslationExpansionRule.self, yaml, catalogEntries: [long])
        #expect(findings.map(\.message) == [
            "\"Möchtest du „%1$@“ wirklich umbenennen?\" (de) has 35 characters, over the 30 (+200%) budget for the 10-character 'Test.rename.title'",
        ])
        #expect(findings.first?.notes.count == 1)
    }

    @Test func translationExpansionTableOption() throws {
        func read(_ yaml: String) -> (ExpansionTable?, [String]) {
            let file = SourceFile(path: "options.yml", text: yaml)
            let (document, _) = YAMLReader.read(file)
            var errors = OptionErrors(path: file.path)
            let options = TranslationExpansionRule.Options.read(document.root?.mapping ?? [], ruleID: "translation-expansion", errors: &errors)
            return (errors.diagnostics.isEmpty ? options.table : nil, errors.diagnostics.map(\.message))
        }
        #expect(read("table: {5: 300, 40: 50, longer: 20}").0 == ExpansionTable(tiers: [
            .init(maxLength: 5, percent: 300), .init(maxLength: 40, percent: 50), .init(maxLength: nil, percent: 20),
        ]))
        #expect(read("table: {10: 200, 5: 100, longer: 30}").1 == [
            "a tier of option 'table' takes a source length above the previous tier's, or 'longer'; found '5'",
        ])
        #expect(read("table: {10: 200}").1 == ["option 'table' must end with 'longer', the growth of every longer source"])
        #expect(read("table: {longer: 30, 10: 200}").1 == ["'longer' must be the last tier of option 'table'"])
        #expect(read("table: {10: lots, longer: 30}").1 == ["a tier of option 'table' takes a whole percentage from 0 to 10000, found 'lots'"])
        #expect(read("table: [200, 100]").1.count == 1)
        var options = TranslationExpansionRule.Options()
        options.table = ExpansionTable(tiers: [.init(maxLength: nil, percent: 0)])
        let yaml = """
            locales: [de]
            alerts:
              photo:
                title: {text: Photo, translations: {de: Fotos}}
                actions: [{title: {text: OK, translations: {de: Okay}}}]
            """
        #expect(try RuleTest.lint(TranslationExpansionRule.self, yaml, options: options).map(\.message) == [
            "\"Okay\" (de) has 4 characters, over the 2 (+0%) budget for the 2-character 'Test.photo.actions.ok'",
        ])
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
