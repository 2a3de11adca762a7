import Foundation
import Testing

/// Issue 11, item 11 (decision 0037), end to end: a format Foundation's formatter would
/// misread or crash on is a lint error no configuration lowers, and `generate` refuses it even
/// with the rule off, writing nothing.
@Suite struct FormatCrashCommandTests {
    /// The German translation leaves out the album, argument 1, and shows the count, argument
    /// 2: Foundation would hand the album's pointer to `%2$lld`.
    static let gap = """
        version: 1
        locales: [de]
        alerts:
          deletePhotos:
            parameters: {album: String, count: Int}
            title: Delete Photos?
            message:
              text: Delete {count} photos from “{album}”?
              translations: {de: "{count} Fotos löschen?"}
            actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]

        """

    static let untranslated = """
        version: 1
        locales: [de]
        alerts:
          deletePhotos:
            parameters: {album: String, count: Int}
            title: Delete Photos?
            message: Delete {count} photos from “{album}”?
            actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]

        """

    static let message = """
        photos.alerts.yaml:9:26: error: 'Photos.deletePhotos.message', de translation: the format "%2$lld Fotos löschen?" would crash or garble \
        Foundation's String(format:): %2$lld comes after a gap — the format leaves out {album}, a String (argument 1) — so Foundation hands it \
        argument 1, {album}, a String, instead of argument 2, as an integer: shows the string's address, or garbage, instead of the text [format-crash]
        """

    @Test func lintReportsAnErrorEvenWhenTheConfigurationLowersIt() throws {
        let tree = try CLIHarness.temporaryTree([
            "photos.alerts.yaml": Self.gap,
            ".alertlint.yml": "rules:\n  format-crash: warning\n  placeholder-mismatch: off\n",
        ])
        let result = try CLIHarness.run(["lint", "photos.alerts.yaml"], in: tree)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains(Self.message), "\(result.stdout)")
    }

    @Test func generateRefusesEvenWithTheRuleOff() throws {
        let tree = try CLIHarness.temporaryTree([
            "photos.alerts.yaml": Self.gap,
            ".alertlint.yml": "rules:\n  format-crash: off\n  placeholder-mismatch: off\n",
        ])
        let lint = try CLIHarness.run(["lint", "photos.alerts.yaml"], in: tree)
        #expect(lint.status == 0, "the rules are off: \(lint.stdout)\(lint.stderr)")
        for format in ["xcstrings", "strings"] {
            let result = try CLIHarness.run(["generate", "photos.alerts.yaml", "--output", "Out", "--strings-format", format], in: tree)
            #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains(Self.message), "\(result.stdout)")
            #expect(result.stderr.contains("1 format would crash or garble Foundation's formatting; nothing was generated"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: tree.appendingPathComponent("Out").path))
        }
    }

    /// A translation the merge would keep from the output folder's catalog, which no
    /// configured `translations:` table showed the linter.
    @Test func generateRefusesACrashingTranslationItWouldKeep() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Photos.deletePhotos.message" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ Fotos löschen?" } }
                  }
                }
              },
              "version" : "1.0"
            }

            """
        let tree = try CLIHarness.temporaryTree(["photos.alerts.yaml": Self.untranslated, "Out/Photos.xcstrings": catalog])
        let result = try CLIHarness.run(["generate", "photos.alerts.yaml", "--output", "Out"], in: tree)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("""
            photos.alerts.yaml:7:14: error: 'Photos.deletePhotos.message', de translation: the format "%2$@ Fotos löschen?" would crash or garble \
            Foundation's String(format:): %2$@ comes after a gap — the format leaves out {album}, a String (argument 1) — so Foundation hands it \
            argument 1, {album}, a String, instead of argument 2: the wrong text [format-crash]
            """), "\(result.stdout)")
        #expect(result.stdout.contains("note: the de translation is kept from Photos.xcstrings in the output folder; fix or remove it there"), "\(result.stdout)")
        let kept = try String(contentsOf: tree.appendingPathComponent("Out/Photos.xcstrings"), encoding: .utf8)
        #expect(kept == catalog, "nothing was written")
        #expect(!FileManager.default.fileExists(atPath: tree.appendingPathComponent("Out/Alertlint+Runtime.swift").path))
    }
}
