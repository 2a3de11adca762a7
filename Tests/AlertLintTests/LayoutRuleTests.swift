import AlertDiagnostics
@testable import AlertLint
import AlertSpec
import AlertYAML
import Foundation
import Testing

/// The width rules beyond their examples: messages, notes, every option, and the sample app.
@Suite struct LayoutRuleTests {
    static let titleLength = RegisteredRule(AlertTitleLengthRule.self)
    static let scrolls = RegisteredRule(AlertScrollsRule.self)
    static let sheetTitleLength = RegisteredRule(SheetTitleLengthRule.self)

    func findings(_ rule: RegisteredRule, _ yaml: String, options: String? = nil) throws -> [Diagnostic] {
        try RuleHarness.findings(of: rule, in: MarkedSource(yaml).text, options: options)
    }

    /// Findings at the markers of `yaml`, with their messages.
    func expectFindings(_ rule: RegisteredRule, _ yaml: String, options: String? = nil, messages: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let marked = MarkedSource(yaml)
        let found = try RuleHarness.findings(of: rule, in: marked.text, options: options).sorted { $0.range.bytes.start < $1.range.bytes.start }
        #expect(found.map(\.range.bytes.start) == marked.markers.sorted(), sourceLocation: sourceLocation)
        #expect(found.map(\.message) == messages, sourceLocation: sourceLocation)
    }

    // MARK: alert-title-length

    @Test func titleMessageNamesTheStringTheLocaleAndTheEstimatedLineCount() throws {
        try expectFindings(Self.titleLength, """
            locales: [de, fr]
            alerts:
              deleteAccount:
                title:
                  1️⃣text: Delete Account?
                  translations:
                    de: Benutzerkonto und alle gespeicherten Daten unwiderruflich löschen?
                    fr: Supprimer le compte ?
                actions: [OK]
            """, messages: ["title \"Benutzerkonto und alle gespeicherten Daten unwiderruflich l…\" (de) of alert 'deleteAccount' wraps to ~3 lines of 238 pt (limit 2); shorten it"])
    }

