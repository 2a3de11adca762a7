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
    /// It keeps what `generate` generates from (decision 0067): without it the report has
    /// no catalog, and the generators would never run.
    static let runner: LintRunner = {
        var runner = LintRunner(standardInputPath: "fuzz.alerts.yaml", jobs: 1)
        runner.keepsCatalogSources = true
        return runner
    }()

    static func run(_ bytes: [UInt8]) {
        readTables(bytes)
        let file = SourceFile(path: "fuzz.alerts.yaml", bytes: bytes)
        let report = runner.lint([file])
        for diagnostic in report.diagnostics {
            // Every finding points into the input, so its line:column can be rendered.
            let range = diagnostic.range.bytes
            precondition(range.start >= 0 && range.end <= bytes.count, "range out of the file: \(diagnostic)")
        }
        _ = DiagnosticFormatter(files: report.files).format(report.diagnostics)

        checkFixes(file: file, diagnostics: report.diagnostics)

        guard report.errorCount == 0 else { return }
        // Decoded again as `generate` decodes them: the same catalog the lint checked.
        let catalogs = report.catalogSources.compactMap { try? runner.decodeAgain($0).get().catalog }
        precondition(catalogs.count == report.catalogSources.count, "a catalog that decoded once did not decode again")
        guard !catalogs.isEmpty else { return }
        generate(catalogs)
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

    /// The same bytes as an existing string table of each format: read for the translations
    /// the linter checks (every position must lie in the file), and merged into by
    /// `generate`, which must either refuse the file or write one it reads back.
    static func readTables(_ bytes: [UInt8]) {
        for path in ["Fuzz.xcstrings", "de.lproj/Fuzz.strings", "de.lproj/Fuzz.stringsdict"] {
            let existing = ExistingTranslations(tables: [(path, bytes)])
            precondition(existing.files.count == 1, "one table read as \(existing.files.count)")
            let size = existing.files[0].bytes.count
            for diagnostic in existing.diagnostics {
                precondition(diagnostic.range.bytes.end <= size, "table error out of the file: \(diagnostic)")
            }
            _ = DiagnosticFormatter(files: existing.files).format(existing.diagnostics)
            let read = try? TableTranslations.read(path: path, bytes: bytes)
            for entry in read?.entries ?? [] { precondition(entry.offset <= read!.text.count, "entry out of the file: \(entry.key)") }
            for format in StringTableFiles.Format.allCases {
                guard let merged = try? StringTableFiles.files(for: tableToMerge, format: format, existing: [path: bytes]) else { continue }
                // A table the linter could read stays one it can read once merged into (the
                // merge keeps entries it does not write as they are, so one the linter
                // refuses may stay refused).
                guard read != nil else { continue }
                for file in merged where file.relativePath == path {
                    precondition((try? TableTranslations.read(path: path, bytes: file.contents)) != nil, "merge wrote an unreadable \(path)")
                }
            }
        }
    }

    /// A small table with a single and a plural text in the development language and German,
    /// merged into every fuzzed table.
    static let tableToMerge: StringTable = {
        let parameters = [Parameter(name: "count", type: .int, range: ByteRange.at(0))]
        let other = Template(source: "{count} photos", segments: [.placeholder("count"), .literal(" photos")])
        let one = Template(source: "{count} photo", segments: [.placeholder("count"), .literal(" photo")])
        let plural = TextContent.plural(PluralText(parameter: "count", variants: [.one: one, .other: other]))
        let german = Translation(locale: LocaleID("de")!, localeRange: .at(0), content: .single(Template(source: "Löschen", segments: [.literal("Löschen")])), range: .at(0))
        let texts = [
            Text(key: "Fuzz.title", content: .single(Template(source: "Delete", segments: [.literal("Delete")])), translations: [german], range: .at(0)),
            Text(key: "Fuzz.message", content: plural, translations: [
                Translation(locale: LocaleID("de")!, localeRange: .at(0), content: .plural(PluralText(parameter: "count", variants: [
                    .one: Template(source: "{count} Foto", segments: [.placeholder("count"), .literal(" Foto")]),
                    .other: Template(source: "{count} Fotos", segments: [.placeholder("count"), .literal(" Fotos")]),
                ])), range: .at(0)),
            ], range: .at(0)),
        ]
        return StringTable(
            name: "Fuzz", sourceLanguage: LocaleID("en")!,
            entries: texts.map { StringTableBuilder.entry(for: $0, parameters: parameters, sourceLanguage: LocaleID("en")!) }
        )
    }()

    static func generate(_ catalogs: [Catalog]) {
        let generator = SwiftGenerator(options: .init(access: .public, bundle: .module, toolVersion: "fuzz"))
        _ = GenerationPlan.swift(catalogs, generator: generator)
        for format in StringTableFiles.Format.allCases {
            _ = try? GenerationPlan.tables(catalogs, format: format) { _ in nil }
        }
    }
}
