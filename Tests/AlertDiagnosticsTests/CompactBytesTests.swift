import AlertDiagnostics
import Dispatch
import Testing

/// Spilled findings and the texts kept for the rules that compare files are `CompactBytes`
/// (decisions 0062, 0063): what is appended must read back exactly.
@Suite struct CompactBytesTests {
    @Test func integersAndStringsReadBackInOrder() {
        let integers = [0, 1, 127, 128, 16_383, 16_384, Int(Int32.max), Int.max]
        let strings = ["", "Delete?", "Löschen?", "cafe\u{301}", "\u{0}\n", String(repeating: "x", count: 300)]
        var bytes: [UInt8] = []
        for (integer, string) in zip(integers, strings + strings) {
            CompactBytes.append(integer, to: &bytes)
            CompactBytes.append(string, to: &bytes)
        }
        bytes.withUnsafeBytes { buffer in
            var reader = CompactBytes.Reader(buffer)
            for (integer, string) in zip(integers, strings + strings) {
                #expect(reader.integer() == integer)
                #expect(reader.string().utf8.elementsEqual(string.utf8))
            }
            #expect(reader.isAtEnd)
        }
    }

    @Test func optionalsReadBackAsWrittenNestedOrNot() {
        let values: [String?] = [nil, "", "Reply", nil, "Antworten", nil]
        var bytes: [UInt8] = []
        for value in values { CompactBytes.append(value, to: &bytes, CompactBytes.append) }
        // An optional whose value holds optionals: present, with the inner one absent.
        CompactBytes.append(7 as Int?, to: &bytes) { seven, bytes in
            CompactBytes.append(seven, to: &bytes)
            CompactBytes.append(nil as String?, to: &bytes, CompactBytes.append)
        }
        CompactBytes.append(nil as Int?, to: &bytes, CompactBytes.append)
        bytes.withUnsafeBytes { buffer in
            var reader = CompactBytes.Reader(buffer)
            #expect(values.map { _ in reader.optional { $0.string() } } == values)
            let nested = reader.optional { reader in (reader.integer(), reader.optional { $0.string() }) }
            #expect(nested?.0 == 7)
            #expect(nested.map { $0.1 == nil } == true)
            #expect(reader.optional { $0.integer() } == nil)
            #expect(reader.isAtEnd)
        }
    }

    @Test func exactSizeKeepsTheBytesWithoutTheRoomLeft() {
        var bytes: [UInt8] = []
        for value in 0..<1_000 { bytes.append(UInt8(truncatingIfNeeded: value)) }
        #expect(bytes.capacity > bytes.count)
        let exact = CompactBytes.exactSize(bytes)
        #expect(exact == bytes)
        #expect(exact.capacity < bytes.capacity)
        #expect(CompactBytes.exactSize([]).isEmpty)
    }

    /// Regression: `Array(unsafeUninitializedCapacity: 0)` writes into the empty-array
    /// singleton, a race ThreadSanitizer reported in `lint` when two files each kept no texts
    /// (`Tools/sanitize.sh` runs this test under it).
    @Test func exactSizeOfNothingIsSafeOnEveryThread() {
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<1_000 { #expect(CompactBytes.exactSize([]).isEmpty) }
        }
    }
}
