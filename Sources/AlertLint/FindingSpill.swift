#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import AlertDiagnostics
import Foundation

/// Where `alertlint lint` puts each file's findings as soon as the file is linted (decision
/// 0062), so memory does not grow with every finding of the run: encoded compactly
/// (`DiagnosticCoding`), kept in memory while they fit in `budget` bytes, and past it appended
/// to one temporary file, unlinked as soon as it is created so it goes at exit whatever
/// happens. Read back path by path when the report is written
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
    private let directory: String
    private var held: [[UInt8]] = []
    private var heldBytes = 0
    private var descriptor: Int32?
    private var fileEnd = 0
    /// Set when the temporary file cannot be made or written: then everything stays in memory,
    /// as it did before spilling, rather than a lint failing for want of a scratch file.
    private var cannotSpill = false

    /// Keeps up to `budget` bytes of encoded findings in memory, then spills to a file in
    /// `directory` (`$TMPDIR` by default).
    public init(budget: Int, directory: String? = nil) {
        self.budget = budget
        self.directory = directory ?? ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    /// Whether any chunk went to the file (for tests and the decision record's figures).
    public var hasSpilled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return fileEnd > 0
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
            guard let descriptor = lock.withLock({ self.descriptor }) else { return [] }
            let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                var done = 0
                while done < count {
                    let read = pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
                    if read < 0, errno == EINTR { continue }
                    // The file is this process's own and unlinked: a failed read means the
                    // disk failed under it; stopping beats printing findings that are wrong.
                    precondition(read > 0, "cannot read back the spilled findings")
                    done += read
                }
                initialized = count
            }
            return bytes.withUnsafeBytes { DiagnosticCoding.decodeAll($0) }
        }
    }

    /// Holds `bytes` in memory within the budget, else writes them to the file. Under the lock.
    private func place(_ bytes: [UInt8]) -> Place {
        if heldBytes + bytes.count <= budget || cannotSpill || !openFileIfNeeded() || !write(bytes) {
            heldBytes += bytes.count
            // Held to the end of the run: only the bytes, not the room appending left.
            held.append(CompactBytes.exactSize(bytes))
            return .memory(index: held.count - 1)
        }
        defer { fileEnd += bytes.count }
        return .file(offset: fileEnd, count: bytes.count)
    }

    private func openFileIfNeeded() -> Bool {
        if descriptor != nil { return true }
        var template = Array((directory.hasSuffix("/") ? directory : directory + "/").utf8CString.dropLast()) + Array("alertlint-findings-XXXXXX".utf8CString)
        let opened = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard opened >= 0 else {
            cannotSpill = true
            return false
        }
        // Gone from the folder at once: the space is freed when the process ends, however.
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        descriptor = opened
        return true
    }

    private func write(_ bytes: [UInt8]) -> Bool {
        guard let descriptor else { return false }
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            var done = 0
            while done < buffer.count {
                let count = pwrite(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(fileEnd + done))
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                done += count
            }
            return true
        }
        // A full disk: this chunk and the rest stay in memory; what was written stays readable.
        if !written { cannotSpill = true }
        return written
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
