import Foundation
import Testing
import TestSupport

/// Every input in Fuzz/Regressions (hostile cases and what the fuzzer once found, minimized)
/// goes through the real binary the ways a user can feed it: lint with every reporter, lint
/// --fix on a copy, and generate both kinds of string tables. None may crash, hang, or end
/// with anything but the documented exit codes.
@Suite struct FuzzRegressionTests {
    static let folder = CLIHarness.packageRoot.appendingPathComponent("Fuzz/Regressions")

    static var inputs: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
    }

    @Test func theRegressionFolderHoldsInputs() {
        #expect(!Self.inputs.isEmpty, "Fuzz/Regressions is empty or missing")
    }

    @Test(arguments: inputs)
    func survivesLintFixAndGenerate(_ name: String) throws {
        let work = TestScratch.root.appendingPathComponent("alertlint-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let spec = work.appendingPathComponent("input.alerts.yaml")
        try FileManager.default.copyItem(at: Self.folder.appendingPathComponent(name), to: spec)
        let binary = CLIHarness.binary.path

        var runs: [[String]] = ["xcode", "json", "sarif", "github", "junit"].map { [binary, "lint", "--reporter", $0, spec.path] }
        runs.append([binary, "lint", "--fix", "--unsafe-fixes", spec.path])
        runs.append([binary, "generate", spec.path, "--output", work.appendingPathComponent("xcstrings").path])
        runs.append([binary, "generate", spec.path, "--output", work.appendingPathComponent("strings").path, "--strings-format", "strings"])
        for arguments in runs {
            let result = try ChildProcess.run(arguments, in: work, timeout: 30)
            #expect(!result.timedOut, "\(name): \(arguments.dropFirst()) did not finish")
            #expect([0, 1, 2].contains(result.status), "\(name): \(arguments.dropFirst()) ended with \(result.status): \(result.stderr)")
        }
    }
}
