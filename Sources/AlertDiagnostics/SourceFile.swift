import Foundation

/// The bytes of one input file and the table that turns byte offsets into line and column.
///
/// Every later stage refers to text by UTF-8 byte offsets into `bytes`; line and column are
/// computed only when a diagnostic is rendered.
public struct SourceFile: Sendable {
    /// The path as the user named it (relative paths stay relative), or `<stdin>`.
    public let path: String
    public let bytes: [UInt8]
    /// Where each line starts. Built on first use and kept: most files have nothing to
    /// report, and building the table is a pass over the whole file.
    public var lines: LineTable { lineTable.table(of: bytes) }
    /// Shared by the copies of this file, so the table is built at most once.
    private let lineTable = LazyLineTable()

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// 1-based line and column of a byte offset (see `LineTable.location(of:in:)`).
    public func location(of offset: Int) -> SourceLocation {
        lines.location(of: offset, in: bytes)
    }

    /// The text of a byte range, decoding invalid UTF-8 with replacement characters.
    public func text(in range: ByteRange) -> String {
        let lower = max(0, min(range.start, bytes.count))
        let upper = max(lower, min(range.end, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}

/// A 1-based line and column. Columns count Unicode scalars, as editors count characters;
/// a byte-order mark is not counted.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A line table built on first use. Files are read on worker threads and their diagnostics
/// rendered on another, so the first use may race with another: a lock orders them.
private final class LazyLineTable: @unchecked Sendable {
    private let lock = NSLock()
    /// Written once, under `lock`; read under it.
    private var table: LineTable?

    func table(of bytes: [UInt8]) -> LineTable {
        lock.lock()
        defer { lock.unlock() }
        if let table { return table }
        let built = LineTable(bytes)
        table = built
        return built
    }
}

/// Start offsets of every line of a file. Line breaks are LF, CRLF and a lone CR.
public struct LineTable: Sendable {
    /// Byte offset of the first byte of each line; the first line starts after a BOM.
    public let lineStarts: [Int]
    /// For a file with a line longer than `2 * checkpointStride` bytes: at index k, how many
    /// Unicode scalars start in the first `k * checkpointStride` bytes. A column is then a
    /// difference of two counts, each a table read plus fewer than `checkpointStride` bytes
    /// counted, rather than a count from the line's start: many findings on one long line
    /// (a minified flow mapping) cost time linear in their number, not in number × length.
    /// Empty when every line is short, where counting from the line's start is cheaper.
    let scalarCheckpoints: [Int]
    static let checkpointStride = 256

    public init(_ bytes: [UInt8]) {
        var starts: [Int] = []
        starts.reserveCapacity(bytes.count / 24 + 1)
        let bom = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        starts.append(bom)
        bytes.withUnsafeBufferPointer { buffer in
            var index = bom
            let count = buffer.count
            while true {
                index = Self.nextLineBreak(in: buffer, from: index)
                guard index < count else { break }
                if buffer[index] == UInt8(ascii: "\r"), index + 1 < count, buffer[index + 1] == UInt8(ascii: "\n") { index += 1 }
                index += 1
                starts.append(index)
            }
        }
        lineStarts = starts
        scalarCheckpoints = Self.hasLongLine(starts, byteCount: bytes.count) ? Self.checkpoints(of: bytes) : []
    }

    /// Whether some line is long enough for counting from its start to cost more than
    /// counting from checkpoints.
    private static func hasLongLine(_ starts: [Int], byteCount: Int) -> Bool {
        var previous = 0
        for start in starts.dropFirst() + [byteCount] {
            if start - previous > 2 * checkpointStride { return true }
            previous = start
        }
        return false
    }

    private static func checkpoints(of bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var checkpoints = [0]
            checkpoints.reserveCapacity(buffer.count / checkpointStride + 1)
            var count = 0
            var blockStart = 0
            while blockStart + checkpointStride <= buffer.count {
                count += scalarStarts(in: buffer, blockStart..<(blockStart + checkpointStride))
                checkpoints.append(count)
                blockStart += checkpointStride
            }
            return checkpoints
        }
    }

    /// How many bytes in `range` are not UTF-8 continuation bytes: the scalars starting there.
    private static func scalarStarts(in buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        for index in range where buffer[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// How many scalars start before `offset` (at most `bytes.count`), from the checkpoints.
    private func scalarsBefore(_ offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        let block = offset / Self.checkpointStride
        return scalarCheckpoints[block] + Self.scalarStarts(in: buffer, (block * Self.checkpointStride)..<offset)
    }

    /// The offset of the first LF or CR at or after `start`, or the end. Eight bytes at a
    /// time: most of a file is not line breaks.
    static func nextLineBreak(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        let count = buffer.count
        if let base = buffer.baseAddress {
            while index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let found = zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A) | zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D)
                if found != 0 { return index + found.littleEndian.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < count, buffer[index] != UInt8(ascii: "\n"), buffer[index] != UInt8(ascii: "\r") { index += 1 }
        return index
    }

    /// The high bit set in each byte of `word` that is zero, and in no other byte.
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        // (b & 0x7F) + 0x7F carries into the high bit unless the low seven bits are zero;
        // no byte carries into the next, so every byte is judged exactly.
        let low7 = (word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F
        return ~(low7 | word | 0x7F7F_7F7F_7F7F_7F7F)
    }

    public var lineCount: Int { lineStarts.count }

    /// The 0-based index of the line holding `offset`.
    public func lineIndex(of offset: Int) -> Int {
        // The last line start that is <= offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    public func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        let line = lineIndex(of: clamped)
        let lineStart = lineStarts[line]
        // An offset inside a BOM is column 1 of the first line.
        guard clamped > lineStart else { return SourceLocation(line: line + 1, column: 1) }
        let scalars = bytes.withUnsafeBufferPointer { buffer in
            // Short distances are counted directly; so is a file other than the table's own.
            if clamped - lineStart <= 2 * Self.checkpointStride || clamped / Self.checkpointStride >= scalarCheckpoints.count {
                return Self.scalarStarts(in: buffer, lineStart..<clamped)
            }
            return scalarsBefore(clamped, in: buffer) - scalarsBefore(lineStart, in: buffer)
        }
        return SourceLocation(line: line + 1, column: scalars + 1)
    }

    /// The byte offset of a 1-based line and column: the inverse of `location(of:in:)`.
    ///
    /// A column past the end of its line gives the offset of the line break (the line's
    /// end, not the next line's start); a line past the last gives the last line.
    public func offset(of location: SourceLocation, in bytes: [UInt8]) -> Int {
        let line = max(0, min(location.line - 1, lineStarts.count - 1))
        var index = lineStarts[line]
        var lineEnd = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        // Stop before the line break: LF, CRLF or a lone CR.
        if lineEnd > index, line + 1 < lineStarts.count {
            lineEnd -= 1
            if bytes[lineEnd] == UInt8(ascii: "\n"), lineEnd > index, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        }
        var column = 1
        while column < location.column, index < lineEnd {
            index += 1
            while index < lineEnd, bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        return index
    }
}

/// The UTF-8 encoding of U+FEFF.
public let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
