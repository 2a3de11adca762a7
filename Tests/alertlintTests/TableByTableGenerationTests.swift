import Foundation
import Testing

/// Decision 0067, end to end: `generate` decodes, checks and stages the catalogs a window of
/// tables at a time, yet reports what stops it as when every catalog was checked before any
/// output was made, and a failure after outputs were staged changes nothing.
@Suite struct TableByTableGenerationTests {
    /// More specs than a window holds on a machine of up to ten cores (four a core), each its
    /// own table (its namespace, from its name: `T01` …), in the order the tables are made.
    static let count = 44

    /// Every catalog decoded again to generate, none kept from the lint: the path a large
    /// project takes.
    static let decodedAgain = ["ALERTLINT_KEEP_CATALOG_BYTES": "0"]

    static func name(_ index: Int) -> String { String(format: "t%02d.alerts.yaml", index) }

    static func clean(_ index: Int, title: String = "Delete Photo?") -> String {
        """
        version: 1
        locales: [de]
        alerts:
          deletePhoto\(index):
            title: {text: \(title), translations: {de: Foto löschen?}}
            actions:
              - {title: {text: Cancel, translations: {de: Abbrechen}}, role: cancel}
              - {title: {text: Delete, translations: {de: Löschen}}, role: destructive}

        """
    }

    /// The German translation leaves out argument 1: Foundation would hand the album's
    /// pointer to `%2$lld` (`FormatCrashCommandTests.gap`).
    static let gap = FormatCrashCommandTests.gap

    static let rulesOff = """
        rules:
          format-crash: off
          placeholder-mismatch: off
          conflicting-key: off

        """

    static func tree(replacing replaced: [Int: String] = [:], table: String? = nil) throws -> URL {
        var files = [".alertlint.yml": rulesOff]
        for index in 1...count {
            var spec = replaced[index] ?? clean(index)
            if let table { spec = spec.replacingOccurrences(of: "version: 1\n", with: "version: 1\ntable: \(table)\n") }
            files[name(index)] = spec
        }
        return try CLIHarness.temporaryTree(files)
    }

