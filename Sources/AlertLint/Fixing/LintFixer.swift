import AlertDiagnostics
import AlertSpec

/// `alertlint lint --fix`: lints, applies the safe fix-its, re-parses the result, and writes
/// it back only when it still parses at least as well as before. Repeats, because one fix can
/// make room for another, until nothing changes or `maxPasses` is reached.
public struct LintFixer: Sendable {
    public var runner: LintRunner
    public var maxPasses: Int
    /// Apply fix-its marked unsafe too (`--unsafe-fixes`).
    public var includeUnsafe: Bool

    public init(runner: LintRunner, maxPasses: Int = 5, includeUnsafe: Bool = false) {
        self.runner = runner
        self.maxPasses = maxPasses
        self.includeUnsafe = includeUnsafe
    }

    public struct Summary: Sendable {
        /// Fix-its applied, per file path.
        public var applied: [String: Int] = [:]
        /// Files whose fixes were refused because the result would not parse, with why.
        public var refused: [(path: String, reason: String)] = []
        public var writeFailures: [AtomicFileWriter.WriteError] = []

        public var appliedCount: Int { applied.values.reduce(0, +) }
    }

    public func fix(_ jobs: [LintRunner.Job]) -> Summary {
        var summary = Summary()
        var refusedPaths = Set<String>()
        for _ in 0..<maxPasses {
            let report = runner.run(jobs.filter { job in job.input.path.map { !refusedPaths.contains($0) } ?? false })
            var changed = false
            let byPath = Dictionary(grouping: report.diagnostics, by: \.range.path)
            for file in report.files {
                let diagnostics = byPath[file.path] ?? []
                let outcome = FixApplier.apply(diagnostics, to: file, includeUnsafe: includeUnsafe)
                guard !outcome.applied.isEmpty else { continue }
                let fixed = SourceFile(path: file.path, bytes: outcome.bytes)
                let errorsBefore = SpecParser.parse(file).diagnostics.count { $0.severity == .error }
                let reparsed = SpecParser.parse(fixed).diagnostics.filter { $0.severity == .error }
                if reparsed.count > errorsBefore {
                    refusedPaths.insert(file.path)
                    let reason = reparsed.first.map { "\($0.message) [\($0.id)]" } ?? "it would not parse"
                    summary.refused.append((file.path, "fixed text would not parse: \(reason)"))
                    continue
                }
                do {
                    if try AtomicFileWriter.write(outcome.bytes, to: file.path) == .written {
                        summary.applied[file.path, default: 0] += outcome.applied.count
                        changed = true
                    }
                } catch {
                    summary.writeFailures.append(error)
                    refusedPaths.insert(file.path)
                }
            }
            if !changed { break }
        }
        return summary
    }
}
