import AlertDiagnostics
@testable import AlertSpec
import Foundation
import TestSupport
import Testing

/// `StringTableConflicts.KeyedTexts` packs each file's texts for `conflicting-key` (decision
/// 0063): every text reads back as it was, and the conflicts found by grouping hashed keys are
/// the ones a dictionary of every key finds, however the hashes collide.
@Suite struct KeyedTextsTests {
    typealias KeyedTexts = StringTableConflicts.KeyedTexts

    @Test(arguments: SampleTests.specs(in: "PhotoLibrary").map { "PhotoLibrary/" + $0 } + SampleTests.specs(in: "invalid").map { "invalid/" + $0 })
    func sampleTextsReadBackAsTheyWere(path: String) throws {
        let bytes = try [UInt8](Data(contentsOf: SampleTests.samples.appendingPathComponent(path)))
        guard let catalog = SpecParser.parse(SourceFile(path: path, bytes: bytes)).catalog else { return }
        expectRoundTrip(catalog.textsWithParameters)
    }

    @Test func generatedTextsReadBackAsTheyWere() throws {
        for catalog in Self.conflictingCatalogs(files: 12, seed: 7) {
            expectRoundTrip(catalog.textsWithParameters)
        }
    }

    /// A template whose segments are not the ones its source parses into keeps them: two such
    /// templates with one source are different texts.
    @Test func segmentsBesidesTheSourceReadBack() {
        let odd = Template(source: "Delete {name}?", segments: [.literal("Delete "), .placeholder("title"), .literal("?")])
        let plain = try! Template.parse("Delete {name}?").get()
        #expect(odd != plain)
        let parameters = [Parameter(name: "name", type: .string, range: .at(3)), Parameter(name: "title", type: .string, range: .at(9))]
        let plural = PluralText(parameter: "count", variants: [.one: plain, .other: odd, .few: Template(parsedSource: "{{few}}")])
        let texts: [(text: Text, parameters: [Parameter])] = [
            (Text(key: "odd", content: .single(odd), range: ByteRange(start: 1, end: 9)), parameters),
            (Text(key: "plain", content: .single(plain), range: ByteRange(start: 10, end: 20)), parameters),
            (Text(key: "plural", content: .plural(plural), range: ByteRange(start: 300, end: 70_000)), []),
            (Text(key: "", content: .single(Template(parsedSource: "")), range: .at(0)), []),
        ]
        expectRoundTrip(texts)
    }

    @Test(arguments: [1, 2, 3, 4])
    func conflictsAreThoseADictionaryFinds(seed: UInt64) {
        let facts = Self.conflictingCatalogs(files: 16, seed: seed).map(StringTableConflicts.TableFacts.init)
        #expect(facts.count == 16)
        #expect(facts.contains { $0.texts.isEmpty })
        let expected = Self.referenceKeyConflicts(facts)
        // The generator is meant to make many: a test of none would prove nothing.
        #expect(expected.count > 10)
        #expect(expected.contains { $0.differsOnlyInPlaceholders })
        #expect(expected.contains { !$0.differsOnlyInPlaceholders })
        #expect(StringTableConflicts.keyConflicts(in: facts) == expected)
        // Every text in one group, and groups by first letter: collisions cost comparisons only.
        #expect(StringTableConflicts.keyConflicts(in: facts, bucket: { _, _ in 0 }) == expected)
        #expect(StringTableConflicts.keyConflicts(in: facts, bucket: { table, key in Int(table.utf8.first ?? 0) + Int(key.utf8.first ?? 0) }) == expected)
        // From catalogs, as `alertlint generate` asks, the same.
        #expect(StringTableConflicts.keyConflicts(in: Self.conflictingCatalogs(files: 16, seed: seed)) == expected)
    }

