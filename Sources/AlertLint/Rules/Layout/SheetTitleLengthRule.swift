import AlertSpec

/// An action sheet title that does not fit on one line, in some locale.
public enum SheetTitleLengthRule: Rule {
    public struct Options: WidthRuleOptions {
        /// The most lines a title may take.
        public var lines = 1
        public var geometry = Geometry.Version.ios18
        public var samples = SampleValues()

        public init() {}

        public static var fields: [OptionField<Options>] { widthFields }
    }

    public static let description = RuleDescription(
        id: "sheet-title-length",
        name: "Action sheet title length",
        defaultSeverity: .warning,
        summary: "An action sheet's title wraps to more than `lines` lines (estimated) in the development language or a translation.",
        rationale: """
            The HIG: "Aim to keep titles short enough to display on a single line. A long title is \
            difficult to read quickly and might get truncated or require people to scroll." Every \
            locale and plural variant is measured, placeholders as sample values. The line count is \
            an estimate: widths come from fonts with metrics close to the system font's \
            (docs/width-model.md), at 13 pt semibold in the 272 pt wide text area of a sheet on the \
            narrowest iPhone.
            """,
        source: "HIG: Action sheets (Best practices)",
        howToFix: "Shorten the title, or leave it out: the action that opened the sheet usually gives enough context.",
        options: WidthRuleDocs.options(lines: 1, linesSummary: "The most lines a title may wrap to."),
        triggeringExamples: [
            """
            actionSheets:
              photoOptions:
                title: 1️⃣Choose What to Do with the Selected Photos in Your Library and Shared Albums
                actions: [Share…, Duplicate, {title: Cancel, role: cancel}]
            """,
            """
            locales: [de]
            actionSheets:
              discardDraft:
                title:
                  1️⃣text: Discard This Draft?
                  translations:
                    de: Möchtest du diesen Entwurf wirklich endgültig verwerfen?
                actions:
                  - {title: Discard Draft, role: destructive}
                  - {title: Cancel, role: cancel}
            """,
        ],
        nonTriggeringExamples: [
            """
            locales: [de, ja]
            actionSheets:
              discardDraft:
                title:
                  text: Discard This Draft?
                  translations: {de: Entwurf verwerfen?, ja: 下書きを破棄しますか?}
                actions:
                  - {title: Discard Draft, role: destructive}
                  - {title: Cancel, role: cancel}
            """,
            RuleExample(
                """
                actionSheets:
                  photoOptions:
                    title: Choose What to Do with the Selected Photos in Your Library and Shared Albums
                    actions: [Share…, Duplicate, {title: Cancel, role: cancel}]
                """,
                options: "lines: 2"
            ),
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: Options, context: LintContext) -> [Finding] {
        WidthFindings.titleLength(
            catalog, definitions: catalog.actionSheets, slot: options.resolvedGeometry.sheetTitle,
            limit: options.lines, samples: options.samples, analysis: context.analysis(of: catalog)
        )
    }
}
