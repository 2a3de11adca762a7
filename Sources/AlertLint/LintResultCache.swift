import AlertDiagnostics
import AlertSpec
import AlertYAML
import Foundation

/// What a long-lived caller (`alertlint lsp`) keeps between lints of the same files: each
/// file's own result (read, parsed, linted with its configuration, suppressions applied) and
/// the string tables each configuration names. A lint after one file changed then reads and
/// lints that file only; the rules that compare files run again over every file's result,
/// as they must.
///
/// A file given as text (an editor's open document) is reused while its text is the same; a
/// file read from disk is reused until `forget(path:)` says it changed there. The cache knows
/// nothing of configurations: call `forgetAll()` when a `.alertlint.yml` or string table
/// changes. Safe to use from any thread.
public final class LintResultCache: @unchecked Sendable {
    private struct Entry {
        /// The text it was linted from; nil when it was read from disk.
        var given: [UInt8]?
        var result: Result<LintRunner.FileResult, FileReadError>
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    /// By configuration path, as `LintRunner.existingTranslations(for:)` keys them.
    private var translations: [String: ExistingTranslations] = [:]
    /// Within a changed file, the findings of its unchanged definitions. Kept when a file
    /// changes on disk (its entries are known by their text, and replaced at its next lint);
    /// emptied with everything else.
    public let definitions = DefinitionFindingsCache()
    /// Within a changed file, its unchanged definitions as decoded (decision 0059). What a
    /// definition decodes to depends on its text alone, not on configurations or tables;
    /// emptied with everything else all the same, so nothing is kept for a file forgotten.
    public let decoded = DecodedDefinitionsCache()
    /// The last clean YAML read of each document given as text, so that its next read
    /// parses the edited lines alone (decision 0066). Kept like `decoded`.
    public let documents = YAMLDocumentCache()

    public init() {}

    /// The file at `path` changed on disk (or appeared, or went away).
    public func forget(path: String) {
        lock.lock()
        defer { lock.unlock() }
        entries[path] = nil
    }

    /// Everything: a configuration or a string table changed, and every file's result may.
    public func forgetAll() {
        lock.lock()
        defer { lock.unlock() }
        entries = [:]
        translations = [:]
        definitions.forgetAll()
        decoded.forgetAll()
        documents.forgetAll()
    }

    /// How many files' results are kept (for tests).
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    func result(path: String, given: [UInt8]?) -> Result<LintRunner.FileResult, FileReadError>? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[path], entry.given == given else { return nil }
        return entry.result
    }

    func store(_ result: Result<LintRunner.FileResult, FileReadError>, path: String, given: [UInt8]?) {
        lock.lock()
        defer { lock.unlock() }
        entries[path] = Entry(given: given, result: result)
    }

    /// The tables of every configuration, read only for those not read before.
    func translations(for configurations: [Configuration], reading read: ([Configuration]) -> [String: ExistingTranslations]) -> [String: ExistingTranslations] {
        lock.lock()
        let missing = configurations.filter { !$0.translations.isEmpty && translations[$0.path ?? ""] == nil }
        lock.unlock()
        let loaded = missing.isEmpty ? [:] : read(missing)
        lock.lock()
        defer { lock.unlock() }
        translations.merge(loaded) { _, new in new }
        let wanted = Set(configurations.map { $0.path ?? "" })
        return translations.filter { wanted.contains($0.key) }
    }
}

extension LintRunner {
    /// `run(_:contents:)`, reusing from `cache` the result of every file whose text (or, read
    /// from disk, whose path) it already holds, and storing the new ones; the rules that
    /// compare files run over all of them. The report is the one `run(_:contents:)` would
    /// give.
    ///
    /// `isCancelled` is asked before each file and between a file's parse and its rules, and
    /// before the rules that compare files: once it says yes, the run stops and returns nil
    /// (what it finished stays cached).
    public func run(
        _ jobs: [Job],
        contents: [String: [UInt8]],
        reusing cache: LintResultCache,
        isCancelled: @escaping @Sendable () -> Bool = { false }
    ) -> LintReport? {
        let translations = cache.translations(for: jobs.map(\.configuration)) { existingTranslations(for: $0) }
        let results = parallelMap(jobs, jobs: self.jobs) { job -> Result<FileResult, FileReadError>? in
            guard !isCancelled() else { return nil }
            // Standard input is read once; it has no path to key it by.
            guard case .file(let path, _) = job.input else {
                return fileResult(job, translations: translations, contents: contents, isCancelled: isCancelled, definitions: cache.definitions, decoded: cache.decoded, documents: cache.documents)
            }
            let given = contents[path]
            if let cached = cache.result(path: path, given: given) { return cached }
            guard let result = fileResult(job, translations: translations, contents: contents, isCancelled: isCancelled, definitions: cache.definitions, decoded: cache.decoded, documents: cache.documents) else { return nil }
            cache.store(result, path: path, given: given)
            return result
        }
        let finished = results.compactMap { $0 }
        guard finished.count == results.count, !isCancelled() else { return nil }
        var report = report(finished)
        report.include(translations: translations.values.sorted { ($0.files.first?.path ?? "") < ($1.files.first?.path ?? "") })
        return report
    }
}

extension LintPlan {
    /// `report(_:contents:)` through `runner.run(_:contents:reusing:isCancelled:)`: nil when
    /// cancelled.
    public func report(
        _ runner: LintRunner,
        contents: [String: [UInt8]],
        reusing cache: LintResultCache,
        isCancelled: @escaping @Sendable () -> Bool = { false }
    ) -> LintReport? {
        guard var report = runner.run(jobs, contents: contents, reusing: cache, isCancelled: isCancelled) else { return nil }
        report.include(configurationFiles: loader.files, diagnostics: loader.diagnostics)
        return report
    }
}
