import AlertDiagnostics

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
        fingerprints(ofUTF8: bytes).map(\.text)
    }

    public static func hashes(ofUTF16 units: some Sequence<UInt16>) -> [String] {
        fingerprints(ofUTF16: units).map(\.text)
    }

    /// `hashes(ofUTF8:)` as numbers, formatted when read: what a run keeps of the files whose
    /// bytes it drops, as a string per line cost an allocation each (decision 0063).
    public static func fingerprints(ofUTF8 bytes: [UInt8]) -> [LineFingerprint] {
        fingerprints(ofUTF16: String(decoding: bytes, as: UTF8.self).utf16)
    }

    public static func fingerprints(ofUTF16 units: some Sequence<UInt16>) -> [LineFingerprint] {
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
        var output: [LineFingerprint] = []
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
            output.append(LineFingerprint(hash: hash, occurrence: count))
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

/// One line's `PrimaryLocationLineHash`: the hash of the 100 characters from the line's start,
/// and how many lines up to this one have that hash.
public struct LineFingerprint: Sendable, Hashable {
    public var hash: UInt64
    public var occurrence: Int

    /// The value SARIF's `partialFingerprints` holds: `"<hex>:<n>"`.
    public var text: String { "\(String(hash, radix: 16)):\(occurrence)" }
}

/// The fingerprints of chosen lines of one file, kept once its bytes are dropped: lines
/// ascending, in three arrays of their exact size (32-bit lines and counts), as a few hundred
/// are kept for every file linted with `--reporter sarif`.
public struct LineFingerprints: Sendable {
    private var lines: [UInt32] = []
    private var hashes: [UInt64] = []
    private var occurrences: [UInt32] = []

    public init() {}

    /// The fingerprints of `lines` (1-based, any order, repeats allowed) among `all`, the
    /// file's fingerprints first line first; lines past the last are left out.
    public init(lines wanted: [Int], of all: [LineFingerprint]) {
        let distinct = wanted.lazy.filter { $0 >= 1 && $0 <= all.count }.sortedDistinct()
        lines.reserveCapacity(distinct.count)
        hashes.reserveCapacity(distinct.count)
        occurrences.reserveCapacity(distinct.count)
        for line in distinct {
            let fingerprint = all[line - 1]
            // Lines, and so counts, of a file the reader accepts are far below 2^32.
            guard let stored = UInt32(exactly: line), let occurrence = UInt32(exactly: fingerprint.occurrence) else { continue }
            lines.append(stored)
            hashes.append(fingerprint.hash)
            occurrences.append(occurrence)
        }
    }

    /// The fingerprint of 1-based `line`, if it was kept.
    public subscript(line: Int) -> LineFingerprint? {
        guard let wanted = UInt32(exactly: line) else { return nil }
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle] < wanted { low = middle + 1 } else { high = middle }
        }
        guard low < lines.count, lines[low] == wanted else { return nil }
        return LineFingerprint(hash: hashes[low], occurrence: Int(occurrences[low]))
    }
}
