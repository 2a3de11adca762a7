import Foundation
import Testing

/// `alertlint lint --pseudo` and `alertlint generate --pseudo-locale`, end to end.
@Suite struct PseudoLocalizationTests {
    static let spec = """
        version: 1
        locales: [de]
        alerts:
          deletePhotos:
            parameters: {count: Int}
            title:
              plural: count
              one: Delete Photo?
              other: Delete {count} Photos?
              translations:
                de: {one: Foto löschen?, other: "{count} Fotos löschen?"}
            actions:
              - role: cancel
                title: {text: Cancel, translations: {de: Abbrechen}}
              - role: destructive
                title: {text: Delete, translations: {de: Löschen}}
        actionSheets:
          photoOptions:
            actions:
              - title: {text: Duplicate Selection, translations: {de: Auswahl duplizieren}}
              - role: cancel
                title: {text: Cancel, translations: {de: Abbrechen}}
        """

    static func tree() throws -> URL {
        try CLIHarness.temporaryTree(["Specs/photos.alerts.yaml": spec])
    }

    @Test func pseudoLintFindsLayoutProblemsPlainLintDoesNot() throws {
        let tree = try Self.tree()
        defer { try? FileManager.default.removeItem(at: tree) }
        let plain = try CLIHarness.run(["lint", "Specs"], in: tree)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.isEmpty, "\(plain.stdout)")

