import AlertCodegen
import AlertDiagnostics
import AlertLint
import AlertSpec
import AlertStrings

/// `alertlint generate`'s outputs made a table at a time (decision 0067). The lint keeps of
/// each file only what decodes its catalog again (`CatalogSource`); here the catalogs that
/// share a strings table are decoded, checked, and their table's files staged, a window of
/// tables at a time, then the window's Swift files, so the run holds a window of catalogs
/// rather than every one.
///
/// Every table's catalogs are checked even after one fails, and what stops the run is
/// reported as it was when every catalog was checked before any output was made: all the
/// findings of the first kind found, in the same order of kinds (`throwFirstFailure`).
struct TableByTableGeneration {
    let runner: LintRunner
    let generator: SwiftGenerator
    let format: StringTableFiles.Format
    let pseudolocalizer: Pseudolocalizer?

    /// What the checks found, and what the staged outputs need said.
    struct Findings {
        /// Specs that changed after they were linted, or did not decode again: nothing is
        /// generated from them.
        var notDecodedAgain: [CatalogSource.Failure] = []
        /// One key for two texts, or one table in two development languages.
        var refusals: [Diagnostic] = []
        /// The specs with real text in the pseudo-locale `--pseudo-locale` asks for.
        var pseudoLocaleHolders: [String] = []
        var unrepresentable: [Diagnostic] = []
        var unsafe: [Diagnostic] = []
        /// The first error reading an existing table or staging an output; nothing more is
        /// read or staged after it.
        var firstError: (any Error)?
        /// Translations an existing table holds that the merge would keep, and Foundation
        /// would misread or crash on.
        var keptUnsafe: [Diagnostic] = []
        /// A translator's text each spec translation replaces (decision 0034).
        var overwrites: [TranslationOverwrite] = []
        /// The sound files the catalogs' sounds may be (`SoundFileResolver.candidatePaths`).
        var watched: Set<String> = []
        /// Where the findings above point in the specs, resolved while their window's files
        /// were held: the specs' bytes are not kept to the end (decision 0068).
        var positions = ResolvedPositions()

        /// How long each list of findings that point into the specs is.
        struct Marks {
            var refusals: Int
            var unrepresentable: Int
            var unsafe: Int
            var keptUnsafe: Int
            var overwrites: Int
        }

        /// Where each list ends now: a window's findings are those added after its start.
        var marks: Marks {
            Marks(refusals: refusals.count, unrepresentable: unrepresentable.count, unsafe: unsafe.count, keptUnsafe: keptUnsafe.count, overwrites: overwrites.count)
        }

        /// Resolves where the findings added since `marks` was `start` point in `files`,
        /// the specs of the window that found them (a table's findings point into its own
        /// catalogs' specs, or into tables `LintReport.files` holds).
        mutating func resolvePositions(since start: Marks, in files: [SourceFile]) {
            let added = refusals[start.refusals...] + unrepresentable[start.unrepresentable...] + unsafe[start.unsafe...]
                + keptUnsafe[start.keptUnsafe...] + overwrites[start.overwrites...].map(\.diagnostic)
            guard !added.isEmpty else { return }
            var offsets: [String: [Int]] = [:]
            for diagnostic in added {
                // Only starts: findings are printed as `path:line:col:`.
                offsets[diagnostic.range.path, default: []].append(diagnostic.range.bytes.start)
                for case let range? in diagnostic.notes.map(\.range) { offsets[range.path, default: []].append(range.bytes.start) }
            }
            for file in files {
                if let wanted = offsets[file.path] { positions.resolve(wanted, in: file) }
            }
        }

        /// Whether anything found so far stops the run.
        var stops: Bool {
            !notDecodedAgain.isEmpty || !refusals.isEmpty || !pseudoLocaleHolders.isEmpty || !unrepresentable.isEmpty
                || !unsafe.isEmpty || firstError != nil
        }
    }

    /// One catalog decoded again, with what its own checks found and, while the run still
    /// generates, the catalog its table is made of.
    private struct Decoded: Sendable {
        var path: String
        /// The spec as decoded again, held while its window is: its findings' positions are
        /// resolved from it.
        var file: SourceFile?
        var failure: CatalogSource.Failure?
        var catalog: Catalog?
        /// The catalog with the pseudo-locale added: what its table is made of.
        var tableCatalog: Catalog?
        var holdsPseudoLocale = false
        var unrepresentable: [Diagnostic] = []
        var unsafe: [Diagnostic] = []
        var watched: [String] = []
    }

    /// The catalogs' sources by table, the tables in the order the string tables are made
    /// (`StringTableBuilder.tables(for:)`).
    static func tables(_ sources: [CatalogSource]) -> [[CatalogSource]] {
        var byTable: [String: [CatalogSource]] = [:]
        for source in sources { byTable[source.table, default: []].append(source) }
        return byTable.keys.sorted(by: XcodeOrder.precedes).map { byTable[$0]! }
    }

