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
            // Most strings need no escape: copied in runs between the bytes that do.
            var copiedUpTo = 0
            for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                output += utf8[copiedUpTo..<index]
                copiedUpTo = index + 1
                switch byte {
                case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case 0x08: output += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
                case 0x0C: output += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
                case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                default:
                    output += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")]
                    output.append(hexDigits[Int(byte >> 4)])
                    output.append(hexDigits[Int(byte & 0x0F)])
                }
            }
            output += utf8[copiedUpTo...]
        }
        output.append(UInt8(ascii: "\""))
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
