import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder search follows symlinks to spec files and folders, never loops or lints a file
/// twice, and reports what it cannot read (exit 2) instead of skipping it.
@Suite struct FolderSearchTests {
    static let oneError = ConfigurationDiscoveryTests.threeActions

    static func link(_ path: String, to destination: String, in tree: URL) throws {
        let url = tree.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }

    @Test func symlinkedSpecFilesAndFoldersAreFollowed() throws {
        let tree = try CLIHarness.temporaryTree([
            "Shared/common.alerts.yaml": Self.oneError,
            "SharedFolder/inner.alerts.yaml": Self.oneError,
            "Specs/own.alerts.yaml": Self.oneError,
        ])
        try Self.link("Specs/linked.alerts.yaml", to: "../Shared/common.alerts.yaml", in: tree)
        try Self.link("Specs/Folder", to: "../SharedFolder", in: tree)
        let result = try CLIHarness.run(["lint", "Specs"], in: tree)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(PathFormTests.reported(result) == ["Specs/Folder/inner.alerts.yaml", "Specs/linked.alerts.yaml", "Specs/own.alerts.yaml"])
        #expect(result.stderr.contains("Linted 3 files"))
    }

    /// `excluded` names a linked folder by where it appears in the project.
    @Test func excludedMatchesALinkedFolderByItsPlaceInTheProject() throws {
        let tree = try CLIHarness.temporaryTree([
            ".alertlint.yml": "excluded: [Specs/Vendor]\n",
            "External/Vendor/v.alerts.yaml": Self.oneError,
            "Specs/own.alerts.yaml": Self.oneError,
        ])
        try Self.link("Specs/Vendor", to: "../External/Vendor", in: tree)
        let result = try CLIHarness.run(["lint", "Specs"], in: tree)
        #expect(PathFormTests.reported(result) == ["Specs/own.alerts.yaml"], "\(result.stdout)\(result.stderr)")
    }

    @Test func linkLoopsNeitherHangNorDuplicate() throws {
        let tree = try CLIHarness.temporaryTree([
            "Specs/a.alerts.yaml": Self.oneError,
            "Specs/Sub/b.alerts.yaml": Self.oneError,
        ])
        try Self.link("Specs/Sub/Up", to: "..", in: tree)           // back to an ancestor
        try Self.link("Specs/Sub/Self", to: ".", in: tree)          // to itself
        try Self.link("Specs/Again", to: "Sub", in: tree)           // a second way to a folder
        try Self.link("Specs/Sub/Root", to: "../../Specs", in: tree) // back to the search root
        try Self.link("Specs/z.alerts.yaml", to: "a.alerts.yaml", in: tree)   // a second name for a file
        let result = try CLIHarness.run(["lint", "Specs"], in: tree)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        // Each file once, by the path that does not go through a link.
        #expect(PathFormTests.reported(result) == ["Specs/Sub/b.alerts.yaml", "Specs/a.alerts.yaml"])
        #expect(result.stderr.contains("Linted 2 files"), "\(result.stderr)")
    }

    /// Two names of one file (a hard link): linted once, by the first name in sorted order.
    @Test func hardLinkedSpecsAreLintedOnce() throws {
        let tree = try CLIHarness.temporaryTree(["Specs/b/x.alerts.yaml": Self.oneError])
        try FileManager.default.createDirectory(at: tree.appendingPathComponent("Specs/a"), withIntermediateDirectories: true)
        try FileManager.default.linkItem(at: tree.appendingPathComponent("Specs/b/x.alerts.yaml"), to: tree.appendingPathComponent("Specs/a/y.alerts.yaml"))
        let result = try CLIHarness.run(["lint", "Specs"], in: tree)
        #expect(PathFormTests.reported(result) == ["Specs/a/y.alerts.yaml"], "\(result.stdout)")
    }

