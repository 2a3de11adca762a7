import AlertDiagnostics
import AlertSpec

/// A button title that ends with punctuation.
public enum ButtonTitlePunctuationRule: Rule {
    public static let description = RuleDescription(
        id: "button-title-punctuation",
        name: "Button title punctuation",
        defaultSeverity: .warning,
        summary: """
            A button title ends with `.` `!` `?` `:` or "..." (English development language); an \
            ellipsis `…` is allowed.
            """,
        rationale: """
            The HIG: "As with all button titles, use title-style capitalization and no ending \
            punctuation." The ellipsis is the exception: on a button it says that more input \
            follows before the action happens. Three periods read like one, so they are written \
            as the ellipsis character.
            """,
        source: "HIG: Alerts (Buttons)",
        howToFix: "Remove the ending punctuation; write \"...\" as the ellipsis character \"…\".",
        triggeringExamples: [
            """
            alerts:
              deletePhoto:
                title: Delete Photo?
                actions:
                  - {title: Cancel, role: cancel}
                  - 1️⃣{title: Delete!, role: destructive}
            actionSheets:
              photoOptions:
                actions:
                  - 2️⃣Share...
                  - 3️⃣"Move To:"
                  - {title: Cancel, role: cancel}
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              deletePhoto:
                title: Delete Photo?
                actions:
                  - {title: Cancel, role: cancel}
                  - {title: Delete, role: destructive}
            actionSheets:
              photoOptions:
                actions:
                  - Share…
                  - {title: Cancel, role: cancel}
            """,
        ],
        corrections: [
            RuleCorrection(
                """
                alerts:
                  deletePhoto:
                    title: Delete Photo?
                    actions:
                      - {title: Cancel, role: cancel}
                      - 1️⃣{title: Delete!, role: destructive}
                actionSheets:
                  photoOptions:
                    actions:
                      - 2️⃣Share...
                      - 3️⃣"Move To:"
                      - 4️⃣{id: rename, title: {text: 'Rename?', translations: {de: Umbenennen?}}}
                      - {title: Cancel, role: cancel}
                """,
                """
                alerts:
                  deletePhoto:
                    title: Delete Photo?
                    actions:
                      - {title: Cancel, role: cancel}
                      - {title: Delete, role: destructive}
                actionSheets:
                  photoOptions:
                    actions:
                      - Share…
                      - "Move To"
                      - {id: rename, title: {text: 'Rename', translations: {de: Umbenennen?}}}
                      - {title: Cancel, role: cancel}
                """
            ),
        ],
        fixItTitle: "Remove the ending punctuation",
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        guard EnglishCopy.applies(to: catalog) else { return [] }
        var findings: [Finding] = []
        for button in context.analysis(of: catalog).buttons where !button.title.isBlankSomewhere {
            let variants = EnglishCopy.developmentVariants(of: button.title)
            guard let ending = variants.lazy.compactMap(EnglishCopy.forbiddenButtonEnding).first else { continue }
            let title = EnglishCopy.trimmed(button.title.developmentText)
            let isEllipsis = ending == "..."
            var fixIts: [FixIt] = []
            // Only a title that keeps some text after the fix: "?" alone has nothing to keep.
            if ending.count < title.count,
               let edit = SpecEdits.replacingEnd(
                   of: button.title, dropping: ending.utf8.count, with: isEllipsis ? "…" : "", in: context.files[catalog.path]) {
                fixIts = [FixIt(title: isEllipsis ? "Write “...” as “…”" : "Remove “\(ending)”", edits: [edit], safety: .safe)]
            }
            let advice = isEllipsis ? "write the ellipsis as “…”" : "remove “\(ending)”; button titles have no ending punctuation"
            findings.append(catalog.finding(
                at: button.range,
                "the title “\(title)” of \(button.owner) ends with “\(ending)”; \(advice)",
                fixIts: fixIts
            ))
        }
        return findings
    }
}
