import AlertCodegen
import AlertStrings
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing

/// String tables: the model built from catalogs, the String Catalog in Xcode's layout and
/// its merge, the `.strings`/`.stringsdict` files, and that any text survives each format.
///
/// Goldens live in `Goldens/strings/<table>/{xcstrings,strings}/`; set `ALERTLINT_RECORD=1`
/// to rewrite them from the current output, then review the diff.
@Suite struct StringTableTests {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repositoryRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    static let goldensFolder = testsFolder.appendingPathComponent("Goldens/strings")
    static let isRecording = ProcessInfo.processInfo.environment["ALERTLINT_RECORD"] == "1"

    // MARK: Helpers

    static func catalog(_ yaml: String, path: String = "test.alerts.yaml") throws -> Catalog {
        let parsed = SpecParser.parse(SourceFile(path: path, text: yaml))
        let errors = parsed.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        return try #require(parsed.catalog)
    }

    static func sampleCatalogs() throws -> [Catalog] {
        let folder = repositoryRoot.appendingPathComponent("samples/PhotoLibrary")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".alerts.yaml") }.sorted()
        #expect(names.count == 3)
        return try names.map { name in
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            let parsed = SpecParser.parse(SourceFile(path: "samples/PhotoLibrary/\(name)", bytes: bytes))
            return try #require(parsed.catalog)
        }
    }

    static func table(_ yaml: String) throws -> StringTable {
        let tables = StringTableBuilder.tables(for: [try catalog(yaml)])
        try #require(tables.count == 1)
        return tables[0]
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    static func jsonObject(_ bytes: [UInt8]) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    static func propertyList(_ bytes: [UInt8]) throws -> [String: Any] {
        try #require(try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: Any])
    }

    /// Compares `files` with the goldens in `folder`, or rewrites them when recording; a
    /// golden no file matches is an error too.
    static func assertGoldens(_ files: [(relativePath: String, contents: [UInt8])], folder: String) throws {
        let base = goldensFolder.appendingPathComponent(folder)
        if isRecording {
            try? FileManager.default.removeItem(at: base)
            for file in files {
                let url = base.appendingPathComponent(file.relativePath)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents).write(to: url)
            }
        }
        var goldenPaths: [String] = []
        if let enumerator = FileManager.default.enumerator(atPath: base.path) {
            while let path = enumerator.nextObject() as? String {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: base.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    goldenPaths.append(path)
                }
            }
        }
        #expect(goldenPaths.sorted() == files.map(\.relativePath).sorted(), "files differ from the goldens in \(folder); rerun with ALERTLINT_RECORD=1 to update")
        for file in files {
            let url = base.appendingPathComponent(file.relativePath)
            guard let golden = try? [UInt8](Data(contentsOf: url)) else { continue }
            #expect(text(file.contents) == text(golden), "\(folder)/\(file.relativePath) differs from its golden; rerun with ALERTLINT_RECORD=1 to update")
        }
    }

    // MARK: Goldens

    @Test(arguments: [StringTableFiles.Format.xcstrings, .strings])
    func sampleTablesMatchGoldens(format: StringTableFiles.Format) throws {
        let tables = StringTableBuilder.tables(for: try Self.sampleCatalogs())
        #expect(tables.map(\.name) == ["Account", "PhotoLibrary", "PhotoNotifications"])
        for table in tables {
            let files = try StringTableFiles.files(for: table, format: format)
            try Self.assertGoldens(files, folder: "\(table.name)/\(format.rawValue)")
            // Deterministic: the same catalogs in another order give the same bytes.
            let again = StringTableBuilder.tables(for: try Self.sampleCatalogs().reversed()).first { $0.name == table.name }!
            #expect(try StringTableFiles.files(for: again, format: format).map(\.contents) == files.map(\.contents))
        }
    }

    @Test func sampleCatalogsParseBackToTheirTables() throws {
        for table in StringTableBuilder.tables(for: try Self.sampleCatalogs()) {
            let catalog = try Self.jsonObject(try StringTableFiles.merge(existing: nil, table: table))
            try Self.expectCatalog(catalog, holds: table)
            for file in try StringTableFiles.files(for: table, format: .strings) {
                let list = try Self.propertyList(file.contents)
                try Self.expectPropertyList(list, at: file.relativePath, holds: table)
            }
        }
    }

    // MARK: Xcode's layout

    @Test func catalogLayoutIsFoundationsPrettyPrinter() throws {
        // Xcode writes catalogs with Foundation's JSON writer (.prettyPrinted, .sortedKeys,
        // .withoutEscapingSlashes); where its key order agrees with a plain sort, ours must
        // be byte for byte what Foundation writes.
        let table = try Self.table(#"""
            version: 1
            namespace: Layout
            locales: [de]
            alerts:
              a:
                parameters: {name: String, count: Int}
                title:
                  text: "Quote \" backslash \\ slash / tab \t newline \n CR \r bell \u0007 esc \u001B del \u007F bidi \u202E line \u2028 é 😀 100% {name}"
                  comment: "A comment / with \"quotes\""
                  translations: {de: "Zitat \" {name}"}
                message:
                  plural: count
                  one: "{name}: one"
                  other: "{name}: {count}"
                  translations:
                    de: {one: "{name}: eins", other: "{name}: {count}"}
            """#)
        let ours = try StringTableFiles.merge(existing: nil, table: table)
        let object = try JSONSerialization.jsonObject(with: Data(ours))
        let foundation = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        #expect(Self.text(ours) == Self.text([UInt8](foundation)))
        #expect(!Self.text(ours).hasSuffix("\n"))
        #expect(Self.text(ours).contains(#"slash / tab \t newline \n CR \r bell \u0007 esc \u001b del "#))
    }

    @Test func emptyObjectsAreWrittenAsXcodeWritesThem() throws {
        let json = CatalogJSON.object(["strings": .object(["a": .object([:])]), "version": .string("1.0")])
        #expect(Self.text(json.xcodeLayout()) == "{\n  \"strings\" : {\n    \"a\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}")
    }

    /// Key sequences from catalogs Xcode wrote: Cizzuk/CSE, 0xCUB3/Redford and CofficLab/Lumi
    /// `Localizable.xcstrings`.
    @Test(arguments: [
        ["", "  • %@", ":", "... (+ %lld more)", ".%@", "(%lld 个订阅)", "# %@", "%@ (%lld)", "%@ (%lld%%)", "%@ / %@",
         "%@ used", "%lld", "%lld Apps", "%lld%%", "•", "0", "2个订阅选项", "100", "500", "1000", "A simple and efficient assistant app",
         "About", "All", "All data is stored locally and will not be uploaded to any server.", "All Statuses (%lld)", "API Key", "App"],
        ["", "%@", "© Cizzuk", "${toggle} Emoji Search", "${toggle} Emoji Search ${state}", "${toggle} Quick Search",
         "${toggle} Quick Search ${state}", "360 Search", "Add New Search Engine", "Add POST Data", "Advanced Settings",
         "Baidu", "baidu.com", "Before you can start using CSE, you need to do some setup.", "Bing", "bing.com",
         "Change App Icon", "Contact", "cse", "CSE Settings", "CSE will ignore all Focus Filters.", "Default Search Engine",
         "Disable Checker", "Disable CSE", "Disable Default Search Engine", "Done", "DuckDuckGo"],
        ["", " ", " · ", " testers! (but it needs help)", "...", "\"Shiny\" Text and Buttons", "(%lld)",
         "**1.** Open Reddit API settings", "**u/%@** %@ in **r/%@**", "*Collapsed...*", "%@", "%@ karma", "%lld",
         "%lld comments", "%lld/%lld", "%lld%%", "%lld+", "+%lld", "🥳", "7000", "aA", "About", "Are you sure you wanna discard?",
         "Are you sure?", "Behavior", "BG type", "Blur background", "Blur NSFW", "by %@", "Cancel"],
        ["Key1", "Key2", "Key9", "Key10", "product.type.1_1", "product.type.2_1", "product.type.11_1"],
        ["ar", "de", "en", "zh-Hans", "zh-Hant", "zh-HK"],
        ["few", "many", "one", "other", "two", "zero"],
    ])
    func keysSortAsXcodeSortsThem(_ expected: [String]) {
        #expect(expected.reversed().sorted(by: XcodeOrder.precedes) == expected)
        #expect(expected.shuffled().sorted(by: XcodeOrder.precedes) == expected)
    }

    @Test func pluralWithOtherArgumentsIsASubstitution() throws {
        let table = try Self.table("""
            version: 1
            namespace: P
            notifications:
              added:
                parameters: {person: String, count: Int}
                body:
                  plural: count
                  one: "{person} added a photo."
                  other: "{person} added {count} photos."
              only:
                parameters: {count: Int}
                body:
                  plural: count
                  one: "One photo"
                  other: "{count} photos"
            """)
        let strings = try #require(try Self.jsonObject(try StringTableFiles.merge(existing: nil, table: table))["strings"] as? [String: Any])
        let added = try #require(((strings["P.added.body"] as? [String: Any])?["localizations"] as? [String: Any])?["en"] as? [String: Any])
        #expect((added["stringUnit"] as? [String: Any])?["value"] as? String == "%#@count@")
        let substitution = try #require((added["substitutions"] as? [String: Any])?["count"] as? [String: Any])
        #expect(substitution["argNum"] as? Int == 2)
        #expect(substitution["formatSpecifier"] as? String == "lld")
        let variants = try #require((substitution["variations"] as? [String: Any])?["plural"] as? [String: Any])
        #expect(((variants["other"] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String == "%1$@ added %arg photos.")
        #expect(((variants["one"] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String == "%1$@ added a photo.")

        let only = try #require(((strings["P.only.body"] as? [String: Any])?["localizations"] as? [String: Any])?["en"] as? [String: Any])
        #expect(only["substitutions"] == nil && only["stringUnit"] == nil)
        let wholeVariants = try #require((only["variations"] as? [String: Any])?["plural"] as? [String: Any])
        #expect(((wholeVariants["other"] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String == "%1$lld photos")
    }

    // MARK: Plurals

    @Test func russianAndArabicPluralVariants() throws {
        let table = try Self.table("""
            version: 1
            namespace: P
            locales: [ru, ar]
            alerts:
              delete:
                parameters: {count: Int}
                title:
                  plural: count
                  one: Delete {count} photo?
                  other: Delete {count} photos?
                  translations:
                    ru: {one: "Удалить {count} фото?", few: "Удалить {count} фото (few)?", many: "Удалить {count} фото (many)?", other: "Удалить {count} фото (other)?"}
                    ar: {zero: "z {count}", one: "o {count}", two: "t {count}", few: "f {count}", many: "m {count}", other: "x {count}"}
                actions: [OK]
            """)
        let catalog = try Self.jsonObject(try StringTableFiles.merge(existing: nil, table: table))
        let localizations = try #require(((catalog["strings"] as? [String: Any])?["P.delete.title"] as? [String: Any])?["localizations"] as? [String: Any])
        func categories(_ locale: String) -> [String] {
            let plural = ((localizations[locale] as? [String: Any])?["variations"] as? [String: Any])?["plural"] as? [String: Any]
            return (plural?.keys.map { $0 } ?? []).sorted()
        }
        #expect(categories("ru") == ["few", "many", "one", "other"])
        #expect(categories("ar") == ["few", "many", "one", "other", "two", "zero"])
        #expect(categories("en") == ["one", "other"])
        let ruMany = ((((localizations["ru"] as? [String: Any])?["variations"] as? [String: Any])?["plural"] as? [String: Any])?["many"] as? [String: Any])?["stringUnit"] as? [String: Any]
        #expect(ruMany?["value"] as? String == "Удалить %1$lld фото (many)?")
        #expect(ruMany?["state"] as? String == "translated")

        let files = try StringTableFiles.files(for: table, format: .strings)
        #expect(files.map(\.relativePath) == ["ar.lproj/P.stringsdict", "en.lproj/P.strings", "en.lproj/P.stringsdict", "ru.lproj/P.stringsdict"])
        let arabic = try Self.propertyList(try #require(files.first { $0.relativePath == "ar.lproj/P.stringsdict" }).contents)
        let entry = try #require(arabic["P.delete.title"] as? [String: Any])
        #expect(entry["NSStringLocalizedFormatKey"] as? String == "%1$#@count@")
        let variable = try #require(entry["count"] as? [String: Any])
        #expect(variable["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType")
        #expect(variable["NSStringFormatValueTypeKey"] as? String == "lld")
        #expect(Set(variable.keys) == ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey", "zero", "one", "two", "few", "many", "other"])
        #expect(variable["two"] as? String == "t %1$lld")
        let russian = try Self.propertyList(try #require(files.first { $0.relativePath == "ru.lproj/P.stringsdict" }).contents)
        let ruVariable = try #require((russian["P.delete.title"] as? [String: Any])?["count"] as? [String: Any])
        #expect(Set(ruVariable.keys) == ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey", "one", "few", "many", "other"])
    }

    @Test func pluralCountAfterOtherParametersIsPositional() throws {
        let table = try Self.table("""
            version: 1
            namespace: P
            notifications:
              added:
                parameters: {person: String, album: String, count: Int}
                body:
                  plural: count
                  one: "{person} added a photo to {album}."
                  other: "{person} added {count} photos to {album}."
            """)
        let files = try StringTableFiles.files(for: table, format: .strings)
        let list = try Self.propertyList(try #require(files.first { $0.relativePath == "en.lproj/P.stringsdict" }).contents)
        let entry = try #require(list["P.added.body"] as? [String: Any])
        #expect(entry["NSStringLocalizedFormatKey"] as? String == "%3$#@count@")
        #expect((entry["count"] as? [String: Any])?["other"] as? String == "%1$@ added %3$lld photos to %2$@.")
    }

    // MARK: Hostile text

    static let hostileYAML = #"""
        version: 1
        namespace: Hostile
        locales: [de, ar]
        alerts:
          evil:
            parameters: {name: String, count: Int}
            title:
              key: "weird \"key\" \\ with\nnewline = \"x\"; /* */"
              text: "Quote \" backslash \\ percent % and %@ and %1$@ and %% literally, {name}"
              comment: "Ends the comment */ \"injected\" = \"oops\"; /* and a \"quote\" \\ \n newline"
              translations:
                de: "\"\"\" triple \\( interpolation \u202E bidi \U0001F600 emoji {name}"
                ar: "tab\tcontrol\u0001\u001F\u007F\u0085 CR\r LS\u2028 BOM\uFEFF </string><key>x</key> & <![CDATA[ ]]> {name}"
            message:
              plural: count
              one: "*/ one \" {name} \\ %"
              other: "</string></dict> & {count} \"{name}\" \t\u0085 \u202E%d"
              comment: "plural */ comment"
              translations:
                de: {one: "eins \n\r {name}", other: "\\U0041 not an escape {count} ]]>"}
            actions:
              - title:
                  key: "*/"
                  text: "/* a comment? */"
        """#

    @Test func hostileTextSurvivesEveryFormat() throws {
        let catalog = try Self.catalog(Self.hostileYAML)
        let table = StringTableBuilder.tables(for: [catalog])[0]
        #expect(table.entries.count == 3)

        let json = try Self.jsonObject(try StringTableFiles.merge(existing: nil, table: table))
        try Self.expectCatalog(json, holds: table)

        let files = try StringTableFiles.files(for: table, format: .strings)
        // The goldens show the escaping to a reviewer.
        try Self.assertGoldens(try StringTableFiles.files(for: table, format: .xcstrings), folder: "Hostile/xcstrings")
        try Self.assertGoldens(files, folder: "Hostile/strings")
        #expect(files.map(\.relativePath) == [
            "ar.lproj/Hostile.strings", "de.lproj/Hostile.strings", "de.lproj/Hostile.stringsdict",
            "en.lproj/Hostile.strings", "en.lproj/Hostile.stringsdict",
        ])
        for file in files {
            let list = try Self.propertyList(file.contents)
            try Self.expectPropertyList(list, at: file.relativePath, holds: table)
            #expect(list["injected"] == nil && list["x"] == nil)
        }

        // The format strings are the spec's texts: `%` doubled, placeholders as specifiers.
        let evil = try #require(catalog.alerts.first)
        let title = try #require(table.entry(forKey: evil.title!.key))
        #expect(title.value == .single("Quote \" backslash \\ percent %% and %%@ and %%1$@ and %%%% literally, %1$@"))
        #expect(title.translation(for: LocaleID("ar")!)?.value
            == .single("tab\tcontrol\u{1}\u{1F}\u{7F}\u{85} CR\r LS\u{2028} BOM\u{FEFF} </string><key>x</key> & <![CDATA[ ]]> %1$@"))
        #expect(title.comment == evil.title?.comment)
        #expect(table.entry(forKey: "*/")?.value == .single("/* a comment? */"))
    }

    @Test func everyControlCharacterRoundTrips() throws {
        var scalars = (0x00...0x20).compactMap(Unicode.Scalar.init) + (0x7F...0xA0).compactMap(Unicode.Scalar.init)
        scalars += ["\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFD}", "\u{10FFFF}"]
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        // A .stringsdict holds what XML 1.0 can; ControlCharacterTests checks that the rest
        // is refused.
        var xmlText = ""
        xmlText.unicodeScalars.append(contentsOf: scalars.filter { $0.value >= 0x20 || [0x09, 0x0A, 0x0D].contains($0.value) })
        let plural = StringTable.Plural(
            parameter: "n", argument: 1, argumentCount: 2, variants: [.one: xmlText, .other: "%1$lld " + xmlText],
            substitutionVariants: [.one: xmlText, .other: "%arg " + xmlText])
        let table = StringTable(name: "Controls", sourceLanguage: .english, entries: [
            StringTable.Entry(key: text, comment: text, value: .single(text), translations: [
                StringTable.Translation(locale: LocaleID("de")!, value: .single("de " + text)),
            ]),
            StringTable.Entry(key: "plural " + xmlText, value: .plural(plural)),
        ])
        try Self.expectCatalog(try Self.jsonObject(try StringTableFiles.merge(existing: nil, table: table)), holds: table)
        #expect(try CatalogJSON.parse(try StringTableFiles.merge(existing: nil, table: table)) == (try StringCatalog.json(for: table)))
        let files = try StringTableFiles.files(for: table, format: .strings)
        #expect(files.count == 3)
        for file in files {
            try Self.expectPropertyList(try Self.propertyList(file.contents), at: file.relativePath, holds: table)
        }
    }

    /// Every key of `table` is in the parsed catalog with its values, and nothing else.
    static func expectCatalog(_ catalog: [String: Any], holds table: StringTable) throws {
        #expect(catalog["sourceLanguage"] as? String == table.sourceLanguage.identifier)
        let strings = try #require(catalog["strings"] as? [String: Any])
        #expect(Set(strings.keys) == Set(table.entries.map(\.key)))
        for entry in table.entries {
            let object = try #require(strings[entry.key] as? [String: Any])
            #expect(object["comment"] as? String == entry.comment)
            #expect(object["extractionState"] as? String == "manual")
            let localizations = try #require(object["localizations"] as? [String: Any])
            #expect(Set(localizations.keys) == Set([table.sourceLanguage.identifier] + entry.translations.map(\.locale.identifier)))
            for locale in localizations.keys {
                let value = try #require(entry.value(for: LocaleID(locale)!, sourceLanguage: table.sourceLanguage))
                let read = try CatalogForm(localization: try #require(localizations[locale] as? [String: Any]))
                #expect(read == CatalogForm(value), "\(entry.key) \(locale)")
            }
        }
    }

    /// How a String Catalog localization holds a value.
    enum CatalogForm: Equatable {
        case single(String)
        case wholeString([PluralCategory: String])
        case substitution(name: String, argument: Int, [PluralCategory: String])

        init(_ value: StringTable.Value) {
            switch value {
            case .single(let format): self = .single(format)
            case .plural(let plural) where plural.variesWholeString: self = .wholeString(plural.variants)
            case .plural(let plural): self = .substitution(name: plural.parameter, argument: plural.argument, plural.substitutionVariants)
            }
        }

        init(localization: [String: Any]) throws {
            func variants(_ variations: Any?) throws -> [PluralCategory: String] {
                let plural = try #require((variations as? [String: Any])?["plural"] as? [String: Any])
                var result: [PluralCategory: String] = [:]
                for (category, variant) in plural {
                    let unit = try #require((variant as? [String: Any])?["stringUnit"] as? [String: Any])
                    #expect(unit["state"] as? String == "translated")
                    result[try #require(PluralCategory(rawValue: category))] = unit["value"] as? String
                }
                return result
            }
            if let substitutions = localization["substitutions"] as? [String: Any] {
                #expect(substitutions.count == 1)
                let (name, substitution) = try #require(substitutions.first.map { ($0.key, $0.value as? [String: Any]) })
                let unit = try #require(localization["stringUnit"] as? [String: Any])
                #expect(unit["value"] as? String == "%#@\(name)@")
                #expect(substitution?["formatSpecifier"] as? String == "lld")
                let argument = try #require(substitution?["argNum"] as? Int)
                self = .substitution(name: name, argument: argument, try variants(substitution?["variations"]))
            } else if let variations = localization["variations"] {
                #expect(localization["stringUnit"] == nil)
                self = .wholeString(try variants(variations))
            } else {
                let unit = try #require(localization["stringUnit"] as? [String: Any])
                #expect(unit["state"] as? String == "translated")
                self = .single(try #require(unit["value"] as? String))
            }
        }
    }

    /// Every text of `table` in the locale of a `.strings`/`.stringsdict` file at `path` is
    /// in its parsed property list, and nothing else.
    static func expectPropertyList(_ list: [String: Any], at path: String, holds table: StringTable) throws {
        let locale = try #require(LocaleID(String(path.prefix { $0 != "." })))
        var expected: [String: StringTable.Value] = [:]
        for entry in table.entries {
            guard let value = entry.value(for: locale, sourceLanguage: table.sourceLanguage) else { continue }
            switch value {
            case .single where path.hasSuffix(".strings"), .plural where path.hasSuffix(".stringsdict"):
                expected[entry.key] = value
            default:
                continue
            }
        }
        #expect(Set(list.keys) == Set(expected.keys), "\(path)")
        for (key, value) in expected {
            switch value {
            case .single(let format):
                #expect(list[key] as? String == format, "\(path) \(key)")
            case .plural(let plural):
                let dict = try #require(list[key] as? [String: Any])
                #expect(dict["NSStringLocalizedFormatKey"] as? String == "%\(plural.argument)$#@\(plural.parameter)@")
                let variable = try #require(dict[plural.parameter] as? [String: Any])
                for (category, format) in plural.variants {
                    #expect(variable[category.rawValue] as? String == format, "\(path) \(key) \(category)")
                }
                #expect(variable.count == plural.variants.count + 2)
            }
        }
    }

    // MARK: Merge

    static let mergeSpec = """
        version: 1
        namespace: M
        locales: [de, fr]
        alerts:
          kept:
            title:
              text: Same Title
              comment: New comment
              # Only French, which the catalog has as `new`: the translators' German and
              # Japanese are what this merge must keep (a spec translation would replace
              # them: decision 0034, specTranslationsReplaceTheCatalogsAndSaySo).
              translations: {fr: Titre spec}
          changed:
            parameters: {count: Int}
            title:
              text: Changed source text
            message:
              plural: count
              one: "{count} photo"
              other: "{count} photos!"
          added:
            title:
              text: Brand new
              translations: {de: Ganz neu}
        """

    /// A catalog as Xcode and translators leave it: states of every kind, a locale the spec
    /// lacks, fields the generator does not model, a key the spec dropped.
    static let existingCatalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "M.changed.message" : {
              "extractionState" : "manual",
              "localizations" : {
                "de" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld Foto" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld Fotos" } }
                    }
                  }
                },
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld photo" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld photos" } }
                    }
                  }
                }
              }
            },
            "M.changed.title" : {
              "comment" : "Translator-visible comment",
              "extractionState" : "manual",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Alter Text" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Old source text" } },
                "fr" : { "stringUnit" : { "state" : "new", "value" : "Old source text" } },
                "it" : { "stringUnit" : { "state" : "stale", "value" : "Testo vecchio" } },
                "ja" : { "stringUnit" : { "state" : "needs_review", "value" : "古い" } }
              }
            },
            "M.dropped.title" : {
              "comment" : "Gone from the spec",
              "extractionState" : "manual",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Weg" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Gone" } }
              },
              "x-flag" : false,
              "x-tool-note" : [ 1, 2.50, true, null, { } ]
            },
            "M.kept.title" : {
              "comment" : "Old comment",
              "extractionState" : "stale",
              "isCommentAutoGenerated" : true,
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Übersetzer-Titel" }, "x-reviewer" : "anna" },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Same Title" } },
                "es" : {
                  "variations" : {
                    "device" : {
                      "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Mismo título (iPhone)" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "Mismo título" } }
                    }
                  }
                },
                "fr" : { "stringUnit" : { "state" : "new", "value" : "" } }
              }
            },
            "Xcode extracted %@" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Von Xcode %@" } }
              }
            }
          },
          "version" : "1.1",
          "x-top-level" : { "kept" : "yes" }
        }
        """#

    @Test func mergeKeepsEveryTranslationAndState() throws {
        let table = try Self.table(Self.mergeSpec)
        let merged = try StringTableFiles.merge(existing: Array(Self.existingCatalog.utf8), table: table)
        let root = try Self.jsonObject(merged)
        let strings = try #require(root["strings"] as? [String: Any])

        // Top level: version and unknown fields kept.
        #expect(root["version"] as? String == "1.1")
        #expect((root["x-top-level"] as? [String: Any])?["kept"] as? String == "yes")
        #expect(Set(strings.keys) == ["M.added.title", "M.changed.message", "M.changed.title", "M.dropped.title", "M.kept.title", "Xcode extracted %@"])

        func unit(_ key: String, _ locale: String) -> [String: String]? {
            let localization = ((strings[key] as? [String: Any])?["localizations"] as? [String: Any])?[locale] as? [String: Any]
            return localization?["stringUnit"] as? [String: String]
        }

        // Unchanged source: the translator's work wins over the spec's, states as they were;
        // a `new` translation gives way to the spec's.
        let kept = try #require(strings["M.kept.title"] as? [String: Any])
        #expect(kept["extractionState"] as? String == "manual")
        #expect(kept["comment"] as? String == "New comment")
        #expect(kept["isCommentAutoGenerated"] == nil, "the comment is the spec's now, not Xcode's")
        #expect((strings["M.dropped.title"] as? [String: Any])?["x-flag"] as? Bool == false)
        #expect(unit("M.kept.title", "de") == ["state": "needs_review", "value": "Übersetzer-Titel"])
        #expect(((kept["localizations"] as? [String: Any])?["de"] as? [String: Any])?["x-reviewer"] as? String == "anna")
        #expect(unit("M.kept.title", "fr") == ["state": "translated", "value": "Titre spec"])
        #expect(unit("M.kept.title", "en") == ["state": "translated", "value": "Same Title"])
        let spanish = try #require(((kept["localizations"] as? [String: Any])?["es"] as? [String: Any])?["variations"] as? [String: Any])
        #expect(((spanish["device"] as? [String: Any])?["iphone"] as? [String: Any]) != nil)

        // Changed source: new development text, kept translations need review (`new` stays
        // `new`), the spec fills in a locale the catalog lacks, the comment stays.
        let changed = try #require(strings["M.changed.title"] as? [String: Any])
        #expect(changed["comment"] as? String == "Translator-visible comment")
        #expect(unit("M.changed.title", "en") == ["state": "translated", "value": "Changed source text"])
        #expect(unit("M.changed.title", "de") == ["state": "needs_review", "value": "Alter Text"])
        #expect(unit("M.changed.title", "ja") == ["state": "needs_review", "value": "古い"])
        #expect(unit("M.changed.title", "it") == ["state": "needs_review", "value": "Testo vecchio"])
        // `fr` was `new` and the spec has no French: left as it was.
        #expect(unit("M.changed.title", "fr") == ["state": "new", "value": "Old source text"])
        let pluralDE = try #require(((((strings["M.changed.message"] as? [String: Any])?["localizations"] as? [String: Any])?["de"] as? [String: Any])?["variations"] as? [String: Any])?["plural"] as? [String: Any])
        #expect(((pluralDE["other"] as? [String: Any])?["stringUnit"] as? [String: String]) == ["state": "needs_review", "value": "%1$lld Fotos"])
        #expect(((pluralDE["one"] as? [String: Any])?["stringUnit"] as? [String: String]) == ["state": "needs_review", "value": "%1$lld Foto"])

        // Dropped key: stale, content intact, unknown values kept as written.
        let dropped = try #require(strings["M.dropped.title"] as? [String: Any])
        #expect(dropped["extractionState"] as? String == "stale")
        #expect(dropped["comment"] as? String == "Gone from the spec")
        #expect(unit("M.dropped.title", "de") == ["state": "translated", "value": "Weg"])
        #expect(Self.text(merged).contains("\"x-tool-note\" : [\n        1,\n        2.50,\n        true,\n        null,\n        {\n\n        }\n      ]"))

        // Xcode's own extracted key: untouched.
        #expect((strings["Xcode extracted %@"] as? [String: Any])?["extractionState"] == nil)

        // Added key: written whole.
        #expect(unit("M.added.title", "de") == ["state": "translated", "value": "Ganz neu"])

        // Nothing lost: every string unit value of the existing catalog is still there,
        // except the development texts the spec replaced.
        let before = Self.stringUnitValues(try Self.jsonObject(Array(Self.existingCatalog.utf8)))
        let after = Self.stringUnitValues(root)
        let replaced: Set<String> = ["M.changed.title/en", "M.changed.message/en/one", "M.changed.message/en/other", "M.kept.title/fr"]
        for (path, value) in before where !replaced.contains(where: { path.hasPrefix($0) }) {
            #expect(after[path] == value, "\(path)")
        }
    }

    /// Decision 0034: a spec translation replaces a different one the catalog holds, marked
    /// `translated`, and the replacement is reported; the same text is left as it is, state
    /// and all; a `new` one gives way silently; other locales are the catalog's.
    @Test func specTranslationsReplaceTheCatalogsAndSaySo() throws {
        let spec = Self.mergeSpec
            .replacingOccurrences(of: "translations: {fr: Titre spec}", with: "translations: {de: Übersetzer-Titel, fr: Titre spec}")
            .replacingOccurrences(of: "text: Changed source text\n", with: "text: Changed source text\n      translations: {de: Neuer Text}\n")
        let table = try Self.table(spec)
        var overwrites: [TranslationOverwrite] = []
        let merged = try StringTableFiles.files(
            for: table, format: .xcstrings, existing: ["M.xcstrings": Array(Self.existingCatalog.utf8)], overwrites: &overwrites)[0].contents
        let root = try Self.jsonObject(merged)
        let strings = try #require(root["strings"] as? [String: Any])
        func unit(_ key: String, _ locale: String) -> [String: String]? {
            let localization = ((strings[key] as? [String: Any])?["localizations"] as? [String: Any])?[locale] as? [String: Any]
            return localization?["stringUnit"] as? [String: String]
        }
        #expect(unit("M.changed.title", "de") == ["state": "translated", "value": "Neuer Text"])
        #expect(unit("M.kept.title", "de") == ["state": "needs_review", "value": "Übersetzer-Titel"], "the same text: left as it was")
        #expect(unit("M.kept.title", "fr") == ["state": "translated", "value": "Titre spec"], "a `new` one gives way")
        #expect(unit("M.changed.title", "ja") == ["state": "needs_review", "value": "古い"], "not in the spec: the catalog's")
        #expect(overwrites.map { "\($0.file) \($0.key) \($0.locale): \($0.old) → \($0.new)" } == [
            "M.xcstrings M.changed.title de: Alter Text → Neuer Text",
        ])
        let diagnostic = try #require(overwrites.first?.diagnostic)
        #expect(diagnostic.id == "translation-overwritten")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.range.path == "test.alerts.yaml" || !diagnostic.range.path.isEmpty)
        #expect(diagnostic.message.contains("\"Alter Text\"") && diagnostic.message.contains("\"Neuer Text\""))
        // Merging the result again replaces nothing.
        var again: [TranslationOverwrite] = []
        _ = try StringTableFiles.files(for: table, format: .xcstrings, existing: ["M.xcstrings": merged], overwrites: &again)
        #expect(again.isEmpty)
    }

    @Test func mergeIsDeterministicAndIdempotent() throws {
        let table = try Self.table(Self.mergeSpec)
        let existing = Array(Self.existingCatalog.utf8)
        let once = try StringTableFiles.merge(existing: existing, table: table)
        #expect(try StringTableFiles.merge(existing: existing, table: table) == once)
        #expect(try StringTableFiles.merge(existing: once, table: table) == once)
        // A fresh catalog merged into itself is itself.
        let fresh = try StringTableFiles.merge(existing: nil, table: table)
        #expect(try StringTableFiles.merge(existing: fresh, table: table) == fresh)
        // Xcode's layout of the same content, whatever layout it was read from.
        #expect(try StringTableFiles.merge(existing: Self.minified(once), table: table) == once)
    }

    @Test func mergeRefusesWhatItCannotRead() throws {
        let table = try Self.table(Self.mergeSpec)
        for (bytes, message) in [
            ("{\n  \"strings\" : {\n    \"a\" : 1,\n    \"a\" : 2\n  }\n}", "4:5:"),
            ("{ \"strings\" : [] }", "'strings'"),
            ("{ \"strings\" : { \"M.kept.title\" : { \"localizations\" : { \"en\" : \"x\" } } } }", "localization"),
            ("{ \"strings\" : {", "1:16:"),
            ("[\"\\ud800\"]", "surrogate"),
        ] {
            let error = #expect(throws: StringTableFiles.Error.self) {
                try StringTableFiles.merge(existing: Array(bytes.utf8), table: table)
            }
            let description = error.map { "\($0)" } ?? ""
            #expect(description.contains(message) && description.hasPrefix("M.xcstrings:"), "\(description)")
        }
    }

    /// `json` without the whitespace between tokens.
    static func minified(_ json: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var inString = false
        var escaped = false
        for byte in json {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if [0x20, 0x0A, 0x0D, 0x09].contains(byte) {
                continue
            }
            output.append(byte)
        }
        return output
    }

    static func stringUnitValues(_ object: Any, path: String = "") -> [String: String] {
        var result: [String: String] = [:]
        guard let members = object as? [String: Any] else { return result }
        for (key, member) in members {
            if key == "stringUnit", let unit = member as? [String: Any], let value = unit["value"] as? String {
                result[path] = value
            } else {
                let name = ["strings", "localizations", "variations", "plural", "device", "substitutions"].contains(key) ? "" : key
                let childPath = name.isEmpty ? path : (path.isEmpty ? name : path + "/" + name)
                result.merge(stringUnitValues(member, path: childPath)) { first, _ in first }
            }
        }
        return result
    }

    // MARK: Tables from catalogs

    @Test func catalogsSharingATableMergeInPathOrder() throws {
        let first = try Self.catalog("""
            version: 1
            namespace: First
            table: Shared
            alerts:
              a:
                title: {key: shared.ok, text: OK, translations: {de: OK}}
                message: {key: shared.conflict, text: First wins}
            """, path: "a/first.alerts.yaml")
        let second = try Self.catalog("""
            version: 1
            namespace: Second
            table: Shared
            developmentLanguage: en
            alerts:
              b:
                title: {key: shared.ok, text: OK, comment: The OK button, translations: {de: Nein, fr: D'accord}}
                message: {key: shared.conflict, text: Second loses, comment: dropped}
            """, path: "b/second.alerts.yaml")
        for catalogs in [[first, second], [second, first]] {
            let tables = StringTableBuilder.tables(for: catalogs)
            #expect(tables.map(\.name) == ["Shared"])
            let ok = try #require(tables[0].entry(forKey: "shared.ok"))
            #expect(ok.comment == "The OK button")
            #expect(ok.translation(for: LocaleID("de")!)?.value == .single("OK"))
            #expect(ok.translation(for: LocaleID("fr")!)?.value == .single("D'accord"))
            let conflict = try #require(tables[0].entry(forKey: "shared.conflict"))
            #expect(conflict.value == .single("First wins"))
            #expect(conflict.comment == nil)
        }
    }

    @Test func tableNamesThatAreNotFileNamesAreRejected() throws {
        for name in ["../escape", "a/b", ".hidden", "", "a\\b", "tab\there"] {
            let table = StringTable(name: name, sourceLanguage: .english, entries: [])
            #expect(throws: StringTableFiles.Error.invalidTableName(name)) {
                try StringTableFiles.files(for: table, format: .strings)
            }
        }
    }
}
