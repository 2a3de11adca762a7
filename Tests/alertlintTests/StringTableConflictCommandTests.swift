import Foundation
import Testing

/// Issue 8, items 8 and 9, end to end: one key for two development texts, and one table in
/// two development languages, are lint errors, and `generate` refuses them even with their
/// rules off.
@Suite struct StringTableConflictCommandTests {
    /// A destructive button whose explicit key is the cancel button's: it would read "Cancel".
    static let sameKey = """
        version: 1
        alerts:
          deletePhoto:
            title: Delete Photo?
            actions:
              - {title: {text: Cancel, key: confirm}, role: cancel}
              - {title: {text: Delete, key: confirm}, role: destructive}

        """

    static let english = """
        version: 1
        table: Shared
        alerts:
          deletePhoto: {title: Delete Photo?, actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]}

        """

    static let german = """
        version: 1
        table: Shared
        developmentLanguage: de
        alerts:
          deleteAlbum:
            title: {text: Album löschen?, translations: {en: Delete Album?}}
            actions: [{title: Abbrechen, role: cancel}, {title: Löschen, role: destructive}]

        """

    static let rulesOff = """
        rules:
          conflicting-key: off
          table-development-language: off

        """

    @Test func lintReportsAKeyGivenTwoTextsInOneFile() throws {
        let tree = try CLIHarness.temporaryTree(["photos.alerts.yaml": Self.sameKey])
        let result = try CLIHarness.run(["lint", "photos.alerts.yaml"], in: tree)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("""
            photos.alerts.yaml:7:24: error: strings key 'confirm' of table 'Photos' already names the development text "Cancel"; \
            this text, "Delete", would be shown as that one. Give one of them another key [conflicting-key]
            photos.alerts.yaml:6:24: note: 'confirm' first names "Cancel" here
            """), "\(result.stdout)")
    }

    @Test func lintReportsATableInTwoDevelopmentLanguages() throws {
        let tree = try CLIHarness.temporaryTree(["a.alerts.yaml": Self.english, "b.alerts.yaml": Self.german])
        let result = try CLIHarness.run(["lint", "a.alerts.yaml", "b.alerts.yaml"], in: tree)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("b.alerts.yaml:3:22: error: strings table 'Shared' is written in 'en' (by a.alerts.yaml), but this file's development language is 'de'"), "\(result.stdout)")
        #expect(result.stdout.contains("[table-development-language]\na.alerts.yaml:2:8: note: 'Shared' gets the development language 'en' from this file"), "\(result.stdout)")
    }

    @Test func generateRefusesAKeyGivenTwoTextsEvenWithTheRuleOff() throws {
        let tree = try CLIHarness.temporaryTree(["photos.alerts.yaml": Self.sameKey, ".alertlint.yml": Self.rulesOff])
        let lint = try CLIHarness.run(["lint", "photos.alerts.yaml"], in: tree)
        #expect(lint.status == 0, "the rule is off: \(lint.stdout)\(lint.stderr)")
        for format in ["xcstrings", "strings"] {
            let result = try CLIHarness.run(["generate", "photos.alerts.yaml", "--output", "Out", "--strings-format", format], in: tree)
            #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.hasPrefix("photos.alerts.yaml:7:24: error: strings key 'confirm' of table 'Photos'"), "\(result.stdout)")
            #expect(result.stdout.contains("photos.alerts.yaml:6:24: note: 'confirm' first names \"Cancel\" here"))
            #expect(result.stderr.contains("1 strings table conflict; nothing was generated"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: tree.appendingPathComponent("Out").path))
        }
    }

    @Test func generateRefusesATableInTwoDevelopmentLanguagesEvenWithTheRuleOff() throws {
        let tree = try CLIHarness.temporaryTree(["a.alerts.yaml": Self.english, "b.alerts.yaml": Self.german, ".alertlint.yml": Self.rulesOff])
        let result = try CLIHarness.run(["generate", "a.alerts.yaml", "b.alerts.yaml", "--output", "Out"], in: tree)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("b.alerts.yaml:3:22: error: strings table 'Shared' is written in 'en'"), "\(result.stdout)")
        #expect(result.stdout.contains("[table-development-language]\na.alerts.yaml:2:8: note:"), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: tree.appendingPathComponent("Out").path))
    }

    @Test func aSuppressedConflictIsStillRefused() throws {
        let suppressed = Self.sameKey.replacingOccurrences(of: "version: 1\n", with: "version: 1\n# alertlint:disable-file conflicting-key\n")
        let tree = try CLIHarness.temporaryTree(["photos.alerts.yaml": suppressed])
        #expect(try CLIHarness.run(["lint", "photos.alerts.yaml"], in: tree).status == 0)
        let result = try CLIHarness.run(["generate", "photos.alerts.yaml", "--output", "Out"], in: tree)
        #expect(result.status == 1)
        #expect(result.stdout.contains("photos.alerts.yaml:8:24: error: strings key 'confirm'"), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: tree.appendingPathComponent("Out").path))
    }
}
