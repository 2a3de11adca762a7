import AlertDiagnostics
import AlertSpec
import AlertYAML
import Foundation

/// The outcome of linting a set of inputs: every file read, and every diagnostic in output order.
public struct LintReport: Sendable {
    /// The spec files that were read, then the configuration files, in input order;
    /// reporters resolve positions against them. Without the spec files when the runner
    /// dropped their bytes (`LintRunner.keepsSources`): `positions` has what reporters read.
    public var files: [SourceFile]
    /// Sorted by file, position and id.
    public var diagnostics: [Diagnostic]
    /// Inputs that could not be read.
    public var readFailures: [FileReadError]
    /// How many spec files were linted.
    public var specCount: Int
    /// What decodes each file's catalog again, for every file that decoded, sorted by path:
    /// what `alertlint generate` generates from (`LintRunner.decodeAgain(_:)`). Empty unless
    /// the runner was asked to keep them (`LintRunner.keepsCatalogSources`).
    public var catalogSources: [CatalogSource] = []
    /// The spec files linted whose bytes were dropped, in input order.
    public var droppedPaths: [String] = []
    /// Where the findings in the files of `droppedPaths` point, as line and column.
    public var positions = ResolvedPositions()
    /// SARIF's fingerprint (`PrimaryLocationLineHash`) of the lines findings start on in
    /// the files of `droppedPaths`, by path and 1-based line; only when the runner was asked
    /// (`LintRunner.hashesLines`).
    public var lineHashes: [String: LineFingerprints] = [:]

    /// Every file read, spec files first.
    public var paths: [String] { files.map(\.path) + droppedPaths }
    /// Renders positions from `files`, else from `positions`.
    public var formatter: DiagnosticFormatter { DiagnosticFormatter(files: files, positions: positions) }

    /// Where the spec files' findings went when the runner spilled them
    /// (`LintRunner.findingsBudget`); `diagnostics` then holds only the rest (the rules that
    /// compare files, the configuration's and the string tables' findings).
    public var spill: FindingSpill?
    /// The spilled findings, one chunk per file and path, in input order.
    public var spilledChunks: [FindingSpill.Chunk] = []
    /// How many findings of each severity the spec files had, spilled or, below the
    /// severity the runner was asked to keep, counted only.
    public var spilledCounts = SeverityCounts()
    /// The least severe finding shown: `onlyErrors()` raises it.
    public var shownSeverity = Severity.info

    public var errorCount: Int { count(.error) }
    public var warningCount: Int { count(.warning) }
    public var infoCount: Int { count(.info) }

    private func count(_ severity: Severity) -> Int {
        guard severity >= shownSeverity else { return 0 }
        let spilled = switch severity {
        case .error: spilledCounts.errors
        case .warning: spilledCounts.warnings
        case .info: spilledCounts.infos
        }
        return spilled + diagnostics.count { $0.severity == severity }
    }

    /// The report as `--quiet` shows it: its errors only, counted as the only findings.
    public func onlyErrors() -> LintReport {
        var shown = self
        if spill == nil {
            shown.diagnostics = diagnostics.filter { $0.severity == .error }
        } else {
            shown.shownSeverity = .error
        }
        return shown
    }

    /// Every finding shown, in output order: `diagnostics`, or with spilled findings those
    /// read back path by path and merged with `diagnostics`, one path held at a time.
    public var inOutputOrder: FindingsInOutputOrder {
        FindingsInOutputOrder(report: self)
    }

    /// The paths the findings shown point into.
    public var pathsWithFindings: Set<String> {
        var paths = Set(diagnostics.lazy.filter { $0.severity >= shownSeverity }.map(\.range.path))
        for chunk in spilledChunks where chunk.counts.shown(from: shownSeverity) > 0 { paths.insert(chunk.path) }
        return paths
    }