        let pseudo = try CLIHarness.run(["lint", "--pseudo", "Specs"], in: tree)
        // Both are not errors: the run still passes.
        #expect(pseudo.status == 0, "\(pseudo.stderr)")
        let lines = pseudo.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains {
            $0.hasPrefix("Specs/photos.alerts.yaml:13:9: note: \"[Çåñçéļ one two t]\" (en-XA) is ~")
                && $0.hasSuffix("but a side-by-side button has ~119 pt; this alert's buttons will stack vertically [alert-buttons-stack]")
        }, "\(pseudo.stdout)")
        #expect(lines.contains {
            $0.hasPrefix("Specs/photos.alerts.yaml:20:9: warning: \"[Ðûþļîçåţé Šéļéçţîöñ one two three fo]\" (en-XA) is ~")
                && $0.hasSuffix("but an action sheet row has ~272 pt; the title of action 'duplicateSelection' of action sheet 'photoOptions' will be truncated [button-truncation]")
        }, "\(pseudo.stdout)")
        #expect(pseudo.stderr.contains("Linted 1 file: 0 errors, 1 warning, 1 note in 1 file."), "\(pseudo.stderr)")
        // --strict fails on the pseudo-locale's warning as on any other.
        #expect(try CLIHarness.run(["lint", "--pseudo", "--strict", "Specs"], in: tree).status == 1)
    }

    @Test func generateWritesThePseudoLocaleIntoAStringCatalog() throws {
        let tree = try Self.tree()
        defer { try? FileManager.default.removeItem(at: tree) }
        let result = try CLIHarness.run(["generate", "Specs", "--output", "Out", "--pseudo-locale"], in: tree)
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: tree.appendingPathComponent("Out/Photos.xcstrings"))
        let catalog = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strings = try #require(catalog["strings"] as? [String: [String: Any]])
        #expect(strings.count == 5)
        for (key, entry) in strings {
            let localizations = try #require(entry["localizations"] as? [String: Any], "\(key)")
            #expect(Set(localizations.keys) == ["en", "de", "en-XA"], "\(key)")
        }
        let cancel = try #require(strings["Photos.deletePhotos.actions.cancel"]?["localizations"] as? [String: [String: [String: String]]])
        #expect(cancel["en-XA"]?["stringUnit"] == ["state": "translated", "value": "[Çåñçéļ one two t]"])
        let title = String(decoding: data, as: UTF8.self)
        #expect(title.contains("\"value\" : \"[Ðéļéţé %1$lld Þĥöţöš? one two thre]\""), "\(title)")
    }

    @Test func generateWritesThePseudoLocaleIntoStringsFiles() throws {
        let tree = try Self.tree()
        defer { try? FileManager.default.removeItem(at: tree) }
        let result = try CLIHarness.run(["generate", "Specs", "--output", "Out", "--strings-format", "strings", "--pseudo-locale=qps-XA"], in: tree)
        #expect(result.status == 0, "\(result.stderr)")
        let strings = try String(contentsOf: tree.appendingPathComponent("Out/qps-XA.lproj/Photos.strings"), encoding: .utf8)
        #expect(strings.contains("\"Photos.deletePhotos.actions.cancel\" = \"[Çåñçéļ one two t]\";"), "\(strings)")
        #expect(strings.contains("\"Photos.photoOptions.actions.duplicateSelection\" = \"[Ðûþļîçåţé Šéļéçţîöñ one two three fo]\";"), "\(strings)")
        let stringsdict = try String(contentsOf: tree.appendingPathComponent("Out/qps-XA.lproj/Photos.stringsdict"), encoding: .utf8)
        #expect(stringsdict.contains("<string>[Ðéļéţé Þĥöţö? one two th]</string>"), "\(stringsdict)")
        // The real locales are untouched.
        let german = try String(contentsOf: tree.appendingPathComponent("Out/de.lproj/Photos.strings"), encoding: .utf8)
        #expect(german.contains("= \"Abbrechen\";") && !german.contains("["))
    }

    /// `--pseudo-locale=ID` means ID wherever it is written: ArgumentParser alone takes it for
    /// the flag's default when another option follows it.
    @Test(arguments: [
        ["generate", "Specs", "--pseudo-locale=qps-XA", "--output", "Out"],
        ["generate", "--pseudo-locale=qps-XA", "--output", "Out", "Specs"],
        ["generate", "--output", "Out", "Specs", "--pseudo-locale=qps-XA"],
    ])
    func theLocaleWrittenWithTheOptionIsTheOneUsed(_ arguments: [String]) throws {
        let tree = try Self.tree()
        defer { try? FileManager.default.removeItem(at: tree) }
        let result = try CLIHarness.run(arguments, in: tree)
        #expect(result.status == 0, "\(result.stderr)")
        let catalog = try String(contentsOf: tree.appendingPathComponent("Out/Photos.xcstrings"), encoding: .utf8)
        #expect(catalog.contains("\"qps-XA\" : {") && !catalog.contains("en-XA"), "\(catalog)")
    }

    /// The pseudo-locale is generated text: a later run replaces it in an existing table, where
    /// a translator's text would be kept.
    @Test(arguments: ["xcstrings", "strings"])
    func aChangedTextGetsAFreshPseudoTranslation(_ format: String) throws {
        let tree = try Self.tree()
        defer { try? FileManager.default.removeItem(at: tree) }
        let arguments = ["generate", "Specs", "--output", "Out", "--strings-format", format, "--pseudo-locale"]
        #expect(try CLIHarness.run(arguments, in: tree).status == 0)
        let spec = tree.appendingPathComponent("Specs/photos.alerts.yaml")
        try Data(Self.spec.replacingOccurrences(of: "one: Delete Photo?", with: "one: Remove Photo?").utf8).write(to: spec)
        let second = try CLIHarness.run(arguments, in: tree)
        #expect(second.status == 0, "\(second.stderr)")
        let table = format == "xcstrings" ? "Out/Photos.xcstrings" : "Out/en-XA.lproj/Photos.stringsdict"
        let text = try String(contentsOf: tree.appendingPathComponent(table), encoding: .utf8)
        #expect(text.contains("[Ŕéṁöṽé Þĥöţö? one two th]"), "\(text)")
        #expect(!text.contains("[Ðéļéţé Þĥöţö? one two th]"), "\(text)")
        // The same specs again: nothing changes.
        let third = try CLIHarness.run(arguments, in: tree)
        #expect(third.stderr.contains("(0 changed)"), "\(third.stderr)")
    }

    /// A String Catalog that cannot be read reaches the merge as it is, which says where it is
    /// broken and writes nothing.
    @Test func aBrokenCatalogIsStillReportedAndKept() throws {
        let tree = try Self.tree()
        defer { try? FileManager.default.removeItem(at: tree) }
        let broken = tree.appendingPathComponent("Out/Photos.xcstrings")
        try FileManager.default.createDirectory(at: broken.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\n  \"strings\" : {\n    \"a\" : [\n".utf8).write(to: broken)
        let result = try CLIHarness.run(["generate", "Specs", "--output", "Out", "--pseudo-locale"], in: tree)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Photos.xcstrings:"), "\(result.stderr)")
        #expect(result.stderr.contains("nothing was generated"), "\(result.stderr)")
        #expect(try String(contentsOf: broken, encoding: .utf8) == "{\n  \"strings\" : {\n    \"a\" : [\n")
    }

    @Test func withLocalesThePseudoLocaleIsWrittenToo() throws {
        let tree = try Self.tree()
        defer { try? FileManager.default.removeItem(at: tree) }
        let result = try CLIHarness.run(["generate", "Specs", "--output", "Out", "--strings-format", "strings", "--locales", "en", "de", "--pseudo-locale"], in: tree)
        #expect(result.status == 0, "\(result.stderr)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: tree.appendingPathComponent("Out").path).filter { $0.hasSuffix(".lproj") }
        #expect(Set(folders) == ["en.lproj", "de.lproj", "en-XA.lproj"])
    }

    @Test func aLocaleWithRealTextIsRefused() throws {
        let tree = try Self.tree()
        defer { try? FileManager.default.removeItem(at: tree) }
        for locale in ["de", "en"] {
            let result = try CLIHarness.run(["generate", "Specs", "--output", "Out", "--pseudo-locale", locale], in: tree)
            #expect(result.status == 2)
            #expect(result.stderr.contains("error: --pseudo-locale \(locale): Specs/photos.alerts.yaml has real text in \(locale); pseudo-text would replace it"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: tree.appendingPathComponent("Out").path))
        }
    }

    @Test func aPathAfterTheOptionIsNotTakenForALocale() throws {
        let tree = try Self.tree()
        defer { try? FileManager.default.removeItem(at: tree) }
        let result = try CLIHarness.run(["generate", "--pseudo-locale", "Specs", "--output", "Out"], in: tree)
        #expect(result.status != 0)
        #expect(result.stderr.contains("--pseudo-locale took 'Specs', a path, as its locale; give the paths first, or write --pseudo-locale=ID"), "\(result.stderr)")
        let bad = try CLIHarness.run(["generate", "Specs", "--output", "Out", "--pseudo-locale", "e"], in: tree)
        #expect(bad.stderr.contains("--pseudo-locale takes a locale id such as en-XA, found 'e'"), "\(bad.stderr)")
    }
}
