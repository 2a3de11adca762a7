import AlertDiagnostics
import AlertSpec

/// Catalogs → string tables: every text of every definition becomes an entry of its
/// catalog's table, its templates turned into format strings by `FormatString` with the
/// definition's parameters.
public enum StringTableBuilder {
    /// One table per table name, sorted by name. Catalogs that share a table (FORMAT.md:
    /// "several files may share a table, and then share its key space") are merged in path
    /// order; the table's source language is the first catalog's development language.
    ///
    /// A key given twice keeps the first text in path order, then source order. When the
    /// later text has the same development value, it still fills in what the first lacks: a
    /// comment, translations into other locales. Catalogs with `refusals(for:)` must not be
    /// written: `alertlint generate` checks them first.
    public static func tables(for catalogs: [Catalog]) -> [StringTable] {
        let ordered = StringTableConflicts.mergeOrder(catalogs)
        var tableNames: [String] = []
        var sourceLanguages: [String: LocaleID] = [:]
        var entriesByTable: [String: [String: StringTable.Entry]] = [:]
        for catalog in ordered {
            if sourceLanguages[catalog.table] == nil {
                tableNames.append(catalog.table)
                sourceLanguages[catalog.table] = catalog.developmentLanguage
            }
            let sourceLanguage = sourceLanguages[catalog.table]!
            var entries = entriesByTable[catalog.table, default: [:]]
            for (text, parameters) in catalog.textsWithParameters {
                let entry = entry(for: text, parameters: parameters, sourceLanguage: sourceLanguage, path: catalog.path)
                if let first = entries[entry.key] {
                    entries[entry.key] = merging(entry, into: first)
                } else {
                    entries[entry.key] = entry
                }
            }
            entriesByTable[catalog.table] = entries
        }
        return tableNames.sorted(by: XcodeOrder.precedes).map { name in
            StringTable(name: name, sourceLanguage: sourceLanguages[name]!, entries: Array(entriesByTable[name, default: [:]].values))
        }
    }

    /// Why `catalogs` cannot be written as strings tables, as errors at the second
    /// occurrence with a note at the first: one key naming two development texts (the
    /// second would be shown as the first), or one table in two development languages (the
    /// second file's texts would be stored in the first's). `alertlint generate` refuses
    /// these even when the rules that report them (`conflicting-key`,
    /// `table-development-language`) are turned off, as no configuration makes the output
    /// right. Sorted for output.
    public static func refusals(for catalogs: [Catalog]) -> [Diagnostic] {
        var refusals: [Diagnostic] = []
        for conflict in StringTableConflicts.languageConflicts(in: catalogs) {
            refusals.append(Diagnostic(
                severity: .error,
                id: StringTableConflicts.languageConflictID,
                message: conflict.message,
                range: conflict.second.range,
                notes: [Note(message: conflict.note, range: conflict.first.range)]))
        }
        for conflict in StringTableConflicts.keyConflicts(in: catalogs) {
            refusals.append(Diagnostic(
                severity: .error,
                id: StringTableConflicts.keyConflictID,
                message: conflict.message,
                range: conflict.second.range,
                notes: [Note(message: conflict.note, range: conflict.first.range)]))
        }
        return refusals.sortedForOutput()
    }

    /// The entry of one text whose definition takes `parameters`.
    public static func entry(for text: Text, parameters: [Parameter], sourceLanguage: LocaleID, path: String? = nil) -> StringTable.Entry {
        var translations: [StringTable.Translation] = []
        // Only the spec's own translations: one the linter read from an existing table is
        // that table's to keep (the merge keeps it, with its state), not the spec's to write.
        for translation in text.translations where translation.locale != sourceLanguage && translation.origin == .spec {
            // The first translation into a locale wins, as the decoder reports repeats.
            guard !translations.contains(where: { $0.locale == translation.locale }) else { continue }
            translations.append(StringTable.Translation(
                locale: translation.locale, value: value(of: translation.content, parameters: parameters), state: .translated,
                source: path.map { SourceRange(path: $0, bytes: translation.range) }))
        }
        return StringTable.Entry(
            key: text.key, comment: text.comment, value: value(of: text.content, parameters: parameters), translations: translations)
    }

    /// A text's content as format strings.
    public static func value(of content: TextContent, parameters: [Parameter]) -> StringTable.Value {
        switch content {
        case .single(let template):
            return .single(FormatString.make(template, parameters: parameters))
        case .plural(let plural):
            guard let index = parameters.firstIndex(where: { $0.name == plural.parameter }) else {
                // The decoder only builds plural texts over a declared parameter.
                return .single(FormatString.make(plural.other, parameters: parameters))
            }
            var variants: [PluralCategory: String] = [:]
            var substitutionVariants: [PluralCategory: String] = [:]
            for (category, template) in plural.variants {
                variants[category] = FormatString.make(template, parameters: parameters)
                substitutionVariants[category] = FormatString.make(template, parameters: parameters, writing: plural.parameter, as: "%arg")
            }
            return .plural(StringTable.Plural(
                parameter: plural.parameter,
                argument: index + 1,
                argumentCount: parameters.count,
                variants: variants,
                substitutionVariants: substitutionVariants))
        }
    }

    /// `first` with what `later` adds, when both have the same development value.
    private static func merging(_ later: StringTable.Entry, into first: StringTable.Entry) -> StringTable.Entry {
        guard later.value == first.value else { return first }
        var merged = first
        if merged.comment == nil { merged.comment = later.comment }
        for translation in later.translations where merged.translation(for: translation.locale) == nil {
            merged.translations.append(translation)
        }
        return StringTable.Entry(key: merged.key, comment: merged.comment, value: merged.value, translations: merged.translations)
    }
}
