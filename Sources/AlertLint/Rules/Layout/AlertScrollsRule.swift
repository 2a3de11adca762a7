import AlertSpec

/// An alert whose title and message take so many lines that the alert scrolls.
public enum AlertScrollsRule: Rule {
    public struct Options: WidthRuleOptions {
        /// The most lines title and message may take together.
        public var lines = 8
        public var geometry = Geometry.Version.ios18
        public var samples = SampleValues()

        public init() {}

        public static var fields: [OptionField<Options>] { widthFields }
    }

    public static let description = RuleDescription(
        id: "alert-scrolls",
        name: "Alert scrolls",
        defaultSeverity: .warning,
        summary: "An alert's title and message together wrap to more than `lines` lines (estimated) in some locale, so the alert scrolls.",
        rationale: """
            The HIG: "When possible, avoid displaying an alert that scrolls. Although an alert might \
            scroll if the text size is large enough, be sure to minimize the potential for scrolling \
            by keeping alert titles short and including a brief message only when necessary." And: \
            "Include informative text only if it adds value. If you need to add an informative \
            message, keep it as short as possible." The title (17 pt semibold) and the message \
            (13 pt) are each wrapped at the alert's 238 pt text width (iOS 17/18) and their lines \
            added; a locale without a translation shows the development text. Line counts are \
            estimates (docs/width-model.md), and larger Dynamic Type sizes scroll sooner.
            """,
        source: "HIG: Alerts (Content; iOS, iPadOS)",
        howToFix: "Cut the message to what people need to choose a button; move explanations into the app or its help.",
        options: WidthRuleDocs.options(lines: 8, linesSummary: "The most lines title and message may take together."),
        triggeringExamples: [
            """
            alerts:
              1️⃣storageFull:
                title: iCloud Storage Is Full
                message: >-
                  Your photos and videos are no longer being uploaded to iCloud, and changes you make
                  on this device won’t appear on your other devices. To keep your library in sync,
                  upgrade your storage plan, or free up space by deleting old backups, large
                  attachments and videos you no longer need. You can manage your storage at any time
                  in Settings.
                actions:
                  - {title: Not Now, role: cancel}
                  - {title: Manage Storage, preferred: true}
            """,
            RuleExample(
                """
                alerts:
                  1️⃣signOut:
                    title: Sign Out?
                    message: Photos that haven’t finished uploading stay on this device until you sign in again.
                    actions: [{title: Cancel, role: cancel}, {title: Sign Out, role: destructive}]
                """,
                options: "lines: 2"
            ),
        ],
        nonTriggeringExamples: [
            """
            locales: [de]
            alerts:
              signOut:
                title:
                  text: Sign Out?
                  translations: {de: Abmelden?}
                message:
                  text: Photos that haven’t finished uploading stay on this device until you sign in again.
                  translations:
                    de: Fotos, deren Upload noch nicht abgeschlossen ist, bleiben auf diesem Gerät, bis du dich erneut anmeldest.
                actions: [{title: Cancel, role: cancel}, {title: Sign Out, role: destructive}]
            """,
        ]
    )

    public static func check(_ catalog: Catalog, options: Options, context: LintContext) -> [Finding] {
        let geometry = options.resolvedGeometry
        var findings: [Finding] = []
        for alert in catalog.alerts where alert.title != nil || alert.message != nil {
            var over: [(locale: LocaleID, lines: Int)] = []
            for locale in locales(of: alert, developmentLanguage: catalog.developmentLanguage) {
                let title = content(alert.title, locale: locale, developmentLanguage: catalog.developmentLanguage)
                let message = content(alert.message, locale: locale, developmentLanguage: catalog.developmentLanguage)
                let lines = combinedLines(
                    title: title, titleSlot: geometry.alertTitle, message: message, messageSlot: geometry.alertMessage,
                    parameters: alert.parameters, samples: options.samples
                )
                if lines > options.lines { over.append((locale, lines)) }
            }
            guard let worst = over.max(by: { $0.lines < $1.lines }) else { continue }
            let others = over.filter { $0.locale != worst.locale }
            let also = others.isEmpty ? "" : "; also over in " + others.map { "'\($0.locale)'" }.joined(separator: ", ")
            findings.append(catalog.finding(
                at: alert.idRange,
                "\(alert.displayName) would scroll: its title and message wrap to an estimated \(worst.lines) lines "
                    + "in '\(worst.locale)' (limit \(options.lines)\(also)); shorten the message"
            ))
        }
        return findings
    }

    /// The development language, then every locale the title or message is translated into.
    private static func locales(of alert: AlertDefinition, developmentLanguage: LocaleID) -> [LocaleID] {
        var locales = [developmentLanguage]
        for text in [alert.title, alert.message].compactMap({ $0 }) {
            for translation in text.translations where !locales.contains(translation.locale) {
                locales.append(translation.locale)
            }
        }
        return locales
    }

    /// What a text shows in `locale`: its translation, or the development text when it has none.
    private static func content(_ text: Text?, locale: LocaleID, developmentLanguage: LocaleID) -> TextContent? {
        guard let text else { return nil }
        if locale == developmentLanguage { return text.content }
        return text.translation(for: locale)?.content ?? text.content
    }

    /// Title lines plus message lines. When both are plural texts chosen by the same count,
    /// the variants that show together are added; otherwise the longest of each.
    private static func combinedLines(
        title: TextContent?, titleSlot: Geometry.TextSlot,
        message: TextContent?, messageSlot: Geometry.TextSlot,
        parameters: [Parameter], samples: SampleValues
    ) -> Int {
        func lines(_ template: Template, _ slot: Geometry.TextSlot) -> Int {
            TextLayout.lineCount(of: samples.render(template, parameters: parameters), in: slot)
        }
        if let titlePlural = title?.plural, let messagePlural = message?.plural, titlePlural.parameter == messagePlural.parameter {
            let categories = Set(titlePlural.variants.keys).union(messagePlural.variants.keys)
            return categories.map { category in
                lines(titlePlural.variants[category] ?? titlePlural.other, titleSlot)
                    + lines(messagePlural.variants[category] ?? messagePlural.other, messageSlot)
            }.max() ?? 0
        }
        let titleLines = title?.variants.map { lines($0.template, titleSlot) }.max() ?? 0
        let messageLines = message?.variants.map { lines($0.template, messageSlot) }.max() ?? 0
        return titleLines + messageLines
    }
}
