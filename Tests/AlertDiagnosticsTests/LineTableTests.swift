import Foundation
import Testing
@testable import AlertDiagnostics

/// Lines and columns are computed from UTF-8 byte offsets only when rendering: 1-based,
/// columns count Unicode scalars, a BOM is not counted, and LF, CRLF and a lone CR each
/// end a line.
@Suite struct LineTableTests {
    private func location(_ bytes: [UInt8], _ offset: Int) -> String {
        SourceFile(path: "f", bytes: bytes).location(of: offset).description
    }

    private func location(_ text: String, _ offset: Int) -> String { location(Array(text.utf8), offset) }

    @Test func multiByteTextBeforeTheOffset() {
        // é is 2 bytes; 日, 本, 語 are 3 each; 👍🏽 is two scalars of 4 bytes.
        let text = "é: 日本語\n👍🏽 x"
        #expect(location(text, 0) == "1:1")
        #expect(location(text, 2) == "1:2")
        #expect(location(text, 4) == "1:4")
        #expect(location(text, 10) == "1:6")
        #expect(location(text, 13) == "1:7")
        #expect(location(text, 14) == "2:1")
        #expect(location(text, 18) == "2:2")
        #expect(location(text, 22) == "2:3")
        #expect(location(text, 23) == "2:4")
    }

    @Test func aTabIsOneColumn() {
        #expect(location("\tkey:\tv", 6) == "1:7")
        #expect(location("a\n\t\tb", 4) == "2:3")
    }

    @Test func lineBreaks() {
        let crlf = "a\r\nb\r\n"
        #expect(location(crlf, 1) == "1:2")
        #expect(location(crlf, 3) == "2:1")
        #expect(location(crlf, 6) == "3:1")
        #expect(SourceFile(path: "f", text: crlf).lines.lineStarts == [0, 3, 6])

        let cr = "a\rb\rc"
        #expect(location(cr, 2) == "2:1")
        #expect(location(cr, 4) == "3:1")

        // LF, then CRLF, then a lone CR: three breaks, never four.
        let mixed = "a\n\r\nb\rc"
        #expect(SourceFile(path: "f", text: mixed).lines.lineStarts == [0, 2, 4, 6])
        #expect(location(mixed, 4) == "3:1")
        #expect(location(mixed, 6) == "4:1")
    }

    @Test func theBOMIsNotCounted() {
        let bytes = byteOrderMark + Array("ab\ncd".utf8)
        #expect(location(bytes, 0) == "1:1")
        #expect(location(bytes, 3) == "1:1")
        #expect(location(bytes, 4) == "1:2")
        #expect(location(bytes, 7) == "2:2")
        #expect(SourceFile(path: "f", bytes: bytes).lines.lineStarts == [3, 6])
        // Only a leading BOM is special; one later in the file is an ordinary character.
        let inner = Array("a".utf8) + byteOrderMark + Array("b".utf8)
        #expect(location(inner, 4) == "1:3")
    }

    @Test func emptyFileAndOffsetsPastTheEnd() {
        #expect(location("", 0) == "1:1")
        #expect(location("ab\n", 3) == "2:1")
        #expect(location("ab", 99) == "1:3")
        #expect(location("ab", -5) == "1:1")
        #expect(SourceFile(path: "f", text: "").lines.lineCount == 1)
    }

    /// Every offset that starts a character (and is not inside a line break or the BOM)
    /// survives offset → line:column → offset.
    @Test func offsetRoundTrip() {
        let bytes = byteOrderMark + Array("é: 日本語\r\n\t👍🏽: [a, b]\rlast\n\nx: \"ü\"".utf8)
        let file = SourceFile(path: "f", bytes: bytes)
        var checked = 0
        for offset in 3...bytes.count {
            if offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { continue }
            // A CRLF is one break: the offset between its two bytes has no location of its own.
            if offset > 0, offset < bytes.count, bytes[offset - 1] == UInt8(ascii: "\r"), bytes[offset] == UInt8(ascii: "\n") { continue }
            let location = file.location(of: offset)
            #expect(file.lines.offset(of: location, in: bytes) == offset, "offset \(offset) at \(location)")
            checked += 1
        }
        #expect(checked > 30)
    }

