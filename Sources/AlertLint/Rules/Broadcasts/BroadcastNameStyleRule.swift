import AlertSpec

/// Notification names read as subject + Did/Will + event.
public enum BroadcastNameStyleRule: Rule {
    public static let description = RuleDescription(
        id: "broadcast-name-style",
        name: "Broadcast name style",
        defaultSeverity: .warning,
        summary: "A broadcast's id (or explicit `name`) does not read as subject + `Did` or `Will` + event, or its id ends in a redundant `Notification`.",
        rationale: """
            Cocoa names notifications for what happened to whom: "[Name of associated class] + \\
            [Did | Will] + [UniquePartOfName] + Notification" (`UIApplicationDidBecomeActive`, \\
            `NSManagedObjectContextWillSave`). Observers read the name at the call site, so \\
            `albumDidChange` says when it fires and `albumUpdate` does not. In Swift the name is a \\
            `Notification.Name` constant, so a trailing `Notification` only repeats its type. An \\
            explicit `name` is judged by its last dot-separated component; a trailing \\
            `Notification` there is kept, since the name exists to match one that other code posts.
            """,
        source: "Coding Guidelines for Cocoa: Notifications",
        howToFix: "Rename the broadcast to subject + Did/Will + event: `albumDidChange`, `uploadWillStart`.",
        triggeringExamples: [
            """
            broadcasts:
              1️⃣albumUpdate:
                payload: {albumID: UUID}
            """,
            """
            broadcasts:
              1️⃣albumDidChangeNotification:
                payload: {albumID: UUID}
            """,
        ],
        nonTriggeringExamples: [
            """
            broadcasts:
              albumDidChange:
                payload: {albumID: UUID}
              uploadWillStart: {}
              legacyUpload:
                name: PhotoUploaderDidFinishNotification
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for broadcast in catalog.broadcasts {
            if let nameRange = broadcast.nameRange {
                var last = broadcast.name.split(separator: ".").last.map(String.init) ?? broadcast.name
                if last.hasSuffix("Notification"), last.count > "Notification".count { last.removeLast("Notification".count) }
                if !readsAsEvent(last) {
                    findings.append(catalog.finding(
                        at: nameRange,
                        "name '\(broadcast.name)' of broadcast '\(broadcast.id)' does not read as subject + Did or Will + event (such as 'AlbumDidChange')"
                    ))
                }
                continue
            }
            if broadcast.id.hasSuffix("Notification") {
                let shorter = String(broadcast.id.dropLast("Notification".count))
                findings.append(catalog.finding(
                    at: broadcast.idRange,
                    "broadcast '\(broadcast.id)' ends in 'Notification', which its Notification.Name type already says; call it '\(shorter)'"
                ))
            } else if !readsAsEvent(broadcast.id) {
                findings.append(catalog.finding(
                    at: broadcast.idRange,
                    "broadcast '\(broadcast.id)' does not read as subject + Did or Will + event; name it for what happened\(suggestion(for: broadcast.id))"
                ))
            }
        }
        return findings
    }

    /// `albumDidChange`, `UploadWillStart`: a subject, then `Did` or `Will`, then an event
    /// starting with a capital letter.
    static func readsAsEvent(_ name: String) -> Bool {
        for marker in ["Did", "Will"] {
            var searchStart = name.startIndex
            while let range = name.range(of: marker, range: searchStart..<name.endIndex) {
                if range.lowerBound > name.startIndex, range.upperBound < name.endIndex, name[range.upperBound].isUppercase {
                    return true
                }
                searchStart = name.index(after: range.lowerBound)
            }
        }
        return false
    }

    /// `albumUpdate` → `, such as 'albumDidUpdate'`: the last word as the event of the rest.
    /// An id that starts with its verb has no subject to keep.
    static func suggestion(for id: String) -> String {
        if id.hasPrefix("did") || id.hasPrefix("will") {
            return " to whom, such as 'upload\(id.prefix(1).uppercased() + id.dropFirst())'"
        }
        guard let lastCapital = id.lastIndex(where: \.isUppercase), lastCapital > id.startIndex else { return ", such as '\(id)DidChange'" }
        return ", such as '\(id[..<lastCapital])Did\(id[lastCapital...])'"
    }
}
