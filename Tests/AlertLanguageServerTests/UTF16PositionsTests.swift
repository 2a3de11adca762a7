import AlertDiagnostics
import AlertLanguageServer
import LanguageServerProtocol
import XCTest

final class UTF16PositionsTests: XCTestCase {
    /// The byte offset of `marker` in `text`, and the file without the marker.
    private func file(_ text: String, marker: String = "‸") -> (SourceFile, Int) {
        let range = text.range(of: marker)!
        let offset = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        return (SourceFile(path: "t.alerts.yaml", text: text.replacingCharacters(in: range, with: "")), offset)
    }

    func testEmojiBeforeThePositionCountTwoUnitsEach() {
        // 😀 and 👍🏽 (two scalars, each outside the BMP): the CLI's column counts 3 scalars
        // before "x"; UTF-16 counts 6 units.
        let (source, offset) = file("a: 1\ntitle: 😀👍🏽‸x\n")
        let location = source.location(of: offset)
        XCTAssertEqual(location, SourceLocation(line: 2, column: 11))
        XCTAssertEqual(UTF16Positions.position(of: location, in: source), Position(line: 1, character: 13))
        XCTAssertEqual(UTF16Positions.location(of: Position(line: 1, character: 13), in: source), location)
    }

    func testCJKBeforeThePositionCountsOneUnitEach() {
        // Three bytes each in UTF-8, one scalar and one UTF-16 unit each.
        let (source, offset) = file("title: 写真を削除‸しますか\n")
        XCTAssertEqual(UTF16Positions.position(ofByte: offset, in: source), Position(line: 0, character: 12))
        XCTAssertEqual(UTF16Positions.location(of: Position(line: 0, character: 12), in: source), source.location(of: offset))
    }

    func testMixedTextAndLineEnds() {
        for lineEnd in ["\n", "\r\n", "\r"] {
            let (source, offset) = file("a: 1\(lineEnd)b: é写😀‸z\(lineEnd)")
            XCTAssertEqual(UTF16Positions.position(ofByte: offset, in: source), Position(line: 1, character: 7), "line end \(lineEnd.debugDescription)")
        }
    }

    func testAByteOrderMarkIsCountedOnTheFirstLineOnly() {
        let source = SourceFile(path: "t", bytes: byteOrderMark + Array("ab\ncd".utf8))
        XCTAssertEqual(UTF16Positions.position(ofByte: 4, in: source), Position(line: 0, character: 2))
        XCTAssertEqual(UTF16Positions.position(ofByte: 7, in: source), Position(line: 1, character: 1))
        XCTAssertEqual(UTF16Positions.location(of: Position(line: 0, character: 2), in: source), SourceLocation(line: 1, column: 2))
    }

    func testPositionsPastTheEndStopAtTheLineEnd() {
        let source = SourceFile(path: "t", text: "ab\n😀\n")
        XCTAssertEqual(UTF16Positions.position(of: SourceLocation(line: 1, column: 99), in: source), Position(line: 0, character: 2))
        XCTAssertEqual(UTF16Positions.location(of: Position(line: 1, character: 99), in: source), SourceLocation(line: 2, column: 2))
        // Inside a surrogate pair: the split scalar is not passed.
        XCTAssertEqual(UTF16Positions.location(of: Position(line: 1, character: 1), in: source), SourceLocation(line: 2, column: 1))
    }

    func testEveryOffsetRoundTripsThroughUTF16() {
        let source = SourceFile(path: "t", text: "k: \"😀 写 é\"\r\n  - x: 👍🏽\n\n🇩🇪: y")
        var offset = 0
        while offset <= source.bytes.count {
            defer { offset += 1 }
            if offset < source.bytes.count, source.bytes[offset] & 0xC0 == 0x80 { continue }
            // Between CR and LF is inside one line break: no finding points there.
            if offset > 0, offset < source.bytes.count, source.bytes[offset - 1] == 13, source.bytes[offset] == 10 { continue }
            let location = source.location(of: offset)
            XCTAssertEqual(UTF16Positions.location(of: UTF16Positions.position(of: location, in: source), in: source), location, "offset \(offset)")
        }
    }
}
