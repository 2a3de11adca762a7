import AlertDiagnostics
import AlertSpec

/// A title-case fragment that ends with a period.
public enum AlertTitlePunctuationRule: Rule {
    public static let description = RuleDescription(
        id: "alert-title-punctuation",
        name: "Alert title punctuation",
        defaultSeverity: .warning,
        summary: """
            An alert title written as a fragment in title case (two or more words, every word that \
            is not minor capitalized) ends with a period (English development language).
            """,
        rationale: """
            The HIG: "If the title is a complete sentence, use sentence-style capitalization and \
            appropriate ending punctuation. If the title is a sentence fragment, use title-style \
            capitalization, and don’t add ending punctuation." A title-case title reads as a \
            fragment, so its period is out of place; a question mark is allowed.
            """,
        source: "HIG: Alerts (Content)",
        howToFix: "Remove the period, or write the title as a sentence in sentence-style capitalization.",
        triggeringExamples: [
            """
            alerts:
              uploadFailed:
                title: 1️⃣Upload Failed.
                actions: [OK]
              storageFull:
                title: 2️⃣{text: "iCloud Storage Is Full.", translations: {de: iCloud-Speicher voll}}
                actions: [OK]
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              saveFailed:
                title: The file couldn’t be saved.
                actions: [OK]
              uploadFailed:
                title: Upload Failed
                actions: [OK]
              deletePhoto:
                title: Delete Photo?
                actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]
              loading:
                title: Loading.
                actions: [OK]
              signingIn:
                title: Signing In...
                actions: [{title: Cancel, role: cancel}]
            """,
        ],
        corrections: [
            RuleCorrection(
                """
                alerts:
                  uploadFailed:
                    title: 1️⃣Upload Failed.
                    actions: [OK]
                """,
                """
                alerts:
                  uploadFailed:
                    title: Upload Failed
                    actions: [OK]
                """
            ),
        ],
        fixItTitle: "Remove the period",
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        guard EnglishCopy.applies(to: catalog) else { return [] }
        var findings: [Finding] = []
        for alert in catalog.alerts {
            guard let title = alert.title, !title.isBlankSomewhere else { continue }
            let fragments = EnglishCopy.developmentVariants(of: title).map(EnglishCopy.trimmed).filter { variant in
                variant.hasSuffix(".") && !variant.hasSuffix("..") && EnglishCopy.isTitleCaseFragment(variant)
            }
            guard !fragments.isEmpty else { continue }
            let edit = SpecEdits.replacingEnd(of: title, dropping: 1, with: "", in: context.files[catalog.path])
            findings.append(catalog.finding(
                at: title.range,
                "the title “\(fragments[0])” of \(alert.displayName) is a title-case fragment that ends with a period; remove the period, or write it as a sentence",
                fixIts: edit.map { [FixIt(title: description.fixItTitle!, edits: [$0], safety: .safe)] } ?? []
            ))
        }
        return findings
    }
}
