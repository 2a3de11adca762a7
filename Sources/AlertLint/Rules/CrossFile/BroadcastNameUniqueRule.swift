import AlertSpec

/// One notification name, two meanings.
public enum BroadcastNameUniqueRule: CrossCatalogRule {
    public static let description = RuleDescription(
        id: "broadcast-name-unique",
        name: "Broadcast names unique",
        defaultSeverity: .error,
        summary: "Two broadcasts linted together have one `name` but a different subject, isolation or payload.",
        rationale: """
            `NotificationCenter` delivers by name: every observer of a name receives every post of \\
            it. Two broadcasts with one name but different payloads make each side's typed \\
            conversion fail on the other's notifications — observers silently get `nil` — and a \\
            different isolation or subject changes where and from whom they expect it. Declaring the \\
            same broadcast twice, identically, is harmless.
            """,
        source: "Foundation: NotificationCenter",
        howToFix: "Give one of them its own `name`, or make the two declarations identical (better: declare it once).",
        triggeringExamples: [
            """
            broadcasts:
              albumDidChange:
                name: AlbumDidChange
                payload: {albumID: UUID}
              albumWasRenamed:
                name: 1️⃣AlbumDidChange
                payload: {albumID: UUID, title: String}
            """,
        ],
        nonTriggeringExamples: [
            """
            broadcasts:
              albumDidChange:
                payload: {albumID: UUID}
              albumDidRename:
                payload: {albumID: UUID, title: String}
            """,
        ]
    )

    public static func check(_ files: [CrossFileFacts], options: NoOptions, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        // The first of each name by the index of its file, not a copy of the file's facts.
        var first: [String: (file: Int, broadcast: CrossFileFacts.Broadcast)] = [:]
        for (fileIndex, file) in files.enumerated() {
            for broadcast in file.broadcasts {
                guard let earlier = first[broadcast.name] else {
                    first[broadcast.name] = (fileIndex, broadcast)
                    continue
                }
                guard let difference = difference(earlier.broadcast.traits, broadcast.traits) else { continue }
                findings.append(file.finding(
                    at: broadcast.range,
                    "broadcast '\(broadcast.id)' is posted as '\(broadcast.name)', like broadcast '\(earlier.broadcast.id)', but with a different \(difference); observers of one would receive the other's notifications"
                ).noting("'\(broadcast.name)' is first declared here", at: files[earlier.file].sourceRange(earlier.broadcast.range)))
            }
        }
        return findings
    }

    /// What differs between two broadcasts of one name, or nil when they are the same broadcast.
    static func difference(_ first: CrossFileFacts.Broadcast.Traits, _ second: CrossFileFacts.Broadcast.Traits) -> String? {
        if first.payload != second.payload { return "payload" }
        if first.isolation != second.isolation { return "isolation" }
        if first.subject != second.subject { return "subject" }
        return nil
    }
}
