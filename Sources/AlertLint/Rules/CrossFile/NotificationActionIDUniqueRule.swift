import AlertSpec

/// Category and action identifiers are app-wide: the response handler switches on them.
public enum NotificationActionIDUniqueRule: CrossCatalogRule {
    public static let description = RuleDescription(
        id: "notification-action-id-unique",
        name: "Notification action ids unique",
        defaultSeverity: .error,
        summary: "Two categories share an id, or one action id names actions that differ, across all files linted together.",
        rationale: """
            UserNotifications identifies categories and actions by their identifier strings: a \
            second category with a registered identifier replaces the first, and the delegate's \
            `userNotificationCenter(_:didReceive:withCompletionHandler:)` learns which action was \
            chosen only from `actionIdentifier`. One identifier standing for two different actions \
            makes the response ambiguous. Reusing the same action in several categories is fine.
            """,
        source: "UN: UNNotificationCategory, UNNotificationAction",
        howToFix: "Give each category its own id, and a different action its own id (or make the actions identical).",
        triggeringExamples: [
            """
            notifications:
              photoShared:
                body: A photo was shared with you.
                category:
                  id: PHOTO
                  actions: [{id: view, title: View}]
              albumShared:
                body: An album was shared with you.
                1️⃣category:
                  id: PHOTO
                  actions: [{id: view, title: View}]
            """,
            """
            notifications:
              photoShared:
                body: A photo was shared with you.
                category:
                  actions: [{id: save, title: Save, options: [foreground]}]
              albumShared:
                body: An album was shared with you.
                category:
                  actions: [1️⃣{id: save, title: Save to Library}]
            """,
        ],
        nonTriggeringExamples: [
            """
            notifications:
              photoShared:
                body: A photo was shared with you.
                category:
                  actions: [{id: save, title: Save}]
              albumShared:
                body: An album was shared with you.
                category:
                  actions: [{id: save, title: Save}]
            """,
        ]
    )

    public static func check(_ files: [CrossFileFacts], options: NoOptions, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        // The first of each id by the index of its file: a copy of the file's facts in every
        // entry would make the table as large as the facts.
        var categories: [String: (file: Int, category: CrossFileFacts.Category)] = [:]
        var actions: [String: (file: Int, action: CrossFileFacts.Action)] = [:]
        for (fileIndex, file) in files.enumerated() {
            for category in file.categories {
                if let earlier = categories[category.id] {
                    findings.append(file.finding(
                        at: category.keyRange,
                        "category id '\(category.id)' of notification '\(category.notification)' is already used by another category; registering it replaces the first"
                    ).noting("the first category '\(category.id)' is here", at: files[earlier.file].sourceRange(earlier.category.keyRange)))
                } else {
                    categories[category.id] = (fileIndex, category)
                }
                for action in category.actions {
                    guard let earlier = actions[action.id] else {
                        actions[action.id] = (fileIndex, action)
                        continue
                    }
                    if let difference = difference(earlier.action.traits, action.traits) {
                        findings.append(file.finding(
                            at: action.range,
                            "action id '\(action.id)' names another action with a different \(difference); the response handler cannot tell them apart"
                        ).noting("'\(action.id)' is first defined here", at: files[earlier.file].sourceRange(earlier.action.range)))
                    }
                }
            }
        }
        return findings
    }

    /// What differs between two actions with one id, or nil when they are the same action.
    static func difference(_ first: CrossFileFacts.Action.Traits, _ second: CrossFileFacts.Action.Traits) -> String? {
        if first.title != second.title || first.translations != second.translations { return "title" }
        if first.options != second.options { return "set of options" }
        if first.textInput != second.textInput { return "text input" }
        return nil
    }
}
