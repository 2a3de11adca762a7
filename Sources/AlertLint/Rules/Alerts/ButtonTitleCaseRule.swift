import AlertSpec

/// A button title that is not title-style capitalized.
public enum ButtonTitleCaseRule: Rule {
    public static let description = RuleDescription(
        id: "button-title-case",
        name: "Button title case",
        defaultSeverity: .warning,
        summary: "A button title is not title-style capitalized (English development language).",
        rationale: """
            The HIG: "As with all button titles, use title-style capitalization and no ending \
            punctuation." In title style every word is capitalized except minor words (articles, \
            short conjunctions and prepositions) inside the title: "Add to Album", "Sign In".
            """,
        source: "HIG: Alerts (Buttons)",
        howToFix: """
            Capitalize the first and last word and every word that is not a minor word (a, an, the, \
            and, but, or, for, so, as, at, by, in, of, off, on, out, per, to, up, via, from, into, \
            onto, over, with).
            """,
        triggeringExamples: [
            """
            alerts:
              signIn:
                title: Sign In Required
                actions:
                  - {title: Cancel, role: cancel}
                  - 1️⃣{title: Sign in, preferred: true}
            actionSheets:
              photoOptions:
                actions:
                  - 2️⃣add to album
                  - 3️⃣Save to files
                  - {title: Cancel, role: cancel}
            progress:
              exporting:
                title: Exporting…
                cancel: 4️⃣stop export
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              signIn:
                title: Sign In Required
                actions:
                  - {title: Not Now, role: cancel}
                  - {title: Sign In, preferred: true}
              signOut:
                title: Sign Out?
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Log Out, role: destructive}
            actionSheets:
              photoOptions:
                actions:
                  - Add to Album
                  - Upload to iCloud
                  - Open in {appName}
                  - Save as PDF
                  - Save To Files
                  - 2 More…
                  - {title: Cancel, role: cancel}
                parameters: {appName: String}
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        guard EnglishCopy.applies(to: catalog) else { return [] }
        var findings: [Finding] = []
        for button in context.analysis(of: catalog).buttons where !button.title.isBlankSomewhere {
            var flagged: [String] = []
            for variant in EnglishCopy.developmentVariants(of: button.title) {
                for word in EnglishCopy.lowerCaseWords(in: variant) where !flagged.contains(String(word)) {
                    flagged.append(String(word))
                }
            }
            guard !flagged.isEmpty else { continue }
            let words = flagged.map { "“\($0)”" }.joined(separator: ", ")
            findings.append(catalog.finding(
                at: button.range,
                "the title “\(EnglishCopy.trimmed(button.title.developmentText))” of \(button.owner) is not title-style capitalized; capitalize \(words)"
            ))
        }
        return findings
    }
}
