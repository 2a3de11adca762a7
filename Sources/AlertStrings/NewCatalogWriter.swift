import AlertSpec
import JSONSyntax

/// A table's String Catalog when there is none on disk yet (a cold `generate`), written
/// straight into bytes: the same bytes as `StringCatalog.json(for:existing: nil)` in
/// `CatalogJSON.xcodeLayout()`, without building the tree of dictionaries and sorting every
/// object's members again (decision 0056).
///
/// Keys come in the order the table already holds them (`StringTable` sorts entries and
/// translations in `XcodeOrder`); the fixed member names are written in that order too.
/// A table that is not in that shape — set up by hand with entries or translations out of
/// order or repeated, or with a translation into the source language — gets `nil`, and the
/// caller takes the general path.
enum NewCatalogWriter {
    static func layout(for table: StringTable) -> [UInt8]? {
        guard isOrdered(table) else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(table.entries.count * 512)
        output.append(contentsOf: "{\n  \"sourceLanguage\" : ".utf8)
        JSONString.append(table.sourceLanguage.identifier, to: &output)
        output.append(contentsOf: ",\n  \"strings\" : {\n".utf8)
        if table.entries.isEmpty {
            output.append(UInt8(ascii: "\n"))
        } else {
            let source = table.sourceLanguage.identifier
            for (index, entry) in table.entries.enumerated() {
                if index > 0 { output.append(contentsOf: ",\n".utf8) }
                write(entry, source: source, into: &output)
            }
            output.append(UInt8(ascii: "\n"))
        }
        output.append(contentsOf: "  },\n  \"version\" : \"1.0\"\n}".utf8)
        return output
    }

    /// Entries strictly in `XcodeOrder` (so no key twice), each entry's translations strictly
    /// in `XcodeOrder` of their locales and none in the source language: what `StringTable`'s
    /// initializers give for a table `StringTableBuilder` built.
    static func isOrdered(_ table: StringTable) -> Bool {
        let source = table.sourceLanguage
        var previous: String?
        for entry in table.entries {
            if let previous, !XcodeOrder.precedes(previous, entry.key) { return false }
            previous = entry.key
            var previousLocale: String?
            for translation in entry.translations {
                if translation.locale == source { return false }
                if let previousLocale, !XcodeOrder.precedes(previousLocale, translation.locale.identifier) { return false }
                previousLocale = translation.locale.identifier
            }
        }
        return true
    }

    /// `    "key" : { comment, extractionState, localizations }` at the `strings` level.
    private static func write(_ entry: StringTable.Entry, source: String, into output: inout [UInt8]) {
        spaces(4, &output)
        JSONString.append(entry.key, to: &output)
        output.append(contentsOf: " : {\n".utf8)
        if let comment = entry.comment {
            spaces(6, &output)
            output.append(contentsOf: "\"comment\" : ".utf8)
            JSONString.append(comment, to: &output)
            output.append(contentsOf: ",\n".utf8)
        }
        output.append(contentsOf: "      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n".utf8)
        // The source language among the translations, in their order.
        var wroteSource = false
        var first = true
        func localization(_ locale: String, _ value: StringTable.Value, _ state: StringTable.State) {
            if !first { output.append(contentsOf: ",\n".utf8) }
            first = false
            spaces(8, &output)
            JSONString.append(locale, to: &output)
            output.append(contentsOf: " : ".utf8)
            write(value, state: state, indent: 8, into: &output)
        }
        for translation in entry.translations {
            let locale = translation.locale.identifier
            if !wroteSource, XcodeOrder.precedes(source, locale) {
                localization(source, entry.value, .translated)
                wroteSource = true
            }
            localization(locale, translation.value, translation.state)
        }
        if !wroteSource { localization(source, entry.value, .translated) }
        output.append(contentsOf: "\n      }\n    }".utf8)
    }

