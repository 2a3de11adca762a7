import AlertDiagnostics
import AlertSpec

/// A notification body is written in complete sentences and never truncated by hand.
public enum NotificationBodyStyleRule: Rule {
    public static let description = RuleDescription(
        id: "notification-body-style",
        name: "Notification body style",
        defaultSeverity: .warning,
        summary: """
            A notification's body ends in "…" or "...", or does not end with `.`, `?`, `!` (optionally \
            followed by a closing quote or parenthesis).
            """,
        rationale: """
            HIG, Notifications: "Write succinct, easy-to-read notification content. […] Use complete \
            sentences, sentence case, and proper punctuation, and don’t truncate your notification’s \
            message — the system does this automatically when necessary." A body cut short with an \
            ellipsis looks truncated even where the whole text would fit.
            """,
        source: "HIG: Notifications",
        howToFix: "Write the body as one or two complete sentences and end it with a period, question mark or exclamation mark.",
        triggeringExamples: [
            """
            notifications:
              newComment:
                parameters: {person: String}
                title: New Comment
                body: 1️⃣"{person} commented on your photo: Great shot…"
              backupDone:
                title: Backup Complete
                body: 2️⃣Your photos are backed up
            """,
            """
            notifications:
              photosAdded:
                parameters: {count: Int}
                title: New Photos
                body:
                  1️⃣plural: count
                  one: A photo was added.
                  other: "{count} photos were added..."
            """,
        ],
        nonTriggeringExamples: [
            """
            notifications:
              newComment:
                parameters: {person: String}
                title: New Comment
                body: "{person} commented on your photo."
              question:
                title: Still There?
                body: Are you still watching “Nature”?
              statusOnly:
                parameters: {status: String}
                title: Status
                body: "{status}"
            """,
            // English copy only.
            """
            developmentLanguage: ja
            notifications:
              newComment:
                title: 新しいコメント
                body: 写真にコメントがあります
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        guard EnglishCopy.applies(to: catalog) else { return [] }
        var findings: [Finding] = []
        for notification in catalog.notifications {
            let body = notification.body
            guard !body.isBlankSomewhere else { continue }
            // One finding per body: the first variant that breaks a rule says how.
            for template in body.content.variants.map(\.template) where !EnglishCopy.isOnlyPlaceholder(template) {
                let source = template.source
                let problem: String
                if let ellipsis = trailingEllipsis(source) {
                    problem = "ends with '\(ellipsis)'; write the whole sentence and end it with a period, "
                        + "as the system truncates long bodies itself"
                } else if !EnglishCopy.endsAsSentence(source) {
                    problem = "does not end with '.', '?' or '!'; write it as a complete sentence"
                } else {
                    continue
                }
                findings.append(catalog.finding(at: body.range, "body of notification '\(notification.id)' \(problem)"))
                break
            }
        }
        return findings
    }

    /// "…" or "..." at the end, past closing quotes and brackets.
    static func trailingEllipsis(_ text: String) -> String? {
        let closers = NotificationTitleStyleRule.closers
        let stripped = String(EnglishCopy.trimmed(text).reversed().drop { closers.contains($0) }.reversed())
        if stripped.hasSuffix("...") { return "..." }
        if stripped.hasSuffix("…") { return "…" }
        return nil
    }
}
