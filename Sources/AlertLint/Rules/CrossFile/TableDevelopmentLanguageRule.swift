import AlertDiagnostics
import AlertSpec

/// Files that share a strings table in different development languages: the table has one
/// source language, so one file's texts would be stored as another language.
public enum TableDevelopmentLanguageRule: CrossCatalogRule {
    public static let description = RuleDescription(
        id: "table-development-language",
        name: "Table development language",
        defaultSeverity: .error,
        summary: "Files that share a strings table have different development languages.",
        rationale: """
            Several files may share a strings table (`table:`), and a table has one development \
            (source) language: the first file's, in path order. A later file written in another \
            language would have its development texts stored as that language's localization — \
            German text shown to English users — and its translations into the first file's \
            language dropped. `alertlint generate` refuses such tables even when this rule is off \
            (decision 0019).
            """,
        source: "Xcode String Catalogs: one sourceLanguage per table",
        howToFix: "Write the files of one table in one development language, or give the file its own `table:`.",
        triggeringExamples: [
            RuleExample(
                """
                table: Shared
                developmentLanguage: 1️⃣de
                alerts:
                  deleteAlbum: {title: Album löschen?, actions: [{title: Abbrechen, role: cancel}, {title: Löschen, role: destructive}]}
                """,
                otherFiles: [
                    """
                    version: 1
                    table: Shared
                    alerts:
                      deletePhoto: {title: Delete Photo?, actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]}
                    """,
                ]
            ),
            RuleExample(
                """
                table: 1️⃣Shared
                alerts:
                  deletePhoto: {title: Delete Photo?, actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]}
                """,
                note: "Without a written `developmentLanguage:`, the finding points at the file's `table:`.",
                otherFiles: [
                    """
                    version: 1
                    table: Shared
                    developmentLanguage: de
                    alerts:
                      deleteAlbum: {title: Album löschen?, actions: [{title: Abbrechen, role: cancel}, {title: Löschen, role: destructive}]}
                    """,
                ]
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                table: Shared
                developmentLanguage: en
                alerts:
                  deletePhoto: {title: Delete Photo?, actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]}
                """,
                otherFiles: [
                    """
                    version: 1
                    table: Shared
                    alerts:
                      deleteAlbum: {title: Delete Album?, actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]}
                    """,
                ]
            ),
            RuleExample(
                """
                developmentLanguage: de
                alerts:
                  deleteAlbum: {title: Album löschen?, actions: [{title: Abbrechen, role: cancel}, {title: Löschen, role: destructive}]}
                """,
                note: "Each file has its own table by default.",
                otherFiles: [
                    """
                    version: 1
                    alerts:
                      deletePhoto: {title: Delete Photo?, actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]}
                    """,
                ]
            ),
        ]
    )

    /// The later file of each pair, at its `developmentLanguage:` (else its `table:`), with a
    /// note at the file that set the table's language.
    public static func check(_ files: [CrossFileFacts], options: NoOptions, context: LintContext) -> [Finding] {
        StringTableConflicts.languageConflicts(in: files.map(\.table)).map { conflict in
            Finding(range: conflict.second.range, message: conflict.message, notes: [Note(message: conflict.note, range: conflict.first.range)])
        }
    }
}