    /// Whether `diagnostic` is among the findings, spilled or not.
    func containsFinding(_ diagnostic: Diagnostic) -> Bool {
        if diagnostics.contains(diagnostic) { return true }
        guard let spill else { return false }
        return spilledChunks.contains { chunk in
            chunk.path == diagnostic.range.path && spill.diagnostics(in: chunk).contains(diagnostic)
        }
    }
}

/// `LintReport.inOutputOrder`: the order `sortedForOutput` gives, by path, then offset, id and
/// message, ties in the order found. The global order restricted to one path is the stable
/// sort of that path's findings in the order the runner gathered them (each file's, in input
/// order, then the rest as `diagnostics` holds them), so each path is read back, merged and
/// sorted on its own.
public struct FindingsInOutputOrder: Sequence {
    fileprivate let report: LintReport

    public func makeIterator() -> Iterator {
        Iterator(report: report)
    }

    public struct Iterator: IteratorProtocol {
        private let report: LintReport
        /// Each path, sorted as `sortedForOutput` ranks them, with its chunks and the indices
        /// of its findings in `diagnostics`.
        private var paths: [(path: String, chunks: [Int], others: [Int])] = []
        private var nextPath = 0
        private var batch: [Diagnostic] = []
        private var position = 0

        fileprivate init(report: LintReport) {
            self.report = report
            guard report.spill != nil else { return }
            var byPath: [String: (chunks: [Int], others: [Int])] = [:]
            for (index, chunk) in report.spilledChunks.enumerated() {
                byPath[chunk.path, default: ([], [])].chunks.append(index)
            }
            for (index, diagnostic) in report.diagnostics.enumerated() {
                byPath[diagnostic.range.path, default: ([], [])].others.append(index)
            }
            paths = byPath.map { ($0.key, $0.value.chunks, $0.value.others) }.sorted { $0.path < $1.path }
        }

        public mutating func next() -> Diagnostic? {
            guard let spill = report.spill else {
                while position < report.diagnostics.count {
                    defer { position += 1 }
                    if report.diagnostics[position].severity >= report.shownSeverity { return report.diagnostics[position] }
                }
                return nil
            }
            while position == batch.count {
                guard nextPath < paths.count else { return nil }
                let entry = paths[nextPath]
                nextPath += 1
                var found: [Diagnostic] = []
                for index in entry.chunks { found += spill.diagnostics(in: report.spilledChunks[index]) }
                for index in entry.others { found.append(report.diagnostics[index]) }
                found.removeAll { $0.severity < report.shownSeverity }
                found.sortForOutput()
                batch = found
                position = 0
            }
            defer { position += 1 }
            return batch[position]
        }
    }
}

/// Lints spec files: reads and parses them in parallel, runs every enabled rule with each
/// file's configuration, honours suppression comments, then runs the rules that compare
/// files. Output order never depends on thread timing.
public struct LintRunner: Sendable {
    /// The name standard input is reported under (and derives its namespace from).
    public var standardInputPath: String
    public var limits: YAMLLimits
    /// How many files are processed at once; defaults to the number of cores.
    public var jobs: Int
    public var rules: [RegisteredRule]
    /// Set by `alertlint lint --pseudo`: rules see every text with a pseudo-translation
    /// added (`prepareForRules`).
    public var pseudolocalizer: Pseudolocalizer?
    /// Whether the report holds what decodes every file's catalog again
    /// (`LintReport.catalogSources`), for `alertlint generate`, which generates from them a
    /// table at a time (decision 0067). Each catalog is dropped once its file is linted, and
    /// the rules that compare files read the few facts kept of it (`CrossFileFacts`): memory
    /// does not grow with whole catalogs (decision 0055).
    public var keepsCatalogSources = false
    /// With `keepsCatalogSources`, the catalogs kept whole, so not decoded again, while their
    /// specs' bytes fit in this budget; none without one.
    public var catalogBudget: CatalogBudget?
    /// Whether the report holds every spec file's bytes (`LintReport.files`), as `--fix`
    /// and the language server need. Otherwise each file is reduced once linted to its
    /// findings and the facts the rules that compare files read, with the line and column
    /// of every offset they can point at (`LintReport.positions`): what `alertlint lint`
    /// prints needs nothing more, and memory does not grow with every file's bytes.
    public var keepsSources = true
    /// Without the sources, whether to keep SARIF's line fingerprints too.
    public var hashesLines = false
    /// Without the sources, which positions the report's reader reads, so only those are
    /// resolved (`PositionsRead`); every one by default.
    public var positionsRead = PositionsRead()
    /// Nil keeps every finding in the report's `diagnostics` (the default). A number of bytes
    /// spills each spec file's findings as the file is linted (`FindingSpill`, decision 0062):
    /// that many bytes of them are kept in memory, the rest go to a temporary file, and the
    /// report reads them back in output order (`LintReport.inOutputOrder`), so memory does not
    /// grow with every finding. Only findings at least `positionsRead.severity` are kept; the
    /// others are counted.
    public var findingsBudget: Int?

