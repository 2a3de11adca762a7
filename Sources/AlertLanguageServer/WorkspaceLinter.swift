import AlertDiagnostics
import AlertLint
import AlertYAML
import Foundation
import LanguageServerProtocol

/// Lints a unit of the workspace (a folder, or a document outside every folder) as the CLI
/// would, with the open documents' text instead of their files', and keeps what a next lint
/// can reuse: the plan (the search and the configuration files read) and each file's result.
///
/// A lint after a keystroke re-lints that document only, then runs the rules that compare
/// files over every file's result. What changes on disk comes from `filesChanged(_:)`
/// (`workspace/didChangeWatchedFiles`, a saved configuration): until then the plan and the
/// results of files read from disk are reused.
///
/// Not thread-safe: the server uses it on its lint queue only.
final class WorkspaceLinter: @unchecked Sendable {
    let linter: DocumentLinter

    /// A unit's plan: the folder's search and configuration (`alertlint lint FOLDER`), plus
    /// the open documents the search did not find (unsaved ones, or ones `excluded`),
    /// planned as named files are.
    private struct UnitPlan {
        var folder: LintPlan?
        var named: [String] = []
        var namedPlan: LintPlan?

        var jobs: [LintRunner.Job] { (folder?.jobs ?? []) + (namedPlan?.jobs ?? []) }
    }

    private var plans: [Workspace.Unit: UnitPlan] = [:]
    private var caches: [Workspace.Unit: LintResultCache] = [:]
    /// The configuration files and string tables each unit's last lint read, with what
    /// `stat` said of them then: a client that watches no files still sees them change, for
    /// a few `stat` calls per lint instead of reading and parsing them again.
    private var stamps: [Workspace.Unit: [String: FileStamp]] = [:]
    /// Each unit's last report, with the open documents' text it was linted with: hover and
    /// code actions ask for the report their document's published findings came from, and
    /// get it without another lint while nothing changed.
    private var lastReports: [Workspace.Unit: (contents: [String: [UInt8]], report: LintReport)] = [:]

    private struct FileStamp: Equatable {
        var modified: Date?
        var size: Int?

        init(path: String) {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            modified = attributes?[.modificationDate] as? Date
            size = (attributes?[.size] as? NSNumber)?.intValue
        }
    }

    init(linter: DocumentLinter) {
        self.linter = linter
    }

    /// Lints `unit` with the open documents in it (`documents`: path → URI and text) and
    /// returns the findings by URI: each open document's (present even when it has none),
    /// those in the configuration files and string tables read, and those in the first
    /// `closedSpecLimit` spec files that are not open and have findings (by path; decision
    /// 0054). Nil once `isCancelled`.
    func diagnostics(
        of unit: Workspace.Unit,
        documents: [String: (uri: String, text: [UInt8])],
        isCancelled: @escaping @Sendable () -> Bool = { false }
    ) -> [String: [LanguageServerProtocol.Diagnostic]]? {
        guard let report = report(of: unit, contents: documents.mapValues(\.text), isCancelled: isCancelled) else { return nil }
        return DocumentLinter.diagnosticsByURI(in: report, uris: documents.mapValues(\.uri), closedSpecLimit: Self.closedSpecLimit, links: linter.links, workingDirectory: linter.workingDirectory)
    }

    /// How many definitions' rules the lints of `unit` ran, and how many they reused, since
    /// its cache was made (zero before its first lint).
    func definitionCounts(of unit: Workspace.Unit) -> DefinitionFindingsCache.Counts {
        caches[unit]?.definitions.statistics ?? DefinitionFindingsCache.Counts()
    }

    /// How many times the lints of `unit` reread an open document's YAML around an edit, and
    /// how many times they read one whole, since its cache was made.
    func documentCounts(of unit: Workspace.Unit) -> YAMLDocumentCache.Counts {
        caches[unit]?.documents.statistics ?? YAMLDocumentCache.Counts()
    }

    /// How many spec files that are not open a unit's lint publishes findings for: enough
    /// for a project's specs, few enough that a workspace with thousands of failing files
    /// does not flood the client with notifications (decision 0054).
    static let closedSpecLimit = 100

