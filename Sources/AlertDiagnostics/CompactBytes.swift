/// Integers and strings as compact bytes, for values held out of their structs while a run
/// goes on: spilled findings (`DiagnosticCoding`, decision 0062) and the texts the rules that
/// compare files keep of each file (`StringTableConflicts.KeyedTexts`, decision 0063). A
/// struct of strings and arrays costs an allocation per string and array; packed, a value is
/// its bytes and a few varints in one buffer.
///
/// Not a file format: what one process writes it reads back, so nothing is versioned.
/// Integers are unsigned LEB128; a string is its UTF-8 length, then its bytes.
public enum CompactBytes {
    /// Appends `value` as unsigned LEB128.
    public static func append(_ value: Int, to bytes: inout [UInt8]) {
        // Offsets and counts are never negative; the bit pattern keeps any Int exact anyway.
        var value = UInt64(bitPattern: Int64(value))
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// Appends `text`'s UTF-8 length, then its bytes.
    public static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { append(utf8: $0, to: &bytes) }
    }

    /// Appends a string given as UTF-8: its length, then its bytes.
    public static func append(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        append(utf8.count, to: &bytes)
        bytes.append(contentsOf: utf8)
    }

    /// Appends a presence byte, 1 or 0, then `value` as `write` appends it if there is one.
    /// `Reader.optional` reads it back.
    public static func append<Value>(_ value: Value?, to bytes: inout [UInt8], _ write: (Value, inout [UInt8]) -> Void) {
        guard let value else {
            bytes.append(0)
            return
        }
        bytes.append(1)
        write(value, &bytes)
    }

    /// `bytes` in a buffer of exactly their size. Grown by appending, a buffer may have room
    /// for twice its bytes; one held to the end of a run should not.
    public static func exactSize(_ bytes: [UInt8]) -> [UInt8] {
        // `Array(unsafeUninitializedCapacity: 0)` stores its count into the one empty-array
        // singleton every thread shares: harmless, but a data race under ThreadSanitizer.
        guard !bytes.isEmpty else { return [] }
        return [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: bytes)
        }
    }

    /// Reads what the `append` functions wrote. The bytes come from this process, so they
    /// are trusted: a truncated buffer is a programming error, caught by the bounds checks
    /// of the reads.
    public struct Reader {
        public let bytes: UnsafeRawBufferPointer
        public var position: Int

        public init(_ bytes: UnsafeRawBufferPointer, at position: Int = 0) {
            self.bytes = bytes
            self.position = position
        }

        public var isAtEnd: Bool { position >= bytes.count }

        public mutating func byte() -> UInt8 {
            defer { position += 1 }
            return bytes[position]
        }

        public mutating func integer() -> Int {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let next = byte()
                value |= UInt64(next & 0x7F) << shift
                if next < 0x80 { break }
                shift += 7
            }
            return Int(Int64(bitPattern: value))
        }

        /// A string's bytes, without making a String of them.
        public mutating func utf8() -> UnsafeRawBufferPointer {
            let count = integer()
            precondition(count <= bytes.count - position, "compact bytes were cut short")
            defer { position += count }
            return UnsafeRawBufferPointer(rebasing: bytes[position..<(position + count)])
        }

        public mutating func string() -> String {
            String(decoding: utf8(), as: UTF8.self)
        }

        /// What `append(_:to:_:)` wrote of an optional value: nil, or the value `read` reads.
        public mutating func optional<Value>(_ read: (inout Reader) -> Value) -> Value? {
            byte() == 1 ? read(&self) : nil
        }
    }
}
