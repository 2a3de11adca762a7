import AlertDiagnostics
@testable import AlertLint
import AlertSpec
import Foundation
import Testing
import TestSupport

/// Translations from the string tables a configuration's `translations:` names: how they
/// join a spec's texts (`ExistingTranslations.adding(to:)`), and the localization rules
/// checking them end to end through `LintRunner.run`.
@Suite struct ExistingTranslationsTests {
    static let spec = """
        version: 1
        locales: [de, fr, ru]
        alerts:
          deletePhotos:
            parameters: {count: Int, album: String}
            title:
              plural: count
              one: Delete This Photo?
              other: Delete {count} Photos?
            message:
              text: Photos in “{album}” will be deleted.
              translations: {de: "Die Fotos in „{album}“ werden gelöscht."}
            actions:
              - {title: Cancel, role: cancel}
              - {title: Delete, role: destructive}

        """

    static let catalogText = """
        {
          "sourceLanguage" : "fr",
          "strings" : {
            "Photos.deletePhotos.message" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : { "state" : "translated", "value" : "Aus dem Katalog: %2$@" }
                },
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "Photos in “%2$@” go." }
                },
                "ru" : {
                  "stringUnit" : { "state" : "needs_review", "value" : "Фото в «%2$@» будут удалены." }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static let russianStrings = """
        "Photos.deletePhotos.title" = "Удалить %1$lld фото?";
        "Photos.deletePhotos.actions.cancel" = "Отменить";

        """

    static let frenchStringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>Photos.deletePhotos.actions.delete</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@n@</string>
        \t\t<key>n</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>one</key>
        \t\t\t<string>Supprimer</string>
        \t\t\t<key>other</key>
        \t\t\t<string>Tout supprimer</string>
        \t\t</dict>
        \t</dict>
        \t<key>Photos.deletePhotos.title</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@n@</string>
        \t\t<key>n</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>one</key>
        \t\t\t<string>Supprimer cette photo ?</string>
        \t\t\t<key>many</key>
        \t\t\t<string>Supprimer %1$lld de photos ?</string>
        \t\t\t<key>other</key>
        \t\t\t<string>Supprimer %1$lld photos ?</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """

    static func locale(_ name: String) -> LocaleID { LocaleID(name)! }

    static func tables() -> ExistingTranslations {
        ExistingTranslations(tables: [
            ("Resources/Photos.xcstrings", Array(catalogText.utf8)),
            ("Resources/ru.lproj/Photos.strings", Array(russianStrings.utf8)),
            ("Resources/fr.lproj/Photos.stringsdict", Array(frenchStringsdict.utf8)),
        ])
    }

    static func catalog() throws -> Catalog {
        let catalog = try RuleTest.catalog(SourceFile(path: "photos.alerts.yaml", text: spec))
        #expect(catalog.table == "Photos")
        return catalog
    }

    static func text(_ catalog: Catalog, _ key: String) throws -> AlertSpec.Text {
        try #require(catalog.allTexts.first { $0.key == key }, "\(key)")
    }

    /// Where a catalog translation's entry is, as `path:line:column`.
    static func origin(_ translation: Translation?, in existing: ExistingTranslations) -> String? {
        guard let entry = translation?.catalogEntry else { return nil }
        guard let file = existing.files.first(where: { $0.path == entry.location.path }) else { return "no file \(entry.location.path)" }
        return "\(entry.location.path):\(file.location(of: entry.location.bytes.start))"
    }

    @Test func readsEachFormatOnce() throws {
        let existing = Self.tables()
        #expect(existing.diagnostics.isEmpty)
        #expect(existing.readFailures.isEmpty)
        #expect(!existing.isEmpty)
        #expect(existing.files.map(\.path) == ["Resources/Photos.xcstrings", "Resources/fr.lproj/Photos.stringsdict", "Resources/ru.lproj/Photos.strings"])
        #expect(ExistingTranslations().isEmpty)
        #expect(ExistingTranslations(tables: []).isEmpty)
    }

