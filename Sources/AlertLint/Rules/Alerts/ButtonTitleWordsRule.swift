import AlertSpec

/// A button title too long to read at a glance.
public enum ButtonTitleWordsRule: Rule {
    public struct Options: RuleOptions {
        /// The most words a button title may have.
        public var max = 3

        public init() {}

        public static var fields: [OptionField<Options>] {
            [.integer("max", \.max, in: 1...20)]
        }
    }

    public static let description = RuleDescription(
        id: "button-title-words",
        name: "Button title words",
        defaultSeverity: .warning,
        summary: "A button title has more than `max` words (English development language).",
        rationale: """
            The HIG: "Create succinct, logical button titles. Aim for a one- or two-word title that \
            describes the result of selecting the button." Long titles truncate or force the \
            buttons of an alert to stack.
            """,
        source: "HIG: Alerts (Buttons)",
        howToFix: "Shorten the title to the verb and, if needed, its object (\"Delete\", \"Keep Both\"); move explanations into the message.",
        options: [
            RuleOptionDescription(
                key: "max", defaultValue: "3",
                summary: "The most words a title may have. A word is a whitespace-separated token with a letter or digit; a placeholder or hyphenated word counts once."
            ),
        ],
        triggeringExamples: [
            """
            alerts:
              enableBackup:
                title: Turn On iCloud Backup?
                actions:
                  - {title: Not Now, role: cancel}
                  - 1️⃣{title: Yes I Want to Back Up, preferred: true}
            """,
            RuleExample(
                """
                alerts:
                  replaceFile:
                    title: Replace “Report.pdf”?
                    actions:
                      - {title: Cancel, role: cancel}
                      - 1️⃣Keep Both Files
                """,
                options: "max: 2"
            ),
        ],
        nonTriggeringExamples: [
            """
            alerts:
              replaceFile:
                title: Replace “Report.pdf”?
                parameters: {name: String}
                actions:
                  - {title: Cancel, role: cancel}
                  - Keep Both Files
                  - Save & Replace
                  - Open {name} in-place
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: Options, context: LintContext) -> [Finding] {
        guard EnglishCopy.applies(to: catalog) else { return [] }
        var findings: [Finding] = []
        for button in context.analysis(of: catalog).buttons where !button.title.isBlankSomewhere {
            let count = EnglishCopy.developmentVariants(of: button.title).map { EnglishCopy.words($0).count }.max() ?? 0
            guard count > options.max else { continue }
            findings.append(catalog.finding(
                at: button.range,
                "the title “\(EnglishCopy.trimmed(button.title.developmentText))” of \(button.owner) has \(count) words; keep button titles to \(options.max == Options().max ? "one or two words, at most 3" : "at most \(options.max) words")"
            ))
        }
        return findings
    }
}
