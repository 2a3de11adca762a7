import AlertLint
import Foundation
import TestSupport
import XCTest

/// `LintRunner.run(_:contents:reusing:isCancelled:)`: the report `run(_:contents:)` gives,
/// with unchanged files' results reused and the cross-file rules run again.
final class LintResultCacheTests: XCTestCase {
    private func spec(namespace: String) -> [UInt8] {
        Array("version: 1\nnamespace: \(namespace)\nalerts:\n  a:\n    title: Delete Photo?\n    message: The photo is removed.\n    actions:\n      - title: Cancel\n        role: cancel\n      - title: Delete\n        role: destructive\n".utf8)
    }

    private let runner = LintRunner(jobs: 2)
    private var jobs: [LintRunner.Job] {
        ["/nowhere/a.alerts.yaml", "/nowhere/b.alerts.yaml"].map { LintRunner.Job(input: .file($0, foundInFolder: false), configuration: Configuration(rules: RuleRegistry.rules)) }
    }

    private func ids(_ report: LintReport?) -> [String] { report?.diagnostics.map { "\($0.range.path) \($0.id)" } ?? ["cancelled"] }

    func testAReusedRunReportsWhatAFreshRunReports() {
        let cache = LintResultCache()
        var contents = ["/nowhere/a.alerts.yaml": spec(namespace: "Photos"), "/nowhere/b.alerts.yaml": spec(namespace: "Albums")]
        XCTAssertEqual(ids(runner.run(jobs, contents: contents, reusing: cache)), ids(runner.run(jobs, contents: contents)))
        XCTAssertEqual(cache.count, 2)

        // One file changes: the finding that compares files appears in the other.
        contents["/nowhere/a.alerts.yaml"] = spec(namespace: "Albums")
        let changed = runner.run(jobs, contents: contents, reusing: cache)
        XCTAssertEqual(ids(changed), ["/nowhere/b.alerts.yaml conflicting-namespace"])
        XCTAssertEqual(ids(changed), ids(runner.run(jobs, contents: contents)))

        contents["/nowhere/a.alerts.yaml"] = spec(namespace: "Photos")
        XCTAssertEqual(ids(runner.run(jobs, contents: contents, reusing: cache)), [])
    }

    func testACancelledRunReturnsNothingAndCachesNothingUnfinished() {
        let cache = LintResultCache()
        let contents = ["/nowhere/a.alerts.yaml": spec(namespace: "Photos"), "/nowhere/b.alerts.yaml": spec(namespace: "Photos")]
        XCTAssertNil(runner.run(jobs, contents: contents, reusing: cache, isCancelled: { true }))
        XCTAssertEqual(cache.count, 0)
        XCTAssertEqual(ids(runner.run(jobs, contents: contents, reusing: cache)), ["/nowhere/b.alerts.yaml conflicting-namespace"])
    }

    func testForgettingMakesTheNextRunReadAgain() {
        let cache = LintResultCache()
        let contents = ["/nowhere/a.alerts.yaml": spec(namespace: "Photos"), "/nowhere/b.alerts.yaml": spec(namespace: "Albums")]
        _ = runner.run(jobs, contents: contents, reusing: cache)
        cache.forget(path: "/nowhere/a.alerts.yaml")
        XCTAssertEqual(cache.count, 1)
        cache.forgetAll()
        XCTAssertEqual(cache.count, 0)
    }

    /// Within one file of many definitions, edited again and again: the findings reused per
    /// definition (decision 0053), the definitions reused as decoded (decision 0059) and
    /// the YAML reread around the edited lines (decision 0066) give the report a fresh run
    /// gives, every range included. (An unchanged definition's
    /// findings are replayed, not found again in its moved AST: `IncrementalDecodeTests`
    /// holds every moved range of the AST itself.)
    func testRandomEditsOfManyDefinitionsReportWhatAFreshRunReports() {
        let definitions = (1...12).map { index in
            index % 3 == 0
                ? "  alert\(index):\n    title: Delete Photo \(index)?\n    message: Tap OK to delete it.\n    actions: [OK, {title: Cancel, role: cancel}]\n"
                : "  alert\(index):\n    title: Rename \(index)\n    colour: red\n    actions:\n      - title: Delete\n        role: destructive\n"
        }
        let original = "version: 1\nnamespace: Photos\nlocales: [en, de]\nalerts:\n" + definitions.joined()
        let path = "/nowhere/a.alerts.yaml"
        let jobs = [LintRunner.Job(input: .file(path, foundInFolder: false), configuration: Configuration(rules: RuleRegistry.rules))]
        let cache = LintResultCache()
        var random = SeededGenerator(state: 59)
        var text = original
        let insertions = ["x", " ", "\n", "    # c\n", "  # c\n", "    message: Tap here.\n", "  extra:\n    title: T\n    actions: [OK]\n"]
        for step in 0..<60 {
            var bytes = Array(text.utf8)
            let lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") && $0 + 1 < bytes.count }.map { $0 + 1 }
            let at = lineStarts.randomElement(using: &random)!
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                // Type at the end of a line.
                let end = bytes[at...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                bytes.insert(contentsOf: Array(insertions.randomElement(using: &random)!.utf8), at: end)
            case 1:
                bytes.insert(contentsOf: Array(insertions.randomElement(using: &random)!.utf8), at: at)
            default:
                let end = bytes[at...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
                bytes.removeSubrange(at..<end)
            }
            text = step % 10 == 9 ? original : String(decoding: bytes, as: UTF8.self)
            let reused = runner.run(jobs, contents: [path: Array(text.utf8)], reusing: cache)
            let fresh = runner.run(jobs, contents: [path: Array(text.utf8)])
            XCTAssertEqual(reused?.diagnostics, fresh.diagnostics, "step \(step)")
        }
        XCTAssertGreaterThan(cache.decoded.statistics.reused, 0)
        XCTAssertGreaterThan(cache.definitions.statistics.reused, 0)
        XCTAssertGreaterThan(cache.documents.statistics.reread, 5)
    }

    /// Only a document given as text is kept for rereading: one read from disk is read once.
    func testOnlyGivenDocumentsAreKeptForRereading() throws {
        let folder = TestScratch.root.appendingPathComponent("reread-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a.alerts.yaml").path
        let text = "version: 1\nnamespace: Photos\nalerts:\n  deletePhoto:\n    title: Delete?\n    actions: [OK]\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let jobs = [LintRunner.Job(input: .file(path, foundInFolder: false), configuration: Configuration(rules: RuleRegistry.rules))]
        let cache = LintResultCache()

        _ = runner.run(jobs, contents: [:], reusing: cache)
        _ = runner.run(jobs, contents: [path: Array(text.replacingOccurrences(of: "Delete?", with: "Delete it?").utf8)], reusing: cache)
        XCTAssertEqual(cache.documents.statistics, .init(reread: 0, read: 1), "the disk read was not kept")
        _ = runner.run(jobs, contents: [path: Array(text.replacingOccurrences(of: "Delete?", with: "Delete this?").utf8)], reusing: cache)
        XCTAssertEqual(cache.documents.statistics, .init(reread: 1, read: 1))
    }
}
