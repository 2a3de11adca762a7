import AlertDiagnostics
import AlertLint
import ArgumentParser
import Foundation

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check spec files and report every problem at file:line:column.",
        discussion: """
            Directories are searched recursively for *.alerts.yaml and *.alerts.yml \
            (hidden folders are skipped). '-' reads a spec from standard input.

            Findings print to standard output as 'path:line:col: error: message [id]'; \
            a summary prints to standard error.

            EXIT CODES
              0  no errors found
              1  errors found (warnings do not count)
              2  usage error, or an input could not be read
            """
    )

    @Argument(help: "Spec files or directories to lint; '-' for standard input. Default: the current directory.")
    var paths: [String] = []

    @Option(name: .customLong("stdin-path"), help: "The path standard input is reported as; its file name also gives the namespace.")
    var standardInputPath = "<stdin>"

    @Flag(name: .shortAndLong, help: "Print nothing but findings.")
    var quiet = false

    @Option(name: .shortAndLong, help: "How many files to process at once. Default: the number of cores.")
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        let discovery = SpecFileDiscovery().discover(paths.isEmpty ? ["."] : paths)
        var runner = LintRunner(standardInputPath: standardInputPath)
        if let jobs { runner.jobs = jobs }
        let report = runner.run(discovery.inputs)

        let output = DiagnosticFormatter(files: report.files).format(report.diagnostics)
        FileHandle.standardOutput.write(Data(output.utf8))

        var ioFailures = discovery.failures.map { "\($0.path): \($0.reason)" }
        ioFailures += report.readFailures.map(\.description)
        for failure in ioFailures {
            FileHandle.standardError.write(Data("error: \(failure)\n".utf8))
        }
        if !quiet {
            FileHandle.standardError.write(Data(summary(report).utf8))
        }
        if !ioFailures.isEmpty { throw ExitCode(ExitStatus.usageOrIOFailure.rawValue) }
        if report.errorCount > 0 { throw ExitCode(ExitStatus.errorsFound.rawValue) }
    }

    private func summary(_ report: LintReport) -> String {
        let files = report.files.count
        let filesWithFindings = Set(report.diagnostics.map(\.range.path)).count
        let errors = report.errorCount
        let warnings = report.warningCount
        return "Linted \(plural(files, "file")): \(plural(errors, "error")), \(plural(warnings, "warning"))"
            + (filesWithFindings > 0 ? " in \(plural(filesWithFindings, "file"))" : "") + ".\n"
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
