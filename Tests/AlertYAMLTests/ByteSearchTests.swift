import Testing
@testable import AlertYAML

/// The eight-bytes-at-a-time searches against plain loops, at every alignment.
@Suite struct ByteSearchTests {
    static func buffers() -> [[UInt8]] {
        var state: UInt64 = 7
        var result: [[UInt8]] = []
        let alphabet: [UInt8] = [0x23, 0x61, 0x20, 0x0A, 0x00, 0x7F, 0x80, 0xC3, 0xA9, 0xFF]
        for length in 0..<120 {
            var bytes: [UInt8] = []
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                // Mostly ASCII letters, so that runs longer than eight bytes occur.
                let pick = Int(state >> 33) % 40
                bytes.append(pick < alphabet.count ? alphabet[pick] : 0x62)
            }
            result.append(bytes)
        }
        return result
    }

    @Test func firstByte() {
        for bytes in Self.buffers() {
            bytes.withUnsafeBufferPointer { buffer in
                for target: UInt8 in [0x23, 0x00, 0x80, 0xFF, 0x0A] {
                    for start in 0...bytes.count {
                        for end in [bytes.count, max(start, bytes.count - 5)] {
                            let expected = (start..<end).first { bytes[$0] == target } ?? end
                            #expect(ByteSearch.first(target, in: buffer, from: start, to: end) == expected)
                        }
                    }
                }
            }
        }
    }

    @Test func firstNonASCII() {
        for bytes in Self.buffers() {
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0...bytes.count {
                    let expected = (start..<bytes.count).first { bytes[$0] >= 0x80 } ?? bytes.count
                    #expect(ByteSearch.firstNonASCII(in: buffer, from: start, to: bytes.count) == expected)
                }
            }
        }
    }

    @Test func zeroBytesIsExact() {
        for word: UInt64 in [0, 1, 0x0100, 0x8000_0000_0000_0000, 0x0080_0100_FF00_0001, .max, 0x0101_0101_0101_0101] {
            var expected: UInt64 = 0
            for byte in 0..<8 where (word >> (8 * UInt64(byte))) & 0xFF == 0 { expected |= 0x80 << (8 * UInt64(byte)) }
            #expect(ByteSearch.zeroBytes(word) == expected)
        }
    }
}
