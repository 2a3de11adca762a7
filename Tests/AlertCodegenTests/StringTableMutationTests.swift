import AlertCodegen
import AlertStrings
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing

/// Mutated `.strings`, `.stringsdict` and `.xcstrings` files merged into: whatever the bytes, the merge
/// either refuses the file at a position inside it or writes a file that Python's parsers
/// read, that reads back the same, and that merging again leaves as it is.
@Suite struct StringTableMutationTests {
    /// A deterministic generator (64-bit LCG), so a failure reproduces.
    struct Mutator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }

        static let interesting = Array("\"\\;=/*<>&#\n!-[]Ux?'{}(".utf8) + [0x00, 0x01, 0x0D, 0xFF, 0xC3, 0xE2, 0x80, 0xA8]

        mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
            var bytes = bytes
            for _ in 0...next(3) {
                let position = next(bytes.count + 1)
                switch next(5) {
                case 0 where position < bytes.count: bytes[position] = Self.interesting[next(Self.interesting.count)]
                case 1: bytes.insert(Self.interesting[next(Self.interesting.count)], at: position)
                case 2 where position < bytes.count: bytes.remove(at: position)
                case 3: bytes.removeSubrange(position...)
                default:
                    let length = next(24)
                    let start = next(max(bytes.count - length, 1))
                    bytes.insert(contentsOf: bytes[start..<min(start + length, bytes.count)], at: position)
                }
            }
            return bytes
        }
    }

    static let rounds = 400

    @Test(arguments: [("de.lproj/M.strings", PythonTables.Kind.strings), ("de.lproj/M.stringsdict", .stringsdict), ("D.xcstrings", .xcstrings)])
    func mergingIntoAMutatedFileRefusesItOrWritesOneThatReads(path: String, kind: PythonTables.Kind) throws {
        let spec = kind == .xcstrings ? CatalogMergeTests.spec : StringsFileMergeTests.spec
        let table = StringTableBuilder.tables(for: [try StringTableTests.catalog(spec)])[0]
        let format: StringTableFiles.Format = kind == .xcstrings ? .xcstrings : .strings
        let seedText = switch kind {
        case .strings: StringsFileMergeTests.germanStrings
        case .stringsdict: StringsFileMergeTests.germanStringsdict
        case .xcstrings: CatalogMergeTests.variedByDevice
        }
        let seed = Array(seedText.utf8)
        var mutator = Mutator(state: UInt64(path.utf8.count))
        var written: [[UInt8]] = []
        var refused = 0
        for _ in 0..<Self.rounds {
            let mutated = mutator.mutate(seed)
            let output: [UInt8]
            do {
                output = try #require(try StringTableFiles.files(for: table, format: format, existing: [path: mutated]).first { $0.relativePath == path }).contents
            } catch StringTableFiles.Error.unreadableStringsFile(_, let error), StringTableFiles.Error.unreadableCatalog(_, let error) {
                refused += 1
                let lines = LineTable(mutated).lineCount
                #expect((1...lines).contains(error.line ?? 0) && (error.column ?? 0) >= 1, "\(error) in \(String(decoding: mutated, as: UTF8.self).debugDescription) \(mutated.prefix(4))")
                continue
            }
            written.append(output)
            // Merging again leaves it as it is.
            let again = try StringTableFiles.files(for: table, format: format, existing: [path: output]).first { $0.relativePath == path }
            #expect(again?.contents == output, "\(String(decoding: mutated, as: UTF8.self).debugDescription)")
            if kind == .strings {
                let read = try StringsFile.read(output)
                #expect(read.entries.contains { $0.key == "M.kept.title" })
            }
        }
        // Both outcomes happen, or the mutations test nothing.
        #expect(refused > Self.rounds / 10 && written.count > Self.rounds / 10, "refused \(refused), written \(written.count)")

        for (output, result) in zip(written, try PythonTables.read(written.map { (kind, $0) })) {
            switch result {
            case .failure(let error):
                Issue.record("Python cannot read what was written: \(error)\n\(String(decoding: output, as: UTF8.self))")
            case .success(let json) where kind == .strings:
                // Python reads the same entries as ours.
                let ours = try StringsFile.read(output).entries.map { ($0.key, CatalogJSON.string($0.value)) }
                #expect(json == .object(Dictionary(uniqueKeysWithValues: ours)))
            case .success(let json) where kind == .stringsdict:
                // The spec's plural or the translator's, kept: either way it is there.
                #expect(json["M.changed.message"]?.object != nil, "\(json)")
            case .success(let json):
                // Ours reads what Python reads.
                #expect(try CatalogJSON.parse(output) == json)
            }
        }
    }
}