    /// The positions a reporter reads of the findings it prints: all of them by default.
    public struct PositionsRead: Sendable {
        /// Where ranges end, not only where they start (the Xcode and JUnit reporters read
        /// starts only).
        public var ends = true
        /// The ranges of fix-its' edits (only the JSON reporter prints them).
        public var fixItEdits = true
        /// The least severity printed (`--quiet` prints errors only).
        public var severity = Severity.info
        /// The ranges the rules that compare files can point at; false when no
        /// configuration enables one of them, so none can report.
        public var crossFile = true

        public init(ends: Bool = true, fixItEdits: Bool = true, severity: Severity = .info) {
            self.ends = ends
            self.fixItEdits = fixItEdits
            self.severity = severity
        }
    }

    public init(
        standardInputPath: String = "<stdin>",
        limits: YAMLLimits = .default,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        rules: [RegisteredRule] = RuleRegistry.rules
    ) {
        self.standardInputPath = standardInputPath
        self.limits = limits
        self.jobs = max(1, jobs)
        self.rules = rules
    }

    /// One input and the configuration that applies to it.
    public struct Job: Sendable {
        public var input: LintInput
        public var configuration: Configuration

        public init(input: LintInput, configuration: Configuration) {
            self.input = input
            self.configuration = configuration
        }
    }

    /// Reads and lints the inputs. Files are read on the worker threads, so reading one
    /// overlaps with parsing another.
    public func run(_ jobs: [Job]) -> LintReport {
        run(jobs, translations: existingTranslations(for: jobs.map(\.configuration)))
    }

    /// `run(_:)`, with the text of some files given instead of read from disk: what an
    /// editor holds for a file it has open (`alertlint lsp`), keyed by the job's path. A
    /// given text over the size limit gets the same `file-too-large` error a file would.
    public func run(_ jobs: [Job], contents: [String: [UInt8]]) -> LintReport {
        run(jobs, translations: existingTranslations(for: jobs.map(\.configuration)), contents: contents)
    }

    /// `run(_:)` with the tables already read (`existingTranslations(for:)`).
    func run(_ jobs: [Job], translations: [String: ExistingTranslations], contents: [String: [UInt8]] = [:]) -> LintReport {
        var runner = self
        // No configuration enables a rule that compares files: none reports, so nothing it
        // could point at is resolved.
        let crossFileIDs = rules.filter(\.isCrossCatalog).map(\.id)
        runner.positionsRead.crossFile = jobs.contains { job in crossFileIDs.contains { job.configuration.rules[$0]?.isEnabled == true } }
        return runner.runResolving(jobs, translations: translations, contents: contents)
    }

