@testable import AlertStrings
import AlertSpec
import Testing
import TestSupport

/// A `generate` into its own output finds on disk the catalog each table writes when there is
/// none; `StringTableFiles.merge` keeps those bytes instead of parsing and merging them. The
/// shortcut must give exactly what the general merge gives (the catalog parsed, merged by
/// `StringCatalog.json`, written in `xcodeLayout`): the same bytes and the same overwrites,
/// for every table, and step aside for tables whose catalog the merge would not leave as it is.
@Suite struct OwnCatalogMergeTests {
    /// The general path, as `StringTableFiles.merge` took it before the shortcut.
    static func generalMerge(_ existing: [UInt8], _ table: StringTable) throws -> (bytes: [UInt8], overwrites: [TranslationOverwrite]) {
        var overwrites: [TranslationOverwrite] = []
        let bytes = try StringCatalog.json(for: table, existing: CatalogJSON.parse(existing), overwrites: &overwrites).xcodeLayout()
        return (bytes, overwrites)
    }

    static func merge(_ existing: [UInt8], _ table: StringTable) throws -> (bytes: [UInt8], overwrites: [TranslationOverwrite]) {
        var overwrites: [TranslationOverwrite] = []
        let bytes = try StringTableFiles.merge(existing: existing, table: table, overwrites: &overwrites)
        return (bytes, overwrites)
    }

    /// A plural whose substitution variants expand to its variants, as `StringTableBuilder`
    /// builds them from a spec: `%arg` stands for the count's own specifier.
    static func consistentPlural(_ generator: inout SeededGenerator) -> StringTable.Value {
        let texts = ["%arg photos", "%arg photo", "No photos", "%1$@ and %arg", "“%arg” 😀", "a\"b\\c %arg", ""]
        let count = 1 + Int(generator.next() % 3)
        let argument = 1 + Int(generator.next() % UInt64(count))
        var variants: [PluralCategory: String] = [:]
        var substitutions: [PluralCategory: String] = [:]
        for category in PluralCategory.allCases where generator.next() % 2 == 0 || category == .other {
            let text = texts[Int(generator.next() % UInt64(texts.count))]
            substitutions[category] = text
            variants[category] = text.replacingOccurrences(of: "%arg", with: "%\(argument)$lld")
        }
        return .plural(StringTable.Plural(
            parameter: ["count", "n"][Int(generator.next() % 2)], argument: argument, argumentCount: count,
            variants: variants, substitutionVariants: substitutions))
    }

