#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// What `generate` and `lint --fix` do to files that are already there: never replace one
/// they cannot read, write through symbolic links, check every output before writing any,
/// and leave no temporaries behind.
@Suite struct WriteSafetyTests {
    static let spec = GenerateCommandTests.spec

    /// A catalog a translator has worked on: a French text, a key of their own, a field
    /// alertlint does not know.
    static let translatedCatalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Custom.key" : {
              "localizations" : {
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Clé à moi" } }
              }
            }
          },
          "version" : "1.0",
          "x-translator-note" : "keep"
        }

        """

    static func mode(_ url: URL) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    static func isSymbolicLink(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// Names in `folder`, hidden ones included but generate's stamp (GenerateSkipTests), sorted.
    static func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0 != ".alertlint.stamp" }.sorted()
    }

    /// Every temporary the writer may have left anywhere under `root`.
    static func temporaries(under root: URL) -> [String] {
        (FileManager.default.subpaths(atPath: root.path) ?? []).filter { $0.contains(".alertlint-") }.sorted()
    }

    static func contents(under root: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: root.path) ?? [] {
            let url = root.appendingPathComponent(path)
            if let data = try? Data(contentsOf: url) { result[path] = data }
        }
        return result
    }

    // MARK: Unreadable existing outputs (issue 8, case 1)

    @Test func anUnreadableCatalogStopsGenerationAndIsLeftAlone() throws {
        let tree = try CLIHarness.temporaryTree([
            "documents.alerts.yaml": Self.spec,
            "Out/Documents.xcstrings": Self.translatedCatalog,
        ])
        let catalog = tree.appendingPathComponent("Out/Documents.xcstrings")
        // As in Xcode's sandboxed script phase: the folder is there, the file cannot be read.
        try ChildProcess.giveAway(tree)
        #expect(chmod(catalog.path, 0o200) == 0)
        let result = try ChildProcess.run(
            ChildProcess.alertlintUnprivileged(["generate", "documents.alerts.yaml", "--output", "Out"]),
            in: tree
        )
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("Out/Documents.xcstrings: exists but cannot be read: Permission denied"), "\(result.stderr)")
        #expect(result.stderr.contains("nothing was generated"))
        #expect(chmod(catalog.path, 0o644) == 0)
        #expect(try String(contentsOf: catalog, encoding: .utf8) == Self.translatedCatalog)
        #expect(Self.names(in: tree.appendingPathComponent("Out")) == ["Documents.xcstrings"])
    }

    @Test func aCatalogThatIsALinkLoopIsAnErrorNotAMissingCatalog() throws {
        let tree = try CLIHarness.temporaryTree(["documents.alerts.yaml": Self.spec])
        let out = tree.appendingPathComponent("Out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("Documents.xcstrings").path, withDestinationPath: "Documents.xcstrings")
        let result = try CLIHarness.run(["generate", "documents.alerts.yaml", "--output", "Out"], in: tree)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("Out/Documents.xcstrings: exists but cannot be read"), "\(result.stderr)")
        #expect(Self.isSymbolicLink(out.appendingPathComponent("Documents.xcstrings")))
        #expect(Self.names(in: out) == ["Documents.xcstrings"])
    }

    @Test func aNamedPipeInPlaceOfTheCatalogIsRefusedWithoutWaiting() throws {
        let tree = try CLIHarness.temporaryTree(["documents.alerts.yaml": Self.spec, "Out/.keep": ""])
        #expect(mkfifo(tree.appendingPathComponent("Out/Documents.xcstrings").path, 0o644) == 0)
        let result = try ChildProcess.run([CLIHarness.binary.path, "generate", "documents.alerts.yaml", "--output", "Out"], in: tree, timeout: 30)
        #expect(!result.timedOut)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Out/Documents.xcstrings: is not a regular file"), "\(result.stderr)")
        #expect(Self.names(in: tree.appendingPathComponent("Out")) == [".keep", "Documents.xcstrings"])
    }

    // MARK: Symbolic links (issue 8, case 2)

    @Test func aLinkedCatalogIsMergedAndWrittenThroughToItsTarget() throws {
        let tree = try CLIHarness.temporaryTree([
            "documents.alerts.yaml": Self.spec,
            "Shared/Strings.xcstrings": Self.translatedCatalog,
        ])
        let target = tree.appendingPathComponent("Shared/Strings.xcstrings")
        #expect(chmod(target.path, 0o640) == 0)
        let out = tree.appendingPathComponent("Out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        // A chain: Out/Documents.xcstrings → Out/Hop.xcstrings → ../Shared/Strings.xcstrings.
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("Hop.xcstrings").path, withDestinationPath: "../Shared/Strings.xcstrings")
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("Documents.xcstrings").path, withDestinationPath: "Hop.xcstrings")

        let result = try CLIHarness.run(["generate", "documents.alerts.yaml", "--output", "Out"], in: tree)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.isSymbolicLink(out.appendingPathComponent("Documents.xcstrings")))
        #expect(Self.isSymbolicLink(out.appendingPathComponent("Hop.xcstrings")))
        let merged = try String(contentsOf: target, encoding: .utf8)
        #expect(merged.contains("\"Documents.deleteDocument.title\""))
        #expect(merged.contains("Clé à moi") && merged.contains("x-translator-note"))
        #expect(try Self.mode(target) == 0o640)
        #expect(Self.temporaries(under: tree).isEmpty)
    }

    @Test func aLinkLoopInPlaceOfAnOutputWritesNothing() throws {
        let tree = try CLIHarness.temporaryTree(["documents.alerts.yaml": Self.spec])
        let out = tree.appendingPathComponent("Out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("Documents.swift").path, withDestinationPath: "Loop.swift")
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("Loop.swift").path, withDestinationPath: "Documents.swift")
        let result = try CLIHarness.run(["generate", "documents.alerts.yaml", "--output", "Out"], in: tree)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Out/Documents.swift: is a symbolic link loop"), "\(result.stderr)")
        #expect(Self.names(in: out) == ["Documents.swift", "Loop.swift"])
        #expect(Self.isSymbolicLink(out.appendingPathComponent("Documents.swift")))
    }

    @Test func newFilesGetTheUmasksPermissions() throws {
        let tree = try CLIHarness.temporaryTree(["documents.alerts.yaml": Self.spec])
        let result = try ChildProcess.run(
            ["/bin/sh", "-c", "umask 027 && exec \"$@\"", "sh", CLIHarness.binary.path, "generate", "documents.alerts.yaml", "--output", "Out"],
            in: tree
        )
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["Alertlint+Runtime.swift", "Documents.swift", "Documents.xcstrings"] {
            #expect(try Self.mode(tree.appendingPathComponent("Out/\(name)")) == 0o640, "\(name)")
        }
    }

    @Test func fixWritesThroughALinkedSpecKeepingItsPermissions() throws {
        let tree = try CLIHarness.temporaryTree(["specs/real.alerts.yaml": ReportingCommandTests.cancelLast])
        let target = tree.appendingPathComponent("specs/real.alerts.yaml")
        #expect(chmod(target.path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: tree.appendingPathComponent("a.alerts.yaml").path, withDestinationPath: "specs/real.alerts.yaml")
        let result = try CLIHarness.run(["lint", "--fix", "a.alerts.yaml"], in: tree)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("fixed 1 finding in a.alerts.yaml"))
        #expect(Self.isSymbolicLink(tree.appendingPathComponent("a.alerts.yaml")))
        #expect(try String(contentsOf: target, encoding: .utf8) == ReportingCommandTests.cancelFirst)
        #expect(try Self.mode(target) == 0o600)
    }

    // MARK: Temporaries and all-or-nothing (issue 8, case 5)

    @Test func temporariesAnInterruptedRunLeftAreRemoved() throws {
        let stale = ".Documents.swift.alertlint-\(UUID().uuidString)"
        let tree = try CLIHarness.temporaryTree([
            "documents.alerts.yaml": Self.spec,
            "Out/\(stale)": "half a file",
            // Not ours: the suffix is no UUID.
            "Out/.notes.alertlint-draft": "mine",
        ])
        let result = try CLIHarness.run(["generate", "documents.alerts.yaml", "--output", "Out"], in: tree)
        #expect(result.status == 0, "\(result.stderr)")
        let names = Self.names(in: tree.appendingPathComponent("Out"))
        #expect(!names.contains(stale))
        #expect(names.contains(".notes.alertlint-draft"))
    }

    @Test func aTemporaryOfARunStillWritingIsKept() throws {
        let tree = try CLIHarness.temporaryTree(["documents.alerts.yaml": Self.spec, "Out/.keep": ""])
        let out = tree.appendingPathComponent("Out")
        let busy = ".Documents.swift.alertlint-\(UUID().uuidString)"
        try Data("being written".utf8).write(to: out.appendingPathComponent(busy))
        // Another generate writing into the folder holds a shared lock on it. Close-on-exec:
        // a process another test starts meanwhile must not inherit the descriptor, and with
        // it the lock, past the `close` below (the clean-clone CI run failed on that once).
        let folder = open(out.path, O_RDONLY | O_CLOEXEC)
        #expect(flock(folder, LOCK_SH) == 0)
        let during = try CLIHarness.run(["generate", "documents.alerts.yaml", "--output", "Out"], in: tree)
        #expect(during.status == 0, "\(during.stderr)")
        #expect(Self.names(in: out).contains(busy))
        close(folder)
        let after = try CLIHarness.run(["generate", "documents.alerts.yaml", "--output", "Out"], in: tree)
        #expect(after.status == 0)
        #expect(!Self.names(in: out).contains(busy))
    }

    @Test func aFailureWhileStagingChangesNoFile() throws {
        let tree = try CLIHarness.temporaryTree(["documents.alerts.yaml": Self.spec])
        let first = try CLIHarness.run(["generate", "documents.alerts.yaml", "--output", "Out", "--strings-format", "strings"], in: tree)
        #expect(first.status == 0, "\(first.stderr)")
        let before = Self.contents(under: tree.appendingPathComponent("Out"))
        // Every file changes, and the last folder written cannot take a new file.
        let changed = Self.spec.replacingOccurrences(of: "Delete “{name}”?", with: "Remove “{name}”?")
        try Data(changed.utf8).write(to: tree.appendingPathComponent("documents.alerts.yaml"))
        try ChildProcess.giveAway(tree)
        #expect(chmod(tree.appendingPathComponent("Out/en.lproj").path, 0o555) == 0)
        let result = try ChildProcess.run(
            ChildProcess.alertlintUnprivileged(["generate", "documents.alerts.yaml", "--output", "Out", "--strings-format", "strings"]),
            in: tree
        )
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("Out/en.lproj/Documents.strings: cannot create a file in 'Out/en.lproj': Permission denied"), "\(result.stderr)")
        #expect(Self.contents(under: tree.appendingPathComponent("Out")) == before)
        #expect(Self.temporaries(under: tree).isEmpty)
    }

    // MARK: Output paths (issue 8, case 13)

    @Test func anEmptyOutputIsAUsageError() throws {
        let tree = try CLIHarness.temporaryTree(["documents.alerts.yaml": Self.spec])
        let result = try CLIHarness.run(["generate", "documents.alerts.yaml", "-o", ""], in: tree)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--output must name a folder"), "\(result.stderr)")
        #expect(Self.names(in: tree) == ["documents.alerts.yaml"])
    }

    @Test func anOutputUnderAFileSaysWhatIsInTheWay() throws {
        let tree = try CLIHarness.temporaryTree(["documents.alerts.yaml": Self.spec, "notes.txt": "x"])
        let result = try CLIHarness.run(["generate", "documents.alerts.yaml", "-o", "notes.txt/Generated"], in: tree)
        #expect(result.status == 2)
        #expect(result.stderr.contains("notes.txt/Generated: cannot create the folder: 'notes.txt' is a file"), "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
    }

    @Test(arguments: ["Documents.xcstrings", "Documents.swift", "Alertlint+Runtime.swift"])
    func anOutputThatIsAFolderIsFoundBeforeAnythingIsWritten(_ name: String) throws {
        let tree = try CLIHarness.temporaryTree(["documents.alerts.yaml": Self.spec, "Out/\(name)/.keep": ""])
        let result = try CLIHarness.run(["generate", "documents.alerts.yaml", "--output", "Out"], in: tree)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Out/\(name): is a folder, not a file"), "\(result.stderr)")
        #expect(Self.names(in: tree.appendingPathComponent("Out")) == [name])
    }
}
