import AlertDiagnostics
import Foundation

/// Where `alertlint lint` puts each file's findings as soon as the file is linted (decision
/// 0062), so memory does not grow with every finding of the run: encoded compactly
/// (`DiagnosticCoding`), kept in memory while they fit in `budget` bytes, and past it appended
/// to a `ScratchFile`. Read back path by path when the report is written
/// (`LintReport.inOutputOrder`).
///
/// Workers on several threads append; the lock orders the appends, and each chunk records
/// where it went, so the order of the file does not matter.
public final class FindingSpill: @unchecked Sendable {
    /// One path's findings from one file linted: where their bytes are, and their counts.
    public struct Chunk: Sendable {
        public var path: String
        fileprivate var place: Place
        public var counts: SeverityCounts
    }

    fileprivate enum Place: Sendable {
        case memory(index: Int)
        case file(offset: Int, count: Int)
    }

    private let lock = NSLock()
    private let budget: Int
    private var held: [[UInt8]] = []
    private var heldBytes = 0
    /// When it cannot be made or written, everything stays in memory, as it did before
    /// spilling, rather than a lint failing for want of a scratch file.
    private let file: ScratchFile

    /// Keeps up to `budget` bytes of encoded findings in memory, then spills to a file in
    /// `directory` (`$TMPDIR` by default).
    public init(budget: Int, directory: String? = nil) {
        self.budget = budget
        file = ScratchFile(directory: directory)
    }

    /// Whether any chunk went to the file (for tests and the decision record's figures).
    public var hasSpilled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return file.count > 0
    }

    /// Stores `diagnostics` (the findings of one file, in the order found) as one chunk per
    /// path they point into, in order of first appearance.
    public func store(_ diagnostics: [Diagnostic]) -> [Chunk] {
        guard !diagnostics.isEmpty else { return [] }
        // Nearly always one path, the file's own; a rule can point into a string table.
        var paths: [String] = []
        var encoded: [[UInt8]] = []
        var counts: [SeverityCounts] = []
        for diagnostic in diagnostics {
            let path = diagnostic.range.path
            let slot: Int
            if let last = paths.indices.last, paths[last] == path {
                slot = last
            } else if let found = paths.firstIndex(of: path) {
                slot = found
            } else {
                slot = paths.count
                paths.append(path)
                encoded.append([])
                counts.append(SeverityCounts())
            }
            DiagnosticCoding.encode(diagnostic, into: &encoded[slot])
            counts[slot].add(diagnostic.severity)
        }
        lock.lock()
        defer { lock.unlock() }
        return paths.indices.map { slot in
            Chunk(path: paths[slot], place: place(encoded[slot]), counts: counts[slot])
        }
    }

    /// The findings of `chunk`, as they were stored.
    public func diagnostics(in chunk: Chunk) -> [Diagnostic] {
        switch chunk.place {
        case .memory(let index):
            let bytes = lock.withLock { held[index] }
            return bytes.withUnsafeBytes { DiagnosticCoding.decodeAll($0) }
        case .file(let offset, let count):
            let bytes = lock.withLock { file.read(offset: offset, count: count) }
            return bytes.withUnsafeBytes { DiagnosticCoding.decodeAll($0) }
        }
    }

    /// Holds `bytes` in memory within the budget, else writes them to the file. Under the lock.
    private func place(_ bytes: [UInt8]) -> Place {
        let offset = file.count
        if heldBytes + bytes.count <= budget || !file.append(bytes) {
            heldBytes += bytes.count
            // Held to the end of the run: only the bytes, not the room appending left.
            held.append(CompactBytes.exactSize(bytes))
            return .memory(index: held.count - 1)
        }
        return .file(offset: offset, count: bytes.count)
    }
}

/// How many findings of each severity.
public struct SeverityCounts: Sendable, Equatable {
    public var errors = 0
    public var warnings = 0
    public var infos = 0

    public init() {}

    public mutating func add(_ severity: Severity) {
        switch severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .info: infos += 1
        }
    }

    public mutating func add(_ other: SeverityCounts) {
        errors += other.errors
        warnings += other.warnings
        infos += other.infos
    }

    public var total: Int { errors + warnings + infos }

    /// How many are at least `severity`.
    public func shown(from severity: Severity) -> Int {
        switch severity {
        case .info: total
        case .warning: errors + warnings
        case .error: errors
        }
    }
}
