import AlertDiagnostics
import Testing

@Suite struct XXH64Tests {
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
}
