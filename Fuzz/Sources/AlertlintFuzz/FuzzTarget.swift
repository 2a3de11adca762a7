import AlertCodegen
import AlertStrings
import AlertDiagnostics
import AlertLint
import AlertSpec
import CFuzzerDriver

/// One input through the whole pipeline, in memory: parse, decode, lint (every rule), apply
/// every fix-it (unsafe ones too) and check the result, then generate Swift and both kinds of
/// string tables. libFuzzer reports a crash, an ASan finding, a leak or a slow input; the
/// checks below turn a silent wrong result into a crash it can report.
@_cdecl("LLVMFuzzerTestOneInput")
public func alertlintFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzPipeline.run(bytes)
    return 0
}

enum FuzzPipeline {
    /// One thread: libFuzzer measures one input at a time, and a slow input must be the
    /// input's fault, not a scheduler's.
    static let runner = LintRunner(standardInputPath: "fuzz.alerts.yaml", jobs: 1)

    static func run(_ bytes: [UInt8]) {
        let file = SourceFile(path: "fuzz.alerts.yaml", bytes: bytes)
        let report = runner.lint([file])
        for diagnostic in report.diagnostics {
            // Every finding points into the input, so its line:column can be rendered.
            let range = diagnostic.range.bytes
            precondition(range.start >= 0 && range.end <= bytes.count, "range out of the file: \(diagnostic)")
        }
        _ = DiagnosticFormatter(files: report.files).format(report.diagnostics)

        checkFixes(file: file, diagnostics: report.diagnostics)

        guard report.errorCount == 0, !report.catalogs.isEmpty else { return }
        generate(report.catalogs)
    }

    /// What `lint --fix` would write must keep every text, every comment's item and the
    /// YAML, and add no finding: checked again here, from the outside, by `FixVerifier` and a
    /// fresh lint. Unsafe fix-its (a did-you-mean rename can reveal errors the misspelt key
    /// hid) only have to apply and re-parse without crashing.
    static func checkFixes(file: SourceFile, diagnostics: [Diagnostic]) {
        let configuration = Configuration(rules: runner.rules)
        let outcome = LintFixer(runner: runner).fixFile(file, configuration: configuration, diagnostics: diagnostics)
        if outcome.applied > 0 {
            let fixed = SourceFile(path: file.path, bytes: outcome.bytes)
            let problems = FixVerifier.verify(original: file, fixed: fixed, intended: outcome.intent)
            precondition(problems.isEmpty, "--fix broke the file: \(problems)")
            let after = runner.lint([fixed]).diagnostics
            let added = FixVerifier.addedFindings(before: diagnostics, in: file, after: after, in: fixed)
            precondition(added.isEmpty, "--fix added findings: \(added)")
        }

        let unsafe = FixApplier.apply(diagnostics, to: file, includeUnsafe: true)
        if !unsafe.applied.isEmpty {
            _ = SpecParser.parse(SourceFile(path: file.path, bytes: unsafe.bytes))
        }
    }

    static func generate(_ catalogs: [Catalog]) {
        let generator = SwiftGenerator(
            options: .init(access: .public, bundle: .module, toolVersion: "fuzz"),
            pluralFunction: PluralFunctionSource.all
        )
        _ = GenerationPlan.swift(catalogs, generator: generator)
        for format in StringTableFiles.Format.allCases {
            _ = try? GenerationPlan.tables(catalogs, format: format) { _ in nil }
        }
    }
}
