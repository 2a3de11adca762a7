import Foundation
import Testing
import TestSupport

/// `included`/`excluded` match the path relative to the configuration's folder, however the
/// input was typed; findings still print the path as typed.
@Suite struct PathFormTests {
    static let oneError = ConfigurationDiscoveryTests.threeActions

    /// `Specs/New` is linted; `Specs/Legacy` is excluded and `Other` is not included.
    static func project() throws -> URL {
        try CLIHarness.temporaryTree([
            ".alertlint.yml": "included: [Specs]\nexcluded: [Specs/Legacy]\n",
            "Specs/New/a.alerts.yaml": oneError,
            "Specs/Legacy/b.alerts.yaml": oneError,
            "Other/c.alerts.yaml": oneError,
        ])
    }

    /// The files findings were printed for.
    static func reported(_ result: CLIResult) -> [String] {
        Set(result.stdout.split(separator: "\n").compactMap { line in
            line.range(of: ".alerts.yaml:").map { String(line[..<$0.lowerBound]) + ".alerts.yaml" }
        }).sorted()
    }

    func expectOnlyNew(_ result: CLIResult, printedAs path: String, _ location: SourceLocation = #_sourceLocation) {
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)", sourceLocation: location)
        #expect(result.stderr.contains("Linted 1 file:"), "\(result.stderr)", sourceLocation: location)
        #expect(Self.reported(result) == [path], sourceLocation: location)
    }

    @Test func relativePathIsTheBaseline() throws {
        let tree = try Self.project()
        expectOnlyNew(try CLIHarness.run(["lint", "Specs"], in: tree), printedAs: "Specs/New/a.alerts.yaml")
        expectOnlyNew(try CLIHarness.run(["lint"], in: tree), printedAs: "Specs/New/a.alerts.yaml")
    }

    @Test func absolutePath() throws {
        let tree = try Self.project()
        let specs = tree.appendingPathComponent("Specs").path
        expectOnlyNew(try CLIHarness.run(["lint", specs], in: tree), printedAs: specs + "/New/a.alerts.yaml")
        // As Xcode runs it: absolute paths, from anywhere.
        expectOnlyNew(try CLIHarness.run(["lint", specs], in: URL(fileURLWithPath: "/")), printedAs: specs + "/New/a.alerts.yaml")
        expectOnlyNew(try CLIHarness.run(["lint", tree.path], in: URL(fileURLWithPath: "/")), printedAs: specs + "/New/a.alerts.yaml")
    }

    @Test func fromASubfolder() throws {
        let tree = try Self.project()
        let specs = tree.appendingPathComponent("Specs")
        expectOnlyNew(try CLIHarness.run(["lint", "."], in: specs), printedAs: "New/a.alerts.yaml")
        expectOnlyNew(try CLIHarness.run(["lint"], in: specs), printedAs: "New/a.alerts.yaml")
        // Excluded from the configuration's folder, whatever the working directory.
        let legacy = try CLIHarness.run(["lint"], in: specs.appendingPathComponent("Legacy"))
        #expect(legacy.status == 0 && legacy.stderr.contains("Linted 0 files"), "\(legacy.stdout)\(legacy.stderr)")
    }

    @Test func parentPath() throws {
        let tree = try Self.project()
        let other = tree.appendingPathComponent("Other")
        expectOnlyNew(try CLIHarness.run(["lint", "../Specs"], in: other), printedAs: "../Specs/New/a.alerts.yaml")
        expectOnlyNew(try CLIHarness.run(["lint", "../Other/../Specs/"], in: other), printedAs: "../Other/../Specs/New/a.alerts.yaml")
    }

    @Test func dotSlashAndTrailingSlash() throws {
        let tree = try Self.project()
        expectOnlyNew(try CLIHarness.run(["lint", "./Specs/"], in: tree), printedAs: "Specs/New/a.alerts.yaml")
        expectOnlyNew(try CLIHarness.run(["lint", "./"], in: tree), printedAs: "Specs/New/a.alerts.yaml")
        expectOnlyNew(try CLIHarness.run(["lint", "Specs//New/"], in: tree), printedAs: "Specs//New/a.alerts.yaml")
    }

    /// The project reached through a symlinked folder (a shell's `$PWD` through a link).
    @Test func throughASymlinkedFolder() throws {
        let tree = try Self.project()
        let alias = TestScratch.root.appendingPathComponent("alertlint-alias-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(at: alias, withDestinationURL: tree)
        defer { try? FileManager.default.removeItem(at: alias) }
        let specs = alias.appendingPathComponent("Specs").path
        expectOnlyNew(try CLIHarness.run(["lint", specs], in: tree), printedAs: specs + "/New/a.alerts.yaml")
        expectOnlyNew(try CLIHarness.run(["lint", specs], in: URL(fileURLWithPath: "/")), printedAs: specs + "/New/a.alerts.yaml")
        expectOnlyNew(try CLIHarness.run(["lint", "--config", alias.appendingPathComponent(".alertlint.yml").path, "Specs"], in: tree), printedAs: "Specs/New/a.alerts.yaml")
    }

    @Test func explicitConfigurationWithAnAbsoluteSpecPath() throws {
        let tree = try Self.project()
        let specs = tree.appendingPathComponent("Specs").path
        expectOnlyNew(try CLIHarness.run(["lint", "--config", ".alertlint.yml", specs], in: tree), printedAs: specs + "/New/a.alerts.yaml")
        expectOnlyNew(try CLIHarness.run(["lint", "--config", "../.alertlint.yml", "."], in: tree.appendingPathComponent("Specs")), printedAs: "New/a.alerts.yaml")
    }

    /// A spec outside the configuration's folder is matched by its path from there (`../…`),
    /// so only patterns that can match such a path apply.
    @Test func specOutsideTheExplicitConfigurationsFolder() throws {
        let tree = try CLIHarness.temporaryTree([
            "config/ci.yml": "excluded: [\"**/*.draft.alerts.yaml\", Specs]\n",
            "Specs/a.draft.alerts.yaml": Self.oneError,
            "Specs/b.alerts.yaml": Self.oneError,
        ])
        let result = try CLIHarness.run(["lint", "--config", "config/ci.yml", "Specs"], in: tree)
        #expect(Self.reported(result) == ["Specs/b.alerts.yaml"], "\(result.stdout)\(result.stderr)")
    }

    @Test func generateFiltersTheSameWay() throws {
        let tree = try CLIHarness.temporaryTree([
            ".alertlint.yml": "excluded: [Specs/Legacy]\n",
            "Specs/New/a.alerts.yaml": "version: 1\nalerts:\n  hello:\n    title: Hello There\n    actions: [{title: Continue}]\n",
            "Specs/Legacy/b.alerts.yaml": Self.oneError,
        ])
        let output = tree.appendingPathComponent("Generated").path
        let result = try CLIHarness.run(["generate", "-o", output, tree.appendingPathComponent("Specs").path], in: URL(fileURLWithPath: "/"))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }
}
