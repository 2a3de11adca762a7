import AlertSpec

/// A plural variant that stands for many numbers but does not show which.
public enum PluralWithoutNumberRule: Rule {
    public static let description = RuleDescription(
        id: "plural-without-number",
        name: "Plural without number",
        defaultSeverity: .warning,
        summary: """
            A plural text's `other` variant does not show its count placeholder, or a locale's \
            `one` variant omits it where CLDR's `one` also covers numbers other than 1 (Russian, \
            Ukrainian, Croatian, Lithuanian, Latvian, …: 1, 21, 31…; French, Portuguese: 0 and 1); \
            one finding per locale.
            """,
        rationale: """
            `other` takes every count no other variant takes, so without the number "Delete \
            Photos?" cannot say how many. Leaving the count out of `one` is natural where `one` \
            means exactly 1 ("Delete This Photo?" in English or German), but CLDR's `one` is 1, \
            21, 31, 41… in Russian and its neighbours, and 0 and 1 in French, Portuguese and \
            Hindi: "Удалить эту фотографию?" would be asked for 21 photos, "Supprimer cette photo ?" \
            for 0. Which locales these are is read from CLDR's samples, not from a list. A `zero` \
            variant does not help: Apple's own lookup uses it for 0 in any language, but the generated code \
            picks variants by CLDR's rules alone, which give French 0 to `one`. A translation that \
            lacks the count in both `one` and `other` gets \
            one finding naming both (decision 0032); a count missing from another variant \
            (`few`, `many`) is `placeholder-mismatch`'s.
            """,
        source: "CLDR cardinal plural rules and samples (CLDR \(PluralRules.cldrVersion), from Babel: decision 0030)",
        howToFix: "Show the count placeholder in the listed variants (French: \"Supprimer {count} photo ?\", which reads right for 0 and 1).",
        triggeringExamples: [
            RuleExample(
                """
                locales: [de, ru]
                alerts:
                  deletePhotos:
                    parameters: {count: Int}
                    title:
                      1️⃣plural: count
                      one: Delete This Photo?
                      other: Delete Photos?
                      translations:
                        de: {one: Dieses Foto löschen?, other: "{count} Fotos löschen?"}
                        ru:
                          2️⃣one: Удалить эту фотографию?
                          few: Удалить {count} фотографии?
                          many: Удалить {count} фотографий?
                          other: Удалить фотографии?
                    actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]
                """,
                note: "English `other` lacks the count; Russian lacks it in `one` (1, 21, 31, …) and `other`: one finding (decision 0032)."
            ),
        ],
        nonTriggeringExamples: [
            """
            locales: [de, ru, fr]
            alerts:
              deletePhotos:
                parameters: {count: Int}
                title:
                  plural: count
                  one: Delete This Photo?
                  other: Delete {count} Photos?
                  translations:
                    de: {one: Dieses Foto löschen?, other: "{count} Fotos löschen?"}
                    ru:
                      one: Удалить {count} фотографию?
                      few: Удалить {count} фотографии?
                      many: Удалить {count} фотографий?
                      other: Удалить {count} фотографии?
                    fr:
                      one: Supprimer {count} photo ?
                      other: Supprimer {count} photos ?
                actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let analysis = context.analysis(of: catalog)
        for (index, (text, _)) in analysis.textsWithParameters.enumerated() {
            guard let count = text.content.plural?.parameter else { continue }
            let development = analysis.developmentVariants(ofText: index)
            if let message = message(development, count: count, locale: catalog.developmentLanguage, name: LocalizationSupport.name(of: text, locale: nil)) {
                findings.append(catalog.finding(at: text.range, message))
            }
            for (translation, variants) in zip(text.translations, analysis.translationVariants(ofText: index)) {
                let name = LocalizationSupport.name(of: text, locale: translation.locale)
                if let message = message(variants, count: count, locale: translation.locale, name: name) {
                    findings.append(catalog.finding(at: translation.range, message).notingOrigin(of: translation))
                }
            }
        }
        return findings
    }

    /// The one message for a locale's variants, naming every variant that lacks the count.
    static func message(_ variants: [LocalizedVariant], count: String, locale: LocaleID, name: String) -> String? {
        let rules = PluralRules.rules(for: locale)
        var lacking: [String] = []
        // A `{count}` copied into a catalog is placeholder-mismatch's finding, not a missing number.
        for variant in variants where !variant.arguments.contains(count) && !variant.literalPlaceholders.contains(count) {
            switch LocalizationSupport.category(of: variant) {
            case .one where rules.oneCoversNumbersOtherThanOne:
                lacking.append("one (which \(locale) also uses for \(LocalizationSupport.samplesOtherThanOne(.one, in: locale)))")
            case .other:
                lacking.append("other")
            default:
                continue
            }
        }
        guard !lacking.isEmpty else { return nil }
        return "\(name) does not show {\(count)} in \(LocalizationSupport.list(lacking)); show the number"
    }
}
