import AlertDiagnostics
import Foundation
import Testing
@testable import AlertLint

/// `alertlint lint` moves each file's findings out of memory as it is linted and reads them
/// back path by path as the report is written (`LintRunner.findingsBudget`, decision 0062):
/// every reporter must print what the findings held in memory print.
@Suite struct FindingSpillTests {
    /// The runner `alertlint lint` sets up for `kind` (LintCommand), with `budget`.
    static func runner(for kind: ReporterKind, quiet: Bool, budget: Int?) -> LintRunner {
        var runner = LintRunner(jobs: 2)
        runner.keepsSources = false
        runner.hashesLines = kind == .sarif
        runner.findingsBudget = budget
        runner.positionsRead = LintRunner.PositionsRead(
            ends: kind != .xcode && kind != .junit, fixItEdits: kind == .json, severity: quiet ? .error : .info
        )
        return runner
    }

    /// Checks `spilled` shows what `held` (linted without a budget) shows, as `lint` prints them.
    static func expectSameOutput(_ spilled: LintReport, _ held: LintReport, quiet: Bool, kind: ReporterKind, _ label: String) {
        let shown = quiet ? spilled.onlyErrors() : spilled
        var expected = held
        if quiet { expected.diagnostics = expected.diagnostics.filter { $0.severity == .error } }
        #expect(spilled.spill != nil && held.spill == nil)
        #expect(Array(shown.inOutputOrder) == expected.diagnostics, "\(label)")
        #expect(shown.errorCount == expected.errorCount && shown.warningCount == expected.warningCount && shown.infoCount == expected.infoCount, "\(label)")
        #expect(shown.pathsWithFindings == Set(expected.diagnostics.map(\.range.path)), "\(label)")
        let context = ReporterContext(toolVersion: "1")
        #expect(kind.reporter.render(shown, context: context) == kind.reporter.render(expected, context: context), "\(label)")
    }

