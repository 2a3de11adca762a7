import AlertDiagnostics
import Foundation

/// The last clean read of each document, kept so that the next read of the same document
/// after an edit parses only the edited lines (`YAMLReader.reread`, decision 0066). The
/// language server reads its open documents through one; `alertlint lint` does not.
///
/// Only reads the reader found nothing wrong with are kept: a document with a diagnostic is
/// read whole next time. A kept read is valid for any later text of its path (the edit is
/// found by comparing the texts), so nothing here goes stale; `forget(path:)` only frees it.
/// Safe from any thread.
public final class YAMLDocumentCache: @unchecked Sendable {
    private struct Entry {
        var document: YAMLDocument
        var limits: YAMLLimits
    }

    /// How many reads were made from a kept one, and how many read whole (for tests and the
    /// benchmark).
    public struct Counts: Sendable, Equatable {
        public var reread = 0
        public var read = 0

        public init(reread: Int = 0, read: Int = 0) {
            self.reread = reread
            self.read = read
        }
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var counts = Counts()

    public init() {}

    public var statistics: Counts { lock.withLock { counts } }

    /// `YAMLReader.read(file, limits:)`, made from the path's kept read when the edit since
    /// allows; the result is kept in its place when the reader reported nothing.
    public func read(_ file: SourceFile, limits: YAMLLimits = .default) -> (YAMLDocument, [Diagnostic]) {
        let previous = lock.withLock { entries[file.path] }
        if let previous, previous.limits == limits, let document = YAMLReader.reread(file, after: previous.document, limits: limits) {
            store(document, limits: limits, path: file.path, reread: true)
            return (document, [])
        }
        let (document, diagnostics) = YAMLReader.read(file, limits: limits)
        store(diagnostics.isEmpty ? document : nil, limits: limits, path: file.path, reread: false)
        return (document, diagnostics)
    }

    public func forget(path: String) {
        lock.withLock { entries[path] = nil }
    }

    public func forgetAll() {
        lock.withLock { entries = [:] }
    }

    private func store(_ document: YAMLDocument?, limits: YAMLLimits, path: String, reread: Bool) {
        lock.withLock {
            entries[path] = document.map { Entry(document: $0, limits: limits) }
            if reread { counts.reread += 1 } else { counts.read += 1 }
        }
    }
}
