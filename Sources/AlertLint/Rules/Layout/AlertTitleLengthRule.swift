import AlertSpec

/// An alert title that wraps to more lines than the HIG allows, in some locale.
public enum AlertTitleLengthRule: Rule {
    public struct Options: WidthRuleOptions {
        /// The most lines a title may take.
        public var lines = 2
        public var geometry = Geometry.Version.ios18
        public var samples = SampleValues()

        public init() {}

        public static var fields: [OptionField<Options>] { widthFields }
    }

    public static let description = RuleDescription(
        id: "alert-title-length",
        name: "Alert title length",
        defaultSeverity: .warning,
        summary: "An alert's title wraps to more than `lines` lines (estimated) in the development language or a translation.",
        rationale: """
            The HIG: "Write a title that clearly and succinctly describes the situation. … Avoid writing \
            a title that doesn’t convey useful information — like “Error” or “Error 329347 occurred” — \
            but also avoid overly long titles that wrap to more than two lines." A long title also \
            pushes the message down until the alert scrolls ("When possible, avoid displaying an alert \
            that scrolls"). Translations run longer than English, so every locale and plural variant \
            is measured, placeholders as sample values. The line count is an estimate: widths come \
            from fonts with metrics close to the system font's (docs/width-model.md), at 17 pt \
            semibold in a 238 pt wide text area (iOS 17/18).
            """,
        source: "HIG: Alerts (Content; iOS, iPadOS)",
        howToFix: "Shorten the title to the essential facts, and move detail into the message; in a translation, ask the translator for a shorter wording.",
        options: WidthRuleDocs.options(lines: 2, linesSummary: "The most lines a title may wrap to."),
        triggeringExamples: [
            """
            alerts:
              uploadFailed:
                title: 1️⃣Couldn’t Upload Your Photos Because Your iCloud Storage Is Full and Backups Are Paused
                actions: [OK]
            """,
            """
            locales: [de]
            alerts:
              deleteAccount:
                title:
                  1️⃣text: Delete Account?
                  translations:
                    de: Benutzerkonto und alle gespeicherten Daten unwiderruflich löschen?
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Delete, role: destructive}
            """,
            RuleExample(
                """
                alerts:
                  renameAlbum:
                    parameters: {name: String}
                    title: 1️⃣Rename the Album “{name}”
                    actions: [Cancel, Rename]
                """,
                options: "lines: 1\nsampleString: Summer Holiday in Portugal"
            ),
        ],
        nonTriggeringExamples: [
            """
            locales: [de, ja]
            alerts:
              deleteAccount:
                title:
                  text: Delete Account?
                  translations: {de: Benutzerkonto löschen?, ja: アカウントを削除しますか?}
                message: All your photos and albums will be removed from this device and from iCloud.
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Delete, role: destructive}
            """,
            RuleExample(
                """
                alerts:
                  uploadFailed:
                    title: Couldn’t Upload Your Photos Because Your iCloud Storage Is Full
                    actions: [OK]
                """,
                options: "lines: 3"
            ),
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: Options, context: LintContext) -> [Finding] {
        WidthFindings.titleLength(
            catalog, definitions: catalog.alerts, slot: options.resolvedGeometry.alertTitle,
            limit: options.lines, samples: options.samples, analysis: context.analysis(of: catalog)
        )
    }
}