    @Test func theSpecWinsForALocaleItTranslates() throws {
        let existing = Self.tables()
        let catalog = existing.adding(to: try Self.catalog())
        let message = try Self.text(catalog, "Photos.deletePhotos.message")
        let german = try #require(message.translation(for: Self.locale("de")))
        #expect(german.origin == .spec)
        #expect(german.content.primaryTemplate.source == "Die Fotos in „{album}“ werden gelöscht.")
        #expect(message.translations.count { $0.locale == Self.locale("de") } == 1)
        let russian = try #require(message.translation(for: Self.locale("ru")))
        #expect(russian.content == .single(Template(source: "Фото в «{album}» будут удалены.", segments: [.literal("Фото в «"), .placeholder("album"), .literal("» будут удалены.")])))
        #expect(russian.catalogEntry?.state == "needs_review")
        #expect(russian.catalogEntry?.formats == [.init(category: nil, format: "Фото в «%2$@» будут удалены.")])
        // Findings land on the spec's text; the entry is the origin's location.
        #expect(russian.range == message.range)
        #expect(russian.localeRange == message.range)
        #expect(Self.origin(russian, in: existing) == "Resources/Photos.xcstrings:12:16")
    }

    @Test func theDevelopmentLanguageIsNotATranslation() throws {
        // The catalog's source language is fr, so its en entry is read as a translation;
        // the spec's development language is en, so it is not added.
        let existing = Self.tables()
        let catalog = existing.adding(to: try Self.catalog())
        let message = try Self.text(catalog, "Photos.deletePhotos.message")
        #expect(message.translation(for: Self.locale("en")) == nil)
        #expect(message.translations.map(\.locale.identifier).sorted() == ["de", "ru"])
        // An en.lproj table is the development language's too.
        let english = ExistingTranslations(tables: [("en.lproj/Photos.strings", Array("\"Photos.deletePhotos.actions.cancel\" = \"Stop\";".utf8))])
        let cancel = try Self.text(english.adding(to: try Self.catalog()), "Photos.deletePhotos.actions.cancel")
        #expect(cancel.translations.isEmpty)
        // So is an old project's English.lproj; its German.lproj is de.
        let legacy = ExistingTranslations(tables: [
            ("English.lproj/Photos.strings", Array("\"Photos.deletePhotos.actions.cancel\" = \"Stop\";".utf8)),
            ("German.lproj/Photos.strings", Array("\"Photos.deletePhotos.actions.cancel\" = \"Abbrechen\";".utf8)),
        ])
        let legacyCancel = try Self.text(legacy.adding(to: try Self.catalog()), "Photos.deletePhotos.actions.cancel")
        #expect(legacyCancel.translations.map(\.locale.identifier) == ["de"])
    }

