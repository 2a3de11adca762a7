@testable import AlertStrings
import AlertSpec
import Testing
import TestSupport

/// `NewCatalogWriter` writes a cold `generate`'s String Catalogs straight into bytes; it must
/// write exactly what the general path writes — `StringCatalog.json(for:existing: nil)` in
/// `CatalogJSON.xcodeLayout()` — for every table, and step aside (nil) for tables whose
/// entries or translations are not in the order `StringTable` gives them.
@Suite struct NewCatalogWriterTests {
    static let keys = [
        "a", "A", "Key2", "Key10", "key", "Photo.delete.title", "é", "ａ", "\"quoted\"", "back\\slash", "tab\t", "line\nbreak",
        "\u{1}", "🥳", "%@", "(%lld)", "zh-Hans", "", " ", "z", "日本", "\u{202E}x",
    ]
    static let texts = ["Delete", "%1$@ and %2$lld", "“Curly”", "a\"b\\c", "\u{0}\u{1F}", "line\nbreak\r\n", "", "😀 %lld", "/slash/"]
    static let locales = ["de", "en", "fr", "ja", "pt-BR", "zh-Hans", "zh-HK", "ar", "en-GB", "en-XA"].compactMap(LocaleID.init)

    static func randomValue(_ generator: inout SeededGenerator) -> StringTable.Value {
        func text() -> String { texts[Int(generator.next() % UInt64(texts.count))] }
        guard generator.next() % 3 == 0 else { return .single(text()) }
        var variants: [PluralCategory: String] = [:]
        var substitutions: [PluralCategory: String] = [:]
        for category in PluralCategory.allCases where generator.next() % 2 == 0 || category == .other {
            variants[category] = text()
            substitutions[category] = text()
        }
        // Sometimes no variant at all: an empty object.
        if generator.next() % 17 == 0 { variants = [:]; substitutions = [:] }
        let count = 1 + Int(generator.next() % 3)
        return .plural(StringTable.Plural(
            parameter: ["count", "n", "Photos"][Int(generator.next() % 3)], argument: 1 + Int(generator.next() % UInt64(count)),
            argumentCount: count, variants: variants, substitutionVariants: substitutions))
    }

    static func randomTable(_ generator: inout SeededGenerator) -> StringTable {
        let source = locales[Int(generator.next() % 3)]
        var entries: [StringTable.Entry] = []
        var used: Set<String> = []
        for _ in 0..<Int(generator.next() % 8) {
            let key = keys[Int(generator.next() % UInt64(keys.count))]
            guard used.insert(key).inserted else { continue }
            var translations: [StringTable.Translation] = []
            var translated: Set<LocaleID> = [source]
            for _ in 0..<Int(generator.next() % 5) {
                let locale = locales[Int(generator.next() % UInt64(locales.count))]
                guard translated.insert(locale).inserted else { continue }
                let state = StringTable.State.allCases[Int(generator.next() % 4)]
                translations.append(StringTable.Translation(locale: locale, value: randomValue(&generator), state: state))
            }
            let comment: String? = generator.next() % 3 == 0 ? nil : texts[Int(generator.next() % UInt64(texts.count))]
            entries.append(StringTable.Entry(key: key, comment: comment, value: randomValue(&generator), translations: translations))
        }
        return StringTable(name: "Table", sourceLanguage: source, entries: entries)
    }

    @Test func writesWhatTheGeneralPathWrites() throws {
        var generator = SeededGenerator(state: 56)
        var differences: [String] = []
        for _ in 0..<2_000 {
            let table = Self.randomTable(&generator)
            let general = try StringCatalog.json(for: table, existing: nil).xcodeLayout()
            guard let direct = NewCatalogWriter.layout(for: table) else {
                differences.append("nil for \(table.entries.map(\.key))")
                continue
            }
            if direct != general { differences.append(String(decoding: general, as: UTF8.self)) }
        }
        #expect(differences.isEmpty, "\(differences.prefix(3))")
        // And through the files a table becomes: the String Catalog's bytes are the same.
        let table = Self.randomTable(&generator)
        #expect(try StringTableFiles.merge(existing: nil, table: table) == StringCatalog.json(for: table, existing: nil).xcodeLayout())
    }

    @Test func stepsAsideForTablesNotInTheirOrder() {
        let en = LocaleID("en")!, de = LocaleID("de")!, fr = LocaleID("fr")!
        var table = StringTable(name: "T", sourceLanguage: en, entries: [
            .init(key: "a", value: .single("A")), .init(key: "b", value: .single("B")),
        ])
        #expect(NewCatalogWriter.layout(for: table) != nil)
        var reversed = table
        reversed.entries.reverse()
        #expect(NewCatalogWriter.layout(for: reversed) == nil)
        var repeated = table
        repeated.entries[1].key = "a"
        #expect(NewCatalogWriter.layout(for: repeated) == nil)
        table.entries[0].translations = [.init(locale: fr, value: .single("F")), .init(locale: de, value: .single("D"))]
        #expect(NewCatalogWriter.layout(for: table) == nil)
        table.entries[0].translations = [.init(locale: en, value: .single("E"))]
        #expect(NewCatalogWriter.layout(for: table) == nil)
    }
}
