import AlertSpec

/// A message that tells people to tap, click or press.
public enum MessageNamesGestureRule: Rule {
    public static let description = RuleDescription(
        id: "message-names-gesture",
        name: "Message names a gesture",
        defaultSeverity: .warning,
        summary: """
            An alert or action sheet message says "tap", "click" or "press" (as a whole word, in \
            any form: taps, tapped, clicking…; English development language).
            """,
        rationale: """
            The HIG: "Avoid explaining alert buttons… In rare cases where you need to provide \
            guidance on choosing a button, use a term like choose to account for people’s current \
            device and interaction method, and refer to a button using its exact title without \
            quotes." People tap on iPhone, click on a Mac with Mac Catalyst, and use keyboards, \
            pointers, Switch Control and Voice Control.
            """,
        source: "HIG: Alerts (Content)",
        howToFix: "Don't explain the buttons; if you must, say \"choose\" and name the button by its exact title.",
        triggeringExamples: [
            """
            alerts:
              enableBackup:
                title: Turn On iCloud Backup?
                message: 1️⃣Tap Turn On to back up your photos.
                actions: [{title: Not Now, role: cancel}, Turn On]
            actionSheets:
              photoOptions:
                message: 2️⃣After clicking Share, pick an app.
                actions: [Share…, {title: Cancel, role: cancel}]
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              enableBackup:
                title: Turn On iCloud Backup?
                message: Choose Turn On to back up your photos.
                actions: [{title: Not Now, role: cancel}, Turn On]
              exportVideo:
                title: Export Video?
                message: The video will be compressed to save space.
                actions: [{title: Cancel, role: cancel}, Export]
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        guard EnglishCopy.applies(to: catalog) else { return [] }
        var findings: [Finding] = []
        for definition in catalog.alerts + catalog.actionSheets {
            guard let message = definition.message, !message.isBlankSomewhere,
                  let word = EnglishCopy.developmentVariants(of: message).lazy.compactMap(EnglishCopy.gestureWord).first
            else { continue }
            findings.append(catalog.finding(
                at: message.range,
                "the message of \(definition.displayName) says “\(word)”; people choose buttons in many ways: don’t explain the buttons, or say “choose” and name the button by its exact title"
            ))
        }
        return findings
    }
}
