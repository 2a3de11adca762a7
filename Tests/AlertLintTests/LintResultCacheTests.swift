import AlertLint
import Foundation
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
}
