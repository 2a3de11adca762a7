/// GitHub code scanning's `primaryLocationLineHash`: the one partial fingerprint it reads to
/// match an alert across runs (it ignores any other). A port of `hash` in github/codeql-action
/// `src/fingerprints.ts`, which `upload-sarif` runs on results that lack it; alertlint computes
/// it from the bytes it linted, so the value is there even when the uploader cannot find the
/// file (standard input, a checkout elsewhere) and agrees with it when it can.
///
/// Each line's hash is a rolling hash (base 37, wrapping 64-bit) of the 100 characters that
/// start at the line, skipping spaces and tabs, with CR and CRLF read as LF and an end-of-file
/// mark followed by zeros after the last line. The value is `"<hex>:<n>"`, `n` counting the
/// lines up to and including this one with the same hex: repeated text stays distinct.
/// Characters are UTF-16 code units, as JavaScript's `charCodeAt` reads them.
public enum PrimaryLocationLineHash {
    static let blockSize = 100
    static let base: UInt64 = 37
    /// What the reference feeds after the last character (0xFFFF, JavaScript's "EOF").
    static let endOfFile: UInt16 = 0xFFFF

    /// The fingerprint of every line of `bytes` (UTF-8; invalid sequences read as U+FFFD, as
    /// Node's decoder does), first line first.
    public static func hashes(ofUTF8 bytes: [UInt8]) -> [String] {
        hashes(ofUTF16: String(decoding: bytes, as: UTF8.self).utf16)
    }

    public static func hashes(ofUTF16 units: some Sequence<UInt16>) -> [String] {
        var state = State()
        for unit in units { state.process(unit) }
        state.process(endOfFile)
        // Pad with zeros until every line's window is full, emitting the last lines' hashes.
        for _ in 0..<blockSize {
            state.emitIfLineStarts()
            state.push(0)
        }
        return state.output
    }

    /// The reference's closure state, as a value.
    struct State {
        /// The last `blockSize` characters hashed, as a ring.
        var window = [UInt64](repeating: 0, count: PrimaryLocationLineHash.blockSize)
        /// For each slot of `window`, the line that starts at that character, or nil.
        var lineNumbers = [Int?](repeating: nil, count: PrimaryLocationLineHash.blockSize)
        var hash: UInt64 = 0
        var index = 0
        var lineNumber = 0
        var lineStart = true
        var previousCR = false
        var seen: [UInt64: Int] = [:]
        var output: [String] = []
        /// base^blockSize: what the character leaving the window contributes.
        let leavingFactor: UInt64 = (0..<PrimaryLocationLineHash.blockSize).reduce(1) { product, _ in product &* PrimaryLocationLineHash.base }

        mutating func process(_ unit: UInt16) {
            let space: UInt16 = 0x20, tab: UInt16 = 0x09, lf: UInt16 = 0x0A, cr: UInt16 = 0x0D
            if unit == space || unit == tab || (previousCR && unit == lf) {
                previousCR = false
                return
            }
            let character = unit == cr ? lf : unit
            previousCR = unit == cr
            emitIfLineStarts()
            if lineStart {
                lineStart = false
                lineNumber += 1
                lineNumbers[index] = lineNumber
            }
            if character == lf { lineStart = true }
            push(UInt64(character))
        }

        /// A full window has passed since the line starting at this slot began: its hash is
        /// final.
        mutating func emitIfLineStarts() {
            guard lineNumbers[index] != nil else { return }
            let count = seen[hash, default: 0] + 1
            seen[hash] = count
            // Lines are emitted in order, so the array index is the line number minus one.
            output.append("\(String(hash, radix: 16)):\(count)")
            lineNumbers[index] = nil
        }

        mutating func push(_ character: UInt64) {
            let leaving = window[index]
            window[index] = character
            hash = PrimaryLocationLineHash.base &* hash &+ character &- leavingFactor &* leaving
            index = (index + 1) % PrimaryLocationLineHash.blockSize
        }
    }
}