    /// Decodes, checks and stages every table's catalogs. `existing` reads a table file
    /// already in the output folder; `stage` takes each output. With `generating` false
    /// nothing is read or staged, only checked (the output folder is not usable).
    func run(
        _ sources: consuming [CatalogSource],
        generating startsGenerating: Bool,
        existing: (String) throws -> [UInt8]?,
        stage: (GenerationPlan.File) throws -> Void
    ) -> Findings {
        var findings = Findings()
        var generating = startsGenerating
        // Each window's sources go once it is done: a catalog kept whole goes with them.
        var tables = Self.tables(consume sources)
        // Whole tables a window at a time, each window's catalogs decoded on every core: a few
        // catalogs a worker, so one large catalog leaves the others little idle time. A table
        // larger than the window is its own window: its files need all of its catalogs.
        let window = max(1, runner.jobs) * 4
        var next = 0
        while next < tables.count {
            var end = next
            var count = 0
            while end < tables.count, count < window {
                count += tables[end].count
                end += 1
            }
            let decoded = parallelMap(tables[next..<end].flatMap { $0 }, jobs: runner.jobs) { [generating] source in
                decode(source, generating: generating)
            }
            let start = findings.marks
            var offset = 0
            for table in tables[next..<end] {
                let catalogs = decoded[offset..<offset + table.count]
                offset += table.count
                check(Array(catalogs), into: &findings)
                // A failure anywhere stops the outputs; the checks go on, so every finding
                // of the kind reported is reported.
                guard generating, !findings.stops else {
                    generating = false
                    continue
                }
                do {
                    try GenerationPlan.forEachTableFile(
                        checked: catalogs.compactMap(\.tableCatalog), format: format, existing: existing,
                        overwrites: &findings.overwrites, keptUnsafe: &findings.keptUnsafe, stage)
                } catch {
                    findings.firstError = error
                    generating = false
                }
            }
            // Then the window's Swift files, made on every core a few at a time and staged in
            // path order as they come, so a table of many catalogs is not also held as Swift.
            if generating {
                do {
                    try GenerationPlan.forEachSwiftFile(
                        decoded.compactMap(\.catalog), generator: generator, includingRuntime: false, jobs: runner.jobs, stage)
                } catch {
                    findings.firstError = error
                    generating = false
                }
            }
            findings.resolvePositions(since: start, in: decoded.compactMap(\.file))
            for index in next..<end { tables[index] = [] }
            next = end
        }
        return findings
    }

    /// One catalog decoded and checked on its own.
    private func decode(_ source: CatalogSource, generating: Bool) -> Decoded {
        var decoded = Decoded(path: source.path)
        let catalog: Catalog
        switch runner.decodeAgain(source) {
        case .success(let again):
            catalog = again.catalog
            decoded.file = again.file
        case .failure(let failure):
            decoded.failure = failure
            return decoded
        }
        decoded.catalog = catalog
        if let pseudolocalizer { decoded.holdsPseudoLocale = Self.holdsRealText(catalog, in: pseudolocalizer.locale) }
        // The tables' checks read what the tables are made of, pseudo-texts included.
        let tableCatalog = pseudolocalizer.map { $0.applied(to: catalog) } ?? catalog
        decoded.unrepresentable = GenerationPlan.unrepresentableTexts([tableCatalog], format: format)
        decoded.unsafe = GenerationPlan.unsafeFormats([tableCatalog])
        decoded.watched = SoundFileResolver.candidatePaths(for: catalog, resourceFolders: source.resourceFolders)
        if generating { decoded.tableCatalog = tableCatalog }
        return decoded
    }

    /// Adds what one table's catalogs' checks found.
    private func check(_ catalogs: [Decoded], into findings: inout Findings) {
        findings.refusals += StringTableBuilder.refusals(for: catalogs.compactMap(\.catalog))
        for decoded in catalogs {
            if let failure = decoded.failure { findings.notDecodedAgain.append(failure) }
            if decoded.holdsPseudoLocale { findings.pseudoLocaleHolders.append(decoded.path) }
            findings.unrepresentable += decoded.unrepresentable
            findings.unsafe += decoded.unsafe
            findings.watched.formUnion(decoded.watched)
        }
    }

    /// Whether `catalog` has real text in `locale`: it is its development language or one of
    /// its `locales`, or a translation written in the spec is in it. Pseudo-text would
    /// replace it.
    static func holdsRealText(_ catalog: Catalog, in locale: LocaleID) -> Bool {
        let translated = catalog.allTexts.contains { text in
            text.translations.contains { $0.locale == locale && $0.origin == .spec }
        }
        return catalog.developmentLanguage == locale || catalog.locales.contains(where: { $0.value == locale }) || translated
    }
}
