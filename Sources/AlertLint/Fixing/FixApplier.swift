import AlertDiagnostics
import AlertSpec

/// Applies fix-its to a file's bytes: pure, no I/O.
///
/// Fix-its are applied whole or not at all. One that overlaps an edit already taken is left
/// for the next pass (after re-linting, its finding may be gone or its edits may have moved);
/// `--fix` runs passes until nothing changes.
public enum FixApplier {
    public struct Outcome: Sendable {
        public var bytes: [UInt8]
        /// The fix-its applied, in source order.
        public var applied: [FixIt]
        /// Safe fix-its left out because they overlap one that was applied.
        public var deferred: Int
    }

    /// Applies every fix-it of `diagnostics` that edits only `file`, earliest first: the `.safe`
    /// ones, and the `.unsafe` ones too when `includeUnsafe` is set (`--unsafe-fixes`).
    public static func apply(_ diagnostics: [Diagnostic], to file: SourceFile, includeUnsafe: Bool = false) -> Outcome {
        apply(fixIts: diagnostics.flatMap(\.fixIts).filter { $0.safety == .safe || includeUnsafe }, to: file)
    }

    /// Applies `fixIts` that edit only `file`, whatever their safety, earliest first.
    public static func apply(fixIts: [FixIt], to file: SourceFile) -> Outcome {
        let candidates = fixIts
            .filter { fixIt in !fixIt.edits.isEmpty && fixIt.edits.allSatisfy { $0.range.path == file.path } }
            .sorted { ($0.edits.map(\.range.bytes.start).min() ?? 0) < ($1.edits.map(\.range.bytes.start).min() ?? 0) }
        var taken: [ByteRange] = []
        var applied: [FixIt] = []
        var deferred = 0
        for fixIt in candidates {
            let ranges = fixIt.edits.map(\.range.bytes)
            let overlaps = ranges.contains { range in taken.contains { Self.overlap($0, range) } }
                || Self.overlapEachOther(ranges)
            if overlaps {
                deferred += 1
                continue
            }
            taken += ranges
            applied.append(fixIt)
        }
        return Outcome(bytes: apply(edits: applied.flatMap(\.edits), to: file.bytes), applied: applied, deferred: deferred)
    }

    /// The bytes with non-overlapping edits applied.
    public static func apply(edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        // From the end backwards, so earlier offsets stay valid.
        for edit in edits.sorted(by: { $0.range.bytes.start > $1.range.bytes.start }) {
            let range = edit.range.bytes
            let lower = min(max(0, range.start), result.count)
            let upper = min(max(lower, range.end), result.count)
            result.replaceSubrange(lower..<upper, with: Array(edit.replacement.utf8))
        }
        return result
    }

    /// Two ranges overlap when they share a byte, or when both are insertions at one offset
    /// (their order would be arbitrary).
    static func overlap(_ a: ByteRange, _ b: ByteRange) -> Bool {
        if a.length == 0 && b.length == 0 { return a.start == b.start }
        return a.start < b.end && b.start < a.end || (a.length == 0 && b.start < a.start && a.start < b.end)
            || (b.length == 0 && a.start < b.start && b.start < a.end)
    }

    static func overlapEachOther(_ ranges: [ByteRange]) -> Bool {
        for (index, range) in ranges.enumerated() {
            for other in ranges[(index + 1)...] where overlap(range, other) { return true }
        }
        return false
    }
}