    private func runResolving(_ jobs: [Job], translations: [String: ExistingTranslations], contents: [String: [UInt8]]) -> LintReport {
        let spill = findingsBudget.map { FindingSpill(budget: $0) }
        let kept = positionsRead.severity
        // Handed straight to `report`, which frees each file's findings once it has them.
        var report = report(parallelMap(jobs, jobs: self.jobs) { job in
            // Never cancelled, so never nil.
            let result = fileResult(job, translations: translations, contents: contents)!
            guard let spill, case .success(var fileResult) = result else { return result }
            // Out of the struct on the worker, before the next file: the findings held are the
            // spill's budget, not every file's.
            for diagnostic in fileResult.diagnostics { fileResult.spilledCounts.add(diagnostic.severity) }
            fileResult.spilledChunks = spill.store(fileResult.diagnostics.filter { $0.severity >= kept })
            fileResult.diagnostics = []
            return .success(fileResult)
        }, spill: spill)
        report.include(translations: translations.values.sorted { ($0.files.first?.path ?? "") < ($1.files.first?.path ?? "") })
        return report
    }

    /// One job's file read (or taken from `contents`) and linted on its own; nil when
    /// `isCancelled` said so before the rules ran.
    func fileResult(
        _ job: Job,
        translations: [String: ExistingTranslations],
        contents: [String: [UInt8]],
        isCancelled: () -> Bool = { false },
        definitions: DefinitionFindingsCache? = nil,
        decoded: DecodedDefinitionsCache? = nil,
        documents: YAMLDocumentCache? = nil
    ) -> Result<FileResult, FileReadError>? {
        do throws(FileReadError) {
            let path = job.input.path ?? standardInputPath
            // Only an editor's document is read again after edits; one read from disk is
            // read once and its result kept, so its tree is not worth keeping.
            let given = if case .file = job.input { contents[path] } else { [UInt8]?.none }
            if given == nil { documents?.forget(path: path) }
            let input: BoundedInput = if let given {
                given.count > limits.maxFileBytes ? .tooLarge(byteCount: given.count) : .bytes(given)
            } else {
                switch job.input {
                case .file: try readInput(path, limit: limits.maxFileBytes)
                case .standardInput: try readStandardInput(path: path, limit: limits.maxFileBytes)
                }
            }
            switch input {
            case .bytes(let bytes):
                let existing = self.translations(for: job.configuration, in: translations)
                guard var linted = lintFile(SourceFile(path: path, bytes: bytes), configuration: job.configuration, translations: existing, isCancelled: isCancelled, definitions: definitions, decoded: decoded, documents: given == nil ? nil : documents) else { return nil }
                if keepsSources { return .success(linted) }
                // A regular file can be read again to generate from (decision 0068); standard
                // input, a pipe or FIFO named as a path, and a text given cannot.
                if case .file = job.input, given == nil, linted.catalogSource != nil, isRegularFile(path) {
                    linted.catalogSource?.dropBytesUnlessKept()
                }
                return .success(resolved(linted))
            case .tooLarge(let byteCount):
                // Refused before reading, with the error the YAML reader gives a file over its limit.
                let diagnostic = BoundedInput.tooLargeDiagnostic(path: path, byteCount: byteCount, limit: limits.maxFileBytes)
                let result = FileResult(file: SourceFile(path: path, bytes: []), facts: nil, catalogSource: nil, configuration: job.configuration, suppressions: Suppressions(), diagnostics: [diagnostic])
                return .success(keepsSources ? result : resolved(result))
            }
        } catch {
            return .failure(error)
        }
    }

    /// The tables each configuration's `translations:` names, read once per configuration
    /// (keyed by its path), in parallel.
    func existingTranslations(for configurations: [Configuration]) -> [String: ExistingTranslations] {
        var distinct: [String: Configuration] = [:]
        for configuration in configurations where !configuration.translations.isEmpty {
            distinct[configuration.path ?? ""] = distinct[configuration.path ?? ""] ?? configuration
        }
        guard !distinct.isEmpty else { return [:] }
        let keys = distinct.keys.sorted()
        let workingDirectory = FileManager.default.currentDirectoryPath
        let limit = limits.maxFileBytes
        let loaded = parallelMap(keys.map { distinct[$0]! }, jobs: jobs) { configuration in
            ExistingTranslations.load(for: configuration, workingDirectory: workingDirectory, limit: limit)
        }
        return Dictionary(uniqueKeysWithValues: zip(keys, loaded))
    }

