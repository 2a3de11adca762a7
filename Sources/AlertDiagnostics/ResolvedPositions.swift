/// Line and column of chosen byte offsets in files whose bytes are no longer held.
///
/// `alertlint lint` resolves, as each file is linted, the offsets its findings point at and
/// those the rules that compare files may point at, then drops the file's bytes: memory does
/// not grow with every file's bytes (decision 0055). `DiagnosticFormatter` reads a position
/// here when it holds no `SourceFile` for the path.
public struct ResolvedPositions: Sendable {
    /// By path: the offsets resolved, ascending, with each one's line and column.
    private var byPath: [String: Table] = [:]

    /// One file's resolved offsets, packed (a table is kept for every file linted, and a few
    /// hundred offsets for each: decision 0064). Entries go in blocks of `blockSize`; within a
    /// block each entry is its offset's distance from the previous offset, its line's from
    /// the previous line, and its column, as LEB128 (`CompactBytes`), the block's first entry
    /// from zero. A lookup finds its block by the block's first offset and reads at most
    /// `blockSize` entries.
    private struct Table: Sendable {
        var packed: [UInt8] = []
        /// The first offset of each block, ascending.
        var blockOffsets: [UInt32] = []
        /// Where each block starts in `packed`.
        var blockStarts: [UInt32] = []

        static let blockSize = 16
    }

    public init() {}

    /// Resolves `offsets` against `file`; a path already resolved keeps its first table, as
    /// `DiagnosticFormatter` keeps the first file of a path.
    public mutating func resolve(_ offsets: some Sequence<Int>, in file: SourceFile) {
        guard byPath[file.path] == nil else { return }
        let distinct = offsets.sortedDistinct()
        var packed: [UInt8] = []
        var blockOffsets: [UInt32] = []
        var blockStarts: [UInt32] = []
        blockOffsets.reserveCapacity((distinct.count + Table.blockSize - 1) / Table.blockSize)
        blockStarts.reserveCapacity(blockOffsets.capacity)
        var entries = 0
        var previous = (offset: 0, line: 0)
        // The line table once, not through the file's lock at every offset.
        let lines = file.lines
        for offset in distinct {
            let location = lines.location(of: offset, in: file.bytes)
            // Offsets past 4 GB are beyond any file the reader accepts; such a position reads
            // as unresolved (1:1) rather than wrapping. Lines and columns are varints, of any size.
            guard let stored = UInt32(exactly: offset) else { continue }
            if entries % Table.blockSize == 0 {
                // Packed bytes stay far below 4 GB: a few per offset of a file below it.
                blockOffsets.append(stored)
                blockStarts.append(UInt32(truncatingIfNeeded: packed.count))
                previous = (0, 0)
            }
            CompactBytes.append(offset - previous.offset, to: &packed)
            CompactBytes.append(location.line - previous.line, to: &packed)
            CompactBytes.append(location.column, to: &packed)
            previous = (offset, location.line)
            entries += 1
        }
        byPath[file.path] = Table(packed: CompactBytes.exactSize(packed), blockOffsets: blockOffsets, blockStarts: blockStarts)
    }

    /// Adds what `other` resolved for paths not resolved here.
    public mutating func merge(_ other: ResolvedPositions) {
        byPath.merge(other.byPath) { mine, _ in mine }
    }

    /// The line and column of `offset` in `path`, if it was resolved.
    public func location(of offset: Int, in path: String) -> SourceLocation? {
        guard let table = byPath[path], let wanted = UInt32(exactly: offset) else { return nil }
        // The last block whose first offset is at most `wanted`.
        var low = 0
        var high = table.blockOffsets.count
        while low < high {
            let middle = (low + high) / 2
            if table.blockOffsets[middle] <= wanted { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let block = low - 1
        let end = block + 1 < table.blockStarts.count ? Int(table.blockStarts[block + 1]) : table.packed.count
        return table.packed.withUnsafeBytes { buffer in
            var reader = CompactBytes.Reader(UnsafeRawBufferPointer(rebasing: buffer[..<end]), at: Int(table.blockStarts[block]))
            var current = (offset: 0, line: 0)
            while !reader.isAtEnd {
                current.offset += reader.integer()
                current.line += reader.integer()
                let column = reader.integer()
                if current.offset == offset { return SourceLocation(line: current.line, column: column) }
                if current.offset > offset { return nil }
            }
            return nil
        }
    }
}
