import AlertDiagnostics
import AlertSpec
import Foundation
import Testing
@testable import AlertLint
import TestSupport

/// Decision 0068: a runner that drops its files' bytes (`keepsSources` false, as `generate`
/// runs it) lets a catalog source's bytes go too, and decodes it again from the file, which
/// must hash as the bytes linted did.
@Suite struct CatalogSourceTests {
    static let spec = """
        version: 1
        alerts:
          deletePhoto:
            title: Delete Photo?
            actions:
              - {title: Cancel, role: cancel}
              - {title: Delete, role: destructive}

        """

    /// A folder holding `a.alerts.yaml`, removed when the test ends.
    final class Folder {
        let url = TestScratch.root.appendingPathComponent("alertlint-sources-\(UUID().uuidString)")
        var spec: URL { url.appendingPathComponent("a.alerts.yaml") }

        init(_ text: String = CatalogSourceTests.spec) throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: spec)
        }

        deinit { try? FileManager.default.removeItem(at: url) }
    }

    static func source(in folder: Folder, keepsSources: Bool = false, budget: Int? = nil, contents: [String: [UInt8]] = [:]) throws -> (LintRunner, CatalogSource) {
        var runner = LintRunner()
        runner.keepsCatalogSources = true
        runner.keepsSources = keepsSources
        runner.catalogBudget = budget.map { CatalogBudget(specBytes: $0) }
        let plan = LintPlan(paths: [folder.spec.path], configurationPath: nil, noConfiguration: true, standardInputPath: "<stdin>")
        let report = plan.report(runner, contents: contents)
        #expect(report.errorCount == 0)
        return (runner, try #require(report.catalogSources.first))
    }

    @Test func aDroppedSourceIsReadAgainFromItsFile() throws {
        let folder = try Folder()
        let (runner, source) = try Self.source(in: folder)
        #expect(source.bytes == nil, "the bytes were kept")
        #expect(source.bytesHash == XXH64.hash(Array(Self.spec.utf8)))
        let again = try runner.decodeAgain(source).get()
        #expect(again.file.bytes == Array(Self.spec.utf8) && again.file.path == folder.spec.path)
        #expect(again.catalog.alerts.map(\.id) == ["deletePhoto"])
    }

    @Test func aFileChangedAfterTheLintIsNotGeneratedFrom() throws {
        let folder = try Folder()
        let (runner, source) = try Self.source(in: folder)
        let path = folder.spec.path
        try Data(Self.spec.replacingOccurrences(of: "Delete Photo?", with: "Remove Photo?").utf8).write(to: folder.spec)
        #expect(throws: CatalogSource.Failure.notAsLinted(path: path, reason: "changed after it was linted")) { try runner.decodeAgain(source).get() }
        #expect(CatalogSource.Failure.notAsLinted(path: path, reason: "changed after it was linted").description == "\(path) changed after it was linted")

        try FileManager.default.removeItem(at: folder.spec)
        let failure = try #require(runner.decodeAgain(source).failure)
        guard case .notAsLinted(path, let reason) = failure else { Issue.record("\(failure)"); return }
        #expect(reason.hasPrefix("cannot be read again after it was linted: "), "\(reason)")

        // Back as it was linted: decoded again.
        try Data(Self.spec.utf8).write(to: folder.spec)
        #expect(throws: Never.self) { try runner.decodeAgain(source).get() }
    }

    @Test func aFileGrownPastTheLimitIsSaidSo() throws {
        let folder = try Folder()
        var (runner, source) = try Self.source(in: folder)
        runner.limits.maxFileBytes = Self.spec.utf8.count
        try Data((Self.spec + "# more\n").utf8).write(to: folder.spec)
        #expect(runner.decodeAgain(source).failure == .notAsLinted(path: folder.spec.path, reason: "grew past the size limit after it was linted"))
    }

    /// Bytes that cannot be read again stay: a catalog kept within the budget (its findings'
    /// positions are resolved from them), a text given rather than read, and every source
    /// of a runner that keeps its files.
    @Test func bytesThatCannotOrNeedNotBeReadAgainStay() throws {
        let kept = try Folder()
        let (keptRunner, keptSource) = try Self.source(in: kept, budget: 1 << 20)
        let given = try Folder()
        let (givenRunner, givenSource) = try Self.source(in: given, contents: [given.spec.path: Array(Self.spec.utf8)])
        let whole = try Folder()
        let (wholeRunner, wholeSource) = try Self.source(in: whole, keepsSources: true)
        for folder in [kept, given, whole] { try FileManager.default.removeItem(at: folder.spec) }
        for (runner, source) in [(keptRunner, keptSource), (givenRunner, givenSource), (wholeRunner, wholeSource)] {
            #expect(source.bytes == Array(Self.spec.utf8))
            let again = try runner.decodeAgain(source).get()
            #expect(again.file.bytes == Array(Self.spec.utf8))
        }
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
