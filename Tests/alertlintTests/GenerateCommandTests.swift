import Foundation
import Testing

/// `alertlint generate` end to end.
@Suite struct GenerateCommandTests {
    static let spec = """
        version: 1
        locales: [de]
        alerts:
          deleteDocument:
            parameters: {name: String}
            title:
              text: Delete “{name}”?
              translations: {de: "„{name}“ löschen?"}
            message: This document will be removed from all your devices.
            actions:
              - {title: Cancel, role: cancel}
              - {id: delete, title: Delete, role: destructive}

        """

    func files(in folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard !url.hasDirectoryPath else { continue }
            result[String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))] = try Data(contentsOf: url)
        }
        return result
    }

    @Test func writesSwiftAndACatalogAndIsIdempotent() throws {
        let tree = try CLIHarness.temporaryTree(["Specs/documents.alerts.yaml": Self.spec])
        let first = try CLIHarness.run(["generate", "Specs", "--output", "Generated"], in: tree)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        let output = tree.appendingPathComponent("Generated")
        let written = try files(in: output)
        #expect(Set(written.keys) == ["Alertlint+Runtime.swift", "Documents.swift", "Documents.xcstrings"])
        let swift = String(decoding: written["Documents.swift"]!, as: UTF8.self)
        #expect(swift.contains("static func deleteDocument(name: Swift.String"))
        let catalog = String(decoding: written["Documents.xcstrings"]!, as: UTF8.self)
        #expect(catalog.contains("\"Documents.deleteDocument.title\" : {"))
        #expect(catalog.contains("„%1$@“ löschen?"))

        let second = try CLIHarness.run(["generate", "Specs", "--output", "Generated"], in: tree)
        #expect(second.stderr.contains("(0 changed)"))
        #expect(try files(in: output) == written)
    }

    @Test func stringsFormatWritesLprojFolders() throws {
        let tree = try CLIHarness.temporaryTree(["documents.alerts.yaml": Self.spec])
        let result = try CLIHarness.run(["generate", "documents.alerts.yaml", "--output", "Out", "--strings-format", "strings", "--access", "public"], in: tree)
        #expect(result.status == 0, "\(result.stderr)")
        let written = try files(in: tree.appendingPathComponent("Out"))
        #expect(written.keys.contains("de.lproj/Documents.strings"))
        #expect(written.keys.contains("en.lproj/Documents.strings"))
        #expect(String(decoding: written["Documents.swift"]!, as: UTF8.self).contains("public enum Documents"))
    }

    @Test func lintErrorsStopGenerationAndWriteNothing() throws {
        let broken = Self.spec.replacingOccurrences(of: "{id: delete, title: Delete, role: destructive}", with: "{id: delete, title: Delete, role: cancel}")
        let tree = try CLIHarness.temporaryTree(["documents.alerts.yaml": broken])
        let result = try CLIHarness.run(["generate", "documents.alerts.yaml", "--output", "Out"], in: tree)
        #expect(result.status == 1)
        #expect(result.stdout.contains("[single-cancel-action]"))
        #expect(result.stderr.contains("nothing was generated"))
        #expect(!FileManager.default.fileExists(atPath: tree.appendingPathComponent("Out").path))
    }

    @Test func translatorsWorkSurvivesRegeneration() throws {
        let tree = try CLIHarness.temporaryTree(["documents.alerts.yaml": Self.spec])
        _ = try CLIHarness.run(["generate", "documents.alerts.yaml", "--output", "Out"], in: tree)
        let catalogURL = tree.appendingPathComponent("Out/Documents.xcstrings")
        // A translator adds French in Xcode.
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: catalogURL)) as? [String: Any])
        var strings = try #require(json["strings"] as? [String: Any])
        var entry = try #require(strings["Documents.deleteDocument.actions.delete"] as? [String: Any])
        var localizations = entry["localizations"] as? [String: Any] ?? [:]
        localizations["fr"] = ["stringUnit": ["state": "translated", "value": "Supprimer"]]
        entry["localizations"] = localizations
        strings["Documents.deleteDocument.actions.delete"] = entry
        json["strings"] = strings
        try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys]).write(to: catalogURL)
        // The development text changes; the spec is generated again.
        try Data(Self.spec.replacingOccurrences(of: "title: Delete, role", with: "title: Delete Now, role").utf8)
            .write(to: tree.appendingPathComponent("documents.alerts.yaml"))
        let result = try CLIHarness.run(["generate", "documents.alerts.yaml", "--output", "Out"], in: tree)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let merged = String(decoding: try Data(contentsOf: catalogURL), as: UTF8.self)
        #expect(merged.contains("Supprimer"))
        #expect(merged.contains("needs_review"))
        #expect(merged.contains("Delete Now"))
    }
}
