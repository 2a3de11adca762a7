import AlertCodegen
import AlertDiagnostics
import Testing

/// The stamp `alertlint generate` records beside its output (decision 0052).
@Suite struct GenerationStampTests {
    /// The published FNV-1a 64 test vectors.
    @Test func fnv1aMatchesItsReferenceValues() {
        #expect(FNV1a64.hash([]) == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a64.hash(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a64.hash(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
    }

    @Test func fieldsCannotRunIntoEachOther() {
        var ab = FNV1a64(), a = FNV1a64()
        ab.addField("ab"); ab.addField("c")
        a.addField("a"); a.addField("bc")
        #expect(ab.value != a.value)
    }

    @Test func roundTrips() throws {
        let printed = Array("a.alerts.yaml:3:5: warning: x [rule]\nprinted 3\noutput 1 y\n".utf8) + [0xFF, 0x00]
        let stamp = GenerationStamp(
            inputs: 0x0123_4567_89ab_cdef, outputs: [("A.swift", 1), ("de.lproj/A b.strings", .max)],
            watched: [("Sounds/a chime.caf", "missing"), ("chime.caf", "1234:1700000000000000000")], catalogs: 2, printed: printed)
        #expect(GenerationStamp(decoding: stamp.encoded) == stamp)
        #expect(GenerationStamp(decoding: stamp.encoded)?.watched.map(\.path) == ["Sounds/a chime.caf", "chime.caf"])
        let empty = GenerationStamp(inputs: 0, outputs: [], catalogs: 0, printed: [])
        #expect(GenerationStamp(decoding: empty.encoded) == empty)
    }

    @Test func anythingElseDecodesToNil() {
        let stamp = GenerationStamp(inputs: 7, outputs: [("A.swift", 1)], catalogs: 1, printed: Array("hi\n".utf8))
        #expect(GenerationStamp(decoding: []) == nil)
        #expect(GenerationStamp(decoding: Array(stamp.encoded.dropLast())) == nil)
        #expect(GenerationStamp(decoding: Array("alertlint generate stamp 0\n".utf8) + stamp.encoded.drop { $0 != 10 }.dropFirst()) == nil)
        // The first format, without watched files: generate again rather than miss one.
        #expect(GenerationStamp(decoding: Array("alertlint generate stamp 1\n".utf8) + stamp.encoded.drop { $0 != 10 }.dropFirst()) == nil)
        // The second, with FNV-1a hashes of whole files: every hash would differ anyway.
        #expect(GenerationStamp(decoding: Array("alertlint generate stamp 2\n".utf8) + stamp.encoded.drop { $0 != 10 }.dropFirst()) == nil)
        // An unknown line kind.
        let unknown = String(decoding: stamp.encoded, as: UTF8.self).replacingOccurrences(of: "output ", with: "input ")
        #expect(GenerationStamp(decoding: Array(unknown.utf8)) == nil)
        // A state that is a file's and a path: its modification time and its size.
        #expect(GenerationStamp.fileState("/nonexistent/alertlint/chime.caf") == "missing")
    }
}
