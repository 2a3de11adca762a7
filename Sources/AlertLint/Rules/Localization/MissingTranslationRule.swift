import AlertSpec

/// A text with no translation for a locale the catalog is to be translated into.
public enum MissingTranslationRule: Rule {
    public static let description = RuleDescription(
        id: "missing-translation",
        name: "Missing translation",
        defaultSeverity: .warning,
        summary: """
            A text has no translation, in the spec or in a configured catalog, for a locale of \
            `locales`; one finding per text lists every missing locale.
            """,
        rationale: """
            A text without a translation is shown in the development language to everyone who \
            reads another: one English button in a German alert. `locales` (in the spec or the \
            configuration) says which languages the app ships, so each of its texts needs a \
            translation for each of them, written in the spec or held by a catalog that \
            `translations:` names. The development language needs none, and neither does a text \
            with no letters outside its placeholders (`{name}`). The placeholders of the legacy \
            `style: loginAndPasswordInput` (Login, Password) are strings-table texts like any \
            other and are checked too (decision 0031): write the fields under `textFields` to \
            translate them.
            """,
        source: "Foundation: Bundle.localizedString falls back to the development language",
        howToFix: """
            Add a translation for each listed locale under the text's `translations:` (or in the \
            catalog), or remove a locale the app does not ship from `locales`.
            """,
        triggeringExamples: [
            RuleExample(
                """
                locales: [de, ja]
                alerts:
                  deletePhoto:
                    title: {text: Delete Photo?, translations: {de: Foto löschen?, ja: 写真を削除しますか?}}
                    message: 1️⃣This photo will be deleted from all your devices.
                    actions:
                      - {title: {text: Cancel, translations: {de: Abbrechen, ja: キャンセル}}, role: cancel}
                      - {title: 2️⃣{text: Delete, translations: {de: Löschen}}, role: destructive}
                """,
                note: "One finding per text, listing every missing locale."
            ),
            RuleExample(
                """
                locales: [de]
                alerts:
                  signIn:
                    title: {text: Sign In, translations: {de: Anmelden}}
                    style: 1️⃣loginAndPasswordInput
                    actions:
                      - {title: {text: Cancel, translations: {de: Abbrechen}}, role: cancel}
                      - {title: {text: Sign In, translations: {de: Anmelden}}}
                """,
                note: "The shorthand's placeholders Login and Password have no translation (decision 0031)."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                locales: [de]
                alerts:
                  deletePhotos:
                    parameters: {count: Int, name: String}
                    title:
                      plural: count
                      one: Delete Photo?
                      other: Delete {count} Photos?
                      translations:
                        de: {one: Foto löschen?, other: "{count} Fotos löschen?"}
                    message: "{name}"
                    actions:
                      - {title: {text: Cancel, translations: {de: Abbrechen}}, role: cancel}
                      - {title: {text: Delete, translations: {de: Löschen}}, role: destructive}
                """,
                note: "A text that is only a placeholder has nothing to translate."
            ),
            """
            alerts:
              deletePhoto:
                title: Delete Photo?
                actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        let locales = catalog.locales.map(\.value).filter { $0 != catalog.developmentLanguage }
        guard !locales.isEmpty else { return [] }
        // A closure, not the key path `\.style?.range`: the runtime's projection of an
        // optional-chained key path copies overlapping memory, which AddressSanitizer stops on.
        let styleRanges = Set(catalog.alerts.compactMap { $0.style?.range })
        var findings: [Finding] = []
        // The shorthand's placeholders share the `style:` value: one finding there for all.
        var styleTexts: [(text: Text, missing: [String])] = []
        for (text, _) in context.analysis(of: catalog).textsWithParameters where !LocalizationSupport.hasNothingToTranslate(text) {
            var missing: [String] = []
            for locale in locales where text.translation(for: locale) == nil && !missing.contains(locale.identifier) {
                missing.append(locale.identifier)
            }
            guard !missing.isEmpty else { continue }
            if styleRanges.contains(text.range) {
                styleTexts.append((text, missing))
                continue
            }
            findings.append(catalog.finding(
                at: text.range,
                "'\(text.key)' (\"\(text.developmentText)\") has no translation for \(LocalizationSupport.list(missing))"
            ))
        }
        for range in styleRanges.sorted() {
            let texts = styleTexts.filter { $0.text.range == range }
            guard !texts.isEmpty else { continue }
            let described = texts.map { "\"\($0.text.developmentText)\" ('\($0.text.key)') has none for \(LocalizationSupport.list($0.missing))" }
            findings.append(catalog.finding(
                at: range,
                "the placeholders 'style' stands for have no translations: \(described.joined(separator: ", ")); "
                    + "write the text fields under 'textFields' with translations, or translate their keys in a catalog"
            ))
        }
        return findings
    }
}
