import AlertDiagnostics
import Testing

@testable import AlertLint

/// The GitHub and JUnit reporters write as they go (`lint` passes their output on in pieces
/// of about 64 KB): in small pieces, what they write is what `render` returns, the GitHub step
/// summary included; `render` itself is held to the goldens in ReporterTests.
@Suite struct ChunkedOutputTests {
    @Test func piecesAreWhatWasWritten() {
        var pieces: [[UInt8]] = []
        var output = ChunkedOutput(flushingAt: 4) { pieces.append($0) }
        output.write("ab")
        #expect(pieces.isEmpty)
        output.write("cdé")
        #expect(pieces == [Array("abcdé".utf8)])
        output.write("f")
        output.flush()
        output.flush()
        #expect(pieces == [Array("abcdé".utf8), Array("f".utf8)])
        #expect(output.bytes.isEmpty)

        var kept = ChunkedOutput()
        kept.write("abcdef")
        kept.flush()
        #expect(kept.bytes == Array("abcdef".utf8))
    }

    private func pieces(_ write: (inout ChunkedOutput) -> Void) -> (text: String, count: Int) {
        var pieces: [[UInt8]] = []
        var output = ChunkedOutput(flushingAt: 64) { pieces.append($0) }
        write(&output)
        output.flush()
        return (String(decoding: pieces.joined(), as: UTF8.self), pieces.count)
    }

    @Test(arguments: [false, true])
    func gitHubInPiecesIsWhatItRenders(hasStepSummary: Bool) {
        let context = ReporterContext(toolVersion: "1", repositoryPrefix: "App/", hasStepSummary: hasStepSummary)
        for report in [GitHubReporterTests.report(warnings: 25, errors: 12), GitHubReporterTests.report(warnings: 3, errors: 0), ReporterTests.report] {
            let rendered = GitHubReporter().render(report, context: context)
            var summaryPieces: [[UInt8]] = []
            var summary = ChunkedOutput(flushingAt: 64) { summaryPieces.append($0) }
            let written = pieces { GitHubReporter().write(report, context: context, to: &$0, summary: &summary) }
            summary.flush()
            #expect(written.text == rendered.standardOutput)
            #expect(summaryPieces.isEmpty == (rendered.stepSummary == nil))
            #expect(String(decoding: summaryPieces.joined(), as: UTF8.self) == rendered.stepSummary ?? "")
        }
        // Enough findings for several pieces, so the test means something.
        var summary = ChunkedOutput()
        let many = pieces { GitHubReporter().write(GitHubReporterTests.report(warnings: 25, errors: 12), context: context, to: &$0, summary: &summary) }
        #expect(many.count > 3 || summary.bytes.count > 64 * 3)
    }

    @Test func jUnitInPiecesIsWhatItRenders() {
        let reports = [
            ReporterTests.report,
            GitHubReporterTests.report(warnings: 25, errors: 12),
            LintReport(files: [], diagnostics: [], readFailures: [], specCount: 0),
        ]
        for report in reports {
            let rendered = JUnitReporter().render(report, context: ReporterTests.context)
            let written = pieces { JUnitReporter().write(report, context: ReporterTests.context, to: &$0) }
            #expect(written.text == rendered.standardOutput)
            #expect(written.count > 1)
        }
    }
}
