/// Finding bytes eight at a time: the front end looks at every byte of every file, and most
/// bytes are not the one it looks for.
enum ByteSearch {
    /// The offset of the first `target` byte in `buffer[start..<end]`, or `end`.
    @inline(__always)
    static func first(_ target: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        if let base = buffer.baseAddress {
            let pattern = UInt64(target) &* 0x0101_0101_0101_0101
            while index + 8 <= end {
                let found = zeroBytes(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ pattern)
                if found != 0 { return index + found.littleEndian.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < end, buffer[index] != target { index += 1 }
        return index
    }

    /// The offset of the first byte at or after `start` that is not ASCII, or `end`.
    @inline(__always)
    static func firstNonASCII(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        if let base = buffer.baseAddress {
            while index + 8 <= end {
                let high = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080
                if high != 0 { return index + high.littleEndian.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < end, buffer[index] < 0x80 { index += 1 }
        return index
    }

    /// The two buffers hold the same bytes, compared eight at a time.
    static func equal(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var index = 0
        if let left = lhs.baseAddress, let right = rhs.baseAddress {
            while index + 8 <= lhs.count {
                let leftWord = UnsafeRawPointer(left + index).loadUnaligned(as: UInt64.self)
                let rightWord = UnsafeRawPointer(right + index).loadUnaligned(as: UInt64.self)
                guard leftWord == rightWord else { return false }
                index += 8
            }
        }
        while index < lhs.count {
            guard lhs[index] == rhs[index] else { return false }
            index += 1
        }
        return true
    }

    /// How many bytes the two buffers share at their starts, compared eight at a time.
    static func commonPrefixLength(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Int {
        let count = min(lhs.count, rhs.count)
        var index = 0
        if let left = lhs.baseAddress, let right = rhs.baseAddress {
            while index + 8 <= count {
                let difference = UnsafeRawPointer(left + index).loadUnaligned(as: UInt64.self)
                    ^ UnsafeRawPointer(right + index).loadUnaligned(as: UInt64.self)
                if difference != 0 { return index + difference.littleEndian.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < count, lhs[index] == rhs[index] { index += 1 }
        return index
    }

    /// How many bytes the two buffers share at their ends, at most `limit`, compared eight at
    /// a time.
    static func commonSuffixLength(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        let count = min(lhs.count, rhs.count, limit)
        var length = 0
        if let left = lhs.baseAddress, let right = rhs.baseAddress {
            while length + 8 <= count {
                let difference = UnsafeRawPointer(left + lhs.count - length - 8).loadUnaligned(as: UInt64.self)
                    ^ UnsafeRawPointer(right + rhs.count - length - 8).loadUnaligned(as: UInt64.self)
                // The word's last byte in memory is its most significant on a little-endian load.
                if difference != 0 { return length + difference.littleEndian.leadingZeroBitCount / 8 }
                length += 8
            }
        }
        while length < count, lhs[lhs.count - 1 - length] == rhs[rhs.count - 1 - length] { length += 1 }
        return length
    }

    /// Every byte of `buffer` is ASCII.
    @inline(__always)
    static func isASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        firstNonASCII(in: buffer, from: 0, to: buffer.count) == buffer.count
    }

    /// The high bit set in each byte of `word` that is zero, and in no other byte.
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        // (b & 0x7F) + 0x7F carries into the high bit unless the low seven bits are zero;
        // no byte carries into the next, so every byte is judged exactly.
        let low7 = (word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F
        return ~(low7 | word | 0x7F7F_7F7F_7F7F_7F7F)
    }
}
