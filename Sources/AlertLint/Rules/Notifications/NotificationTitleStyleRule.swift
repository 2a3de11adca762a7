import AlertDiagnostics
import AlertSpec

/// A notification title is a short, title-case fragment without ending punctuation.
public enum NotificationTitleStyleRule: Rule {
    /// What may not end a notification title.
    static let endingPunctuation: Set<Character> = [".", ",", ":", ";", "!", "?", "…"]
    /// Closing quotes and brackets looked past to find the last character.
    static let closers: Set<Character> = ["\"", "'", "”", "’", "»", ")", "]", "」", "』"]

    public static let description = RuleDescription(
        id: "notification-title-style",
        name: "Notification title style",
        defaultSeverity: .warning,
        summary: "A notification's title is not title-style capitalized, or ends with punctuation.",
        rationale: """
            HIG, Notifications: "Create a short title if it provides context for the notification \
            content. […] Use title-style capitalization and no ending punctuation." A title is a \
            label read at a glance on the Lock Screen, not a sentence.
            """,
        source: "HIG: Notifications",
        howToFix: """
            Capitalize every word except minor words (a, an, the, and, of, in, to, …) that are \
            neither first nor last, and drop the ending punctuation.
            """,
        triggeringExamples: [
            """
            notifications:
              newComment:
                title: 1️⃣New comment on your photo
                body: Someone commented on your photo.
            """,
            """
            notifications:
              backupDone:
                title: 1️⃣Backup Complete!
                body: Your photos are backed up.
              storageFull:
                title: 2️⃣"Storage Almost Full."
                body: Free up space to keep backing up.
            """,
        ],
        nonTriggeringExamples: [
            """
            notifications:
              newComment:
                parameters: {album: String}
                title: New Comment in {album}
                body: Someone commented on a photo in {album}.
              reminder:
                title: Finish Setting Up iCloud Backup
                body: Sign in to keep your photos safe.
            """,
            // English copy only.
            """
            developmentLanguage: de
            notifications:
              newComment:
                title: neuer Kommentar!
                body: Jemand hat dein Foto kommentiert.
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        guard EnglishCopy.applies(to: catalog) else { return [] }
        var findings: [Finding] = []
        for notification in catalog.notifications {
            guard let title = notification.title, !title.isBlankSomewhere else { continue }
            var lowerCase: [String] = []
            var ending: Character?
            for variant in title.content.variants.map(\.template.source) {
                // Words as written, without the punctuation that ends them ("trip." → "trip").
                let words = EnglishCopy.lowerCaseWords(in: variant).map { String($0.reversed().drop { !$0.isLetter }.reversed()) }
                for word in words where !lowerCase.contains(word) {
                    lowerCase.append(word)
                }
                ending = ending ?? Self.ending(of: variant)
            }
            var problems: [String] = []
            if !lowerCase.isEmpty { problems.append("capitalize " + lowerCase.map { "'\($0)'" }.joined(separator: ", ")) }
            if let ending { problems.append("drop the ending '\(ending)'") }
            guard !problems.isEmpty else { continue }
            findings.append(catalog.finding(
                at: title.range,
                "title of notification '\(notification.id)' should be title-style with no ending punctuation; "
                    + problems.joined(separator: " and ")
            ))
        }
        return findings
    }

    /// The punctuation that ends the title, past closing quotes and brackets.
    static func ending(of title: String) -> Character? {
        let last = EnglishCopy.trimmed(title).reversed().drop { closers.contains($0) }.first
        return last.flatMap { endingPunctuation.contains($0) ? $0 : nil }
    }
}
