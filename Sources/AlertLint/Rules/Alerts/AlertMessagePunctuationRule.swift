import AlertSpec

/// An alert message that does not end like a sentence.
public enum AlertMessagePunctuationRule: Rule {
    public static let description = RuleDescription(
        id: "alert-message-punctuation",
        name: "Alert message punctuation",
        defaultSeverity: .warning,
        summary: """
            An alert's message does not end with `.` `?` `!` or `…`, optionally followed by a \
            closing quote or parenthesis (English development language).
            """,
        rationale: """
            The HIG: "If you need to add an informative message, keep it as short as possible, using \
            complete sentences, sentence-style capitalization, and appropriate punctuation." A \
            message that is only a placeholder is skipped: its punctuation is in the value.
            """,
        source: "HIG: Alerts (Content)",
        howToFix: "Write the message as complete sentences and end it with a period (or a question mark).",
        triggeringExamples: [
            """
            alerts:
              syncFailed:
                title: Sync Failed
                message: 1️⃣Check your connection and try again
                actions: [OK]
              deletePhotos:
                parameters: {count: Int}
                title: Delete Photos?
                message:
                  2️⃣plural: count
                  one: This photo will be deleted.
                  other: "{count} photos will be deleted"
                actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              syncFailed:
                title: Sync Failed
                message: Check your connection and try again.
                actions: [OK]
              renameFailed:
                parameters: {reason: String}
                title: Rename Failed
                message: "{reason}"
                actions: [OK]
              quoted:
                parameters: {name: String}
                title: Can’t Open File
                message: The file is named “{name}.”
                actions: [OK]
              waiting:
                title: Still Uploading
                message: Photos will upload when you’re back online…
                actions: [OK]
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        guard EnglishCopy.applies(to: catalog) else { return [] }
        var findings: [Finding] = []
        for alert in catalog.alerts {
            guard let message = alert.message, !message.isBlankSomewhere else { continue }
            let unfinished = message.content.variants.map(\.template).filter { template in
                !EnglishCopy.isOnlyPlaceholder(template) && !EnglishCopy.endsAsSentence(template.source)
            }
            guard let first = unfinished.first else { continue }
            findings.append(catalog.finding(
                at: message.range,
                "the message “\(EnglishCopy.trimmed(first.source))” of \(alert.displayName) does not end like a sentence; write complete sentences and end with a period"
            ))
        }
        return findings
    }
}
