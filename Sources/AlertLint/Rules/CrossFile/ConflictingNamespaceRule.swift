import AlertDiagnostics
import AlertSpec

/// Two catalogs with one namespace would generate two Swift types of the same name.
public enum ConflictingNamespaceRule: CrossCatalogRule {
    public static let description = RuleDescription(
        id: "conflicting-namespace",
        name: "Conflicting namespace",
        defaultSeverity: .error,
        summary: "Two files linted together have the same namespace.",
        rationale: """
            Each catalog becomes one Swift namespace (an enum named after it). Two catalogs with \
            the same namespace generate two declarations of one type, and the app no longer compiles.
            """,
        source: "Swift: a type may be declared once per module",
        howToFix: "Rename one file, or give one catalog an explicit `namespace:`.",
        triggeringExamples: [
            RuleExample(
                """
                namespace: 1️⃣Photos
                alerts:
                  deleteAlbum: {title: Delete Album?, actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]}
                """,
                otherFiles: [
                    """
                    version: 1
                    namespace: Photos
                    alerts:
                      deletePhoto: {title: Delete Photo?, actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]}
                    """,
                ]
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                namespace: Albums
                alerts:
                  deleteAlbum: {title: Delete Album?, actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]}
                """,
                otherFiles: [
                    """
                    version: 1
                    namespace: Photos
                    alerts:
                      deletePhoto: {title: Delete Photo?, actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]}
                    """,
                ]
            ),
        ]
    )

    /// The later file in path order gets the finding, with a note at the first.
    public static func check(_ files: [CrossFileFacts], options: NoOptions, context: LintContext) -> [Finding] {
        // The first file of each namespace by its index, not a copy of its facts.
        var first: [String: Int] = [:]
        var findings: [Finding] = []
        for (fileIndex, file) in files.enumerated() {
            guard let earlierIndex = first[file.namespace] else {
                first[file.namespace] = fileIndex
                continue
            }
            let earlier = files[earlierIndex]
            let whereWritten = file.namespaceRange ?? ByteRange.at(0)
            let derived = file.namespaceRange == nil ? " (derived from the file name)" : ""
            findings.append(file.finding(
                at: whereWritten,
                "namespace '\(file.namespace)'\(derived) is also the namespace of \(earlier.path); the generated Swift types would collide"
            ).noting("'\(earlier.namespace)' is the namespace here", at: earlier.sourceRange(earlier.namespaceRange ?? .at(0))))
        }
        return findings
    }
}
