import AlertDiagnostics
import AlertSpec

/// A plural text, in the development language or a translation, without a variant for a
/// CLDR category its locale picks.
public enum PluralCategoriesRule: Rule {
    public static let description = RuleDescription(
        id: "plural-categories",
        name: "Plural categories",
        defaultSeverity: .warning,
        summary: """
            A plural text (the development text or a translation) lacks a CLDR category its locale \
            uses; `info` when the only missing ones are for counts of 1,000,000 and more (French, \
            Spanish, Italian, Portuguese `many`), and `info` for a variant whose category the \
            locale never selects (except `zero`).
            """,
        rationale: """
            CLDR's plural rules say which category each number takes: Russian needs `one` (1, 21, \
            31…), `few` (2–4, 22–24…), `many` (0, 5–20…) and `other`; English only `one` and \
            `other`; Japanese only `other`. When a category's variant is missing, the count falls \
            back to `other`, which in Russian reads like "5 фотографии": wrong. Only categories an \
            integer count can take are required (Czech `many` is for decimals, and the count is \
            an `Int`). A category whose integers are all 1,000,000 or more matters only for huge \
            counts, so its absence is `info`; a variant for a category the locale never selects is \
            never shown (`info`), except `zero`, which Apple's plural rules use for 0 in any \
            language. A translation written as one string stands for `other` alone.
            """,
        source: "CLDR cardinal plural rules and samples (CLDR \(PluralRules.cldrVersion), from Babel: decision 0030)",
        howToFix: """
            Add a variant for each listed category, written for the numbers CLDR gives for it; remove \
            a variant the locale never selects.
            """,
        triggeringExamples: [
            RuleExample(
                """
                locales: [ru, ja]
                alerts:
                  deletePhotos:
                    parameters: {count: Int}
                    title:
                      1️⃣plural: count
                      other: Delete {count} Photos?
                      translations:
                        ru:
                          2️⃣one: Удалить {count} фотографию?
                          other: Удалить {count} фотографии?
                        ja: "{count}枚の写真を削除しますか?"
                    actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]
                """,
                note: "English lacks `one`; Russian lacks `few` and `many`. Japanese has only `other`."
            ),
            RuleExample(
                """
                locales: [fr, de]
                alerts:
                  deletePhotos:
                    parameters: {count: Int}
                    title:
                      plural: count
                      one: Delete {count} Photo?
                      other: Delete {count} Photos?
                      translations:
                        fr:
                          1️⃣one: Supprimer {count} photo ?
                          other: Supprimer {count} photos ?
                        de:
                          2️⃣one: "{count} Foto löschen?"
                          few: "{count} Fotos löschen?"
                          other: "{count} Fotos löschen?"
                    actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]
                """,
                note: "Both `info`: French `many` is for 1,000,000 and more; German never selects `few`."
            ),
        ],
        nonTriggeringExamples: [
            """
            locales: [ar, ja]
            alerts:
              deletePhotos:
                parameters: {count: Int}
                title:
                  plural: count
                  zero: No Photos to Delete
                  one: Delete {count} Photo?
                  other: Delete {count} Photos?
                  translations:
                    ar:
                      zero: لا توجد صور
                      one: حذف صورة واحدة؟
                      two: حذف صورتين؟
                      few: حذف {count} صور؟
                      many: حذف {count} صورة؟
                      other: حذف {count} صورة؟
                    ja: "{count}枚の写真を削除しますか?"
                actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for text in catalog.allTexts where text.content.plural != nil {
            findings += check(
                text.content, locale: catalog.developmentLanguage, name: LocalizationSupport.name(of: text, locale: nil)
            ).map { catalog.finding(at: text.range, $0.message, fixedSeverity: $0.severity) }
            for translation in text.translations {
                findings += check(
                    translation.content, locale: translation.locale, name: LocalizationSupport.name(of: text, locale: translation.locale)
                ).map { catalog.finding(at: translation.range, $0.message, fixedSeverity: $0.severity).notingOrigin(of: translation) }
            }
        }
        return findings
    }

    /// The messages for one locale's variants, with a fixed severity for the `info` ones.
    static func check(_ content: TextContent, locale: LocaleID, name: String) -> [(message: String, severity: Severity?)] {
        let rules = PluralRules.rules(for: locale)
        let present = Set(content.variants.map { $0.category ?? .other })
        var results: [(message: String, severity: Severity?)] = []
        let needed = rules.integerCategories + (rules.integerCategories.contains(.other) ? [] : [.other])
        let missing = needed.filter { !present.contains($0) }
        let rare = missing.filter { rules.allIntegerSamplesAreAtLeastOneMillion($0) }
        let common = missing.filter { !rare.contains($0) }
        func described(_ category: PluralCategory) -> String {
            "\(category.rawValue) (\(samples(category, rules)))"
        }
        if !common.isEmpty {
            var message = "\(name) lacks the plural \(common.count == 1 ? "category" : "categories") "
                + "\(LocalizationSupport.list(common.map(described))), which \(locale) uses"
            if !rare.isEmpty {
                message += ", and \(LocalizationSupport.list(rare.map(\.rawValue))) for counts of 1,000,000 and more"
            }
            results.append((message, nil))
        } else if !rare.isEmpty {
            results.append((
                "\(name) lacks the plural \(rare.count == 1 ? "category" : "categories") \(LocalizationSupport.list(rare.map(described))), "
                    + "which \(locale) uses only for counts of 1,000,000 and more",
                .info
            ))
        }
        let unused = content.variants.compactMap(\.category).filter { $0 != .zero && $0 != .other && !rules.categories.contains($0) }
        if !unused.isEmpty {
            results.append((
                "\(name) has \(LocalizationSupport.list(unused.map(\.rawValue))), which \(locale) never selects: "
                    + "\(unused.count == 1 ? "the variant is" : "the variants are") never shown",
                .info
            ))
        }
        return results
    }

    /// CLDR's first integer samples of a category: "2~4, 22~24, 32~34, …".
    static func samples(_ category: PluralCategory, _ rules: PluralRules, limit: Int = 3) -> String {
        let samples = rules.samples(for: category)
        var shown = samples.integers.prefix(limit).map(\.description)
        if samples.integers.count > limit || samples.integersContinue { shown.append("…") }
        return shown.joined(separator: ", ")
    }
}
