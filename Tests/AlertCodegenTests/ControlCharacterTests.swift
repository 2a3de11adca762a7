import AlertCodegen
import AlertStrings
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing

/// Every control character through every string-table format, read back by parsers that are
/// not ours (decision 0014): a String Catalog and a `.strings` file escape them all; a
/// `.stringsdict` holds the ones XML 1.0 allows and refuses the others, as no encoding of
/// them is XML.
@Suite struct ControlCharacterTests {
    /// U+0000…U+001F, U+007F, and the noncharacters U+FFFE, U+FFFF. (Lone surrogates cannot
    /// be in a Swift string.)
    static let scalars: [Unicode.Scalar] = (0x00...0x1F).compactMap(Unicode.Scalar.init) + ["\u{7F}", "\u{FFFE}", "\u{FFFF}"]

    /// The ones no XML 1.0 document can hold, raw or as a character reference.
    static let notXML: Set<UInt32> = Set((0x00...0x1F).filter { ![0x09, 0x0A, 0x0D].contains($0) }).union([0xFFFE, 0xFFFF])

    static func name(_ scalar: Unicode.Scalar) -> String { "U+" + String(format: "%04X", scalar.value) }

    /// Single texts holding `scalar` in the key, the comment, the value and a translation.
    static func singles(_ scalar: Unicode.Scalar) -> StringTable {
        StringTable(name: "Controls", sourceLanguage: .english, entries: [
            StringTable.Entry(key: "key \(scalar) end", comment: "note \(scalar) end", value: .single("value \(scalar) end"), translations: [
                StringTable.Translation(locale: LocaleID("de")!, value: .single("Wert \(scalar) Ende")),
            ]),
        ])
    }

    /// A plural text holding `scalar` in the development variants and a translation's.
    static func plurals(_ scalar: Unicode.Scalar) -> StringTable {
        func plural(_ prefix: String) -> StringTable.Value {
            .plural(StringTable.Plural(
                parameter: "n", argument: 1, argumentCount: 1,
                variants: [.one: "\(prefix) one \(scalar)", .other: "%1$lld \(prefix) \(scalar)"],
                substitutionVariants: [.one: "\(prefix) one \(scalar)", .other: "%arg \(prefix) \(scalar)"]))
        }
        return StringTable(name: "Controls", sourceLanguage: .english, entries: [
            StringTable.Entry(key: "plural", value: plural("en"), translations: [StringTable.Translation(locale: LocaleID("de")!, value: plural("de"))]),
        ])
    }