    /// Every cross-file rule's examples, whose rules' findings stay in the report and are
    /// merged, path by path, with the files' spilled findings: all spilled (budget 0), some
    /// (the first hundred bytes kept), none (a budget they fit in).
    @Test func everyReporterPrintsTheSameFromTheSpill() {
        let contents = StreamedReportTests.crossFileExamples()
        let configuration = Configuration(rules: RuleRegistry.rules)
        let jobs = contents.keys.sorted().map { LintRunner.Job(input: .file($0, foundInFolder: false), configuration: configuration) }
        for kind in ReporterKind.allCases {
            for quiet in [false, true] {
                let held = Self.runner(for: kind, quiet: quiet, budget: nil).run(jobs, contents: contents)
                #expect(held.diagnostics.contains { $0.severity == .error })
                #expect(held.diagnostics.contains { $0.severity != .error })
                for budget in [0, 100, 1 << 30] {
                    let spilled = Self.runner(for: kind, quiet: quiet, budget: budget).run(jobs, contents: contents)
                    if budget != 100 { #expect(spilled.spill?.hasSpilled == (budget == 0), "\(kind), budget \(budget)") }
                    // Only what the rules that compare files found stays in `diagnostics`.
                    #expect(!spilled.spilledChunks.isEmpty)
                    #expect(spilled.diagnostics.count < held.diagnostics.count)
                    Self.expectSameOutput(spilled, held, quiet: quiet, kind: kind, "\(kind), quiet: \(quiet), budget \(budget)")
                }
            }
        }
    }

    /// A project with string tables (findings with notes in them, and an error in a table
    /// itself, added after the run) and a configuration with an unknown setting (added by
    /// `lint` after the run too), each merged in output order with the spilled findings.
    @Test func tablesAndConfigurationFindingsMergeWithTheSpill() throws {
        var files = ExistingTranslationsTests.projectFiles
        files["App/Resources/Photos.xcstrings"] = ExistingTranslationsTests.projectCatalog.replacingOccurrences(
            of: "\"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Abbrechen\" } },",
            with: "\"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Abbrechen\" } }"
        )
        files["App/.alertlint.yml"]! += "exclude: []\n"
        files["App/zz.alerts.yaml"] = "version: 1\nalerts:\n  a: {title: \"\", actions: [{title: OK}, {title: OK}]}\n"
        let root = try ExistingTranslationsTests.project(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        func lint(_ runner: LintRunner) -> LintReport {
            var loader = ConfigurationLoader(explicitPath: nil)
            let jobs = ["App/photos.alerts.yaml", "App/zz.alerts.yaml"].map { path in
                LintRunner.Job(input: .file(root + "/" + path, foundInFolder: false), configuration: loader.configuration(forSpecAt: root + "/" + path))
            }
            var report = runner.run(jobs)
            report.include(configurationFiles: loader.files, diagnostics: loader.diagnostics)
            return report
        }
        for kind in ReporterKind.allCases {
            for quiet in [false, true] {
                let held = lint(Self.runner(for: kind, quiet: quiet, budget: nil))
                let ids = Set(held.diagnostics.map(\.id))
                #expect(ids.isSuperset(of: ["invalid-string-table", "invalid-configuration", "plural-categories", "duplicate-id"]), "\(ids)")
                #expect(Set(held.diagnostics.map(\.range.path)).count >= 3, "\(held.diagnostics.map(\.range.path))")
                for budget in [0, 1 << 30] {
                    let spilled = lint(Self.runner(for: kind, quiet: quiet, budget: budget))
                    Self.expectSameOutput(spilled, held, quiet: quiet, kind: kind, "\(kind), quiet: \(quiet), budget \(budget)")
                }
            }
        }
    }

    /// Chunks come back as stored, one per path in order of first appearance, from memory,
    /// from the file, and with workers storing at once.
    @Test func chunksComeBackAsStored() {
        @Sendable func findings(_ file: Int) -> [Diagnostic] {
            (0..<(file % 5)).map { index in
                Diagnostic(
                    severity: Severity.allCases[(file + index) % 3], id: "rule-\(index)", message: "file \(file) finding \(index) é",
                    range: SourceRange(path: index == 3 ? "table-\(file).xcstrings" : "spec-\(file).alerts.yaml", bytes: ByteRange(start: index, end: index + file)),
                    notes: [Note(message: "n", range: SourceRange(path: "other", bytes: ByteRange(start: 1, end: 2)))]
                )
            }
        }
        for budget in [0, 500, 1 << 30] {
            let spill = FindingSpill(budget: budget)
            // Stored from two workers at once, as the runner does.
            let chunks = parallelMap(Array(0..<200), jobs: 2) { file in spill.store(findings(file)) }
            #expect(spill.hasSpilled == (budget < 1 << 30))
            for file in 0..<200 {
                let expected = findings(file)
                let paths = expected.map(\.range.path).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                #expect(chunks[file].map(\.path) == paths, "file \(file)")
                #expect(chunks[file].flatMap { spill.diagnostics(in: $0) } == paths.flatMap { path in expected.filter { $0.range.path == path } }, "file \(file)")
                #expect(chunks[file].reduce(0) { $0 + $1.counts.total } == expected.count)
                #expect(chunks[file].reduce(0) { $0 + $1.counts.errors } == expected.count { $0.severity == .error })
            }
        }
    }

    /// Without a folder to write in, the findings stay in memory rather than the lint failing.
    @Test func withoutAScratchFileEverythingStaysInMemory() {
        let spill = FindingSpill(budget: 0, directory: "/nonexistent-alertlint-folder/sub")
        let diagnostic = Diagnostic(severity: .warning, id: "x", message: "m", range: SourceRange(path: "a", bytes: ByteRange(start: 0, end: 1)))
        let chunks = (0..<3).map { _ in spill.store([diagnostic, diagnostic]) }
        #expect(!spill.hasSpilled)
        #expect(chunks.allSatisfy { $0.count == 1 && spill.diagnostics(in: $0[0]) == [diagnostic, diagnostic] })
        #expect(spill.store([]).isEmpty)
    }

    /// `SeverityCounts.shown(from:)` counts what a report shows from a severity up.
    @Test func countsFromASeverityUp() {
        var counts = SeverityCounts()
        for severity in [Severity.error, .warning, .warning, .info, .info, .info] { counts.add(severity) }
        #expect(counts.shown(from: .info) == 6 && counts.shown(from: .warning) == 3 && counts.shown(from: .error) == 1)
        var doubled = counts
        doubled.add(counts)
        #expect(doubled.total == 12 && doubled.infos == 6)
    }
}

/// `SpilledBytes`: what `generate` printed, kept for its stamp in a scratch file.
@Suite struct SpilledBytesTests {
    @Test func bytesComeBackInOrder() {
        let pieces = (0..<300).map { index in [UInt8](repeating: UInt8(index % 251), count: index * 37 % 5_000) }
        for directory in [nil, "/nonexistent-alertlint-folder/sub"] {
            let spilled = SpilledBytes(directory: directory)
            for piece in pieces { spilled.append(piece) }
            #expect(spilled.hasSpilled == (directory == nil))
            #expect(spilled.count == pieces.reduce(0) { $0 + $1.count })
            var output = Array("head\n".utf8)
            spilled.append(to: &output)
            #expect(output == Array("head\n".utf8) + pieces.flatMap { $0 })
        }
    }
}
