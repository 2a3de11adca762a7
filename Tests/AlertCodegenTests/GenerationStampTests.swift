import AlertCodegen
import Testing

/// The stamp `alertlint generate` records beside its output (decision 0052).
@Suite struct GenerationStampTests {
    /// The published FNV-1a 64 test vectors.
    @Test func fnv1aMatchesItsReferenceValues() {
        #expect(FNV1a64.hash([]) == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a64.hash(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a64.hash(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
    }

    /// Digests of the reference implementation (Python's `xxhash`, `xxh64_intdigest`): every
    /// path through the algorithm, from the empty input, through the 8-, 4- and 1-byte tails,
    /// to the 32-byte stripes and a seed.
    @Test func xxh64MatchesTheReferenceImplementation() {
        let reference: [(bytes: [UInt8], seed: UInt64, digest: UInt64)] = [
            ([], 0, 0xef46_db37_51d8_e999),
            (Array("a".utf8), 0, 0xd24e_c4f1_a98c_6e5b),
            (Array("abc".utf8), 0, 0x44bc_2cf5_ad77_0999),
            (Array(0..<7), 0, 0x14cc_643f_630c_72d2),
            (Array(0..<8), 0, 0x884a_1736_14b8_1b8d),
            (Array(0..<12), 0, 0x424a_f23f_1f08_dca5),
            (Array(0..<31), 0, 0xc346_d2b5_9b4d_8ee1),
            (Array(0..<32), 0, 0xcbf5_9c51_16ff_32b4),
            (Array(0..<33), 0, 0x0c53_5d1a_cafb_8ead),
            (Array("0123456789abcdef0123456789abcdefx".utf8), 0, 0x3903_d264_5ffe_a35f),
            (Array(repeating: Array(0...255), count: 3).flatMap { $0 }, 0, 0x8e03_c838_c596_036f),
            (Array("abc".utf8), 1, 0xbea9_ca81_9932_8908),
        ]
        for (bytes, seed, digest) in reference {
            #expect(XXH64.hash(bytes, seed: seed) == digest, "\(bytes.count) bytes, seed \(seed)")
        }
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
