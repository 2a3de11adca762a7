import AlertDiagnostics
import LanguageServerProtocol

/// Converts between the CLI's positions and LSP's. The CLI prints 1-based lines and columns
/// counted in Unicode scalars (`SourceLocation`); LSP counts 0-based lines and UTF-16 code
/// units. They differ on every line that has a scalar outside the Basic Multilingual Plane
/// (most emoji: one scalar, two UTF-16 units) before the position; CJK characters are one of
/// each, but three UTF-8 bytes, so a byte count would be wrong there too.
public enum UTF16Positions {
    /// The LSP position of a CLI location in `file`: the same line, and the column's scalars
    /// counted in UTF-16 units. A column past the end of its line stops at the line's end.
    public static func position(of location: SourceLocation, in file: SourceFile) -> Position {
        let lines = file.lines
        let lineIndex = max(0, min(location.line - 1, lines.lineCount - 1))
        let start = lines.lineStarts[lineIndex]
        let end = lines.offset(of: SourceLocation(line: lineIndex + 1, column: location.column), in: file.bytes)
        var units = 0
        // The scalars the CLI counted, the way it counts them: every byte that is not a UTF-8
        // continuation byte starts one; a four-byte scalar is a surrogate pair in UTF-16.
        for byte in file.bytes[start..<max(start, end)] where byte & 0xC0 != 0x80 {
            units += byte >= 0xF0 ? 2 : 1
        }
        // The CLI does not count a byte-order mark; an editor that kept it in the text does.
        if lineIndex == 0, file.bytes.starts(with: byteOrderMark) { units += 1 }
        return Position(line: lineIndex, character: units)
    }

    /// The LSP position of a byte offset in `file`.
    public static func position(ofByte offset: Int, in file: SourceFile) -> Position {
        position(of: file.location(of: offset), in: file)
    }

    /// The CLI location of an LSP position: the inverse of `position(of:in:)`. A position
    /// inside a surrogate pair counts the scalar it splits as not yet passed.
    public static func location(of position: Position, in file: SourceFile) -> SourceLocation {
        let lines = file.lines
        let lineIndex = max(0, min(position.line, lines.lineCount - 1))
        var index = lines.lineStarts[lineIndex]
        let lineEnd = lines.offset(of: SourceLocation(line: lineIndex + 1, column: Int.max), in: file.bytes)
        var remaining = position.character - (lineIndex == 0 && file.bytes.starts(with: byteOrderMark) ? 1 : 0)
        var column = 1
        while index < lineEnd {
            let units = file.bytes[index] >= 0xF0 ? 2 : 1
            guard remaining >= units else { break }
            remaining -= units
            index += 1
            while index < lineEnd, file.bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        return SourceLocation(line: lineIndex + 1, column: column)
    }

    /// The LSP range of a byte range in `file`.
    public static func range(of bytes: ByteRange, in file: SourceFile) -> LanguageServerProtocol.Range {
        Range(start: position(ofByte: bytes.start, in: file), end: position(ofByte: bytes.end, in: file))
    }
}
