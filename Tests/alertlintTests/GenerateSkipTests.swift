import Foundation
import Testing

/// A second `alertlint generate` with nothing changed skips its work (decision 0052), and
/// anything generate reads or writes changing makes it generate again.
///
/// Whether a run skipped is told by the stamp: its recorded standard output is replaced by a
/// marker, which only a run that skipped prints (a run that generates prints its own lint).
@Suite struct GenerateSkipTests {
    /// Its message lacks a full stop: one `alert-message-punctuation` warning to replay.
    static let spec = """
        version: 1
        locales: [de]
        alerts:
          deleteDocument:
            parameters: {name: String}
            title:
              text: Delete “{name}”?
              translations: {de: "„{name}“ löschen?"}
            message: This document will be removed from all your devices
            actions:
              - {title: Cancel, role: cancel}
              - {id: delete, title: Delete, role: destructive}

        """

    static let marker = "REPLAYED FROM THE STAMP\n"
    static let arguments = ["generate", "documents.alerts.yaml", "--output", "Out"]

    /// Replaces the printed output the stamp in `folder` records with `marker`.
    func markStamp(in folder: URL) throws {
        let url = folder.appendingPathComponent(".alertlint.stamp")
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let head = try #require(text.range(of: "\nprinted ")).lowerBound
        let marked = text[..<head] + "\nprinted \(Self.marker.utf8.count)\n" + Self.marker
        try Data(marked.utf8).write(to: url)
    }

