/// A half-open range of UTF-8 byte offsets into one file.
public struct ByteRange: Hashable, Sendable, Codable, Comparable {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// An empty range at `offset`.
    public static func at(_ offset: Int) -> ByteRange { ByteRange(start: offset, end: offset) }

    public var length: Int { end - start }

    public func contains(_ other: ByteRange) -> Bool { start <= other.start && other.end <= end }

    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.start, lhs.end) < (rhs.start, rhs.end) }
}

/// A byte range in a named file: what diagnostics, notes and fix-its point at.
public struct SourceRange: Hashable, Sendable, Codable, Comparable {
    public var path: String
    public var bytes: ByteRange

    public init(path: String, bytes: ByteRange) {
        self.path = path
        self.bytes = bytes
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.path, lhs.bytes) < (rhs.path, rhs.bytes) }
}