    @Test func givesWhatTheGeneralMergeGivesForRandomTables() throws {
        var generator = SeededGenerator(state: 61)
        var differences: [String] = []
        var kept = 0, merged = 0
        for round in 0..<2_000 {
            var table = NewCatalogWriterTests.randomTable(&generator)
            // Half the tables with plurals as specs give them, half with any (hand-made) ones.
            if round % 2 == 0 {
                for index in table.entries.indices {
                    for translation in table.entries[index].translations.indices {
                        if case .plural = table.entries[index].translations[translation].value {
                            table.entries[index].translations[translation].value = Self.consistentPlural(&generator)
                        }
                    }
                }
            }
            guard let own = NewCatalogWriter.layout(for: table) else { continue }
            let general = try Self.generalMerge(own, table)
            let shortcut = try Self.merge(own, table)
            if OwnCatalog(table) != nil { kept += 1 } else { merged += 1 }
            if shortcut.bytes != general.bytes || shortcut.overwrites != general.overwrites {
                differences.append(String(decoding: own, as: UTF8.self))
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(2))")
        // Both ways are taken, so both are compared.
        #expect(kept > 500)
        #expect(merged > 100)
    }

    /// `GenerationPlan.unsafeKeptTranslations` takes an own catalog's translations from its
    /// `OwnCatalog`: they must be what reading the file gives, in the same order.
    @Test func translationsAreWhatReadingTheCatalogGives() throws {
        var generator = SeededGenerator(state: 6_161)
        var differences: [String] = []
        var derived = 0
        for round in 0..<2_000 {
            var table = NewCatalogWriterTests.randomTable(&generator)
            if round % 2 == 0 {
                for index in table.entries.indices {
                    for translation in table.entries[index].translations.indices {
                        if case .plural = table.entries[index].translations[translation].value {
                            table.entries[index].translations[translation].value = Self.consistentPlural(&generator)
                        }
                    }
                }
            }
            guard let own = NewCatalogWriter.layout(for: table) else { continue }
            let read = try TableTranslations.read(path: "Table.xcstrings", bytes: own)
            guard let fromTable = OwnCatalog(table) else { continue }
            derived += 1
            let expected = read.entries.filter { $0.locale != read.sourceLanguage }.map { "\($0.key)|\($0.locale)|\($0.formats)" }
            let got = fromTable.translations.map { "\($0.key)|\($0.locale)|\($0.formats)" }
            if fromTable.bytes != own || got != expected || fromTable.sourceLanguage != read.sourceLanguage {
                differences.append(String(decoding: own, as: UTF8.self))
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(2))")
        #expect(derived > 500)
    }

    @Test func stepsAsideForKeysEqualAsStrings() throws {
        let en = LocaleID("en")!
        // Composed and decomposed: two keys in bytes, one to the JSON reader, which refuses a
        // catalog holding both; the merge must still say so rather than keep the file.
        let table = StringTable(name: "T", sourceLanguage: en, entries: [
            .init(key: "e\u{301}", value: .single("1")), .init(key: "\u{E9}", value: .single("2")),
        ])
        #expect(OwnCatalog(table) == nil)
        let file = Array("{\n  \"strings\" : {\n    \"e\u{301}\" : {\n\n    },\n    \"\u{E9}\" : {\n\n    }\n  }\n}".utf8)
        #expect(throws: StringTableFiles.Error.self) { try Self.merge(file, table) }
    }

    @Test func keepsTheOwnCatalogOfAPluralTable() throws {
        let en = LocaleID("en")!, de = LocaleID("de")!
        let plural = StringTable.Plural(
            parameter: "count", argument: 2, argumentCount: 2,
            variants: [.one: "%1$@: %2$lld Foto", .other: "%1$@: %2$lld Fotos"],
            substitutionVariants: [.one: "%1$@: %arg Foto", .other: "%1$@: %arg Fotos"])
        let table = StringTable(name: "T", sourceLanguage: en, entries: [
            .init(key: "photos", comment: "Count", value: .single("%1$@: %2$lld photos"), translations: [.init(locale: de, value: .plural(plural))]),
        ])
        #expect(OwnCatalog(table)?.bytes == NewCatalogWriter.layout(for: table))
        let own = try #require(NewCatalogWriter.layout(for: table))
        #expect(try Self.merge(own, table).bytes == own)
        #expect(try Self.generalMerge(own, table).bytes == own)
    }

    @Test func stepsAsideForASubstitutionThatReadsBackOtherwise() throws {
        let en = LocaleID("en")!, de = LocaleID("de")!
        // The variants say "Fotos", the substitution "Bilder": read back, the catalog holds
        // "Bilder", and the general merge reports the spec's "Fotos" replacing it.
        let plural = StringTable.Plural(
            parameter: "count", argument: 2, argumentCount: 2,
            variants: [.other: "%1$@: %2$lld Fotos"], substitutionVariants: [.other: "%arg Bilder"])
        let table = StringTable(name: "T", sourceLanguage: en, entries: [
            .init(key: "photos", value: .single("%1$@: %2$lld photos"), translations: [.init(locale: de, value: .plural(plural))]),
        ])
        #expect(OwnCatalog(table) == nil)
        let own = try #require(NewCatalogWriter.layout(for: table))
        let general = try Self.generalMerge(own, table)
        #expect(general.overwrites.count == 1)
        let shortcut = try Self.merge(own, table)
        #expect(shortcut.bytes == general.bytes)
        #expect(shortcut.overwrites == general.overwrites)
    }

    @Test func mergesACatalogThatDiffersInOneByte() throws {
        let en = LocaleID("en")!, de = LocaleID("de")!
        let table = StringTable(name: "T", sourceLanguage: en, entries: [
            .init(key: "a", value: .single("A"), translations: [.init(locale: de, value: .single("Ä"))]),
        ])
        let own = try #require(NewCatalogWriter.layout(for: table))
        // A translator's "needs_review" on the German text: kept, as the general merge keeps it.
        let edited = Array(String(decoding: own, as: UTF8.self).replacingOccurrences(of: "\"state\" : \"translated\",\n            \"value\" : \"Ä\"", with: "\"state\" : \"needs_review\",\n            \"value\" : \"Ä\"").utf8)
        #expect(edited != own)
        let merged = try Self.merge(edited, table)
        #expect(merged.bytes == edited)
        #expect(merged.bytes == (try Self.generalMerge(edited, table)).bytes)
    }
}