    func modificationDates(in folder: URL) throws -> [String: Date] {
        var result: [String: Date] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            result[name] = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.modificationDate] as? Date
        }
        return result
    }

    /// A tree generated once, its stamp marked.
    func generatedTree(_ extra: [String: String] = [:], arguments: [String] = Self.arguments) throws -> URL {
        let tree = try CLIHarness.temporaryTree(["documents.alerts.yaml": Self.spec].merging(extra) { $1 })
        let first = try CLIHarness.run(arguments, in: tree)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        try markStamp(in: tree.appendingPathComponent("Out"))
        return tree
    }

    @Test func anUnchangedRunSkipsAndPrintsWhatTheFirstPrinted() throws {
        let tree = try CLIHarness.temporaryTree(["documents.alerts.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: tree) }
        let first = try CLIHarness.run(Self.arguments, in: tree)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stdout.contains("warning:") && first.stdout.contains("[alert-message-punctuation]"), "\(first.stdout)")
        let out = tree.appendingPathComponent("Out")
        let dates = try modificationDates(in: out)
        #expect(dates.keys.contains(".alertlint.stamp"))

        Thread.sleep(forTimeInterval: 0.05)
        let second = try CLIHarness.run(Self.arguments, in: tree)
        #expect(second.status == 0)
        #expect(second.stdout == first.stdout)
        #expect(second.stderr == "Generated 3 files for 1 catalog in Out (0 changed).\n", "\(second.stderr)")
        #expect(try modificationDates(in: out) == dates)

        try markStamp(in: out)
        let third = try CLIHarness.run(Self.arguments, in: tree)
        #expect(third.status == 0)
        #expect(third.stdout == Self.marker, "the run did not skip: \(third.stdout)")
    }

    @Test func anEditedSpecGeneratesAgain() throws {
        let tree = try generatedTree()
        defer { try? FileManager.default.removeItem(at: tree) }
        try Data(Self.spec.replacingOccurrences(of: "title: Delete, role", with: "title: Delete Now, role").utf8)
            .write(to: tree.appendingPathComponent("documents.alerts.yaml"))
        let result = try CLIHarness.run(Self.arguments, in: tree)
        #expect(result.status == 0)
        #expect(!result.stdout.contains(Self.marker) && result.stdout.contains("[alert-message-punctuation]"), "\(result.stdout)")
        #expect(String(decoding: try Data(contentsOf: tree.appendingPathComponent("Out/Documents.xcstrings")), as: UTF8.self).contains("Delete Now"))
        #expect(result.stderr.contains("(2 changed)"), "\(result.stderr)")
    }

    @Test func aNewConfigurationGeneratesAgain() throws {
        let tree = try generatedTree()
        defer { try? FileManager.default.removeItem(at: tree) }
        try Data("rules:\n  alert-message-punctuation: off\n".utf8).write(to: tree.appendingPathComponent(".alertlint.yml"))
        let result = try CLIHarness.run(Self.arguments, in: tree)
        #expect(result.status == 0)
        #expect(!result.stdout.contains(Self.marker) && !result.stdout.contains("[alert-message-punctuation]"), "\(result.stdout)")
    }

    /// The sound rules look sound files up beside the spec and in `resources:`: a file
    /// added, replaced or deleted there changes what they report, so the run generates again
    /// (and a run after that, with nothing changed, skips again).
    @Test func aSoundFileAddedOrDeletedGeneratesAgain() throws {
        let spec = Self.spec + """
            sounds:
              done:
                file: chime.caf

            """
        let tree = try CLIHarness.temporaryTree(["documents.alerts.yaml": spec])
        defer { try? FileManager.default.removeItem(at: tree) }
        let first = try CLIHarness.run(Self.arguments, in: tree)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stdout.contains("[system-sound-file]"), "the missing file is reported: \(first.stdout)")
        try markStamp(in: tree.appendingPathComponent("Out"))
        #expect(try CLIHarness.run(Self.arguments, in: tree).stdout == Self.marker)

        // A file of that name appears (not a sound: the rule now says so instead).
        let chime = tree.appendingPathComponent("chime.caf")
        try Data("not audio".utf8).write(to: chime)
        let added = try CLIHarness.run(Self.arguments, in: tree)
        #expect(!added.stdout.contains(Self.marker), "\(added.stdout)")
        #expect(added.stdout != first.stdout, "the rule reports the file that is there now")
        try markStamp(in: tree.appendingPathComponent("Out"))
        #expect(try CLIHarness.run(Self.arguments, in: tree).stdout == Self.marker)

        try FileManager.default.removeItem(at: chime)
        let deleted = try CLIHarness.run(Self.arguments, in: tree)
        #expect(!deleted.stdout.contains(Self.marker), "\(deleted.stdout)")
        #expect(deleted.stdout == first.stdout)
    }

    @Test func otherOptionsGenerateAgain() throws {
        let tree = try generatedTree()
        defer { try? FileManager.default.removeItem(at: tree) }
        let result = try CLIHarness.run(Self.arguments + ["--access", "public"], in: tree)
        #expect(result.status == 0)
        #expect(!result.stdout.contains(Self.marker), "\(result.stdout)")
        #expect(String(decoding: try Data(contentsOf: tree.appendingPathComponent("Out/Documents.swift")), as: UTF8.self).contains("public "))
    }

    @Test func aDeletedOrHandEditedOutputIsWrittenAgain() throws {
        let tree = try generatedTree()
        defer { try? FileManager.default.removeItem(at: tree) }
        let swift = tree.appendingPathComponent("Out/Documents.swift")
        let generated = try Data(contentsOf: swift)
        try Data("// edited by hand\n".utf8).write(to: swift)
        let edited = try CLIHarness.run(Self.arguments, in: tree)
        #expect(edited.status == 0)
        #expect(!edited.stdout.contains(Self.marker), "\(edited.stdout)")
        #expect(try Data(contentsOf: swift) == generated)

        try markStamp(in: tree.appendingPathComponent("Out"))
        try FileManager.default.removeItem(at: swift)
        let deleted = try CLIHarness.run(Self.arguments, in: tree)
        #expect(deleted.status == 0)
        #expect(!deleted.stdout.contains(Self.marker), "\(deleted.stdout)")
        #expect(try Data(contentsOf: swift) == generated)
    }

    /// A translator's edit to a table generate merges into is merged, never skipped over nor
    /// overwritten; the run after that skips again.
    @Test func aTranslatorsEditIsMergedThenSkipped() throws {
        let tree = try generatedTree()
        defer { try? FileManager.default.removeItem(at: tree) }
        let catalogURL = tree.appendingPathComponent("Out/Documents.xcstrings")
        try CLIHarness.addTranslation("Supprimer", locale: "fr", key: "Documents.deleteDocument.actions.delete", toCatalogAt: catalogURL)

        let merged = try CLIHarness.run(Self.arguments, in: tree)
        #expect(merged.status == 0)
        #expect(!merged.stdout.contains(Self.marker), "\(merged.stdout)")
        let catalog = String(decoding: try Data(contentsOf: catalogURL), as: UTF8.self)
        #expect(catalog.contains("Supprimer"))
        #expect(catalog.contains("\"sourceLanguage\" : \"en\""), "written in Xcode's format again")

        try markStamp(in: tree.appendingPathComponent("Out"))
        let again = try CLIHarness.run(Self.arguments, in: tree)
        #expect(again.stdout == Self.marker)
        #expect(String(decoding: try Data(contentsOf: catalogURL), as: UTF8.self) == catalog)
    }

    /// A table the configuration's `translations:` names is read by generate: a change to
    /// it, or a new one, generates again.
    @Test func aConfiguredTranslationTableChangingGeneratesAgain() throws {
        let table = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Documents.deleteDocument.actions.delete" : {
                  "localizations" : {
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Supprimer" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let tree = try generatedTree([".alertlint.yml": "translations: [\"Translations/*.xcstrings\"]\n"])
        defer { try? FileManager.default.removeItem(at: tree) }
        let folder = tree.appendingPathComponent("Translations")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(table.utf8).write(to: folder.appendingPathComponent("Documents.xcstrings"))
        let added = try CLIHarness.run(Self.arguments, in: tree)
        #expect(added.status == 0, "\(added.stdout)\(added.stderr)")
        #expect(!added.stdout.contains(Self.marker), "\(added.stdout)")

        try markStamp(in: tree.appendingPathComponent("Out"))
        try Data(table.replacingOccurrences(of: "Supprimer", with: "Effacer").utf8).write(to: folder.appendingPathComponent("Documents.xcstrings"))
        let changed = try CLIHarness.run(Self.arguments, in: tree)
        #expect(changed.status == 0, "\(changed.stdout)\(changed.stderr)")
        #expect(!changed.stdout.contains(Self.marker), "\(changed.stdout)")
    }

    /// A run that fails writes nothing, the stamp included; putting the spec back skips.
    @Test func aFailedRunLeavesTheStampAsItWas() throws {
        let tree = try generatedTree()
        defer { try? FileManager.default.removeItem(at: tree) }
        let stamp = try Data(contentsOf: tree.appendingPathComponent("Out/.alertlint.stamp"))
        try Data(Self.spec.replacingOccurrences(of: "- {title: Cancel, role: cancel}", with: "- {title: Cancel, role: bogus}").utf8)
            .write(to: tree.appendingPathComponent("documents.alerts.yaml"))
        let failed = try CLIHarness.run(Self.arguments, in: tree)
        #expect(failed.status == 1, "\(failed.stdout)\(failed.stderr)")
        #expect(try Data(contentsOf: tree.appendingPathComponent("Out/.alertlint.stamp")) == stamp)
        try Data(Self.spec.utf8).write(to: tree.appendingPathComponent("documents.alerts.yaml"))
        let restored = try CLIHarness.run(Self.arguments, in: tree)
        #expect(restored.stdout == Self.marker)
    }
}
