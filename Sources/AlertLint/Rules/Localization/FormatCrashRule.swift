import AlertSpec

/// A format string Foundation's formatter would misread, and can crash on: a retyped
/// argument, one past the last, or a gap below an argument it reads (decision 0037).
public enum FormatCrashRule: Rule {
    public static let description = RuleDescription(
        id: "format-crash",
        name: "Format crash",
        defaultSeverity: .error,
        summary: """
            A translation's format string — as alertlint writes it into the string tables, or as \
            a table the configuration's `translations:` names holds it — would make Foundation's \
            `String(format:)` read an argument as another type (`%@` for an Int, `%lld` for a \
            String), read past the arguments it is given, or skip a position below one it reads. \
            Always an error: a configured severity does not lower it. Turned off or suppressed, it \
            only goes quiet in `lint`: `alertlint generate` refuses such texts regardless.
            """,
        rationale: """
            On Apple platforms the generated code resolves texts through Foundation \
            (`String(localized:)`, `LocalizedStringResource`), which formats the table's string \
            with the arguments in the order the parameters are declared, reading each as its \
            specifier says. Reproduced with the CoreFoundation formatter (decision 0037): `%@` \
            given an Int dereferences the number and crashes (SIGSEGV); `%lld` given a String \
            shows its address. A format that leaves out an argument below one it reads is worse \
            than it looks: CoreFoundation hands the arguments it reads to the positions it \
            reads, lowest first, so `"%2$lld Fotos"` with (album, count) shows the album's \
            address, and `"%3$@"` with (count, size, name) reads the count as an object and \
            crashes. Foundation is given the parameters up to the last one the development \
            text shows (what the text's `LocalizedStringResource` accessor passes), so a \
            translation that shows a later one reads past them. A plural variant may leave the \
            count out ("Ein Foto"): the plural variable (`%N$#@count@`, a String Catalog \
            substitution) reads it. Any other argument a translation leaves out must not sit \
            below one it shows — unless the development text leaves it out too: a development \
            text with such a gap cannot be formatted by Foundation at all, so the generated \
            code never hands it over (no accessor; the runtime fills it in itself). A crash in a \
            translation shows only in that language, on a device, when the alert appears, \
            which is why this is an error no configuration lowers.
            """,
        source: "Foundation: String(format:) and format specifiers; CoreFoundation's formatter, reproduced (decision 0037)",
        howToFix: """
            Write each argument with its parameter's specifier (`%1$@` for a String, `%2$lld` \
            for an Int, `%3$f` for a Double) and read only arguments that exist. Where a \
            translation leaves an argument out, show it after all, or declare the parameters \
            so the ones a language may leave out come last.
            """,
        triggeringExamples: [
            RuleExample(
                """
                locales: [de]
                alerts:
                  deletePhotos:
                    parameters: {album: String, count: Int}
                    title: Delete Photos?
                    message:
                      text: Delete {count} photos from “{album}”?
                      translations: {de: 1️⃣"{count} Fotos löschen?"}
                    actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]
                """,
                note: "The translation leaves out the album, argument 1, and shows the count, argument 2: Foundation would show the album's address as the count."
            ),
            RuleExample(
                """
                locales: [de]
                alerts:
                  uploadFailed:
                    parameters: {server: String, count: Int, reason: String}
                    title:
                      plural: count
                      one: "Upload to {server} failed: {reason}"
                      other: "{count} uploads to {server} failed: {reason}"
                      translations:
                        de:
                          1️⃣one: "Upload fehlgeschlagen: {reason}"
                          other: "{count} Uploads zu {server} fehlgeschlagen: {reason}"
                    actions: [OK]
                """,
                note: "A plural variant may leave the count out, but not the server below the reason: Foundation would read the count as the reason, an object, and crash."
            ),
            RuleExample(
                """
                locales: [de]
                alerts:
                  storageFull:
                    parameters: {percent: Int, device: String}
                    title: 1️⃣"{device} Is {percent}% Full"
                    actions: [OK]
                """,
                note: "A table's translation that reads the Int as an object (`%1$@`) crashes; one that reads a third argument reads past the two there are.",
                catalogEntries: [
                    .init(key: "Example.storageFull.title", locale: "de", "%2$@ ist zu %1$@ %% belegt (%3$@)"),
                ]
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                locales: [de]
                alerts:
                  deletePhotos:
                    parameters: {album: String, count: Int}
                    title:
                      plural: count
                      one: Delete the photo in “{album}”?
                      other: Delete {count} photos in “{album}”?
                      translations:
                        de: {one: "Das Foto in „{album}“ löschen?", other: "{count} Fotos in „{album}“ löschen?"}
                    message: The photos will be deleted.
                    actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]
                """,
                note: "The `one` variants leave the count out: the plural variable reads it."
            ),
            RuleExample(
                """
                locales: [de]
                alerts:
                  renameAlbum:
                    parameters: {old: String, new: String}
                    title:
                      text: Rename “{old}” to “{new}”?
                      translations: {de: "„{old}“ umbenennen?"}
                    actions: [{title: Cancel, role: cancel}, Rename]
                """,
                note: "Leaving out the last argument skips nothing below one the format reads (placeholder-mismatch still says the name is missing)."
            ),
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        FormatSafety.unsafeTexts(in: catalog).map { unsafe in
            // Configuration cannot lower it: the app would crash whatever it says.
            var finding = catalog.finding(at: unsafe.range, unsafe.message, fixedSeverity: .error)
            if let table = unsafe.table, let locale = unsafe.locale {
                finding = finding.noting("the \(locale) translation is in this catalog", at: table.location)
            }
            return finding
        }
    }
}
