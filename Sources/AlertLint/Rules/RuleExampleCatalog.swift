import AlertDiagnostics
import AlertSpec

extension Catalog {
    /// The catalog with `entries` added to its texts as catalog translations, matched by
    /// key, for rule examples and tests: what `ExistingTranslations` does with the tables a
    /// configuration names, without the files. A locale the spec already translates keeps
    /// the spec's translation (the spec is the source of truth).
    public func addingCatalogTranslations(_ entries: [RuleExample.CatalogEntry]) -> Catalog {
        guard !entries.isEmpty else { return self }
        var copy = self
        copy.updateTexts { text, parameters in
            for entry in entries where entry.key == text.key {
                guard let locale = LocaleID(entry.locale), text.translation(for: locale) == nil else { continue }
                let location = SourceRange(path: entry.file, bytes: ByteRange(start: 0, end: 0))
                text.translations.append(Translation(
                    locale: locale, localeRange: text.range,
                    content: ExistingTranslations.content(of: entry.formats, like: text.content, parameters: parameters),
                    range: text.range,
                    origin: .catalog(CatalogTranslation(location: location, state: entry.state, formats: entry.formats))
                ))
            }
        }
        return copy
    }
}
