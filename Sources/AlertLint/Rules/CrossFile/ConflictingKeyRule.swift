import AlertDiagnostics
import AlertSpec

/// One strings key for two development texts: the table keeps one, and the other text's
/// button or title shows it.
public enum ConflictingKeyRule: CrossCatalogRule {
    public static let description = RuleDescription(
        id: "conflicting-key",
        name: "Conflicting key",
        defaultSeverity: .error,
        summary: "One strings key names different development texts, within one file or across all files linted together.",
        rationale: """
            A strings table maps each key to one development text and its translations. When \
            two texts share a key (an explicit `key:`, or a derived key repeated by files with one \
            namespace) but say different things, the table can hold only one of them, and the \
            other text is looked up under the same key: a destructive button may read "Cancel". \
            Texts whose placeholders differ in type or position conflict too, as the table holds \
            one format string per key. The comparison is per strings table and covers every \
            plural variant; differing comments or translations are not a conflict. \
            `alertlint generate` refuses conflicting keys even when this rule is off.
            """,
        source: "Foundation: NSLocalizedString looks a text up by table and key",
        howToFix: "Give one of the texts another `key:` (or drop the explicit key), or make the texts the same.",
        triggeringExamples: [
            RuleExample(
                """
                alerts:
                  deletePhoto:
                    title: Delete Photo?
                    actions:
                      - {title: {text: Cancel, key: photos.confirm}, role: cancel}
                      - {title: {text: 1️⃣Delete, key: photos.confirm}, role: destructive}
                """,
                note: "Two actions of one file with one key: the Delete button would read Cancel."
            ),
            RuleExample(
                """
                alerts:
                  deleteAlbum:
                    parameters: {count: Int}
                    title: Delete Album?
                    message:
                      key: photos.deleteMessage
                      plural: count
                      one: This album and its photo will be deleted.
                      other: 1️⃣This album and its {count} photos will be deleted.
                    actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]
                """,
                note: "Across files, the later file gets the finding; plural variants are compared too.",
                otherFiles: [
                    """
                    version: 1
                    table: Example
                    alerts:
                      deletePhotos:
                        parameters: {count: Int}
                        title: Delete Photos?
                        message:
                          key: photos.deleteMessage
                          plural: count
                          one: This photo will be deleted.
                          other: These {count} photos will be deleted.
                        actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]
                    """,
                ]
            ),
            RuleExample(
                """
                alerts:
                  rename:
                    parameters: {name: String, count: Int}
                    title: {text: "Rename “{name}”?", key: rename.title}
                    actions: [{title: Cancel, role: cancel}, {title: Rename}]
                  renameAll:
                    parameters: {count: Int, name: String}
                    title: {text: 1️⃣"Rename “{name}”?", key: rename.title}
                    actions: [{title: Cancel, role: cancel}, {title: Rename}]
                """,
                note: "The same words, but the placeholder is the second argument here (`%2$@`), the first there (`%1$@`)."
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                alerts:
                  deletePhoto:
                    title: Delete Photo?
                    actions:
                      - {title: {text: Cancel, key: common.cancel, comment: Cancels deleting}, role: cancel}
                      - {title: Delete, role: destructive}
                  deleteAlbum:
                    title: Delete Album?
                    actions:
                      - {title: {text: Cancel, key: common.cancel, comment: Keeps the album}, role: cancel}
                      - {title: Delete, role: destructive}
                """,
                note: "One key reused for the same text is fine, whatever the comments say."
            ),
            RuleExample(
                """
                alerts:
                  deletePhoto:
                    title: Delete Photo?
                    actions:
                      - {title: {text: Cancel, key: confirm}, role: cancel}
                      - {title: Delete, role: destructive}
                """,
                note: "The same key in another table is another key.",
                otherFiles: [
                    """
                    version: 1
                    alerts:
                      deleteAlbum:
                        title: Delete Album?
                        actions:
                          - {title: {text: Delete, key: confirm}, role: destructive}
                          - {title: Cancel, role: cancel}
                    """,
                ]
            ),
        ]
    )

    /// Each later text whose key an earlier text of its table names with another development
    /// value, with a note at that first text.
    public static func check(_ files: [CrossFileFacts], options: NoOptions, context: LintContext) -> [Finding] {
        StringTableConflicts.keyConflicts(in: files.map(\.table)).map { conflict in
            Finding(range: conflict.second.range, message: conflict.message, notes: [Note(message: conflict.note, range: conflict.first.range)])
        }
    }
}
