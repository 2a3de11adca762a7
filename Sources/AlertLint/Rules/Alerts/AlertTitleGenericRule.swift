import AlertSpec

/// An alert title that says nothing about the situation.
public enum AlertTitleGenericRule: Rule {
    public struct Options: RuleOptions {
        /// Titles that say nothing.
        public var words = ["Error", "Warning", "Alert", "Oops", "Failure", "Attention"]

        public init() {}

        public static var fields: [OptionField<Options>] {
            [.strings("words", \.words)]
        }
    }

    public static let description = RuleDescription(
        id: "alert-title-generic",
        name: "Generic alert title",
        defaultSeverity: .warning,
        summary: "An alert's title is only a generic word such as \"Error\" or \"Oops\" (English development language).",
        rationale: """
            The HIG: "Write a title that clearly and succinctly describes the situation… Avoid \
            writing a title that doesn’t convey useful information — like “Error” or “Error 329347 \
            occurred”." People read the title first; a generic one makes them read the message to \
            learn anything.
            """,
        source: "HIG: Alerts (Content)",
        howToFix: "Say what happened in the title (\"Photo Couldn’t Be Saved\"); keep the details in the message.",
        options: [
            RuleOptionDescription(
                key: "words", defaultValue: "[Error, Warning, Alert, Oops, Failure, Attention]",
                summary: "Titles that say nothing, compared trimmed, case-insensitively and without ending punctuation."
            ),
        ],
        triggeringExamples: [
            """
            alerts:
              saveFailed:
                title: 1️⃣Error
                message: The photo couldn’t be saved because your storage is full.
                actions: [OK]
              networkDown:
                title: 2️⃣"OOPS!"
                message: You’re offline.
                actions: [OK]
            """,
            RuleExample(
                """
                alerts:
                  saveFailed:
                    title: 1️⃣Problem
                    message: The photo couldn’t be saved.
                    actions: [OK]
                """,
                options: "words: [Problem]"
            ),
        ],
        nonTriggeringExamples: [
            """
            alerts:
              saveFailed:
                title: Photo Couldn’t Be Saved
                message: Your storage is full.
                actions: [OK]
              errorReport:
                title: Send Error Report?
                actions: [{title: Cancel, role: cancel}, Send]
            """,
            RuleExample(
                """
                alerts:
                  saveFailed:
                    title: Error
                    message: The photo couldn’t be saved.
                    actions: [OK]
                """,
                options: "words: [Oops]"
            ),
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: Options, context: LintContext) -> [Finding] {
        guard EnglishCopy.applies(to: catalog) else { return [] }
        var findings: [Finding] = []
        for alert in catalog.alerts {
            guard let title = alert.title, !title.isBlankSomewhere,
                  EnglishCopy.developmentVariants(of: title).contains(where: { EnglishCopy.bareTitleIsOneOf($0, options.words) })
            else { continue }
            findings.append(catalog.finding(
                at: title.range,
                "the title “\(EnglishCopy.trimmed(title.developmentText))” of \(alert.displayName) says nothing about the situation; say what happened, such as “Photo Couldn’t Be Saved”"
            ))
        }
        return findings
    }
}