    /// The report `alertlint lint` prints for the unit (`FOLDER`, or the lone `FILE`), with
    /// `contents` for the files open in it.
    func report(of unit: Workspace.Unit, contents: [String: [UInt8]], isCancelled: @escaping @Sendable () -> Bool = { false }) -> LintReport? {
        if let read = stamps[unit], read.contains(where: { FileStamp(path: $0.key) != $0.value }) {
            plans[unit] = nil
            caches[unit]?.forgetAll()
            lastReports[unit] = nil
        }
        if let last = lastReports[unit], last.contents == contents { return last.report }
        let plan = plan(of: unit, open: contents.keys)
        let cache = caches[unit] ?? LintResultCache()
        caches[unit] = cache
        guard var report = linter.runner.run(plan.jobs, contents: contents, reusing: cache, isCancelled: isCancelled) else { return nil }
        var configurationFiles: [SourceFile] = []
        var configurationDiagnostics: [AlertDiagnostics.Diagnostic] = []
        for loader in [plan.folder?.loader, plan.namedPlan?.loader].compactMap({ $0 }) {
            for file in loader.files where !configurationFiles.contains(where: { $0.path == file.path }) { configurationFiles.append(file) }
            for diagnostic in loader.diagnostics where !configurationDiagnostics.contains(diagnostic) { configurationDiagnostics.append(diagnostic) }
        }
        report.include(configurationFiles: configurationFiles, diagnostics: configurationDiagnostics)
        var read: [String: FileStamp] = [:]
        for file in report.files where Self.isConfigurationOrTable(file.path) {
            let path = ProjectPath.absolute(file.path, in: linter.workingDirectory)
            read[path] = FileStamp(path: path)
        }
        stamps[unit] = read
        lastReports[unit] = (contents, report)
        return report
    }

    /// The plan of `unit`, searched and read again only when `filesChanged` said it may
    /// differ or the open documents the search does not find changed.
    private func plan(of unit: Workspace.Unit, open: some Sequence<String>) -> UnitPlan {
        var plan = plans[unit] ?? UnitPlan()
        switch unit {
        case .folder(let folder):
            if plan.folder == nil { plan.folder = LintPlan(paths: [folder], configurationPath: nil, standardInputPath: "<stdin>") }
            let found = Set(plan.folder?.jobs.compactMap(\.input.path) ?? [])
            let named = open.filter { !found.contains($0) }.sorted()
            if named != plan.named || (plan.namedPlan == nil && !named.isEmpty) {
                plan.named = named
                plan.namedPlan = named.isEmpty ? nil : LintPlan(documents: named)
            }
        case .file(let path):
            if plan.namedPlan == nil {
                plan.named = [path]
                plan.namedPlan = LintPlan(documents: [path])
            }
        }
        plans[unit] = plan
        return plan
    }

    /// Files changed on disk (`workspace/didChangeWatchedFiles`, a saved configuration):
    /// a configuration or string table makes every plan and result stale; a spec created or
    /// deleted changes its folder's search; a spec changed, its own result.
    func filesChanged(_ changes: [(path: String, kind: FileChangeKind)]) {
        // Cheap to redo from the caches below, and any change may show in any report.
        lastReports = [:]
        if changes.contains(where: { Self.isConfigurationOrTable($0.path) }) {
            plans = [:]
            for cache in caches.values { cache.forgetAll() }
            return
        }
        for change in changes where SpecFileDiscovery.isSpecFileName((change.path as NSString).lastPathComponent) {
            for cache in caches.values { cache.forget(path: change.path) }
            if change.kind != .changed {
                for unit in plans.keys {
                    if case .folder(let folder) = unit, folder == "/" || change.path.hasPrefix(folder + "/") { plans[unit] = nil }
                }
            }
        }
    }

    /// A unit with no open document left: its plan and results go.
    func forget(_ unit: Workspace.Unit) {
        plans[unit] = nil
        caches[unit] = nil
        stamps[unit] = nil
        lastReports[unit] = nil
    }

    enum FileChangeKind: Int {
        case created = 1
        case changed = 2
        case deleted = 3
    }

    /// The string table formats `translations:` can name, and the configuration.
    static let watchedTableSuffixes = [".xcstrings", ".strings", ".stringsdict"]

    static func isConfigurationOrTable(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name == Configuration.fileName || watchedTableSuffixes.contains { name.hasSuffix($0) }
    }
}