    @Test func theSameFileNamedTwoWaysIsLintedOnce() throws {
        let tree = try CLIHarness.temporaryTree(["Specs/a.alerts.yaml": Self.oneError])
        let result = try CLIHarness.run(["lint", "Specs", tree.appendingPathComponent("Specs").path, "./Specs/a.alerts.yaml"], in: tree)
        #expect(PathFormTests.reported(result) == ["Specs/a.alerts.yaml"], "\(result.stdout)")
        #expect(result.stderr.contains("Linted 1 file:"), "\(result.stderr)")
    }

    @Test func aBrokenSpecLinkIsReported() throws {
        let tree = try CLIHarness.temporaryTree(["Specs/a.alerts.yaml": Self.oneError])
        try Self.link("Specs/loop.alerts.yaml", to: "loop.alerts.yaml", in: tree)
        try Self.link("Specs/gone.alerts.yaml", to: "missing.alerts.yaml", in: tree)
        // A broken link that is not a spec file is none of the linter's business.
        try Self.link("Specs/notes.txt", to: "missing.txt", in: tree)
        let result = try CLIHarness.run(["lint", "Specs"], in: tree)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("error: Specs/loop.alerts.yaml: too many levels of symbolic links"), "\(result.stderr)")
        #expect(result.stderr.contains("error: Specs/gone.alerts.yaml: no such file or directory"), "\(result.stderr)")
        #expect(!result.stderr.contains("notes.txt"))
        // What could be read is still linted.
        #expect(PathFormTests.reported(result) == ["Specs/a.alerts.yaml"])
    }

    @Test func aBrokenConfigurationLinkIsReported() throws {
        let tree = try CLIHarness.temporaryTree(["Specs/a.alerts.yaml": Self.oneError])
        try Self.link(".alertlint.yml", to: ".alertlint.yml", in: tree)
        let result = try CLIHarness.run(["lint", "Specs"], in: tree)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("error: .alertlint.yml: "), "\(result.stderr)")
    }

    /// Runs the CLI as `nobody`, for whom `chmod 000` means unreadable; root reads anything.
    /// Not root: the permissions apply as they are.
    static func runUnprivileged(_ arguments: [String], in directory: URL) throws -> CLIResult {
        guard getuid() == 0 else { return try CLIHarness.run(arguments, in: directory) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", CLIHarness.binary.path] + arguments
        process.currentDirectoryURL = directory
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Small outputs: the pipes' buffers hold them until the process ends.
        process.waitUntilExit()
        return CLIResult(
            status: process.terminationStatus,
            stdout: String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
            stderr: String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        )
    }

    @Test func unreadableFoldersAndFilesAreReported() throws {
        let tree = try CLIHarness.temporaryTree([
            "Specs/a.alerts.yaml": Self.oneError,
            "Specs/Private/p.alerts.yaml": Self.oneError,
            "Specs/secret.alerts.yaml": Self.oneError,
        ])
        if getuid() == 0 {
            #expect(chown(tree.path, 65534, 65534) == 0)
            for path in ["Specs", "Specs/a.alerts.yaml", "Specs/Private", "Specs/Private/p.alerts.yaml", "Specs/secret.alerts.yaml"] {
                #expect(chown(tree.appendingPathComponent(path).path, 65534, 65534) == 0)
            }
        }
        #expect(chmod(tree.appendingPathComponent("Specs/Private").path, 0) == 0)
        #expect(chmod(tree.appendingPathComponent("Specs/secret.alerts.yaml").path, 0) == 0)
        defer { _ = chmod(tree.appendingPathComponent("Specs/Private").path, 0o755) }

        let result = try Self.runUnprivileged(["lint", "Specs"], in: tree)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("error: Specs/Private: permission denied"), "\(result.stderr)")
        #expect(result.stderr.contains("error: Specs/secret.alerts.yaml: "), "\(result.stderr)")
        #expect(PathFormTests.reported(result) == ["Specs/a.alerts.yaml"])
    }
}
