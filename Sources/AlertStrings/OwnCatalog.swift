import AlertSpec

/// The String Catalog a table writes when there is none on disk (`NewCatalogWriter`), with
/// what merging into it and reading it would find, made from the table once: a `generate`
/// into its own output finds these bytes, and need not parse them back (decision 0061).
///
/// Made only for a table whose catalog the merge leaves exactly as it is and reports no
/// overwrite in. Every part of that catalog is the spec's, so the merge keeps each
/// localization — unless a translation, read back as the merge reads it
/// (`CatalogReader.localization`), differs from the spec's formats: then it reports an
/// overwrite of the spec's own text. A single text reads back as its format. A plural through
/// a substitution reads back expanded, `%arg` as the argument's specifier, which a table
/// assembled by hand need not agree with its `variants` on; so each plural is read back here,
/// and any difference (or a table `NewCatalogWriter` refuses) makes no `OwnCatalog`: the
/// catalog takes the general merge.
public struct OwnCatalog: Sendable {
    public typealias Translation = (key: String, locale: LocaleID, formats: [CatalogTranslation.FormatVariant])

    /// The catalog, as `StringTableFiles.merge(existing: nil, table:)` writes it.
    public let bytes: [UInt8]
    public let sourceLanguage: LocaleID
    /// What `TableTranslations.read(path:bytes:)` gives for `bytes`, in its order (keys, then
    /// locale names, in `String` order), the source language left out; without offsets,
    /// which only a parse gives.
    public let translations: [Translation]

    public init?(_ table: StringTable) {
        guard let bytes = NewCatalogWriter.layout(for: table),
              // The reader takes locales from their names.
              LocaleID(table.sourceLanguage.identifier) == table.sourceLanguage else { return nil }
        let reader = CatalogReader(root: .null)
        var translations: [Translation] = []
        for entry in table.entries.sorted(by: { $0.key < $1.key }) {
            for translation in entry.translations.sorted(by: { $0.locale.identifier < $1.locale.identifier }) {
                guard LocaleID(translation.locale.identifier) == translation.locale else { return nil }
                switch translation.value {
                case .single(let format):
                    // A string unit without substitutions: the format, whatever it holds; the
                    // same as the spec's, so the merge keeps it.
                    translations.append((entry.key, translation.locale, [.init(category: nil, format: format)]))
                case .plural:
                    let localization = CatalogJSON.object(StringCatalog.managedFields(translation.value, state: translation.state))
                    guard let read = try? reader.localization(localization, path: []) else {
                        // Nothing to read (a plural without variants) is no translation to the
                        // reader, but one the merge may count as replaced: not taken.
                        return nil
                    }
                    // A `new` translation is replaced whatever it holds, and never reported.
                    if translation.state != .new, read.formats != TranslationOverwrite.formats(of: translation.value) { return nil }
                    translations.append((entry.key, translation.locale, read.formats))
                }
            }
        }
        self.bytes = bytes
        sourceLanguage = table.sourceLanguage
        self.translations = translations
    }
}
