import AlertDiagnostics
import Foundation

/// What `alertlint generate` records beside its output (`fileName`, decision 0052) so that a
/// run with nothing changed can stop before parsing anything: the hash of everything the run
/// read or was told (`inputs`), the hash of every file it wrote, and what it printed on
/// standard output, replayed by a run that skips so a build log shows the same warnings.
///
/// A run skips only when the inputs hash the same, every output is there with the bytes
/// recorded — the string tables generate merges into are outputs too, so a translator's edit
/// makes the next run merge it — and nothing else in the folder needs work.
public struct GenerationStamp: Sendable, Equatable {
    /// Hidden, so SwiftPM and Xcode do not take it for a resource.
    public static let fileName = ".alertlint.stamp"
    static let header = "alertlint generate stamp 3"

    public var inputs: UInt64
    /// Relative to the output folder, with their `XXH64` hashes, in the order written.
    public var outputs: [(path: String, hash: UInt64)]
    /// Files the run looked at without reading them as inputs — the sound files the sound
    /// rules look up, found or not — with their state (`fileState`) when it ran: a sound file
    /// added, replaced or deleted changes what the rules report, so the run must not skip.
    public var watched: [(path: String, state: String)]
    /// The number of catalogs generated, for the summary line.
    public var catalogs: Int
    /// Standard output of the run: its lint diagnostics.
    public var printed: [UInt8]

    public init(inputs: UInt64, outputs: [(path: String, hash: UInt64)], watched: [(path: String, state: String)] = [], catalogs: Int, printed: [UInt8]) {
        self.inputs = inputs
        self.outputs = outputs
        self.watched = watched
        self.catalogs = catalogs
        self.printed = printed
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.inputs == rhs.inputs && lhs.catalogs == rhs.catalogs && lhs.printed == rhs.printed
            && lhs.outputs.map(\.path) == rhs.outputs.map(\.path) && lhs.outputs.map(\.hash) == rhs.outputs.map(\.hash)
            && lhs.watched.map(\.path) == rhs.watched.map(\.path) && lhs.watched.map(\.state) == rhs.watched.map(\.state)
    }

    /// A file's state as far as a skip is concerned: `missing`, or its size and modification
    /// time in nanoseconds (`1234:1700000000000000000`). Cheap: one `stat`, no read.
    public static func fileState(_ path: String) -> String {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? NSNumber, let modified = attributes[.modificationDate] as? Date else { return "missing" }
        return "\(size.uint64Value):\(Int64(modified.timeIntervalSince1970 * 1_000_000_000))"
    }

    /// A text file: a header line, `inputs <hex>`, `catalogs <n>`, one `output <hex> <path>`
    /// per output, one `watch <state> <path>` per watched file, `printed <byte count>`, then
    /// the printed bytes as they were.
    public var encoded: [UInt8] {
        Self.encodedLines(inputs: inputs, outputs: outputs, watched: watched, catalogs: catalogs, printedCount: printed.count) + printed
    }

    /// The stamp's lines, up to `printed <byte count>`: what goes before the printed bytes.
    /// `alertlint generate` appends those to it from where it kept them, rather than hold
    /// them twice (decision 0068).
    public static func encodedLines(inputs: UInt64, outputs: [(path: String, hash: UInt64)], watched: [(path: String, state: String)], catalogs: Int, printedCount: Int) -> [UInt8] {
        var text = "\(header)\ninputs \(hex(inputs))\ncatalogs \(catalogs)\n"
        for output in outputs { text += "output \(hex(output.hash)) \(output.path)\n" }
        for file in watched { text += "watch \(file.state) \(file.path)\n" }
        text += "printed \(printedCount)\n"
        return Array(text.utf8)
    }

    /// The stamp `bytes` encode; nil for anything else (an older format, a damaged file),
    /// which makes the run generate.
    public init?(decoding bytes: [UInt8]) {
        var lines: [Substring] = []
        var start = 0
        var printedStart: Int?
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                let line = Substring(decoding: bytes[start..<index], as: UTF8.self)
                lines.append(line)
                start = index + 1
                if line.hasPrefix("printed ") { printedStart = start; break }
            }
            index += 1
        }
        guard let printedStart, lines.count >= 4, lines[0] == Self.header,
              lines[1].hasPrefix("inputs "), let inputs = UInt64(lines[1].dropFirst(7), radix: 16),
              lines[2].hasPrefix("catalogs "), let catalogs = Int(lines[2].dropFirst(9)),
              let count = Int(lines[lines.count - 1].dropFirst(8)), count == bytes.count - printedStart
        else { return nil }
        var outputs: [(path: String, hash: UInt64)] = []
        var watched: [(path: String, state: String)] = []
        for line in lines[3..<(lines.count - 1)] {
            let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, !fields[1].isEmpty, !fields[2].isEmpty else { return nil }
            if fields[0] == "output", watched.isEmpty, let hash = UInt64(fields[1], radix: 16) {
                outputs.append((String(fields[2]), hash))
            } else if fields[0] == "watch" {
                watched.append((String(fields[2]), String(fields[1])))
            } else {
                return nil
            }
        }
        self.init(inputs: inputs, outputs: outputs, watched: watched, catalogs: catalogs, printed: Array(bytes[printedStart...]))
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
