import AlertDiagnostics
import TestSupport
import Testing

/// `ResolvedPositions` keeps each dropped file's resolved offsets packed in blocks (decision
/// 0064): every offset resolved reads back as the file's own line table places it, and every
/// other offset reads as unresolved, whatever the blocks' boundaries.
@Suite struct ResolvedPositionsTests {
    static func randomFile(_ generator: inout SeededGenerator, lines: Int) -> SourceFile {
        let pieces = ["key: value", "  - Löschen?", "", "👩‍👩‍👧 x", "\t"]
        let separators = ["\n", "\r\n", "\n"]
        var text = ""
        for _ in 0..<lines {
            text += pieces[Int(generator.next() % UInt64(pieces.count))] + separators[Int(generator.next() % 3)]
        }
        return SourceFile(path: "f.alerts.yaml", text: text)
    }

    @Test(arguments: [0, 1, 15, 16, 17, 33, 200, 100_000])
    func everyResolvedOffsetReadsAsTheFilePlacesIt(wanted: Int) {
        var generator = SeededGenerator(state: UInt64(64 + wanted))
        let file = Self.randomFile(&generator, lines: 120)
        let count = file.bytes.count
        // Repeats and any order, as the runner collects them.
        let offsets = (0..<min(wanted, 3 * count)).map { _ in Int(generator.next() % UInt64(count + 1)) }
        var positions = ResolvedPositions()
        positions.resolve(offsets, in: file)
        let resolved = Set(offsets)
        let lines = file.lines
        for offset in 0...(count + 2) {
            let expected = resolved.contains(offset) ? lines.location(of: offset, in: file.bytes) : nil
            #expect(positions.location(of: offset, in: file.path) == expected, "offset \(offset)")
        }
        #expect(positions.location(of: 0, in: "other.alerts.yaml") == nil)
        #expect(positions.location(of: -1, in: file.path) == nil)
    }

    @Test func aPathKeepsItsFirstTable() {
        let first = SourceFile(path: "a.alerts.yaml", text: "a: 1\nb: 2\n")
        let second = SourceFile(path: "a.alerts.yaml", text: "\n\n\nb: 2\n")
        var positions = ResolvedPositions()
        positions.resolve([5], in: first)
        positions.resolve([5], in: second)
        var other = ResolvedPositions()
        other.resolve([3], in: second)
        other.resolve([0], in: SourceFile(path: "b.alerts.yaml", text: "x"))
        positions.merge(other)
        #expect(positions.location(of: 5, in: "a.alerts.yaml") == SourceLocation(line: 2, column: 1))
        #expect(positions.location(of: 3, in: "a.alerts.yaml") == nil)
        #expect(positions.location(of: 0, in: "b.alerts.yaml") == SourceLocation(line: 1, column: 1))
    }
}
