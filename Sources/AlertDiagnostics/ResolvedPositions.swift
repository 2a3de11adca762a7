/// Line and column of chosen byte offsets in files whose bytes are no longer held.
///
/// `alertlint lint` resolves, as each file is linted, the offsets its findings point at and
/// those the rules that compare files may point at, then drops the file's bytes: memory does
/// not grow with every file's bytes (decision 0055). `DiagnosticFormatter` reads a position
/// here when it holds no `SourceFile` for the path.
public struct ResolvedPositions: Sendable {
    /// By path: the offsets resolved, ascending, and each one's line and column. 32-bit,
    /// because a few of these are kept for every file linted.
    private var byPath: [String: Table] = [:]

    private struct Table: Sendable {
        var offsets: [UInt32] = []
        var lines: [UInt32] = []
        var columns: [UInt32] = []
    }

    public init() {}

    /// Resolves `offsets` against `file`; a path already resolved keeps its first table, as
    /// `DiagnosticFormatter` keeps the first file of a path.
    public mutating func resolve(_ offsets: some Sequence<Int>, in file: SourceFile) {
        guard byPath[file.path] == nil else { return }
        var table = Table()
        // Sorted, then each offset once: no set of them is hashed.
        var sorted = Array(offsets)
        sorted.sort()
        var distinct = 0
        for offset in sorted where distinct == 0 || sorted[distinct - 1] != offset {
            sorted[distinct] = offset
            distinct += 1
        }
        // Exactly as many as resolved: one table is kept per file linted.
        table.offsets.reserveCapacity(distinct)
        table.lines.reserveCapacity(distinct)
        table.columns.reserveCapacity(distinct)
        // The line table once, not through the file's lock at every offset.
        let lines = file.lines
        for offset in sorted.prefix(distinct) {
            let location = lines.location(of: offset, in: file.bytes)
            // Offsets past 4 GB are beyond any file the reader accepts; such a position reads
            // as unresolved (1:1) rather than wrapping.
            guard let stored = UInt32(exactly: offset), let line = UInt32(exactly: location.line), let column = UInt32(exactly: location.column) else { continue }
            table.offsets.append(stored)
            table.lines.append(line)
            table.columns.append(column)
        }
        byPath[file.path] = table
    }

    /// Adds what `other` resolved for paths not resolved here.
    public mutating func merge(_ other: ResolvedPositions) {
        byPath.merge(other.byPath) { mine, _ in mine }
    }

    /// The line and column of `offset` in `path`, if it was resolved.
    public func location(of offset: Int, in path: String) -> SourceLocation? {
        guard let table = byPath[path], let wanted = UInt32(exactly: offset) else { return nil }
        var low = 0
        var high = table.offsets.count
        while low < high {
            let middle = (low + high) / 2
            if table.offsets[middle] < wanted { low = middle + 1 } else { high = middle }
        }
        guard low < table.offsets.count, table.offsets[low] == wanted else { return nil }
        return SourceLocation(line: Int(table.lines[low]), column: Int(table.columns[low]))
    }
}
