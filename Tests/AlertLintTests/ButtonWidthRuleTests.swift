import AlertDiagnostics
@testable import AlertLint
import AlertSpec
import AlertYAML
import Foundation
import Testing

/// `button-truncation` and `alert-buttons-stack` beyond their examples: messages with the
/// locale, the string and the numbers, notes, emphasis, options, and agreement with
/// `cancel-placement`.
@Suite struct ButtonWidthRuleTests {
    static let truncation = RegisteredRule(ButtonTruncationRule.self)
    static let stack = RegisteredRule(AlertButtonsStackRule.self)

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

    // MARK: alert-buttons-stack

    @Test func stackMessageNamesTheStringTheLocaleAndBothWidths() throws {
        try expectFindings(Self.stack, """
            locales: [de, ja]
            alerts:
              cameraDenied:
                title: Camera Access Is Off
                actions:
                  - title:
                      text: Cancel
                      translations: {de: Abbrechen, ja: キャンセル}
                    role: cancel
                  - 1️⃣title:
                      text: Open Settings
                      translations: {de: Einstellungen öffnen, ja: 設定を開く}
            """, messages: [
                "\"Einstellungen öffnen\" (de) is ~164 pt wide but a side-by-side button has ~119 pt; this alert's buttons will stack vertically",
            ])
    }