    /// Every file under `folder`, relative path → bytes.
    static func contents(of folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            result[String(url.path.dropFirst(folder.path.count + 1))] = try Data(contentsOf: url)
        }
        return result
    }

    @Test func findingsInEveryTableAreReportedWhereverGenerationStopped() throws {
        // One in the first window, one in the last: the second is found after the first
        // window's outputs were staged, then dropped.
        let tree = try Self.tree(replacing: [2: Self.gap, Self.count - 1: Self.gap])
        let result = try CLIHarness.run(["generate", ".", "--output", "Out"], in: tree, environment: Self.decodedAgain)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("t02.alerts.yaml:9:26: error: 'T02.deletePhotos.message', de translation"), "\(result.stdout)")
        #expect(result.stdout.contains("t\(Self.count - 1).alerts.yaml:9:26: error: 'T\(Self.count - 1).deletePhotos.message', de translation"), "\(result.stdout)")
        #expect(result.stderr.contains("2 formats would crash or garble Foundation's formatting; nothing was generated"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: tree.appendingPathComponent("Out").path))
    }

    @Test func aConflictInALaterTableIsReportedBeforeAFormatInAnEarlierOne() throws {
        let tree = try Self.tree(replacing: [1: Self.gap, Self.count: StringTableConflictCommandTests.sameKey])
        let result = try CLIHarness.run(["generate", ".", "--output", "Out"], in: tree, environment: Self.decodedAgain)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("t\(Self.count).alerts.yaml:7:24: error: strings key 'confirm' of table 'T\(Self.count)'"), "\(result.stdout)")
        #expect(!result.stdout.contains("format-crash"), "\(result.stdout)")
        #expect(result.stderr.contains("1 strings table conflict; nothing was generated"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: tree.appendingPathComponent("Out").path))
    }

    @Test func aFailureAfterOutputsWereStagedChangesNothing() throws {
        let tree = try Self.tree()
        let first = try CLIHarness.run(["generate", ".", "--output", "Out"], in: tree, environment: Self.decodedAgain)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        let out = tree.appendingPathComponent("Out")
        let written = try Self.contents(of: out)
        #expect(written.keys.count { $0.hasSuffix(".xcstrings") } == Self.count)

        // The first table's outputs change and are staged before the last table fails.
        try Self.clean(1, title: "Remove Photo?").write(to: tree.appendingPathComponent(Self.name(1)), atomically: true, encoding: .utf8)
        try Self.gap.write(to: tree.appendingPathComponent(Self.name(Self.count)), atomically: true, encoding: .utf8)
        let failed = try CLIHarness.run(["generate", ".", "--output", "Out"], in: tree, environment: Self.decodedAgain)
        #expect(failed.status == 1, "\(failed.stdout)\(failed.stderr)")
        #expect(failed.stderr.contains("1 format would crash or garble Foundation's formatting; nothing was generated"), "\(failed.stderr)")
        #expect(try Self.contents(of: out) == written, "a staged output or temporary was left behind, or an output replaced")
    }

    @Test func aTableSharedByMoreCatalogsThanAWindowHoldsIsOneTable() throws {
        let tree = try Self.tree(table: "Shared")
        let result = try CLIHarness.run(["generate", ".", "--output", "Out"], in: tree, environment: Self.decodedAgain)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let files = try Self.contents(of: tree.appendingPathComponent("Out"))
        // The same run keeping every catalog from the lint (the default budget holds them).
        let kept = try CLIHarness.run(["generate", ".", "--output", "Kept"], in: tree)
        #expect(kept.stdout == result.stdout && kept.status == 0)
        #expect(try Self.contents(of: tree.appendingPathComponent("Kept")).filter { !$0.key.hasPrefix(".") } == files.filter { !$0.key.hasPrefix(".") })
        #expect(files.keys.filter { $0.hasSuffix(".xcstrings") } == ["Shared.xcstrings"])
        #expect(files.keys.count { $0.hasSuffix(".swift") } == Self.count + 1, "\(files.keys.sorted())")
        let table = String(decoding: try #require(files["Shared.xcstrings"]), as: UTF8.self)
        for index in 1...Self.count {
            let namespace = String(format: "T%02d", index)
            #expect(table.contains("\"\(namespace).deletePhoto\(index).title\" : {"), "\(namespace)")
        }
    }

    /// Decision 0068: a spec named as a path that is a pipe (`/dev/stdin` here, as
    /// `<(cat spec)` or a FIFO) gives its bytes once: it is read once, hashed, linted and
    /// generated from, not read again when its table is generated.
    @Test func aSpecThatCanBeReadOnlyOnceIsReadOnce() throws {
        let tree = try CLIHarness.temporaryTree([".alertlint.yml": Self.rulesOff])
        let result = try CLIHarness.run(["generate", "/dev/stdin", "--output", "Out"], stdin: Self.clean(1), in: tree, environment: Self.decodedAgain)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.hasSuffix("Generated 3 files for 1 catalog in Out (3 changed).\n"), "\(result.stderr)")
        let table = try String(contentsOf: tree.appendingPathComponent("Out/Stdin.xcstrings"), encoding: .utf8)
        #expect(table.contains("\"Stdin.deletePhoto1.title\" : {"), "\(table)")
    }

    @Test func aBudgetThatIsNotANumberIsSaidAndTheDefaultUsed() throws {
        let tree = try CLIHarness.temporaryTree([Self.name(1): Self.clean(1)])
        let result = try CLIHarness.run(["generate", ".", "--output", "Out"], in: tree, environment: ["ALERTLINT_KEEP_CATALOG_BYTES": "1e6"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.hasPrefix(
            "warning: ALERTLINT_KEEP_CATALOG_BYTES is '1e6', not a number of bytes; the catalogs of the first 2 MiB of specs are kept\n"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: tree.appendingPathComponent("Out/T01.swift").path))
    }
}
