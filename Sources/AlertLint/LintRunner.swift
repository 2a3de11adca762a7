import AlertDiagnostics
import AlertSpec
import AlertYAML
import Dispatch
import Foundation

/// The outcome of linting a set of inputs: every file read, and every diagnostic in output order.
public struct LintReport: Sendable {
    /// The files that were read, in input order; reporters resolve positions against them.
    public var files: [SourceFile]
    /// Sorted by file, position and id.
    public var diagnostics: [Diagnostic]
    /// Inputs that could not be read.
    public var readFailures: [FileReadError]

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
}

/// Reads and checks spec files, in parallel, with output independent of thread timing.
public struct LintRunner: Sendable {
    /// The name standard input is reported under (and derives its namespace from).
    public var standardInputPath: String
    public var limits: YAMLLimits
    /// How many files are processed at once; defaults to the number of cores.
    public var jobs: Int

    public init(
        standardInputPath: String = "<stdin>",
        limits: YAMLLimits = .default,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.standardInputPath = standardInputPath
        self.limits = limits
        self.jobs = max(1, jobs)
    }

    /// Reads and checks the inputs. Files are read on the worker threads, so reading one
    /// overlaps with parsing another.
    public func run(_ inputs: [LintInput]) -> LintReport {
        let results = parallelMap(inputs, jobs: jobs) { input -> Result<ParsedSpec, FileReadError> in
            do throws(FileReadError) {
                switch input {
                case .file(let path):
                    return .success(check(SourceFile(path: path, bytes: try readFileBytes(path))))
                case .standardInput:
                    return .success(check(SourceFile(path: standardInputPath, bytes: try readStandardInput())))
                }
            } catch {
                return .failure(error)
            }
        }
        return report(results)
    }

    /// Checks files already in memory; no I/O.
    public func lint(_ files: [SourceFile]) -> LintReport {
        report(parallelMap(files, jobs: jobs) { .success(check($0)) })
    }

    private func check(_ file: SourceFile) -> ParsedSpec {
        SpecParser.parse(file, limits: limits)
    }

    private func report(_ results: [Result<ParsedSpec, FileReadError>]) -> LintReport {
        var files: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        var failures: [FileReadError] = []
        for result in results {
            switch result {
            case .success(let parsed):
                files.append(parsed.file)
                diagnostics += parsed.diagnostics
            case .failure(let error):
                failures.append(error)
            }
        }
        return LintReport(files: files, diagnostics: diagnostics.sortedForOutput(), readFailures: failures)
    }
}

/// `map` on `jobs` threads; results stay in input order. Workers take the next unclaimed
/// element, so one large file does not hold up a fixed share of the others.
func parallelMap<Element: Sendable, Mapped: Sendable>(
    _ elements: [Element],
    jobs: Int,
    _ transform: @Sendable (Element) -> Mapped
) -> [Mapped] {
    let slots = ResultSlots<Mapped>(count: elements.count)
    let cursor = SharedCursor()
    let workers = max(1, min(jobs, elements.count))
    elements.withUnsafeBufferPointer { buffer in
        nonisolated(unsafe) let input = buffer
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = cursor.next(below: input.count) {
                slots.store(transform(input[index]), at: index)
            }
        }
    }
    return slots.values()
}

/// Hands out 0, 1, 2, … to whichever worker asks first.
private final class SharedCursor: @unchecked Sendable {
    private let lock = NSLock()
    private var position = 0

    func next(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard position < count else { return nil }
        defer { position += 1 }
        return position
    }
}

/// One slot per task; each task writes only its own, so no lock is needed. The slots live in
/// raw memory because concurrent writes through an array property would trip Swift's
/// exclusivity checks.
private final class ResultSlots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: max(count, 1))
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func store(_ value: Value, at index: Int) {
        storage[index] = value
    }

    func values() -> [Value] { (0..<count).map { storage[$0]! } }
}
