import AlertDiagnostics
import AlertSpec
import Testing

/// Mangled versions of the FORMAT.md example: whatever the damage, decoding finishes, every
/// diagnostic points inside the file, and a definition in the catalog had no error inside it.
@Suite struct MutationTests {
    /// A small deterministic generator, so a failure reproduces.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static let replacements = ["", "~", "[]", "{}", "1", "-1", "true", "'x'", "[a, b]", "{a: 1}", "\"{x\"", "Cancel", "-", ":"]

    static func mutate(_ source: String, seed: UInt64) -> String {
        var generator = Generator(state: seed)
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<(1 + generator.next(3)) {
            let index = generator.next(lines.count)
            switch generator.next(4) {
            case 0:
                lines.remove(at: index)
            case 1:
                lines.insert(lines[index], at: index)
            case 2:
                // Replace the value after the line's first colon.
                if let colon = lines[index].firstIndex(of: ":") {
                    let replacement = replacements[generator.next(replacements.count)]
                    lines[index] = String(lines[index][...colon]) + " " + replacement
                }
            default:
                // Drop a word, which often leaves a key, a bracket or a value behind.
                var words = lines[index].split(separator: " ", omittingEmptySubsequences: false)
                if words.count > 1 { words.remove(at: 1 + generator.next(words.count - 1)) }
                lines[index] = words.joined(separator: " ")
            }
            if lines.isEmpty { lines = [""] }
        }
        return lines.joined(separator: "\n")
    }

    @Test(arguments: 0..<400)
    func mangledExampleDecodesSafely(seed: Int) {
        let yaml = Self.mutate(formatExample, seed: UInt64(seed))
        let spec = parse(yaml, path: "documents.alerts.yaml")
        let size = spec.file.bytes.count
        for diagnostic in spec.diagnostics {
            #expect(diagnostic.range.bytes.start >= 0 && diagnostic.range.bytes.end <= size, "\(diagnostic)")
        }
        guard let catalog = spec.catalog else { return }
        let decoderErrors = spec.diagnostics.filter { id in FormatErrorID(rawValue: id.id) != nil }.map(\.range.bytes)
        let definitions: [(ByteRange, ByteRange)] =
            (catalog.alerts + catalog.actionSheets).map { ($0.idRange, $0.range) }
            + catalog.notifications.map { ($0.idRange, $0.range) }
            + catalog.progress.map { ($0.idRange, $0.range) }
        for (idRange, range) in definitions {
            let span = ByteRange(start: idRange.start, end: range.end)
            #expect(!decoderErrors.contains { span.contains($0) }, "a kept definition holds an error:\n\(yaml)")
        }
    }
}
