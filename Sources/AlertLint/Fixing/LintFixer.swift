import AlertDiagnostics
import AlertSpec

/// `alertlint lint --fix`: lints each file, applies its fix-its in memory pass after pass (one
/// fix can make room for another) until nothing changes or `maxPasses` is reached, and
/// writes the file once, only when the result passes every check.
///
/// After each pass the result is re-linted and compared with what the pass started from
/// (`FixVerifier`): it must parse, keep every text and comment with its element, and add no
/// finding, unless the new finding has a fix-it of its own for the next pass (giving a
/// "Cancel" button its role may leave it to be moved). A fix-it that fails is refused and
/// the others are applied without it. At the end the result is compared with the file as
/// read; if it adds a finding after all, passes are undone from the last until it does not.
public struct LintFixer: Sendable {
    public var runner: LintRunner
    public var maxPasses: Int
    /// Apply fix-its marked unsafe too (`--unsafe-fixes`).
    public var includeUnsafe: Bool

    public init(runner: LintRunner, maxPasses: Int = 10, includeUnsafe: Bool = false) {
        self.runner = runner
        self.maxPasses = maxPasses
        self.includeUnsafe = includeUnsafe
    }

    public struct Summary: Sendable {
        /// Fix-its applied, per file path.
        public var applied: [String: Int] = [:]
        /// Fix-its not applied because they would break the file, with why, per file.
        public var refused: [(path: String, reason: String)] = []
        public var writeFailures: [AtomicFileWriter.WriteError] = []

        public var appliedCount: Int { applied.values.reduce(0, +) }
    }

    /// One file fixed in memory.
    public struct FileOutcome: Sendable {
        public var file: SourceFile
        /// The fixed bytes; the file's own when nothing was applied.
        public var bytes: [UInt8]
        public var applied: Int
        /// What the applied fix-its meant to change, for `FixVerifier.verify(original:fixed:intended:)`.
        public var intent = FixVerifier.Intent()
        /// Fix-its refused, each with why.
        public var refused: [String] = []
    }

    public func fix(_ jobs: [LintRunner.Job]) -> Summary {
        var summary = Summary()
        for outcome in fixedFiles(jobs) {
            summary.refused += outcome.refused.map { (outcome.file.path, $0) }
            guard outcome.applied > 0, outcome.bytes != outcome.file.bytes else { continue }
            do {
                if try AtomicFileWriter.write(outcome.bytes, to: outcome.file.path) == .written {
                    summary.applied[outcome.file.path, default: 0] += outcome.applied
                }
            } catch {
                summary.writeFailures.append(error)
            }
        }
        return summary
    }

    /// What `fix(_:)` would write, without writing: the outcome of every file that has a
    /// fix-it to apply. `contents` gives the text of files held in memory, by path (an
    /// editor's open documents, `LintRunner.run(_:contents:)`).
    public func fixedFiles(_ jobs: [LintRunner.Job], contents: [String: [UInt8]] = [:]) -> [FileOutcome] {
        // Every pass is linted with the translations of the configuration's tables, as the
        // first was: without them, a fix would seem to add the findings they settle.
        let translations = runner.existingTranslations(for: jobs.map(\.configuration))
        let report = runner.run(jobs, translations: translations, contents: contents)
        let configurations = Dictionary(jobs.compactMap { job in job.input.path.map { ($0, job.configuration) } }, uniquingKeysWith: { first, _ in first })
        // Only files with a fix-it to apply are fixed (and linted again, on their own).
        let fixable = Set(report.diagnostics.filter { $0.fixIts.contains { $0.safety == .safe || includeUnsafe } }.map(\.range.path))
        let files = report.files.compactMap { file in
            fixable.contains(file.path) ? configurations[file.path].map { FileJob(file: file, configuration: $0) } : nil
        }
        let byPath = Dictionary(grouping: report.diagnostics, by: \.range.path)
        return parallelMap(files, jobs: runner.jobs) { job in
            fixFile(job.file, configuration: job.configuration, translations: runner.translations(for: job.configuration, in: translations), diagnostics: byPath[job.file.path])
        }
    }

    private struct FileJob: Sendable {
        var file: SourceFile
        var configuration: Configuration
    }

    /// A state of the file between passes.
    private struct State {
        var file: SourceFile
        var diagnostics: [Diagnostic]
        var applied: Int
        var intent: FixVerifier.Intent
    }

    /// Fixes one file in memory; no I/O but what linting does (sound file headers).
    /// `diagnostics`, the file's findings when already linted, saves linting it again.
    public func fixFile(_ file: SourceFile, configuration: Configuration, diagnostics: [Diagnostic]? = nil) -> FileOutcome {
        fixFile(file, configuration: configuration, translations: ExistingTranslations(), diagnostics: diagnostics)
    }