    @Test func everyControlCharacterThroughEveryFormat() throws {
        // What each file must read back as, checked once Python has read them all.
        var files: [(kind: PythonTables.Kind, bytes: [UInt8])] = []
        var checks: [(what: String, check: (CatalogJSON) -> Bool)] = []
        var refused: Set<UInt32> = []

        for scalar in Self.scalars {
            let name = Self.name(scalar)
            // String Catalog: JSON, every character escaped or raw as JSON allows.
            for table in [Self.singles(scalar), Self.plurals(scalar)] {
                let catalog = try StringTableFiles.merge(existing: nil, table: table)
                files.append((.xcstrings, catalog))
                let entry = table.entries[0]
                checks.append(("\(name) .xcstrings \(entry.key)", { json in
                    let localizations = json["strings"]?[entry.key]?["localizations"]
                    switch entry.value {
                    case .single(let value):
                        return json["strings"]?[entry.key]?["comment"]?.string == entry.comment
                            && localizations?["en"]?["stringUnit"]?["value"]?.string == value
                            && localizations?["de"]?["stringUnit"]?["value"]?.string == entry.translations[0].value.single
                    case .plural(let plural):
                        return localizations?["en"]?["variations"]?["plural"]?["one"]?["stringUnit"]?["value"]?.string == plural.variants[.one]
                            && localizations?["de"]?["variations"]?["plural"]?["other"]?["stringUnit"]?["value"]?.string == entry.translations[0].value.plural?.variants[.other]
                    }
                }))
            }

            // .strings: `\U` escapes for every one of them.
            let stringsFiles = try StringTableFiles.files(for: Self.singles(scalar), format: .strings)
            for file in stringsFiles {
                files.append((.strings, file.contents))
                let locale = String(file.relativePath.prefix { $0 != "." })
                let expected = locale == "en" ? "value \(scalar) end" : "Wert \(scalar) Ende"
                checks.append(("\(name) \(file.relativePath)", { json in
                    json.object == ["key \(scalar) end": .string(expected)]
                }))
                // Our own reader reads the same, the comment as written.
                let read = try StringsFile.read(file.contents)
                #expect(read.entries == [.init(key: "key \(scalar) end", value: expected, comment: "/* note \(scalar) end */")], "\(name)")
            }
            // And merging into what was written changes nothing.
            let existing = Dictionary(uniqueKeysWithValues: stringsFiles.map { ($0.relativePath, $0.contents) })
            #expect(try StringTableFiles.files(for: Self.singles(scalar), format: .strings, existing: existing).map(\.contents) == stringsFiles.map(\.contents), "\(name)")

            // .stringsdict: XML, which holds tab, line feed, carriage return, DEL; the others
            // are refused rather than written as references no XML reader accepts.
            do {
                let pluralFiles = try StringTableFiles.files(for: Self.plurals(scalar), format: .strings)
                let existing = Dictionary(uniqueKeysWithValues: pluralFiles.map { ($0.relativePath, $0.contents) })
                #expect(try StringTableFiles.files(for: Self.plurals(scalar), format: .strings, existing: existing).map(\.contents) == pluralFiles.map(\.contents), "\(name)")
                for file in pluralFiles {
                    files.append((.stringsdict, file.contents))
                    let prefix = file.relativePath.hasPrefix("en") ? "en" : "de"
                    checks.append(("\(name) \(file.relativePath)", { json in
                        json["plural"]?["n"]?["one"]?.string == "\(prefix) one \(scalar)"
                            && json["plural"]?["n"]?["other"]?.string == "%1$lld \(prefix) \(scalar)"
                            && json["plural"]?["NSStringLocalizedFormatKey"]?.string == "%1$#@n@"
                    }))
                }
            } catch {
                refused.insert(scalar.value)
                #expect("\(error)".contains(name), "\(error)")
            }
        }
        #expect(refused == Self.notXML)

        let results = try PythonTables.read(files)
        for (result, check) in zip(results, checks) {
            switch result {
            case .success(let json): #expect(check.check(json), "\(check.what): read back as \(json)")
            case .failure(let error): Issue.record("\(check.what): Python could not read it: \(error)")
            }
        }
    }

    @Test func generateRefusesSpecTextsAStringsdictCannotHoldAtTheirPosition() throws {
        let yaml = #"""
            version: 1
            namespace: C
            locales: [de]
            alerts:
              a:
                parameters: {count: Int}
                title: "Bell \a is fine in a single text"
                message:
                  plural: count
                  one: "one \x01"
                  other: "{count} fine"
                  translations:
                    de: {one: "eins", other: "{count} \uFFFF"}
                actions: [OK]
            """#
        let file = SourceFile(path: "c.alerts.yaml", text: yaml)
        let catalog = try #require(SpecParser.parse(file).catalog)
        let error = #expect(throws: StringTableFiles.Error.self) {
            try GenerationPlan.tables([catalog], format: .strings) { _ in nil }
        }
        guard case .unrepresentableTexts(let diagnostics)? = error else {
            Issue.record("expected errors at the spec texts, got \(String(describing: error))")
            return
        }
        let rendered = DiagnosticFormatter(files: [file]).format(diagnostics)
        #expect(rendered == """
            c.alerts.yaml:9:7: error: the 'one' variant holds U+0001, which a .stringsdict cannot: XML 1.0 has no way to write it, not even as a character reference; remove it, or generate a String Catalog (--strings-format xcstrings) [unrepresentable-character]
            c.alerts.yaml:13:13: error: the 'other' variant of the de translation holds U+FFFF, which a .stringsdict cannot: XML 1.0 has no way to write it, not even as a character reference; remove it, or generate a String Catalog (--strings-format xcstrings) [unrepresentable-character]

            """)
        // The same specs generate a String Catalog, which holds both.
        let catalogFiles = try GenerationPlan.tables([catalog], format: .xcstrings) { _ in nil }
        #expect(catalogFiles.map(\.path) == ["C.xcstrings"])
        let json = try PythonTables.read(.xcstrings, catalogFiles[0].contents)
        #expect(json["strings"]?["C.a.message"]?["localizations"]?["en"]?["variations"]?["plural"]?["one"]?["stringUnit"]?["value"]?.string == "one \u{1}")
    }
}

extension StringTable.Value {
    var single: String? {
        if case .single(let text) = self { return text }
        return nil
    }

    var plural: StringTable.Plural? {
        if case .plural(let plural) = self { return plural }
        return nil
    }
}
