import Foundation
import Testing

/// The `generate` options the build-tool plugin relies on: the runtime in a command of its
/// own (`--runtime`), and an output set named by the arguments alone (`--locales`), so
/// outputs can be declared before the command runs (docs/plugin.md).
@Suite struct PluginOutputOptionsTests {
    func paths(in folder: URL) -> Set<String> {
        var result: Set<String> = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            // The stamp is generate's record of its run (GenerateSkipTests), not an output.
            guard !url.hasDirectoryPath, url.lastPathComponent != ".alertlint.stamp" else { continue }
            result.insert(String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)))
        }
        return result
    }

    @Test func runtimeOnlyWritesTheRuntimeAloneWithoutSpecs() throws {
        let tree = try CLIHarness.temporaryTree(["README": "no specs here"])
        let result = try CLIHarness.run(["generate", "--runtime", "only", "--output", "Runtime"], in: tree)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(paths(in: tree.appendingPathComponent("Runtime")) == ["Alertlint+Runtime.swift"])
        let runtime = try String(contentsOf: tree.appendingPathComponent("Runtime/Alertlint+Runtime.swift"), encoding: .utf8)
        #expect(runtime.contains("struct AlertContent"))
    }

    @Test func runtimeOnlyRefusesPaths() throws {
        let tree = try CLIHarness.temporaryTree(["documents.alerts.yaml": GenerateCommandTests.spec])
        let result = try CLIHarness.run(["generate", "documents.alerts.yaml", "--runtime", "only", "--output", "Out"], in: tree)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--runtime only"))
    }

    @Test func runtimeOmitWritesNoRuntime() throws {
        let tree = try CLIHarness.temporaryTree(["documents.alerts.yaml": GenerateCommandTests.spec])
        let result = try CLIHarness.run(["generate", "documents.alerts.yaml", "--runtime", "omit", "--output", "Out"], in: tree)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(paths(in: tree.appendingPathComponent("Out")) == ["Documents.swift", "Documents.xcstrings"])
    }

    /// The spec has no plural text and translates into `de` only; asked for `en`, `de` and
    /// `fr`, every locale gets both files (empty where there is nothing) and nothing else.
    @Test func localesNameExactlyTheTablesWritten() throws {
        let spec = GenerateCommandTests.spec.replacingOccurrences(of: "locales: [de]", with: "locales: [de]\ntable: Docs")
        let tree = try CLIHarness.temporaryTree(["documents.alerts.yaml": spec + "    \n"])
        let result = try CLIHarness.run(
            ["generate", "documents.alerts.yaml", "--output", "Out", "--runtime", "omit", "--strings-format", "strings", "--locales", "en", "fr"],
            in: tree)
        #expect(result.status == 0, "\(result.stderr)")
        let out = tree.appendingPathComponent("Out")
        #expect(paths(in: out) == [
            "Documents.swift",
            "en.lproj/Docs.strings", "en.lproj/Docs.stringsdict",
            "fr.lproj/Docs.strings", "fr.lproj/Docs.stringsdict",
        ])
        let emptyPlurals = try Data(contentsOf: out.appendingPathComponent("fr.lproj/Docs.stringsdict"))
        #expect(try PropertyListSerialization.propertyList(from: emptyPlurals, format: nil) as? [String: Any] != nil)
        #expect(try Data(contentsOf: out.appendingPathComponent("fr.lproj/Docs.strings")).isEmpty)
        #expect(try String(contentsOf: out.appendingPathComponent("en.lproj/Docs.strings"), encoding: .utf8).contains("This document will be removed"))
    }

    @Test func localesNeedStringsFormat() throws {
        let tree = try CLIHarness.temporaryTree(["documents.alerts.yaml": GenerateCommandTests.spec])
        let result = try CLIHarness.run(["generate", "documents.alerts.yaml", "--output", "Out", "--locales", "en"], in: tree)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--locales needs --strings-format strings"))
    }
}