    /// `fixFile(_:configuration:diagnostics:)`, each pass linted with `translations` (the
    /// tables the configuration names, read before).
    func fixFile(_ file: SourceFile, configuration: Configuration, translations: ExistingTranslations, diagnostics: [Diagnostic]? = nil) -> FileOutcome {
        let original = State(file: file, diagnostics: diagnostics ?? lint(file, configuration, translations), applied: 0, intent: FixVerifier.Intent())
        var states = [original]
        var refused: [String] = []
        var refusedKeys = Set<String>()
        for _ in 0..<maxPasses {
            let current = states[states.count - 1]
            var candidates = candidates(current, excluding: refusedKeys)
            guard !candidates.isEmpty, let next = pass(from: current, candidates: &candidates, configuration: configuration, translations: translations, refuse: { key, reason in
                if refusedKeys.insert(key).inserted { refused.append(reason) }
            }) else { break }
            states.append(next)
        }
        // The result as a whole against the file as read: fixes whose later passes did not
        // clean up after them are undone.
        while states.count > 1 {
            let last = states[states.count - 1]
            let problems = FixVerifier.verify(original: file, fixed: last.file, intended: last.intent).map(\.message)
                + FixVerifier.addedFindings(before: original.diagnostics, in: file, after: last.diagnostics, in: last.file).map(Self.describe)
            guard let problem = problems.first else { break }
            refused.append("the \(last.applied - states[states.count - 2].applied) fix-it(s) of pass \(states.count - 1), because \(problem)")
            states.removeLast()
        }
        let final = states[states.count - 1]
        return FileOutcome(file: file, bytes: final.file.bytes, applied: final.applied, intent: final.intent, refused: refused)
    }

    private func lint(_ file: SourceFile, _ configuration: Configuration, _ translations: ExistingTranslations) -> [Diagnostic] {
        runner.lint([(file, configuration, translations)]).diagnostics
    }

    /// The fix-its this pass may apply, each with the key that recognizes it in later passes.
    private func candidates(_ state: State, excluding refusedKeys: Set<String>) -> [(key: String, fixIt: FixIt)] {
        state.diagnostics.flatMap { diagnostic in
            diagnostic.fixIts.compactMap { fixIt -> (key: String, fixIt: FixIt)? in
                guard fixIt.safety == .safe || includeUnsafe else { return nil }
                let key = ([diagnostic.id, diagnostic.message, fixIt.title] + fixIt.edits.map(\.replacement)).joined(separator: "\u{1}")
                return refusedKeys.contains(key) ? nil : (key, fixIt)
            }
        }
    }

    /// Applies the candidates that pass the checks together; nil when none is left.
    private func pass(
        from current: State,
        candidates: inout [(key: String, fixIt: FixIt)],
        configuration: Configuration,
        translations: ExistingTranslations,
        refuse: (String, String) -> Void
    ) -> State? {
        while true {
            let outcome = FixApplier.apply(fixIts: candidates.map(\.fixIt), to: current.file)
            guard !outcome.applied.isEmpty else { return nil }
            let tried = attempt(outcome.applied, on: current, configuration: configuration, translations: translations)
            if tried.problems.isEmpty { return tried.state }
            // Which fix-its fail on their own: refused. If none does, they fail only together:
            // the first one goes alone, the others wait for the next pass.
            var failing: [FixIt] = []
            if outcome.applied.count > 1 {
                for fixIt in outcome.applied {
                    let alone = attempt([fixIt], on: current, configuration: configuration, translations: translations)
                    if let problem = alone.problems.first { failing.append(fixIt); refuse(key(of: fixIt, in: candidates), reason(fixIt, problem)) }
                }
            } else {
                failing = outcome.applied
                refuse(key(of: outcome.applied[0], in: candidates), reason(outcome.applied[0], tried.problems[0]))
            }
            if failing.isEmpty {
                let first = outcome.applied[0]
                candidates = candidates.filter { $0.fixIt == first }
            } else {
                candidates.removeAll { candidate in failing.contains(candidate.fixIt) }
            }
        }
    }

    private func key(of fixIt: FixIt, in candidates: [(key: String, fixIt: FixIt)]) -> String {
        candidates.first { $0.fixIt == fixIt }?.key ?? fixIt.title
    }

    private func reason(_ fixIt: FixIt, _ problem: String) -> String {
        "“\(fixIt.title)”, because \(problem)"
    }

    /// `fixIts` applied to the state, and what the checks say about the result.
    private func attempt(_ fixIts: [FixIt], on current: State, configuration: Configuration, translations: ExistingTranslations) -> (state: State, problems: [String]) {
        let edits = fixIts.flatMap(\.edits)
        let next = SourceFile(path: current.file.path, bytes: FixApplier.apply(edits: edits, to: current.file.bytes))
        let diagnostics = lint(next, configuration, translations)
        var intent = current.intent
        intent.append(FixVerifier.intent(of: edits, in: current.file))
        var problems = FixVerifier.verify(original: current.file, fixed: next, edits: edits).map(\.message)
        // A new finding is allowed in passing only when a fix-it of its own can take it away.
        problems += FixVerifier.addedFindings(before: current.diagnostics, in: current.file, after: diagnostics, in: next)
            .filter { diagnostic in !diagnostic.fixIts.contains { $0.safety == .safe || includeUnsafe } }
            .map(Self.describe)
        return (State(file: next, diagnostics: diagnostics, applied: current.applied + fixIts.count, intent: intent), problems)
    }

    static func describe(_ finding: Diagnostic) -> String {
        "it would add the \(finding.severity) “\(finding.message)” [\(finding.id)]"
    }
}