    @Test func offsetOfClampsToTheLine() {
        let text = "ab\r\ncd\ne"
        let file = SourceFile(path: "f", text: text)
        let bytes = file.bytes
        // Past the end of a line: the line break, not the next line.
        #expect(file.lines.offset(of: SourceLocation(line: 1, column: 99), in: bytes) == 2)
        #expect(file.lines.offset(of: SourceLocation(line: 2, column: 3), in: bytes) == 6)
        #expect(file.lines.offset(of: SourceLocation(line: 2, column: 99), in: bytes) == 6)
        // The last line ends at the end of the file.
        #expect(file.lines.offset(of: SourceLocation(line: 3, column: 99), in: bytes) == 8)
        // Lines and columns out of range clamp.
        #expect(file.lines.offset(of: SourceLocation(line: 99, column: 1), in: bytes) == 7)
        #expect(file.lines.offset(of: SourceLocation(line: 0, column: 0), in: bytes) == 0)
        // An empty line's only column is its break.
        let blank = SourceFile(path: "f", text: "a\n\nb")
        #expect(blank.lines.offset(of: SourceLocation(line: 2, column: 5), in: blank.bytes) == 2)
    }

    /// The table finds breaks eight bytes at a time; compare it with a byte-by-byte scan for
    /// breaks at every alignment, next to multi-byte text.
    @Test func matchesAByteByByteScan() {
        let pieces: [[UInt8]] = [Array("a".utf8), Array("é".utf8), Array("日".utf8), [0x0A], [0x0D], [0x0D, 0x0A], Array("👍🏽".utf8)]
        var state: UInt64 = 42
        for length in 0..<300 {
            var bytes: [UInt8] = length % 3 == 0 ? byteOrderMark : []
            for _ in 0..<length / 3 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes += pieces[Int(state >> 33) % pieces.count]
            }
            #expect(LineTable(bytes).lineStarts == Self.naiveLineStarts(bytes), "length \(length)")
        }
    }

    static func naiveLineStarts(_ bytes: [UInt8]) -> [Int] {
        let bom = bytes.starts(with: byteOrderMark) ? 3 : 0
        var starts = [bom]
        var index = bom
        while index < bytes.count {
            if bytes[index] == 0x0A {
                starts.append(index + 1)
            } else if bytes[index] == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    @Test func lineIndex() {
        let table = LineTable(Array("a\nbb\n\nccc".utf8))
        #expect(table.lineStarts == [0, 2, 5, 6])
        #expect(table.lineIndex(of: 0) == 0)
        #expect(table.lineIndex(of: 1) == 0)
        #expect(table.lineIndex(of: 2) == 1)
        #expect(table.lineIndex(of: 5) == 2)
        #expect(table.lineIndex(of: 9) == 3)
    }

    @Test func textInRange() {
        let file = SourceFile(path: "f", bytes: Array("aé".utf8) + [0xFF])
        #expect(file.text(in: ByteRange(start: 1, end: 3)) == "é")
        #expect(file.text(in: ByteRange(start: 3, end: 4)) == "\u{FFFD}")
        #expect(file.text(in: ByteRange(start: 2, end: 99)) == "\u{FFFD}\u{FFFD}")
        #expect(file.text(in: ByteRange(start: -4, end: 1)) == "a")
    }

    @Test func theTableIsBuiltOnFirstUseFromAnyThread() {
        let text = String(repeating: "line\n", count: 500)
        let file = SourceFile(path: "f", text: text)
        let copies = Array(repeating: file, count: 8)
        let results = LockedStrings()
        // Copies share one lazily built table; first uses race from several threads.
        DispatchQueue.concurrentPerform(iterations: copies.count) { index in
            results.append(copies[index].location(of: 5 * (index * 50) + 2).description)
        }
        #expect(results.sorted == (0..<8).map { "\($0 * 50 + 1):3" }.sorted())
        #expect(file.lines.lineCount == 501)
    }
}

/// Strings appended from several threads.
private final class LockedStrings: @unchecked Sendable {
    private let lock = NSLock()
    private var strings: [String] = []

    func append(_ string: String) {
        lock.lock()
        strings.append(string)
        lock.unlock()
    }

    var sorted: [String] {
        lock.lock()
        defer { lock.unlock() }
        return strings.sorted()
    }
}