    /// The tables read for `configuration`, from `existingTranslations(for:)`.
    func translations(for configuration: Configuration, in loaded: [String: ExistingTranslations]) -> ExistingTranslations {
        loaded[configuration.path ?? ""] ?? ExistingTranslations()
    }

    /// Lints files already in memory, each with its configuration; no I/O.
    public func lint(_ files: [(SourceFile, Configuration)]) -> LintReport {
        lint(files.map { ($0.0, $0.1, ExistingTranslations()) })
    }

    /// Lints files already in memory, each with its configuration and the translations
    /// its configuration's tables hold (read before); no I/O.
    func lint(_ files: [(SourceFile, Configuration, ExistingTranslations)]) -> LintReport {
        let pairs = files.map { FilePair(file: $0.0, configuration: $0.1, translations: $0.2) }
        return report(parallelMap(pairs, jobs: jobs) { .success(lintFile($0.file, configuration: $0.configuration, translations: $0.translations)) })
    }

    /// Lints files already in memory with the default configuration; no I/O.
    public func lint(_ files: [SourceFile]) -> LintReport {
        let configuration = Configuration(rules: rules)
        return lint(files.map { ($0, configuration) })
    }

    private struct FilePair: Sendable {
        var file: SourceFile
        var configuration: Configuration
        var translations: ExistingTranslations
    }

    /// What one file contributes: kept small, because the YAML tree is dropped once the
    /// per-file work is done (holding every tree until the end costs memory and time).
    struct FileResult: Sendable {
        var file: SourceFile
        /// What the rules that compare files read of the catalog; nil when the file did not
        /// decode, or when no such rule is registered.
        var facts: CrossFileFacts?
        /// Only with `keepsCatalogSources`, and only for a file that decoded.
        var catalogSource: CatalogSource?
        /// Without `keepsSources`: the positions of the file that findings can point at,
        /// resolved before its bytes were dropped, and their lines' SARIF fingerprints.
        var positions: ResolvedPositions?
        var lineHashes = LineFingerprints()
        var configuration: Configuration
        var suppressions: Suppressions
        var diagnostics: [Diagnostic]
        /// With a `FindingSpill`, where `diagnostics` went, and how many of each severity.
        var spilledChunks: [FindingSpill.Chunk] = []
        var spilledCounts = SeverityCounts()
    }

    func lintFile(_ file: SourceFile, configuration: Configuration, translations: ExistingTranslations = ExistingTranslations()) -> FileResult {
        // Never cancelled, so never nil.
        lintFile(file, configuration: configuration, translations: translations, isCancelled: { false })!
    }

