@testable import AlertDiagnostics
import Foundation
import Testing

/// Issue 8, item 15: columns for many findings on one long line (a minified flow mapping)
/// took time proportional to findings × line length. The budget is a ratio to a baseline
/// measured here, never seconds: eight times the findings on an eight times longer line
/// may take about eight times as long (under 16× allows for a busy machine), not 64 times.
@Suite struct ColumnScalingTests {
    /// One line of `count` segments, each of multi-byte text and a finding's place.
    static func longLine(findings count: Int) -> (file: SourceFile, diagnostics: [Diagnostic]) {
        var bytes: [UInt8] = Array("key: {".utf8)
        var diagnostics: [Diagnostic] = []
        for index in 0..<count {
            diagnostics.append(Diagnostic(
                severity: .error, id: "test", message: "finding \(index)",
                range: SourceRange(path: "long.alerts.yaml", bytes: ByteRange(start: bytes.count, end: bytes.count + 1))))
            bytes += Array("x\(index): Grüße, 日本語 👍🏽 and more plain text to make it long, ".utf8)
        }
        bytes += Array("}\n".utf8)
        return (SourceFile(path: "long.alerts.yaml", bytes: bytes), diagnostics)
    }

    /// This thread's CPU time for `work`: what other processes on a busy machine do is not
    /// counted, as wall-clock time would count it.
    static func cpuTime(_ work: () -> Void) -> Duration {
        func now() -> Duration {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
        }
        let start = now()
        work()
        return now() - start
    }

    /// The fastest of `runs` runs of each, alternating, so both sizes meet the same conditions.
    static func fastest(runs: Int = 3, _ base: () -> Void, _ scaled: () -> Void) -> (base: Duration, scaled: Duration) {
        var times: [(base: Duration, scaled: Duration)] = []
        for _ in 0..<runs { times.append((cpuTime(base), cpuTime(scaled))) }
        return (times.map(\.base).min()!, times.map(\.scaled).min()!)
    }

    /// Formatting every finding, with a fresh copy of the file each time, so the line table
    /// is built inside the measurement too.
    static func formatting(findings count: Int) -> () -> Void {
        let (file, diagnostics) = longLine(findings: count)
        return {
            let copy = SourceFile(path: file.path, bytes: file.bytes)
            _ = DiagnosticFormatter(files: [copy]).format(diagnostics)
        }
    }

    @Test func manyFindingsOnOneLongLineScaleLinearly() {
        let (base, eightfold) = Self.fastest(runs: 5, Self.formatting(findings: 1_000), Self.formatting(findings: 8_000))
        let ratio = eightfold / base
        #expect(ratio < 16, "8× the findings on an 8× longer line took \(ratio)× as long (\(base) → \(eightfold)); linear is 8×, quadratic 64×")
    }

    /// The shortcut gives exactly the columns counted from the line's start, wherever the
    /// offset falls: on a checkpoint, just before or after one, inside a multi-byte scalar,
    /// after a BOM, on later lines, past the end.
    @Test func checkpointedColumnsEqualCountedOnes() {
        var text = "\u{FEFF}"
        for index in 0..<400 { text += "é日\(index)👍🏽 " }
        text += "\r\nshort\n"
        for index in 0..<300 { text += "\(index)Ω\t" }
        text += "\rlast"
        let bytes = Array(text.utf8)
        let table = LineTable(bytes)
        #expect(!table.scalarCheckpoints.isEmpty)
        for offset in 0...(bytes.count + 2) {
            let clamped = min(offset, bytes.count)
            let line = table.lineIndex(of: clamped)
            let lineStart = table.lineStarts[line]
            let counted = bytes[lineStart..<max(lineStart, clamped)].count { $0 & 0xC0 != 0x80 } + 1
            #expect(table.location(of: offset, in: bytes) == SourceLocation(line: line + 1, column: counted), "offset \(offset)")
        }
    }
}