    /// A localization's object (`StringCatalog.managedFields`), its `{` where the caller left
    /// off and its `}` at `indent`.
    private static func write(_ value: StringTable.Value, state: StringTable.State, indent: Int, into output: inout [UInt8]) {
        output.append(contentsOf: "{\n".utf8)
        switch value {
        case .single(let format):
            spaces(indent + 2, &output)
            output.append(contentsOf: "\"stringUnit\" : ".utf8)
            stringUnit(format, state: state, indent: indent + 2, into: &output)
        case .plural(let plural) where plural.variesWholeString:
            spaces(indent + 2, &output)
            output.append(contentsOf: "\"variations\" : ".utf8)
            pluralVariations(plural.variants, state: state, indent: indent + 2, into: &output)
        case .plural(let plural):
            spaces(indent + 2, &output)
            output.append(contentsOf: "\"stringUnit\" : ".utf8)
            stringUnit("%#@\(plural.parameter)@", state: state, indent: indent + 2, into: &output)
            output.append(contentsOf: ",\n".utf8)
            spaces(indent + 2, &output)
            output.append(contentsOf: "\"substitutions\" : {\n".utf8)
            spaces(indent + 4, &output)
            JSONString.append(plural.parameter, to: &output)
            output.append(contentsOf: " : {\n".utf8)
            spaces(indent + 6, &output)
            output.append(contentsOf: "\"argNum\" : ".utf8)
            output.append(contentsOf: String(plural.argument).utf8)
            output.append(contentsOf: ",\n".utf8)
            spaces(indent + 6, &output)
            output.append(contentsOf: "\"formatSpecifier\" : ".utf8)
            JSONString.append(plural.formatSpecifier, to: &output)
            output.append(contentsOf: ",\n".utf8)
            spaces(indent + 6, &output)
            output.append(contentsOf: "\"variations\" : ".utf8)
            pluralVariations(plural.substitutionVariants, state: state, indent: indent + 6, into: &output)
            output.append(UInt8(ascii: "\n"))
            spaces(indent + 4, &output)
            output.append(contentsOf: "}\n".utf8)
            spaces(indent + 2, &output)
            output.append(UInt8(ascii: "}"))
        }
        output.append(UInt8(ascii: "\n"))
        spaces(indent, &output)
        output.append(UInt8(ascii: "}"))
    }

    /// `{ "plural" : { "<category>" : { "stringUnit" : … } … } }`, the `{` where the caller
    /// left off and the `}` at `indent`.
    private static func pluralVariations(_ variants: [PluralCategory: String], state: StringTable.State, indent: Int, into output: inout [UInt8]) {
        output.append(contentsOf: "{\n".utf8)
        spaces(indent + 2, &output)
        output.append(contentsOf: "\"plural\" : {\n".utf8)
        var first = true
        for category in categoryOrder {
            guard let format = variants[category] else { continue }
            if !first { output.append(contentsOf: ",\n".utf8) }
            first = false
            spaces(indent + 4, &output)
            JSONString.append(category.rawValue, to: &output)
            output.append(contentsOf: " : {\n".utf8)
            spaces(indent + 6, &output)
            output.append(contentsOf: "\"stringUnit\" : ".utf8)
            stringUnit(format, state: state, indent: indent + 6, into: &output)
            output.append(UInt8(ascii: "\n"))
            spaces(indent + 4, &output)
            output.append(UInt8(ascii: "}"))
        }
        // An object with no members is written `{`, an empty line, `}`.
        output.append(UInt8(ascii: "\n"))
        spaces(indent + 2, &output)
        output.append(contentsOf: "}\n".utf8)
        spaces(indent, &output)
        output.append(UInt8(ascii: "}"))
    }

    /// `{ "state" : …, "value" : … }`, the `{` where the caller left off and the `}` at `indent`.
    private static func stringUnit(_ value: String, state: StringTable.State, indent: Int, into output: inout [UInt8]) {
        output.append(contentsOf: "{\n".utf8)
        spaces(indent + 2, &output)
        output.append(contentsOf: "\"state\" : ".utf8)
        JSONString.append(state.rawValue, to: &output)
        output.append(contentsOf: ",\n".utf8)
        spaces(indent + 2, &output)
        output.append(contentsOf: "\"value\" : ".utf8)
        JSONString.append(value, to: &output)
        output.append(UInt8(ascii: "\n"))
        spaces(indent, &output)
        output.append(UInt8(ascii: "}"))
    }

    /// The plural categories in `XcodeOrder` of their names, as a catalog's `plural` object
    /// lists them.
    static let categoryOrder: [PluralCategory] = PluralCategory.allCases.sorted { XcodeOrder.precedes($0.rawValue, $1.rawValue) }

    private static func spaces(_ count: Int, _ output: inout [UInt8]) {
        for _ in 0..<count { output.append(UInt8(ascii: " ")) }
    }
}
