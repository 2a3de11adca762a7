import AlertCodegen
import AlertDiagnostics
import AlertLint
import AlertSpec
import ArgumentParser
import Foundation

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift code and string tables from spec files.",
        discussion: """
            Writes AlertlintRuntime.swift, one <Namespace>.swift per catalog, and the strings \
            tables. The specs are linted first: errors stop generation (nothing is written) \
            and are printed; warnings are printed and do not. A file is written only when its \
            content changes, and never half-written.

            EXIT CODES
              0  generated
              1  lint errors, or strings tables that cannot be written (one key for two
                 texts, one table in two development languages): nothing was generated
              2  usage error, or a file could not be read or written
            """
    )

    @Argument(help: "Spec files or directories. Default: the current directory.")
    var paths: [String] = []

    @Option(name: .shortAndLong, help: "The folder to write into.")
    var output: String

    @Option(help: "Access level of the generated declarations: internal or public.")
    var access: AccessLevel = .internal

    @Option(help: "The bundle texts are looked up in by default: main (the app) or module (a Swift package's resources).")
    var bundle: SwiftGenerator.BundleChoice = .main

    @Option(name: .customLong("strings-format"), help: "String tables: xcstrings (a String Catalog per table) or strings (.strings and .stringsdict per locale).")
    var stringsFormat: StringTableFiles.Format = .xcstrings

    @Option(name: .long, help: "A configuration file to use instead of the nearest .alertlint.yml.")
    var config: String?

    func run() throws {
        let plan = LintPlan(paths: paths, configurationPath: config, standardInputPath: "<stdin>")
        var report = LintRunner().run(plan.jobs)
        report.include(configurationFiles: plan.loader.files, diagnostics: plan.loader.diagnostics)
        FileHandle.standardOutput.write(Data(DiagnosticFormatter(files: report.files).format(report.diagnostics).utf8))

        let failures = plan.failures(after: report)
        for failure in failures { FileHandle.standardError.write(Data("error: \(failure)\n".utf8)) }
        if !failures.isEmpty { throw ExitCode(ExitStatus.usageOrIOFailure.rawValue) }
        if report.errorCount > 0 {
            FileHandle.standardError.write(Data("error: \(report.errorCount) lint error\(report.errorCount == 1 ? "" : "s"); nothing was generated\n".utf8))
            throw ExitCode(ExitStatus.errorsFound.rawValue)
        }
        // Tables that cannot be written right are refused even when their rules are off.
        let refusals = StringTableBuilder.refusals(for: report.catalogs)
        if !refusals.isEmpty {
            FileHandle.standardOutput.write(Data(DiagnosticFormatter(files: report.files).format(refusals).utf8))
            FileHandle.standardError.write(Data("error: \(refusals.count) strings table conflict\(refusals.count == 1 ? "" : "s"); nothing was generated\n".utf8))
            throw ExitCode(ExitStatus.errorsFound.rawValue)
        }

        let generator = SwiftGenerator(
            options: .init(access: access, bundle: bundle, toolVersion: AlertlintVersion.current),
            pluralFunction: PluralFunctionSource.all
        )
        var files = GenerationPlan.swift(report.catalogs, generator: generator)
        do {
            files += try GenerationPlan.tables(report.catalogs, format: stringsFormat) { relativePath in
                try? readFileBytes((output as NSString).appendingPathComponent(relativePath))
            }
        } catch {
            // An existing catalog that cannot be read is never overwritten.
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(ExitStatus.usageOrIOFailure.rawValue)
        }
        var written = 0
        for file in files {
            let path = (output as NSString).appendingPathComponent(file.path)
            do {
                if try AtomicFileWriter.write(file.contents, to: path) == .written { written += 1 }
            } catch {
                FileHandle.standardError.write(Data("error: cannot write \(error)\n".utf8))
                throw ExitCode(ExitStatus.usageOrIOFailure.rawValue)
            }
        }
        FileHandle.standardError.write(Data("Generated \(files.count) files for \(report.catalogs.count) catalogs in \(output) (\(written) changed).\n".utf8))
    }
}

extension AccessLevel: ExpressibleByArgument {}
extension SwiftGenerator.BundleChoice: ExpressibleByArgument {}
extension StringTableFiles.Format: ExpressibleByArgument {}