    private func expectRoundTrip(_ texts: [(text: Text, parameters: [Parameter])], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let packed = KeyedTexts(texts)
        #expect(packed.count == texts.count, sourceLocation: sourceLocation)
        #expect(packed.contentRanges == texts.map(\.text.contentRange), sourceLocation: sourceLocation)
        for (index, (text, parameters)) in texts.enumerated() {
            let read = packed[index]
            #expect(read.key == text.key, sourceLocation: sourceLocation)
            #expect(read.content == text.content, sourceLocation: sourceLocation)
            #expect(read.content.primaryTemplate.segments == text.content.primaryTemplate.segments, sourceLocation: sourceLocation)
            #expect(read.contentRange == text.contentRange, sourceLocation: sourceLocation)
            #expect(read.parameters.map(\.name) == parameters.map(\.name), sourceLocation: sourceLocation)
            #expect(read.parameters.map(\.type) == parameters.map(\.type), sourceLocation: sourceLocation)
        }
    }

    /// What `keyConflicts(in:)` did before decision 0063: a dictionary from every table and key
    /// to its first text, in merge order.
    static func referenceKeyConflicts(_ files: [StringTableConflicts.TableFacts]) -> [StringTableConflicts.KeyConflict] {
        var first: [String: (path: String, text: StringTableConflicts.KeyedText)] = [:]
        var conflicts: [StringTableConflicts.KeyConflict] = []
        for file in StringTableConflicts.mergeOrder(files) {
            for text in file.texts {
                let key = file.table + "\u{0}" + text.key
                guard let earlier = first[key] else {
                    first[key] = (file.path, text)
                    continue
                }
                let firstValue = StringTableConflicts.DevelopmentValue(earlier.text.content, parameters: earlier.text.parameters)
                guard firstValue != StringTableConflicts.DevelopmentValue(text.content, parameters: text.parameters) else { continue }
                conflicts.append(StringTableConflicts.KeyConflict(
                    table: file.table,
                    key: text.key,
                    first: .init(path: earlier.path, content: earlier.text.content, range: SourceRange(path: earlier.path, bytes: earlier.text.contentRange)),
                    second: .init(path: file.path, content: text.content, range: SourceRange(path: file.path, bytes: text.contentRange)),
                    differsOnlyInPlaceholders: earlier.text.content == text.content))
            }
        }
        return conflicts
    }

    /// Catalogs whose texts draw their keys, tables, words and placeholders from small pools,
    /// so keys repeat within and across files with the same text, another text, the same
    /// words with placeholders in another order, and plural variants that differ.
    static func conflictingCatalogs(files: Int, seed: UInt64) -> [Catalog] {
        var random = SeededGenerator(state: seed)
        func pick(_ count: Int) -> Int { Int.random(in: 0..<count, using: &random) }
        let words = ["Delete", "Keep", "Rename {name}", "{count} photos", "Move {name} to {album}", "Déjà vu"]
        return (0..<files).compactMap { index in
            // Paths out of order, and two files with one path, to exercise the merge order.
            let path = "Specs/f\(pick(9)).alerts.yaml"
            var yaml = "version: 1\nnamespace: N\(index)\ntable: T\(pick(2))\nalerts:\n"
            for alert in 0..<6 {
                let parameters = pick(2) == 0 ? "album: String, name: String" : "name: String, album: String"
                yaml += "  a\(alert):\n    parameters: {\(parameters), count: Int}\n"
                yaml += "    title: {text: \"\(words[pick(words.count)])\", key: k\(pick(5))}\n"
                if pick(2) == 0 {
                    yaml += "    message:\n      key: k\(pick(5))\n      plural: count\n"
                    yaml += "      one: \"\(words[pick(2)])\"\n      other: \"{count} \(words[pick(words.count)])\"\n"
                }
                yaml += "    actions: [{title: Cancel, role: cancel}, {title: \"\(words[pick(2)])\", role: destructive}]\n"
            }
            // Every fifth file has no texts (drawn alike, so the others stay as they were): a
            // file without texts shares its place in merge order with the next file.
            if index % 5 == 3 { yaml = "version: 1\nnamespace: N\(index)\nalerts: {}\n" }
            return SpecParser.parse(SourceFile(path: path, text: yaml)).catalog
        }
    }
}