    @Test func singleFormatsBecomeThePluralTextsOther() throws {
        let existing = Self.tables()
        let catalog = existing.adding(to: try Self.catalog())
        let title = try Self.text(catalog, "Photos.deletePhotos.title")
        let russian = try #require(title.translation(for: Self.locale("ru")))
        #expect(russian.content == .plural(PluralText(parameter: "count", variants: [
            .other: Template(source: "Удалить {count} фото?", segments: [.literal("Удалить "), .placeholder("count"), .literal(" фото?")]),
        ])))
        #expect(Self.origin(russian, in: existing) == "Resources/ru.lproj/Photos.strings:1:1")
    }

    @Test func pluralFormatsKeepTheirCategories() throws {
        let existing = Self.tables()
        let catalog = existing.adding(to: try Self.catalog())
        let title = try Self.text(catalog, "Photos.deletePhotos.title")
        let french = try #require(title.translation(for: Self.locale("fr")))
        guard case .plural(let plural) = french.content else {
            Issue.record("not a plural: \(french.content)")
            return
        }
        #expect(plural.parameter == "count")
        #expect(plural.variants.mapValues(\.source) == [
            .one: "Supprimer cette photo ?",
            .many: "Supprimer {count} de photos ?",
            .other: "Supprimer {count} photos ?",
        ])
        #expect(french.catalogEntry?.state == nil)
        #expect(Self.origin(french, in: existing) == "Resources/fr.lproj/Photos.stringsdict:18:2")
    }

    @Test func aPluralEntryGivesASingleTextItsOther() throws {
        let existing = Self.tables()
        let catalog = existing.adding(to: try Self.catalog())
        let delete = try Self.text(catalog, "Photos.deletePhotos.actions.delete")
        let french = try #require(delete.translation(for: Self.locale("fr")))
        #expect(french.content == .single(Template(source: "Tout supprimer", segments: [.literal("Tout supprimer")])))
        #expect(french.catalogEntry?.formats.map(\.category) == [.one, .other])
        #expect(Self.origin(french, in: existing) == "Resources/fr.lproj/Photos.stringsdict:4:2")
        let cancel = try Self.text(catalog, "Photos.deletePhotos.actions.cancel")
        #expect(cancel.translations.map(\.locale.identifier) == ["ru"])
    }

    @Test func aTableForAnotherTableNameIsNotUsed() throws {
        let other = ExistingTranslations(tables: [("ru.lproj/Other.strings", Array(Self.russianStrings.utf8))])
        let catalog = try Self.catalog()
        #expect(other.adding(to: catalog) == catalog)
    }

    @Test func theFirstTableByPathWinsForAKeyAndLocale() throws {
        let existing = ExistingTranslations(tables: [
            ("b/ru.lproj/Photos.strings", Array("\"Photos.deletePhotos.actions.cancel\" = \"Второй\";".utf8)),
            ("a/ru.lproj/Photos.strings", Array("\"Photos.deletePhotos.actions.cancel\" = \"Первый\";".utf8)),
        ])
        let cancel = try Self.text(existing.adding(to: try Self.catalog()), "Photos.deletePhotos.actions.cancel")
        #expect(cancel.translations.map(\.content.primaryTemplate.source) == ["Первый"])
        #expect(Self.origin(cancel.translations.first, in: existing) == "a/ru.lproj/Photos.strings:1:1")
    }

    @Test func aStringsdictWinsOverTheStringsBesideIt() throws {
        // genstrings leaves every key in the .strings; Foundation reads the .stringsdict first.
        let existing = ExistingTranslations(tables: [
            ("fr.lproj/Photos.strings", Array("\"Photos.deletePhotos.title\" = \"Supprimer des photos ?\";\n\"Photos.deletePhotos.actions.cancel\" = \"Annuler\";\n".utf8)),
            ("fr.lproj/Photos.stringsdict", Array(Self.frenchStringsdict.utf8)),
        ])
        #expect(existing.files.map(\.path) == ["fr.lproj/Photos.strings", "fr.lproj/Photos.stringsdict"])
        let catalog = existing.adding(to: try Self.catalog())
        let title = try Self.text(catalog, "Photos.deletePhotos.title").translation(for: Self.locale("fr"))
        #expect(title?.content.plural?.variants.keys.sorted() == [.one, .many, .other])
        #expect(Self.origin(title, in: existing) == "fr.lproj/Photos.stringsdict:18:2")
        // A key only the .strings holds still comes from it.
        let cancel = try Self.text(catalog, "Photos.deletePhotos.actions.cancel").translation(for: Self.locale("fr"))
        #expect(Self.origin(cancel, in: existing) == "fr.lproj/Photos.strings:2:1")
        #expect(ExistingTranslations.precedes("a/Photos.stringsdict", "a/Photos.strings"))
        #expect(!ExistingTranslations.precedes("a/Photos.strings", "a/Photos.stringsdict"))
        #expect(ExistingTranslations.precedes("a/Photos.strings", "b/Photos.stringsdict"))
    }

    @Test func anUnreadableTableIsOnePositionedError() throws {
        let broken = "{\n  \"strings\" : {\n    \"k\" : { \"localizations\" : { \"de\" : { \"stringUnit\" : \"Hallo\" } } }\n  }\n}\n"
        let existing = ExistingTranslations(tables: [
            ("Broken.xcstrings", Array(broken.utf8)),
            ("de.lproj/Broken.strings", Array("\"a\" = \"b\"\n\"c\" = \"d\";\n".utf8)),
            ("Photos.strings", Array("\"a\" = \"b\";".utf8)),
        ])
        func located(_ diagnostic: Diagnostic) -> String {
            let file = existing.files.first { $0.path == diagnostic.range.path }!
            return "\(diagnostic.range.path):\(file.location(of: diagnostic.range.bytes.start)): \(diagnostic.severity): \(diagnostic.message) [\(diagnostic.id)]"
        }
        #expect(existing.diagnostics.map(located) == [
            "Broken.xcstrings:3:57: error: cannot read the translations in this string table: a 'stringUnit' must be an object [invalid-string-table]",
            "Photos.strings:1:1: error: cannot read the translations in this string table: a .strings file outside a <locale>.lproj folder: its folder names its locale [invalid-string-table]",
            "de.lproj/Broken.strings:2:1: error: cannot read the translations in this string table: expected ';' after the value [invalid-string-table]",
        ])
        #expect(existing.diagnostics.allSatisfy { $0.id == ExistingTranslations.diagnosticID && $0.id == "invalid-string-table" })
    }

    @Test func errorsInFilesWithByteOrderMarksPointWhereTheErrorIs() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let catalog = "{\n  \"strings\" : {\n    \"k\" : { \"localizations\" : { \"de\" : { \"stringUnit\" : \"Hallo\" } } }\n  }\n}\n"
        let plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>a</key>\n\t<string>x</string>\n</dict>\n</plist>\n"
        let strings = "\"a\" = \"b\";\n\"c\" = \"d\"\n"
        let existing = ExistingTranslations(tables: [
            ("A.xcstrings", bom + Array(catalog.utf8)),
            ("de.lproj/B.stringsdict", bom + Array(plist.utf8)),
            ("de.lproj/C.strings", bom + Array(strings.utf8)),
            ("de.lproj/D.strings", StringsFileReaderSupport.utf16(strings)),
            // Not UTF-8 on line 2, after a byte order mark.
            ("de.lproj/E.strings", bom + Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xFF] + Array("\";\n".utf8)),
            // A lone surrogate on line 2 of a UTF-16 file.
            ("de.lproj/F.strings", Array(StringsFileReaderSupport.utf16("\"a\" = \"b\";\n\"c\" = \"").dropLast(0)) + [0x00, 0xD8] + Array(StringsFileReaderSupport.utf16("\";\n").dropFirst(2))),
        ])
        let places = existing.diagnostics.map { diagnostic in
            let file = existing.files.first { $0.path == diagnostic.range.path }!
            return "\(diagnostic.range.path):\(file.location(of: diagnostic.range.bytes.start))"
        }
        #expect(places == ["A.xcstrings:3:57", "de.lproj/B.stringsdict:4:2", "de.lproj/C.strings:3:1", "de.lproj/D.strings:3:1", "de.lproj/E.strings:2:8", "de.lproj/F.strings:2:8"])
    }

    // MARK: End to end

    /// A project folder: the spec, the configuration, and the three kinds of table.
    static func project(_ files: [String: String]) throws -> String {
        // Resolved, so paths found by searching (through no symlink, as on macOS's /var) keep its prefix.
        let root = TestScratch.root.resolvingSymlinksInPath()
            .appendingPathComponent("alertlint-tables-\(UUID().uuidString)").path
        for (path, content) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
        return root
    }

    static let projectSpec = """
        version: 1
        locales: [de, ru]
        alerts:
          deletePhotos:
            parameters: {count: Int, album: String}
            title:
              plural: count
              one: Delete This Photo?
              other: Delete {count} Photos?
            message: Photos in “{album}” will be deleted.
            actions:
              - {title: Cancel, role: cancel}
              - {title: Delete, role: destructive}

        """

    static let projectCatalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Photos.deletePhotos.actions.cancel" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } },
                "ru" : { "stringUnit" : { "state" : "translated", "value" : "Отменить" } }
              }
            },
            "Photos.deletePhotos.actions.delete" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Löschen" } },
                "ru" : { "stringUnit" : { "state" : "translated", "value" : "Удалить" } }
              }
            },
            "Photos.deletePhotos.title" : {
              "localizations" : {
                "de" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "Dieses Foto löschen?" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld Fotos löschen?" } }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static let projectGermanStrings = """
        /* The message */
        "Photos.deletePhotos.message" = "Die Fotos in %2$d werden gelöscht.";

        """

    static let projectRussianStringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>Photos.deletePhotos.message</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>Фото в «%2$@» будут удалены.</string>
        \t</dict>
        \t<key>Photos.deletePhotos.title</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@photos@</string>
        \t\t<key>photos</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>one</key>
        \t\t\t<string>Удалить %1$lld фотографию?</string>
        \t\t\t<key>other</key>
        \t\t\t<string>Удалить %1$lld фото?</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """

    static let projectFiles: [String: String] = [
        "App/photos.alerts.yaml": projectSpec,
        "App/Resources/Photos.xcstrings": projectCatalog,
        "App/Resources/de.lproj/Photos.strings": projectGermanStrings,
        "App/Resources/ru.lproj/Photos.stringsdict": projectRussianStringsdict,
        // Not named by the globs: never read.
        "App/Unused/ru.lproj/Photos.strings": "\"Photos.deletePhotos.actions.cancel\" = \"Не то\";\n",
        "App/.alertlint.yml": """
            translations:
              - "Resources/*.xcstrings"
              - "Resources/*.lproj/*.strings"
              - "Resources/**/*.stringsdict"

            """,
    ]

    /// Lints the spec at `specPath` with the configuration found for it, as `alertlint lint` does.
    static func lint(_ specPath: String, explicitConfiguration: String? = nil) -> LintReport {
        var loader = ConfigurationLoader(explicitPath: explicitConfiguration)
        let absolute = ProjectPath.absolute(specPath, in: FileManager.default.currentDirectoryPath)
        let configuration = loader.configuration(forSpecAt: absolute)
        var report = LintRunner(jobs: 1).run([.init(input: .file(specPath, foundInFolder: false), configuration: configuration)])
        report.include(configurationFiles: loader.files, diagnostics: loader.diagnostics)
        return report
    }

    /// The report's findings as an Xcode-style line each (notes on their own lines).
    static func lines(_ report: LintReport, root: String) -> [String] {
        func place(_ range: SourceRange) -> String {
            let file = report.files.first { $0.path == range.path }
            let path = range.path.hasPrefix(root + "/") ? String(range.path.dropFirst(root.count + 1)) : range.path
            return "\(path):\(file.map { $0.location(of: range.bytes.start).description } ?? "?")"
        }
        return report.diagnostics.flatMap { diagnostic in
            ["\(place(diagnostic.range)): \(diagnostic.severity): \(diagnostic.message) [\(diagnostic.id)]"]
                + diagnostic.notes.map { "\($0.range.map(place) ?? "-"): note: \($0.message)" }
        }
    }

    static func snapshot(_ root: String) throws -> [String: (Data, Date)] {
        var result: [String: (Data, Date)] = [:]
        for path in ["App/Resources/Photos.xcstrings", "App/Resources/de.lproj/Photos.strings", "App/Resources/ru.lproj/Photos.stringsdict"] {
            let full = root + "/" + path
            let attributes = try FileManager.default.attributesOfItem(atPath: full)
            result[path] = (try Data(contentsOf: URL(fileURLWithPath: full)), attributes[.modificationDate] as! Date)
        }
        return result
    }

    static let expectedFindings = [
        // From the .stringsdict, which lacks ru's few and many.
        "App/photos.alerts.yaml:7:7: warning: the ru translation of 'Photos.deletePhotos.title' lacks the plural categories few (2~4, 22~24, 32~34, …) and many (0, 5~20, 25~30, …), which ru uses [plural-categories]",
        "App/Resources/ru.lproj/Photos.stringsdict:9:2: note: the ru translation is in this catalog",
        // From the .strings: %2$d for the String parameter.
        "App/photos.alerts.yaml:10:14: error: 'Photos.deletePhotos.message', de translation: the format \"Die Fotos in %2$d werden gelöscht.\" would crash or garble Foundation's String(format:): %2$d reads {album}, a String, as an integer: shows the string's address, or garbage, instead of the text [format-crash]",
        "App/Resources/de.lproj/Photos.strings:2:1: note: the de translation is in this catalog",
        // From the String Catalog's state.
        "App/photos.alerts.yaml:13:17: info: the de translation of 'Photos.deletePhotos.actions.delete' (\"Löschen\") is marked 'needs_review' in Photos.xcstrings; review it [stale-translation]",
        "App/Resources/Photos.xcstrings:12:16: note: the de translation is in this catalog",
    ]

    @Test func rulesCheckTheTablesTranslations() throws {
        let root = try Self.project(Self.projectFiles)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = try Self.snapshot(root)
        let report = Self.lint(root + "/App/photos.alerts.yaml")
        let lines = Self.lines(report, root: root)
        // Every text has its de and ru translations from the tables: no missing-translation.
        #expect(!report.diagnostics.contains { $0.id == "missing-translation" }, "\(lines)")
        #expect(lines == Self.expectedFindings, "\(lines.joined(separator: "\n"))")
        #expect(report.readFailures.isEmpty)
        // The tables read are the report's files, so reporters can show the notes.
        #expect(report.files.map { String($0.path.dropFirst(root.count + 1)) }.sorted() == [
            "App/.alertlint.yml", "App/Resources/Photos.xcstrings", "App/Resources/de.lproj/Photos.strings",
            "App/Resources/ru.lproj/Photos.stringsdict", "App/photos.alerts.yaml",
        ])
        // Lint only reads the tables.
        let after = try Self.snapshot(root)
        for (path, (bytes, date)) in before {
            #expect(after[path]?.0 == bytes, "\(path)")
            #expect(after[path]?.1 == date, "\(path)")
        }
    }

    @Test func withoutTheTablesTheTranslationsAreMissing() throws {
        var files = Self.projectFiles
        files["App/.alertlint.yml"] = "translations: [\"Elsewhere/*.xcstrings\"]\n"
        let root = try Self.project(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = Self.lint(root + "/App/photos.alerts.yaml")
        #expect(report.diagnostics.map(\.id) == ["missing-translation", "missing-translation", "missing-translation", "missing-translation"], "\(Self.lines(report, root: root))")
        #expect(report.files.count == 2)
    }

    @Test func globsMatchFromTheConfigurationsFolderWhateverTheWorkingDirectory() throws {
        // The configuration is named with --config: its globs start at its folder, not the spec's.
        var files = Self.projectFiles
        let configuration = files.removeValue(forKey: "App/.alertlint.yml")!
        files["alertlint.yml"] = configuration.replacingOccurrences(of: "Resources/", with: "App/Resources/")
        let root = try Self.project(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let explicit = Self.lint(root + "/App/photos.alerts.yaml", explicitConfiguration: root + "/alertlint.yml")
        #expect(Self.lines(explicit, root: root) == Self.expectedFindings)
        // The same globs in the spec's folder match nothing there.
        var misplaced = Self.projectFiles
        misplaced["App/.alertlint.yml"] = configuration.replacingOccurrences(of: "Resources/", with: "App/Resources/")
        let elsewhere = try Self.project(misplaced)
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        #expect(Self.lint(elsewhere + "/App/photos.alerts.yaml").diagnostics.map(\.id) == Array(repeating: "missing-translation", count: 4))

        // Globs relative to the configuration's folder, the configuration found from the spec.
        let found = try Self.project(Self.projectFiles)
        defer { try? FileManager.default.removeItem(atPath: found) }
        let report = Self.lint(found + "/App/photos.alerts.yaml")
        #expect(Self.lines(report, root: found) == Self.expectedFindings)
    }

    @Test func aMalformedTableIsOneErrorAndFailsTheRun() throws {
        var files = Self.projectFiles
        files["App/Resources/Photos.xcstrings"] = Self.projectCatalog.replacingOccurrences(
            of: "\"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Abbrechen\" } },",
            with: "\"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Abbrechen\" } }"
        )
        let root = try Self.project(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = try Self.snapshot(root)
        let report = Self.lint(root + "/App/photos.alerts.yaml")
        let invalid = report.diagnostics.filter { $0.id == "invalid-string-table" }
        #expect(Self.lines(report, root: root).filter { $0.contains("invalid-string-table") } == [
            "App/Resources/Photos.xcstrings:7:9: error: cannot read the translations in this string table: expected ',' or '}' in an object [invalid-string-table]",
        ])
        #expect(invalid.count == 1)
        #expect(report.errorCount > 0)
        // The other tables still count; the catalog's translations are missing.
        #expect(report.diagnostics.map(\.id) == ["invalid-string-table", "missing-translation", "plural-categories", "format-crash", "missing-translation", "missing-translation"], "\(Self.lines(report, root: root))")
        let after = try Self.snapshot(root)
        for (path, (bytes, date)) in before {
            #expect(after[path]?.0 == bytes, "\(path)")
            #expect(after[path]?.1 == date, "\(path)")
        }
    }
}

enum StringsFileReaderSupport {
    /// `text` as UTF-16 little-endian with a byte order mark.
    static func utf16(_ text: String) -> [UInt8] {
        [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }
}