    /// `lintFile(_:configuration:translations:)`, giving up (nil) when `isCancelled` says so
    /// between parsing and the rules, the two halves of a large file's time; reusing from
    /// `definitions` the findings of its unchanged definitions, from `decoded` those
    /// definitions as decoded, and from `documents` the YAML outside the edited lines.
    func lintFile(_ file: SourceFile, configuration: Configuration, translations: ExistingTranslations, isCancelled: () -> Bool, definitions: DefinitionFindingsCache? = nil, decoded: DecodedDefinitionsCache? = nil, documents: YAMLDocumentCache? = nil) -> FileResult? {
        let parsed = SpecParser.parse(file, limits: limits, reusing: decoded, rereading: documents)
        if isCancelled() { return nil }
        var diagnostics = parsed.diagnostics
        guard let decoded = parsed.catalog else {
            return FileResult(file: file, facts: nil, catalogSource: nil, configuration: configuration, suppressions: Suppressions(), diagnostics: diagnostics)
        }
        let catalog = configured(decoded, root: parsed.document.root, configuration: configuration, translations: translations)
        let suppressions = Suppressions(document: parsed.document, knownRules: Set(rules.map(\.id)))
        diagnostics += suppressions.diagnostics
        var context = LintContext(files: [file])
        // The only I/O rules depend on, done here so rules stay pure: sound file headers.
        if catalog.notifications.contains(where: { $0.sound != nil }) || catalog.sounds.contains(where: { $0.file != nil }) {
            context.soundFiles = SoundFileResolver.resolve([catalog], resourceFolders: configuration.resources)
        }
        let linter = Linter(rules: rules)
        let findings = if let definitions {
            linter.lint(catalog, settings: configuration.rules, context: context, reusing: definitions)
        } else {
            linter.lint(catalog, settings: configuration.rules, context: context)
        }
        diagnostics += findings.filter { !suppressions.silences($0.id, at: $0.range.bytes) }
        let facts = positionsRead.crossFile && rules.contains(where: \.isCrossCatalog) ? CrossFileFacts(catalog) : nil
        let source = keepsCatalogSources ? CatalogSource(
            file: file, table: catalog.table, configuration: configuration, translations: translations,
            kept: catalogBudget?.claim(file.bytes.count) == true ? catalog : nil) : nil
        return FileResult(file: file, facts: facts, catalogSource: source, configuration: configuration, suppressions: suppressions, diagnostics: diagnostics)
    }

    /// `result` with its file's bytes dropped, once every position in the file that its
    /// findings, or the rules that compare files, point at is resolved.
    func resolved(_ result: FileResult) -> FileResult {
        let file = result.file
        let needs = positionsRead
        var offsets: [Int] = []
        var lineStarts: [Int] = []
        func add(_ range: SourceRange) {
            guard range.path == file.path else { return }
            offsets.append(range.bytes.start)
            if needs.ends { offsets.append(range.bytes.end) }
            if hashesLines { lineStarts.append(range.bytes.start) }
        }
        if needs.crossFile, let facts = result.facts {
            for range in facts.ranges {
                offsets.append(range.start)
                if needs.ends { offsets.append(range.end) }
                if hashesLines { lineStarts.append(range.start) }
            }
        }
        for diagnostic in result.diagnostics where diagnostic.severity >= needs.severity {
            add(diagnostic.range)
            for note in diagnostic.notes {
                if let range = note.range { add(range) }
            }
            if needs.fixItEdits {
                for fixIt in diagnostic.fixIts {
                    for edit in fixIt.edits { add(edit.range) }
                }
            }
        }
        var reduced = result
        var positions = ResolvedPositions()
        positions.resolve(offsets, in: file)
        reduced.positions = positions
        if hashesLines {
            let lines = file.lines
            reduced.lineHashes = LineFingerprints(
                lines: lineStarts.map { lines.location(of: $0, in: file.bytes).line },
                of: PrimaryLocationLineHash.fingerprints(ofUTF8: file.bytes))
        }
        reduced.file = SourceFile(path: file.path, bytes: [])
        return reduced
    }

    /// The configuration's project-wide values apply where the spec does not set its own.
    static func applyDefaults(_ configuration: Configuration, to catalog: inout Catalog, root: YAMLNode?) {
        if let language = configuration.developmentLanguage, root?["developmentLanguage"] == nil {
            catalog.developmentLanguage = language
        }
        if let locales = configuration.locales, root?["locales"] == nil {
            catalog.locales = locales.map { Located($0, range: ByteRange.at(0)) }
        }
        if let platforms = configuration.platforms, root?["platforms"] == nil {
            catalog.platforms = platforms
        }
    }

