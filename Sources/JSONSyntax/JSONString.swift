/// How JSON text holds a string: what the String Catalog writer, the language server's
/// writer and error messages quoting a key all write.
public enum JSONString {
    /// `text` in quotes, with exactly what RFC 8259 requires escaped: the quote, the
    /// backslash and control characters (the short forms where JSON has one, `\u00XX`
    /// otherwise). `/` and non-ASCII characters are written as they are, as Xcode writes
    /// String Catalogs.
    public static func append(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            // Most strings need no escape: copied in runs between the bytes that do, found
            // eight bytes at a time.
            var index = 0
            while true {
                let runEnd = endOfRun(in: utf8, from: index)
                output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[index..<runEnd]))
                guard runEnd < utf8.count else { break }
                let byte = utf8[runEnd]
                output.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
                case 0x08: output.append(UInt8(ascii: "b"))
                case 0x0C: output.append(UInt8(ascii: "f"))
                case 0x0A: output.append(UInt8(ascii: "n"))
                case 0x0D: output.append(UInt8(ascii: "r"))
                case 0x09: output.append(UInt8(ascii: "t"))
                default:
                    output.append(UInt8(ascii: "u"))
                    output.append(UInt8(ascii: "0"))
                    output.append(UInt8(ascii: "0"))
                    output.append(hexDigits[Int(byte >> 4)])
                    output.append(hexDigits[Int(byte & 0x0F)])
                }
                index = runEnd + 1
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// The offset of the first quote, backslash or control character at or after `start`,
    /// or the end, eight bytes at a time: the bytes a JSON string must escape, where reading
    /// one stops at an escape or its end (`JSONReader`) and writing one escapes.
    @inline(__always)
    static func endOfRun(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let quote = zeroBytes(word ^ 0x2222_2222_2222_2222)
                let backslash = zeroBytes(word ^ 0x5C5C_5C5C_5C5C_5C5C)
                // A byte below 0x20 (high bit clear) borrows when 0x20 is taken from it. A
                // borrow can only mark bytes above a real one, so the lowest mark is exact.
                let control = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
                let found = quote | backslash | control
                if found != 0 { return index + found.littleEndian.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            index += 1
        }
        return index
    }

    /// The high bit set in each byte of `word` that is zero, and in no other byte (as
    /// `ByteSearch.zeroBytes` in the YAML reader, which this module does not depend on).
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low7 = (word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F
        return ~(low7 | word | 0x7F7F_7F7F_7F7F_7F7F)
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
