import AlertDiagnostics
import Testing
@testable import AlertLint

/// `alertlint lint` drops each file's bytes once it is linted (`LintRunner.keepsSources`
/// false, decision 0055); every reporter must print what it printed from the bytes.
@Suite struct StreamedReportTests {
    /// Every cross-file rule's triggering examples, each in its own folder, and a file whose
    /// namespace they share: findings in many files, notes pointing across them.
    static func crossFileExamples() -> [String: [UInt8]] {
        var contents: [String: [UInt8]] = [:]
        for rule in RuleRegistry.crossFileRules {
            for (index, example) in rule.description.triggeringExamples.enumerated() {
                let folder = "\(rule.id)/\(index)"
                for (other, text) in example.otherFiles.enumerated() {
                    contents["\(folder)/a\(other + 1).alerts.yaml"] = Array(MarkedSource(text).text.utf8)
                }
                contents["\(folder)/example.alerts.yaml"] = Array(MarkedSource(example.yaml).text.utf8)
            }
        }
        // Shared namespaces across the examples' folders add findings whose notes point into
        // other files; a multi-byte character before a finding checks columns.
        contents["z/übersicht.alerts.yaml"] = Array("version: 1\nnamespace: Photos\nalerts:\n  déjà: {title: \"Löschen?\", actions: [{title: Cancel, role: cancel}, {title: {text: Gone, key: photos.confirm}, role: destructive}]}\n".utf8)
        return contents
    }

    /// Every cross-file rule's triggering examples, linted together with every rule on, then
    /// rendered by every reporter from the kept bytes and from the resolved positions.
    @Test func everyReporterPrintsTheSameWithoutTheBytes() {
        let contents = Self.crossFileExamples()
        let configuration = Configuration(rules: RuleRegistry.rules)
        let jobs = contents.keys.sorted().map { LintRunner.Job(input: .file($0, foundInFolder: false), configuration: configuration) }

        var kept = LintRunner(jobs: 2)
        kept.keepsSources = true
        var streamed = kept
        streamed.keepsSources = false
        streamed.hashesLines = true
        let keptReport = kept.run(jobs, contents: contents)
        let streamedReport = streamed.run(jobs, contents: contents)

        #expect(streamedReport.files.isEmpty)
        #expect(streamedReport.paths == keptReport.paths)
        #expect(streamedReport.specCount == keptReport.specCount)
        #expect(streamedReport.diagnostics == keptReport.diagnostics)
        let crossFile = Set(RuleRegistry.crossFileRules.map(\.id))
        #expect(Set(keptReport.diagnostics.map(\.id)).isSuperset(of: crossFile))
        let context = ReporterContext(toolVersion: "1")
        for kind in ReporterKind.allCases {
            #expect(kind.reporter.render(streamedReport, context: context) == kind.reporter.render(keptReport, context: context), "\(kind)")
        }

        // Only what each reporter reads resolved, as `alertlint lint` asks (`PositionsRead`):
        // it prints the same; `--quiet` prints errors only, the only positions resolved.
        for kind in ReporterKind.allCases {
            for quiet in [false, true] {
                var reading = streamed
                reading.hashesLines = kind == .sarif
                reading.positionsRead = LintRunner.PositionsRead(
                    ends: kind != .xcode && kind != .junit, fixItEdits: kind == .json, severity: quiet ? .error : .info
                )
                var report = reading.run(jobs, contents: contents)
                var expected = keptReport
                if quiet {
                    report.diagnostics = report.diagnostics.filter { $0.severity == .error }
                    expected.diagnostics = expected.diagnostics.filter { $0.severity == .error }
                }
                #expect(!expected.diagnostics.isEmpty)
                #expect(kind.reporter.render(report, context: context) == kind.reporter.render(expected, context: context), "\(kind), quiet: \(quiet)")
            }
        }
    }

    /// With every rule that compares files off, the runner keeps none of their facts and
    /// resolves none of the positions they could point at; the findings are the same.
    @Test func withoutRulesThatCompareFilesTheirPositionsAreNotResolved() {
        let contents = [
            "a.alerts.yaml": Array("version: 1\nnamespace: Photos\nalerts:\n  gone: {title: \"Delete?\", actions: [{title: Cancel, role: cancel}]}\n".utf8),
            "b.alerts.yaml": Array("version: 1\nnamespace: Photos\nalerts:\n  gone: {title: \"Delete?\", actions: [{title: OK}]}\n".utf8),
        ]
        var configuration = Configuration(rules: RuleRegistry.rules)
        for rule in RuleRegistry.crossFileRules { configuration.rules[rule.id]?.isEnabled = false }
        let jobs = contents.keys.sorted().map { LintRunner.Job(input: .file($0, foundInFolder: false), configuration: configuration) }
        var kept = LintRunner(jobs: 1)
        kept.keepsSources = true
        var streamed = kept
        streamed.keepsSources = false
        streamed.hashesLines = true
        let keptReport = kept.run(jobs, contents: contents)
        let streamedReport = streamed.run(jobs, contents: contents)
        #expect(!keptReport.diagnostics.isEmpty)
        #expect(streamedReport.diagnostics == keptReport.diagnostics)
        let context = ReporterContext(toolVersion: "1")
        for kind in ReporterKind.allCases {
            #expect(kind.reporter.render(streamedReport, context: context) == kind.reporter.render(keptReport, context: context), "\(kind)")
        }
        // The facts were not built, so the namespace's position (offset 22, where no finding
        // points) was not resolved.
        #expect(!keptReport.diagnostics.contains { $0.range.bytes.start == 22 || $0.notes.contains { $0.range?.bytes.start == 22 } })
        #expect(streamedReport.positions.location(of: 22, in: "a.alerts.yaml") == nil)
        // With them on, it is.
        let on = Configuration(rules: RuleRegistry.rules)
        let onJobs = jobs.map { LintRunner.Job(input: $0.input, configuration: on) }
        #expect(streamed.run(onJobs, contents: contents).positions.location(of: 22, in: "a.alerts.yaml") != nil)
    }
}