    @Test func otherLocalesOverTheLimitGetNotes() throws {
        let yaml = """
            locales: [de, ru]
            alerts:
              deleteAccount:
                title:
                  text: Delete Your Account and Every Photo, Album and Backup Stored in iCloud?
                  translations:
                    de: Möchtest du dein Benutzerkonto und alle gespeicherten Fotos, Alben und Backups in iCloud unwiderruflich löschen?
                    ru: Удалить учетную запись?
                actions: [OK]
            """
        let found = try findings(Self.titleLength, yaml)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.message == "title \"Möchtest du dein Benutzerkonto und alle gespeicherten Fotos…\" (de) of alert 'deleteAccount' wraps to ~5 lines of 238 pt (limit 2; also over in en); shorten it")
        let note = try #require(finding.notes.first)
        #expect(finding.notes.count == 1)
        #expect(note.message == "\"Delete Your Account and Every Photo, Album and Backup Store…\" (en) wraps to ~3 lines")
        let text = MarkedSource(yaml).text
        // The development text's note points at the title's value: the mapping, at `text:`.
        let titleValue = try #require(text.range(of: "text: Delete Your Account"))
        #expect(note.range?.bytes.start == text.utf8.distance(from: text.startIndex, to: titleValue.lowerBound))
    }

    @Test func everyPluralVariantIsMeasured() throws {
        try expectFindings(Self.titleLength, """
            alerts:
              deletePhotos:
                parameters: {count: Int}
                title:
                  1️⃣plural: count
                  one: Delete Photo?
                  other: Delete {count} Photos from This iPhone, iCloud Photos and Every Shared Album?
                actions: [OK]
            """, messages: ["title \"Delete {count} Photos from This iPhone, iCloud Photos and E…\" (en, plural 'other') of alert 'deletePhotos' wraps to ~3 lines of 238 pt (limit 2); shorten it"])
    }

    @Test func linesOptionSetsTheLimit() throws {
        let yaml = """
            alerts:
              uploadFailed:
                title: 1️⃣Couldn’t Upload Your Photos Because Your iCloud Storage Is Full
                actions: [OK]
            """
        try expectFindings(Self.titleLength, yaml, messages: ["title \"Couldn’t Upload Your Photos Because Your iCloud Storage Is…\" (en) of alert 'uploadFailed' wraps to ~3 lines of 238 pt (limit 2); shorten it"])
        #expect(try findings(Self.titleLength, yaml, options: "lines: 3").isEmpty)
    }

    @Test func geometryOptionMeasuresTheWiderIOS26Alert() throws {
        let yaml = """
            alerts:
              uploadFailed:
                title: 1️⃣Couldn’t Upload Photos Because Your iCloud Storage Is Full
                actions: [OK]
            """
        // 3 lines at iOS 18's 238 pt, 2 at iOS 26's 282 pt.
        try expectFindings(Self.titleLength, yaml, options: "geometry: ios18", messages: ["title \"Couldn’t Upload Photos Because Your iCloud Storage Is Full\" (en) of alert 'uploadFailed' wraps to ~3 lines of 238 pt (limit 2); shorten it"])
        #expect(try findings(Self.titleLength, yaml, options: "geometry: ios26").isEmpty)
    }

    @Test func sampleStringOptionChangesWhatPlaceholdersMeasure() throws {
        let yaml = """
            alerts:
              renameAlbum:
                parameters: {name: String}
                title: 1️⃣Rename “{name}”
                actions: [Cancel, Rename]
            """
        #expect(try findings(Self.titleLength, yaml, options: "lines: 1").isEmpty)
        try expectFindings(Self.titleLength, yaml, options: "lines: 1\nsampleString: Photos from the Summer Holiday", messages: [
            "title \"Rename “{name}”\" (en) of alert 'renameAlbum' wraps to ~2 lines of 238 pt (limit 1); shorten it",
        ])
    }

    @Test func sampleIntOptionChangesWhatPlaceholdersMeasure() throws {
        let yaml = """
            alerts:
              deletePhotos:
                parameters: {count: Int}
                title: 1️⃣Delete {count} Photos?
                actions: [Cancel, Delete]
            """
        #expect(try findings(Self.titleLength, yaml, options: "lines: 1").isEmpty)
        try expectFindings(Self.titleLength, yaml, options: "lines: 1\nsampleInt: '888888888888888'", messages: [
            "title \"Delete {count} Photos?\" (en) of alert 'deletePhotos' wraps to ~2 lines of 238 pt (limit 1); shorten it",
        ])
    }

    @Test func sampleDoubleOptionChangesWhatPlaceholdersMeasure() throws {
        let yaml = """
            alerts:
              lowStorage:
                parameters: {free: Double}
                title: 1️⃣"{free} GB Left"
                actions: [OK]
            """
        #expect(try findings(Self.titleLength, yaml, options: "lines: 1").isEmpty)
        try expectFindings(Self.titleLength, yaml, options: "lines: 1\nsampleDouble: '8888888888888888888.8'", messages: [
            "title \"{free} GB Left\" (en) of alert 'lowStorage' wraps to ~2 lines of 238 pt (limit 1); shorten it",
        ])
    }

    @Test func badOptionsAreReported() throws {
        for (options, message) in [
            ("geometry: ios17", "option 'geometry' takes one of 'ios18', 'ios26', found 'ios17'"),
            ("geometry: [ios18]", "option 'geometry' takes one of 'ios18', 'ios26', found a list"),
            ("sampleString: {a: b}", "option 'sampleString' takes a string, found a mapping"),
            ("lines: 0", "option 'lines' must be between 1 and 100, found 0"),
        ] {
            let file = SourceFile(path: "options.yml", text: options)
            let (document, _) = YAMLReader.read(file)
            var errors = OptionErrors(path: file.path)
            _ = Self.titleLength.readOptions(document.root?.mapping ?? [], &errors)
            #expect(errors.diagnostics.map(\.message) == [message], "\(options)")
        }
    }

    // MARK: sheet-title-length

    @Test func sheetTitlesAreMeasuredAtTheSheetsFontAndWidth() throws {
        // One line at 13 pt in 272 pt; two lines at an alert's 17 pt semibold in 238 pt.
        let title = "Choose What to Do with These Photos"
        #expect(TextLayout.lineCount(of: title, in: Geometry.ios18.sheetTitle) == 1)
        #expect(TextLayout.lineCount(of: title, in: Geometry.ios18.alertTitle) == 2)
        #expect(try findings(Self.sheetTitleLength, """
            actionSheets:
              photoOptions:
                title: \(title)
                actions: [Share…, {title: Cancel, role: cancel}]
            """).isEmpty)
        try expectFindings(Self.sheetTitleLength, """
            locales: [de]
            actionSheets:
              photoOptions:
                title:
                  1️⃣text: \(title)
                  translations:
                    de: Wähle aus, was mit den ausgewählten Fotos geschehen soll
                actions: [Share…, {title: Cancel, role: cancel}]
            """, messages: ["title \"Wähle aus, was mit den ausgewählten Fotos geschehen soll\" (de) of action sheet 'photoOptions' wraps to ~2 lines of 272 pt (limit 1); shorten it"])
    }

    @Test func sheetRuleIgnoresAlertsAndTheAlertRuleIgnoresSheets() throws {
        let yaml = """
            alerts:
              a:
                title: Couldn’t Upload Your Photos Because Your iCloud Storage Is Full and Backups Are Paused
                actions: [OK]
            actionSheets:
              b:
                title: Choose What to Do with the Selected Photos in Your Library and Shared Albums
                actions: [Share…, {title: Cancel, role: cancel}]
            """
        #expect(try findings(Self.titleLength, yaml).map(\.message) == ["title \"Couldn’t Upload Your Photos Because Your iCloud Storage Is…\" (en) of alert 'a' wraps to ~4 lines of 238 pt (limit 2); shorten it"])
        #expect(try findings(Self.sheetTitleLength, yaml).map(\.message) == ["title \"Choose What to Do with the Selected Photos in Your Library…\" (en) of action sheet 'b' wraps to ~2 lines of 272 pt (limit 1); shorten it"])
    }

    // MARK: alert-scrolls

    static let storageFull = """
        alerts:
          1️⃣storageFull:
            title: iCloud Storage Is Full
            message: >-
              Your photos and videos are no longer being uploaded to iCloud, and changes you make
              on this device won’t appear on your other devices. To keep your library in sync,
              upgrade your storage plan, or free up space by deleting old backups, large
              attachments and videos you no longer need. You can manage your storage at any time
              in Settings.
            actions: [OK]
        """

    @Test func scrollsCountsTitleAndMessageLines() throws {
        // 1 title line + 10 message lines.
        try expectFindings(Self.scrolls, Self.storageFull, messages: [
            "alert 'storageFull' would scroll in en: its title \"iCloud Storage Is Full\" (~1 line) and message \"Your photos and videos are no longer being uploaded to iClo…\" (~10 lines) take ~11 lines of 238 pt (limit 8); shorten the message",
        ])
        #expect(try findings(Self.scrolls, Self.storageFull, options: "lines: 11").isEmpty)
    }

    @Test func scrollsGeometryOption() throws {
        // The wider iOS 26 alert wraps the same text to fewer lines.
        #expect(try findings(Self.scrolls, Self.storageFull, options: "lines: 9").count == 1)
        #expect(try findings(Self.scrolls, Self.storageFull, options: "lines: 9\ngeometry: ios26").isEmpty)
    }

    @Test func scrollsSampleOptions() throws {
        let yaml = """
            alerts:
              1️⃣shared:
                parameters: {name: String, count: Int, size: Double}
                title: “{name}” Shared {count}
                message: "{size} MB"
                actions: [OK]
            """
        #expect(try findings(Self.scrolls, yaml, options: "lines: 2").isEmpty)
        let long = "'88888888888888888888888888888888888888'"
        for option in ["sampleString", "sampleInt", "sampleDouble"] {
            #expect(try findings(Self.scrolls, yaml, options: "lines: 2\n\(option): \(long)").count == 1, "\(option)")
        }
    }

    @Test func aLocaleWithoutATranslationShowsTheDevelopmentText() throws {
        // The German title is translated, the message is not: German shows the long German
        // title over the English message.
        try expectFindings(Self.scrolls, """
            locales: [de]
            alerts:
              1️⃣signOut:
                title:
                  text: Sign Out?
                  translations:
                    de: Möchtest du dich wirklich von deinem Benutzerkonto abmelden?
                message: Photos that haven’t finished uploading stay on this device until you sign in again.
                actions: [OK]
            """, options: "lines: 5", messages: [
                "alert 'signOut' would scroll in de: its title \"Möchtest du dich wirklich von deinem Benutzerkonto abmelden?\" (~3 lines) and message \"Photos that haven’t finished uploading stay on this device…\" (~3 lines) take ~6 lines of 238 pt (limit 5); shorten the message",
            ])
    }

    @Test func pluralTitleAndMessageOnOneCountPairTheirVariants() throws {
        // The long title variant is `one`, the long message variant `other`: they never show
        // together, so the alert takes at most 3 + 1 lines, not 3 + 3.
        let yaml = """
            alerts:
              1️⃣deletePhotos:
                parameters: {count: Int}
                title:
                  plural: count
                  one: Delete This Photo from Your iPhone, iCloud Photos and Every Shared Album?
                  other: Delete {count} Photos?
                message:
                  plural: count
                  one: It’s gone for good.
                  other: These photos will be deleted from iCloud Photos on all your devices, and from every shared album.
                actions: [OK]
            """
        #expect(try findings(Self.scrolls, yaml, options: "lines: 4").isEmpty)
        try expectFindings(Self.scrolls, yaml, options: "lines: 3", messages: [
            "alert 'deletePhotos' would scroll in en: its title \"Delete This Photo from Your iPhone, iCloud Photos and Every…\" (plural 'one') (~3 lines) and message \"It’s gone for good.\" (plural 'one') (~1 line) take ~4 lines of 238 pt (limit 3); shorten the message",
        ])
    }

    // MARK: Catalog translations

    @Test func lengthRulesMeasureCatalogTranslationsAndNoteTheirEntries() throws {
        let file = RuleTest.source("""
            alerts:
              deleteAccount:
                title: Delete Account?
                message: Your photos stay in iCloud.
                actions: [OK]
            actionSheets:
              discardDraft:
                title: Discard This Draft?
                actions: [{title: Discard, role: destructive}, {title: Cancel, role: cancel}]
            """)
        var catalog = try RuleTest.catalog(file)
        let german = "Möchtest du dein Benutzerkonto und alle gespeicherten Fotos, Alben und Backups in iCloud unwiderruflich löschen?"
        catalog.alerts[0].title!.translations.append(try RuleTest.catalogTranslation("de", german, of: catalog.alerts[0].title!, entry: 1))
        catalog.actionSheets[0].title!.translations.append(
            try RuleTest.catalogTranslation("de", "Möchtest du diesen Entwurf wirklich endgültig verwerfen?", of: catalog.actionSheets[0].title!, entry: 2)
        )
        for (rule, options, prefix) in [
            (RegisteredRule(AlertTitleLengthRule.self), nil as String?, "title \"Möchtest du dein Benutzerkonto"),
            (RegisteredRule(AlertScrollsRule.self), "lines: 4", "alert 'deleteAccount' would scroll in de: its title \"Möchtest du dein"),
            (RegisteredRule(SheetTitleLengthRule.self), nil, "title \"Möchtest du diesen Entwurf wirklich endgültig verwerfen?\" (de) of action sheet"),
        ] {
            var settings = RuleSettings(rules: [rule])
            if let options {
                let optionsFile = SourceFile(path: "options.yml", text: options)
                var errors = OptionErrors(path: optionsFile.path)
                settings[rule.id]?.options = rule.readOptions(YAMLReader.read(optionsFile).0.root?.mapping ?? [], &errors)
            }
            let found = Linter(rules: [rule]).lint(catalog, settings: settings, context: LintContext(files: [file]))
            let finding = try #require(found.first, "\(rule.id)")
            #expect(found.count == 1, "\(rule.id)")
            #expect(finding.message.hasPrefix(prefix), "\(rule.id): \(finding.message)")
            let note = try #require(RuleTest.catalogNote(finding), "\(rule.id)")
            #expect(note.message == "the de translation is in this catalog")
            #expect(note.range?.path == "Localizable/de.lproj/Photos.strings")
        }
    }

    // MARK: The sample app

    /// samples/PhotoLibrary keeps to the HIG: short titles and messages in every locale.
    @Test func photoLibrarySamplesAreClean() throws {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("samples/PhotoLibrary")
        let rules = [Self.titleLength, Self.scrolls, Self.sheetTitleLength]
        var linted = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".alerts.yaml") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let catalog = try #require(SpecParser.parse(SourceFile(path: name, text: text)).catalog)
            let diagnostics = Linter(rules: rules).lint(catalog, settings: RuleSettings(), context: LintContext())
            #expect(diagnostics.isEmpty, "\(name): \(diagnostics.map(\.message))")
            linted += 1
        }
        #expect(linted >= 3)
    }
}
