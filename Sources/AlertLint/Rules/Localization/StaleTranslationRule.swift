import AlertSpec

/// A catalog translation that its String Catalog marks as not finished.
public enum StaleTranslationRule: Rule {
    /// The String Catalog states that mean a translation still needs a translator.
    static let unfinishedStates = ["new", "needs_review", "stale"]

    public static let description = RuleDescription(
        id: "stale-translation",
        name: "Stale translation",
        defaultSeverity: .info,
        summary: """
            A configured catalog holds a translation whose String Catalog state is `new`, \
            `needs_review` or `stale`; the finding is at the spec's text, with a note at the \
            catalog entry.
            """,
        rationale: """
            Xcode marks a translation `needs_review` when its source text changed, `new` when \
            nobody has translated it yet (the value is often the development text copied over), \
            and `stale` when the key was no longer found; the app still shows such a value. \
            Listing them before a release keeps an outdated or placeholder translation from \
            shipping unnoticed. `.strings` and `.stringsdict` files have no state and never fire; \
            neither do translations written in the spec, which are authoritative.
            """,
        source: "Xcode String Catalogs: translation states",
        howToFix: """
            Review the translation in the catalog and mark it translated, or write the reviewed \
            translation under the text's `translations:` in the spec.
            """,
        triggeringExamples: [
            RuleExample(
                """
                locales: [de]
                alerts:
                  deletePhoto:
                    title: 1️⃣Delete Photo?
                    actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]
                """,
                note: "The catalog's de title is marked needs_review.",
                catalogEntries: [
                    .init(file: "Photos.xcstrings", key: "Example.deletePhoto.title", locale: "de", state: "needs_review", "Foto löschen?"),
                    .init(file: "Photos.xcstrings", key: "Example.deletePhoto.actions.cancel", locale: "de", state: "translated", "Abbrechen"),
                ]
            ),
        ],
        nonTriggeringExamples: [
            """
            locales: [de]
            alerts:
              deletePhoto:
                title: {text: Delete Photo?, translations: {de: Foto löschen?}}
                actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for text in catalog.allTexts {
            for translation in text.translations {
                guard let entry = translation.catalogEntry, let state = entry.state, unfinishedStates.contains(state) else { continue }
                let value = entry.formats.last?.format ?? translation.content.primaryTemplate.source
                findings.append(catalog.finding(
                    at: text.range,
                    "the \(translation.locale) translation of '\(text.key)' (\"\(value)\") is marked '\(state)' in \(LocalizationSupport.fileName(entry)); review it"
                ).notingOrigin(of: translation))
            }
        }
        return findings
    }
}