    @Test func stackListsEveryLocaleThatStacksWithANoteEach() throws {
        let yaml = """
            locales: [de, fr, ja]
            alerts:
              cameraDenied:
                title: Camera Access Is Off
                actions:
                  - {title: Cancel, role: cancel}
                  - title:
                      text: Open Settings
                      translations: {de: Einstellungen öffnen, fr: Ouvrir les réglages, ja: 設定を開く}
            """
        let found = try findings(Self.stack, yaml)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.message == "\"Einstellungen öffnen\" (de) is ~164 pt wide but a side-by-side button has ~119 pt; this alert's buttons will stack vertically (also in fr)")
        #expect(finding.notes.map(\.message) == ["the de title is here", "\"Ouvrir les réglages\" (fr) is ~151 pt wide"])
        let text = MarkedSource(yaml).text
        let french = try #require(text.range(of: "Ouvrir les réglages"))
        #expect(finding.notes[1].range?.bytes.start == text.utf8.distance(from: text.startIndex, to: french.lowerBound))
    }

    @Test func theDevelopmentLanguageStacksToo() throws {
        try expectFindings(Self.stack, """
            alerts:
              storageFull:
                title: iCloud Storage Is Full
                actions:
                  - {title: Not Now, role: cancel}
                  - 1️⃣Manage Storage
            """, messages: [
                "\"Manage Storage\" (en) is ~133 pt wide but a side-by-side button has ~119 pt; this alert's buttons will stack vertically",
            ])
    }

    @Test func aLocaleWithoutATranslationShowsTheDevelopmentTitle() throws {
        // German translates only the cancel; its other button shows the English title, which
        // is too wide: German stacks, and the finding names the English string in `de`.
        let found = try findings(Self.stack, """
            locales: [de]
            alerts:
              storageFull:
                title: iCloud Storage Is Full
                actions:
                  - title: {text: Not Now, translations: {de: Jetzt nicht}}
                    role: cancel
                  - Manage Storage
            """)
        #expect(found.map(\.message) == [
            "\"Manage Storage\" (en) is ~133 pt wide but a side-by-side button has ~119 pt; this alert's buttons will stack vertically (also in de)",
        ])
    }

    @Test func onlyTwoActionAlertsAreJudged() throws {
        let wide = "Manage Storage on This iPhone"
        #expect(try findings(Self.stack, """
            alerts:
              one: {title: Full, actions: [\(wide)]}
              three: {title: Full, actions: [\(wide), Later, {title: Cancel, role: cancel}]}
            actionSheets:
              two: {actions: [\(wide), {title: Cancel, role: cancel}]}
            """).isEmpty)
    }

    @Test func thePreferredActionIsMeasuredInSemibold() throws {
        // 118.3 pt regular, 120.4 pt semibold: it fits unless it is the emphasized one.
        let title = "Upload Photos"
        #expect(WidthModel.width(of: title, font: .regular(17)) < 119)
        #expect(WidthModel.width(of: title, font: .semibold(17)) > 119)
        #expect(try findings(Self.stack, """
            alerts:
              a:
                title: Upload?
                actions: [{title: Later, preferred: true}, \(title)]
            """).isEmpty)
        #expect(try findings(Self.stack, """
            alerts:
              a:
                title: Upload?
                actions: [Later, {title: \(title), preferred: true}]
            """).count == 1)
        // Nothing preferred: UIKit emphasizes the cancel.
        #expect(try findings(Self.stack, """
            alerts:
              a:
                title: Upload?
                actions: [Later, {title: \(title), role: cancel}]
            """).count == 1)
    }

    /// `cancel-placement` and `alert-buttons-stack` agree about the development language.
    @Test func agreesWithCancelPlacementOnTheDevelopmentLayout() throws {
        for titles in [("Not Now", "Manage Storage"), ("Cancel", "Delete"), ("Cancel", "Upload Photos"), ("Later", "Share with Everyone")] {
            for preferred in [false, true] {
                let yaml = """
                    alerts:
                      a:
                        title: Sure?
                        actions:
                          - {title: \(titles.0), role: cancel}
                          - {title: \(titles.1), preferred: \(preferred)}
                    """
                let catalog = try RuleTest.catalog(RuleTest.source(yaml))
                let layout = CancelPlacementRule.developmentLayout(of: catalog.alerts[0])
                let stacks = !(try findings(Self.stack, yaml)).isEmpty
                #expect(stacks == (layout == .stacked), "\(titles) preferred: \(preferred)")
            }
        }
    }

    @Test func pluralTitlesAreMeasuredInEveryVariant() throws {
        try expectFindings(Self.stack, """
            alerts:
              deletePhotos:
                parameters: {count: Int}
                title: Delete?
                actions:
                  - {title: Cancel, role: cancel}
                  - 1️⃣title:
                      plural: count
                      one: Delete
                      other: Delete All {count} Photos
                    role: destructive
            """, messages: [
                "\"Delete All {count} Photos\" (en, plural 'other') is ~174 pt wide but a side-by-side button has ~119 pt; this alert's buttons will stack vertically",
            ])
    }

    // MARK: button-truncation

    @Test func truncationMessageNamesTheStringTheLocaleTheButtonAndBothWidths() throws {
        try expectFindings(Self.truncation, """
            locales: [de]
            actionSheets:
              photoOptions:
                actions:
                  - 1️⃣title:
                      text: Save to Shared Album
                      translations:
                        de: In einem geteilten Album für die ganze Familie sichern
                  - {title: Cancel, role: cancel}
            """, messages: [
                "\"In einem geteilten Album für die ganze Familie sichern\" (de) is ~509 pt wide but an action sheet row has ~272 pt; "
                    + "the title of action 'saveToSharedAlbum' of action sheet 'photoOptions' will be truncated",
            ])
    }

    @Test func notificationActionsAreMeasuredAtTheirWidth() throws {
        // ~256 pt at 17 pt: over a notification action's 240 pt.
        let title = "Reply and Mention Your Friends"
        #expect(WidthModel.width(of: title, font: .regular(17)) > 240)
        try expectFindings(Self.truncation, """
            notifications:
              newComment:
                body: Maria commented on your photo.
                category:
                  actions:
                    - 1️⃣{id: reply, title: \(title)}
            """, messages: [
                "\"\(title)\" (en) is ~\(Int(WidthModel.width(of: title, font: .regular(17)).rounded())) pt wide but a notification action has ~240 pt; "
                    + "the title of action 'reply' of notification 'newComment' will be truncated",
            ])
    }

    @Test func alertButtonsAreMeasuredAtTheFullWidthWhateverTheirLayout() throws {
        // Too wide for half the alert, not for all of it: that is alert-buttons-stack's.
        #expect(try findings(Self.truncation, """
            locales: [de]
            alerts:
              cameraDenied:
                title: Camera Access Is Off
                actions:
                  - {title: Cancel, role: cancel}
                  - title: {text: Open Settings, translations: {de: Einstellungen öffnen}}
            """).isEmpty)
        // Too wide for the whole alert, side by side or stacked: truncated.
        try expectFindings(Self.truncation, """
            alerts:
              storageFull:
                title: iCloud Storage Is Full
                actions:
                  - {title: Not Now, role: cancel}
                  - 1️⃣Upgrade to iCloud+ with 2 TB for Your Family
            """, messages: [
                "\"Upgrade to iCloud+ with 2 TB for Your Family\" (en) is ~365 pt wide but a stacked alert button has ~238 pt; "
                    + "the title of action 'upgradeToICloudWith2TBForYourFamily' of alert 'storageFull' will be truncated",
            ])
    }

    @Test func everyLocaleOverIsListedWithANote() throws {
        let yaml = """
            locales: [de, fr, ja]
            actionSheets:
              photoOptions:
                actions:
                  - 1️⃣title:
                      text: Add to Shared Album
                      translations:
                        de: Zu einem geteilten Album hinzufügen
                        fr: Ajouter à un album partagé avec la famille
                        ja: 共有アルバムに追加
                  - {title: Cancel, role: cancel}
            """
        let found = try findings(Self.truncation, yaml)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.message.hasPrefix("\"Ajouter à un album partagé avec la famille\" (fr) is ~"))
        #expect(finding.message.hasSuffix("will be truncated (also in de)"))
        #expect(finding.notes.map(\.message).count == 2)
        #expect(finding.notes.first?.message == "the fr title is here")
        #expect(finding.notes.last?.message.hasPrefix("\"Zu einem geteilten Album hinzufügen\" (de) is ~") == true)
    }

    @Test func truncationGeometryOption() throws {
        // 250 pt: over iOS 18's 238 pt stacked alert button, under iOS 26's 282 pt.
        let title = "Keep Both Versions of This File"
        let width = WidthModel.width(of: title, font: .regular(17))
        #expect(width > 238 && width < 282)
        let yaml = """
            alerts:
              replace:
                title: Replace?
                actions: [\(title), Replace, {title: Cancel, role: cancel}]
            """
        #expect(try findings(Self.truncation, yaml).count == 1)
        #expect(try findings(Self.truncation, yaml, options: "geometry: ios26").isEmpty)
    }

    @Test func blankTitlesAreLeftToEmptyText() throws {
        #expect(try findings(Self.truncation, """
            locales: [de]
            actionSheets:
              a:
                actions:
                  - title: {text: Save to a Shared Album for the Whole Family Today, translations: {de: " "}}
                  - {title: Cancel, role: cancel}
            """).isEmpty)
    }

    // MARK: Catalog translations

    func lint(_ rule: RegisteredRule, _ catalog: Catalog, file: SourceFile) -> [Diagnostic] {
        Linter(rules: [rule]).lint(catalog, settings: RuleSettings(rules: [rule]), context: LintContext(files: [file]))
    }


    @Test func catalogTranslationsAreMeasuredAndNoted() throws {
        let file = RuleTest.source("""
            alerts:
              cameraDenied:
                title: Camera Access Is Off
                actions:
                  - {title: Cancel, role: cancel}
                  - Open Settings
            actionSheets:
              photoOptions:
                actions:
                  - Save to Shared Album
                  - {title: Cancel, role: cancel}
            """)
        var catalog = try RuleTest.catalog(file)
        let settings = catalog.alerts[0].actions[1].title
        catalog.alerts[0].actions[1].title.translations.append(try RuleTest.catalogTranslation("de", "Einstellungen öffnen", of: settings, entry: 3))
        let save = catalog.actionSheets[0].actions[0].title
        catalog.actionSheets[0].actions[0].title.translations.append(
            try RuleTest.catalogTranslation("de", "In einem geteilten Album für die ganze Familie sichern", of: save, entry: 7)
        )

        let stack = try #require(lint(Self.stack, catalog, file: file).first)
        #expect(stack.message.hasPrefix("\"Einstellungen öffnen\" (de) is ~164 pt wide"))
        #expect(stack.range.bytes == catalog.alerts[0].actions[1].range)
        let stackNote = try #require(RuleTest.catalogNote(stack))
        #expect(stackNote.message == "the de translation is in this catalog")
        #expect(stackNote.range == SourceRange(path: "Localizable/de.lproj/Photos.strings", bytes: ByteRange(start: 30, end: 38)))
        // A catalog translation's own range is the text's: no "title is here" note for it.
        #expect(stack.notes.count == 1)

        let truncated = try #require(lint(Self.truncation, catalog, file: file).first)
        #expect(truncated.message.hasPrefix("\"In einem geteilten Album für die ganze Familie sichern\" (de) is ~509 pt wide"))
        #expect(RuleTest.catalogNote(truncated)?.range?.bytes == ByteRange(start: 70, end: 78))
    }
}
