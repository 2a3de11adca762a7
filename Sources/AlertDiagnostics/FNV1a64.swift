/// FNV-1a, 64 bits: a cheap, well-known, non-cryptographic hash. It tells "the same bytes as
/// last time" from "different bytes" for `GenerationStamp`, and groups the texts of
/// `StringTableConflicts.KeyedTexts` by key; nothing adversarial rides on it. Bytes added in
/// pieces hash as the pieces joined.
public struct FNV1a64: Sendable, Hashable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// The hash of `bytes` alone.
    public static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hasher = FNV1a64()
        hasher.add(bytes)
        return hasher.value
    }

    public mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { add($0) }
    }

    public mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var value = self.value
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        self.value = value
    }

    /// Adds `bytes` as their length and their `XXH64` hash, so two fields can never run into
    /// each other ("ab" + "c" and "a" + "bc" hash differently) and a file's megabytes are
    /// read eight bytes at a time rather than one.
    public mutating func addField(_ bytes: [UInt8]) {
        addNumber(UInt64(bytes.count))
        addNumber(XXH64.hash(bytes))
    }

    public mutating func addField(_ text: String) { addField(Array(text.utf8)) }

    public mutating func addNumber(_ number: UInt64) {
        var little = number.littleEndian
        withUnsafeBytes(of: &little) { add(Array($0)) }
    }
}
