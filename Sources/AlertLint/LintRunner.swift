import AlertDiagnostics
import AlertSpec
import AlertYAML
import Dispatch

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

    public init(standardInputPath: String = "<stdin>", limits: YAMLLimits = .default) {
        self.standardInputPath = standardInputPath
        self.limits = limits
    }

    public func run(_ inputs: [LintInput]) -> LintReport {
        let results = parallelMap(inputs) { input -> Result<ParsedSpec, FileReadError> in
            do throws(FileReadError) {
                let file: SourceFile
                switch input {
                case .file(let path):
                    file = SourceFile(path: path, bytes: try readFileBytes(path))
                case .standardInput:
                    file = SourceFile(path: standardInputPath, bytes: try readStandardInput())
                }
                return .success(SpecParser.parse(file, limits: limits))
            } catch {
                return .failure(error)
            }
        }
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

/// `map` over all cores; results stay in input order.
func parallelMap<Element: Sendable, Mapped: Sendable>(
    _ elements: [Element],
    _ transform: @Sendable (Element) -> Mapped
) -> [Mapped] {
    let slots = ResultSlots<Mapped>(count: elements.count)
    elements.withUnsafeBufferPointer { buffer in
        nonisolated(unsafe) let input = buffer
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            slots.store(transform(input[index]), at: index)
        }
    }
    return slots.values()
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