    func report(_ results: consuming [Result<FileResult, FileReadError>], spill: FindingSpill? = nil) -> LintReport {
        var files: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        // One allocation of the right size: grown by appending, the array of every finding
        // could hold up to twice their number, at the moment memory peaks.
        diagnostics.reserveCapacity(results.reduce(0) { count, result in
            guard case .success(let fileResult) = result else { return count }
            return count + fileResult.diagnostics.count
        })
        var failures: [FileReadError] = []
        var fileResults: [FileResult] = []
        var droppedPaths: [String] = []
        var positions = ResolvedPositions()
        var lineHashes: [String: LineFingerprints] = [:]
        var spilledChunks: [FindingSpill.Chunk] = []
        var spilledCounts = SeverityCounts()
        for result in results {
            switch result {
            case .success(var fileResult):
                if let resolved = fileResult.positions {
                    droppedPaths.append(fileResult.file.path)
                    positions.merge(resolved)
                    if hashesLines, lineHashes[fileResult.file.path] == nil { lineHashes[fileResult.file.path] = fileResult.lineHashes }
                } else {
                    files.append(fileResult.file)
                }
                diagnostics += fileResult.diagnostics
                fileResult.diagnostics = []
                spilledChunks += fileResult.spilledChunks
                spilledCounts.add(fileResult.spilledCounts)
                fileResults.append(fileResult)
            case .failure(let error):
                failures.append(error)
            }
        }
        // Each file's own array of findings goes before the sort, where memory peaks.
        results = []
        diagnostics += crossFileDiagnostics(fileResults)
        diagnostics.sortForOutput()
        var report = LintReport(files: files, diagnostics: diagnostics, readFailures: failures, specCount: files.count + droppedPaths.count)
        report.droppedPaths = droppedPaths
        report.positions = positions
        report.lineHashes = lineHashes
        report.catalogSources = fileResults.compactMap(\.catalogSource).sorted { $0.path < $1.path }
        report.spill = spill
        report.spilledChunks = spilledChunks
        report.spilledCounts = spilledCounts
        return report
    }

    /// The rules that compare files, each finding filtered by the settings and suppressions
    /// of the file it points into.
    private func crossFileDiagnostics(_ results: [FileResult]) -> [Diagnostic] {
        let facts = results.compactMap(\.facts)
        guard !facts.isEmpty, rules.contains(where: \.isCrossCatalog) else { return [] }
        // Each path's first result by index: a table of copies of every result would hold
        // all their facts a second time, at the end of the run, where memory peaks.
        let indexByPath = Dictionary(results.indices.map { (results[$0].file.path, $0) }, uniquingKeysWith: { first, _ in first })
        let fallback = Configuration(rules: rules).rules
        let linter = Linter(rules: rules)
        let findings = linter.lintAcrossFiles(
            facts,
            settings: { path in indexByPath[path].map { results[$0].configuration.rules } ?? fallback },
            context: LintContext(files: results.map(\.file))
        )
        return findings.filter { finding in
            guard let index = indexByPath[finding.range.path] else { return true }
            return !results[index].suppressions.silences(finding.id, at: finding.range.bytes)
        }
    }
}

extension LintReport {
    /// Adds the string tables read for their translations and what was wrong in them; a
    /// table named by several configurations counts once.
    mutating func include(translations: [ExistingTranslations]) {
        var seen = Set(paths)
        var added: [Diagnostic] = []
        for existing in translations {
            for file in existing.files where seen.insert(file.path).inserted { files.append(file) }
            added += existing.diagnostics.filter { diagnostic in !containsFinding(diagnostic) && !added.contains(diagnostic) }
            readFailures += existing.readFailures.filter { failure in !readFailures.contains { $0.path == failure.path } }
        }
        // In place: the same order as `(diagnostics + added).sortedForOutput()`, without
        // two more arrays of every finding at the end of the run, where memory peaks.
        diagnostics += added
        if !added.isEmpty || !diagnostics.isSortedForOutput { diagnostics.sortForOutput() }
    }

    /// Adds the configuration files read and what was wrong in them.
    public mutating func include(configurationFiles: [SourceFile], diagnostics configurationDiagnostics: [Diagnostic]) {
        files += configurationFiles
        diagnostics += configurationDiagnostics
        if !configurationDiagnostics.isEmpty || !diagnostics.isSortedForOutput { diagnostics.sortForOutput() }
    }
}
