import AlertDiagnostics
import AlertLint
import AlertSpec
import ArgumentParser
import Foundation

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check spec files and report every problem at file:line:column.",
        discussion: """
            Directories are searched recursively for *.alerts.yaml and *.alerts.yml \
            (hidden folders are skipped). '-' reads a spec from standard input.

            Each file is linted with the nearest .alertlint.yml in its folder or above \
            (or the one given with --config).

            Findings print to standard output as 'path:line:col: warning: message [rule-id]'; \
            a summary prints to standard error.

            Paths that hold no spec file are an error (exit 2), so a job that lints the \
            wrong folder does not pass having checked nothing; --allow-empty accepts it.

            --pseudo lints as if every text also had a pseudo-localized translation in en-XA \
            (accented, padded to the longest translation the IBM expansion table allows, \
            bracketed: "[Ðéļéţé Þĥöţö one two t]"), so the layout rules find titles and \
            buttons that will not fit before translators deliver (docs/pseudo-localization.md).

            EXIT CODES
              0  no errors found
              1  errors found (with --strict, warnings too)
              2  usage error, an input could not be read, or no spec files were found
            """
    )

    @Argument(help: "Spec files or directories to lint; '-' for standard input. Default: the current directory.")
    var paths: [String] = []

    @Option(name: .long, help: "A configuration file to use for every spec, instead of the nearest .alertlint.yml.")
    var config: String?

    @Flag(name: .customLong("no-config"), help: "Read no .alertlint.yml: every spec gets the default rules and settings.")
    var noConfig = false

    @Option(help: "How to print findings: \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", ")). Default: xcode, or github when GITHUB_ACTIONS=true.")
    var reporter: ReporterKind?

    @Flag(help: "Apply safe fix-its to the spec files, then report what is left.")
    var fix = false

    @Flag(help: "With --fix, also apply fix-its marked unsafe (they change behaviour: review the diff).")
    var unsafeFixes = false

    @Flag(help: "Fail (exit 1) on warnings too.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print errors only, and no summary.")
    var quiet = false

    @Option(name: .customLong("stdin-path"), help: "With '-': the path standard input is reported as; its file name also gives the namespace.")
    var standardInputPath: String?

    @Flag(help: "Succeed when the paths hold no spec files, instead of failing with exit code 2.")
    var allowEmpty = false

    @Option(name: .shortAndLong, help: "How many files to process at once. Default: the number of cores.")
    var jobs: Int?

    @Flag(help: "Lint as if every text were also translated into en-XA, pseudo-localized: accented, expanded by the IBM table and bracketed.")
    var pseudo = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if fix, paths.contains("-") { throw ValidationError("--fix rewrites files; it cannot fix standard input") }
        if unsafeFixes, !fix { throw ValidationError("--unsafe-fixes goes with --fix") }
        if noConfig, config != nil { throw ValidationError("--no-config reads no configuration; it cannot go with --config") }
        // Without '-' the option would be silently ignored: the paths are linted as named.
        if standardInputPath != nil, !paths.contains("-") {
            throw ValidationError("--stdin-path names standard input; give '-' among the paths")
        }
    }

    func run() throws {
        let standardInputPath = self.standardInputPath ?? "<stdin>"
        let plan = LintPlan(paths: paths, configurationPath: config, noConfiguration: noConfig, standardInputPath: standardInputPath)
        if let nothingFound = plan.nothingFoundMessage, !allowEmpty {
            FileHandle.standardError.write(Data("error: \(nothingFound); pass --allow-empty if that is expected\n".utf8))
            throw ExitCode(ExitStatus.usageOrIOFailure.rawValue)
        }

        var runner = LintRunner(standardInputPath: standardInputPath)
        if let jobs = self.jobs { runner.jobs = jobs }
        if fix {
            let fixes = LintFixer(runner: runner, includeUnsafe: unsafeFixes).fix(plan.jobs)
            for (path, count) in fixes.applied.sorted(by: { $0.key < $1.key }) where !quiet {
                FileHandle.standardError.write(Data("fixed \(counted(count, "finding")) in \(path)\n".utf8))
            }
            for (path, reason) in fixes.refused {
                FileHandle.standardError.write(Data("warning: \(path): fixes not applied: \(reason)\n".utf8))
            }
            for failure in fixes.writeFailures {
                FileHandle.standardError.write(Data("error: cannot write \(failure)\n".utf8))
            }
            if !fixes.writeFailures.isEmpty { throw ExitCode(ExitStatus.usageOrIOFailure.rawValue) }
        }
        // Fixes are computed on the specs as written; only the report sees the pseudo-locale.
        if pseudo { runner.pseudolocalizer = Pseudolocalizer() }
        let environment = ProcessInfo.processInfo.environment
        let kind = reporter ?? (environment["GITHUB_ACTIONS"] == "true" ? .github : .xcode)
        // Each file's bytes go once it is linted, its positions resolved (decision 0055).
        runner.keepsSources = false
        runner.hashesLines = kind == .sarif
        // Each file's findings leave memory as it is linted, past a few MB to a temporary
        // file, and are read back path by path as the report is written (decision 0062).
        runner.findingsBudget = 4 << 20
        // Only the positions the reporter prints are resolved: starts only for the Xcode and
        // JUnit shapes, fix-its' edits only in JSON, errors only with --quiet.
        runner.positionsRead = LintRunner.PositionsRead(
            ends: kind != .xcode && kind != .junit,
            fixItEdits: kind == .json,
            severity: quiet ? .error : .info
        )
        let report = plan.report(runner)

        let stepSummaryPath = environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 }
        let workingDirectory = FileManager.default.currentDirectoryPath
        let context = ReporterContext(
            toolVersion: AlertlintVersion.current,
            repositoryPrefix: RepositoryRoot.prefix(from: workingDirectory),
            repositoryRoot: RepositoryRoot.root(from: workingDirectory),
            hasStepSummary: stepSummaryPath != nil
        )
        // Every reporter writes as it goes, its output passed to standard output in pieces as
        // it fills: no encoder tree or copy of the whole document is built.
        let shown = quiet ? report.onlyErrors() : report
        switch kind {
        case .xcode:
            Self.writeXcode(shown, to: Self.writeToStandardOutput)
        case .json, .sarif:
            var writer = JSONWriter(flushingAt: Self.piece, to: Self.writeToStandardOutput)
            if kind == .json {
                JSONReporter().write(shown, context: context, to: &writer)
            } else {
                SARIFReporter().write(shown, context: context, to: &writer)
            }
        case .github:
            var output = ChunkedOutput(flushingAt: Self.piece, to: Self.writeToStandardOutput)
            // The step summary's table goes to its file as it is written, the file opened at
            // the first piece (none when every finding was annotated).
            let summaryFile = StepSummaryFile(path: stepSummaryPath)
            var summary = ChunkedOutput(flushingAt: Self.piece) { bytes in summaryFile.append(bytes) }
            GitHubReporter().write(shown, context: context, to: &output, summary: &summary)
            summary.flush()
            output.flush()
            if summaryFile.failed {
                FileHandle.standardError.write(Data("error: cannot write the step summary \(stepSummaryPath ?? "")\n".utf8))
                throw ExitCode(ExitStatus.usageOrIOFailure.rawValue)
            }
        case .junit:
            var output = ChunkedOutput(flushingAt: Self.piece, to: Self.writeToStandardOutput)
            JUnitReporter().write(shown, context: context, to: &output)
            output.flush()
        }

        let ioFailures = plan.failures(after: report)
        for failure in ioFailures {
            FileHandle.standardError.write(Data("error: \(failure)\n".utf8))
        }
        if !quiet {
            FileHandle.standardError.write(Data(summary(report).utf8))
        }
        if !ioFailures.isEmpty { throw ExitCode(ExitStatus.usageOrIOFailure.rawValue) }
        if report.errorCount > 0 || (strict && report.warningCount > 0) {
            throw ExitCode(ExitStatus.errorsFound.rawValue)
        }
    }

    /// How much output is gathered before it is written: reports of any size go out in pieces.
    private static let piece = 1 << 16

    private static func writeToStandardOutput(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { FileHandle.standardOutput.write(Data($0)) }
    }

    /// What `XcodeReporter` renders, passed to `sink` in pieces of about 64 KB as it is
    /// formatted: `lint` writes them to standard output; `generate` also keeps them for its
    /// stamp.
    static func writeXcode(_ report: LintReport, to sink: ([UInt8]) -> Void) {
        let formatter = report.formatter
        var buffer: [UInt8] = []
        buffer.reserveCapacity(piece + 4_096)
        for diagnostic in report.inOutputOrder {
            formatter.write(diagnostic, into: &buffer)
            if buffer.count >= piece {
                sink(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        if !buffer.isEmpty { sink(buffer) }
    }

    private func summary(_ report: LintReport) -> String {
        let filesWithFindings = report.pathsWithFindings.count
        var counts = [counted(report.errorCount, "error"), counted(report.warningCount, "warning")]
        if report.infoCount > 0 { counts.append(counted(report.infoCount, "note")) }
        return "Linted \(counted(report.specCount, "file")): \(counts.joined(separator: ", "))"
            + (filesWithFindings > 0 ? " in \(counted(filesWithFindings, "file"))" : "") + ".\n"
    }
}

extension ReporterKind: ExpressibleByArgument {}

/// `$GITHUB_STEP_SUMMARY`, appended to piece by piece: opened at the first piece, closed when
/// done with; `failed` when it cannot be opened. Without a path, the pieces go nowhere (the
/// reporter writes none then: its context says there is no step summary).
private final class StepSummaryFile {
    private let path: String?
    private var handle: FileHandle?
    private(set) var failed = false

    init(path: String?) {
        self.path = path
    }

    deinit {
        try? handle?.close()
    }

    func append(_ bytes: [UInt8]) {
        guard let path, !failed else { return }
        if handle == nil {
            guard let opened = FileHandle(forWritingAtPath: path) else {
                failed = true
                return
            }
            opened.seekToEndOfFile()
            handle = opened
        }
        bytes.withUnsafeBytes { handle?.write(Data($0)) }
    }
}
