import AlertDiagnostics
import AlertSpec

/// A button title wider than the button that shows it, in some locale: UIKit truncates it.
public enum ButtonTruncationRule: Rule {
    public struct Options: MeasuringRuleOptions {
        public var geometry = Geometry.Version.ios18
        public var samples = SampleValues()

        public init() {}

        public static var fields: [OptionField<Options>] { measuringFields }
    }

    public static let description = RuleDescription(
        id: "button-truncation",
        name: "Button truncation",
        defaultSeverity: .warning,
        summary: """
            An action title is wider (estimated) than the button that shows it in the development \
            language or a translation: an action sheet row, a notification action, or an alert \
            button at the alert's full width.
            """,
        rationale: """
            Button titles are one line: a title wider than its button is cut short with an ellipsis, \
            and people can no longer read what the button does. The HIG: "Create succinct, logical \
            button titles. Aim for a one- or two-word title", and translations run longer than \
            English, so every locale and plural variant is measured, placeholders as sample values. \
            The widths are estimates from fonts with metrics close to the system font's \
            (docs/width-model.md): an action sheet row's label at 20 pt in 272 pt (the narrowest \
            iPhone), a notification action's at 17 pt in 240 pt, and an alert button's at 17 pt in \
            the alert's 238 pt (iOS 17/18; the preferred action, or else the cancel, in semibold). \
            Alert buttons are measured at that full width whatever their layout: a two-button row \
            whose titles don't fit is stacked by UIKit instead of truncated (`alert-buttons-stack`), \
            and a stacked button has the whole width (docs/decisions/0033-button-truncation-and-alert-buttons.md). \
            A text-input action's send button and a progress overlay's cancel are not measured: the \
            width model has no geometry for them.
            """,
        source: "HIG: Alerts (Buttons); HIG: Action sheets; HIG: Notifications (Actions)",
        howToFix: "Shorten the title, in the development language or with the translator; one or two words fit every button.",
        options: WidthRuleDocs.measuringOptions,
        triggeringExamples: [
            """
            locales: [de]
            actionSheets:
              photoOptions:
                actions:
                  - 1️⃣title:
                      text: Save to Shared Album
                      translations:
                        de: In einem geteilten Album für die ganze Familie sichern
                  - {title: Cancel, role: cancel}
            """,
            """
            notifications:
              newComment:
                body: Maria commented on your photo.
                category:
                  actions:
                    - 1️⃣{id: like, title: Like This Comment and Notify Everyone in the Album}
            """,
            """
            alerts:
              storageFull:
                title: iCloud Storage Is Full
                actions:
                  - 1️⃣{title: Upgrade to iCloud+ with 2 TB of Storage for the Whole Family, preferred: true}
                  - Manage Storage
                  - {title: Not Now, role: cancel}
            """,
            RuleExample(
                """
                actionSheets:
                  albumOptions:
                    parameters: {name: String}
                    actions:
                      - 1️⃣Add to “{name}”
                      - {title: Cancel, role: cancel}
                """,
                options: "sampleString: Photos from Our Summer Holiday in Portugal"
            ),
        ],
        nonTriggeringExamples: [
            """
            locales: [de, ja]
            actionSheets:
              photoOptions:
                actions:
                  - title:
                      text: Add to Album
                      translations: {de: Zu Album hinzufügen, ja: アルバムに追加}
                  - {title: Cancel, role: cancel}
            """,
            RuleExample(
                """
                locales: [de]
                alerts:
                  cameraDenied:
                    title: Camera Access Is Off
                    actions:
                      - {title: Cancel, role: cancel}
                      - title:
                          text: Open Settings
                          translations: {de: Einstellungen öffnen}
                """,
                note: "Too wide for half the alert in German: UIKit stacks the buttons (`alert-buttons-stack`), and at the full width the title fits."
            ),
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: Options, context: LintContext) -> [Finding] {
        let geometry = options.resolvedGeometry
        let analysis = context.analysis(of: catalog)
        var findings: [Finding] = []
        for definition in catalog.alerts + catalog.actionSheets {
            let isAlert = definition.kind == .alert
            let slot = isAlert ? geometry.alertButton : geometry.sheetButton
            let emphasized = definition.emphasizedActionIndex
            for (index, action) in definition.actions.enumerated() {
                let font = SystemFont(size: slot.font.size, weight: index == emphasized ? .semibold : slot.font.weight)
                findings += check(
                    action.title, at: action.range, owner: "action '\(action.id)' of \(definition.displayName)",
                    button: isAlert ? "a stacked alert button" : "an action sheet row",
                    font: font, width: slot.width, parameters: definition.parameters,
                    catalog: catalog, samples: options.samples, analysis: analysis
                )
            }
        }
        for notification in catalog.notifications {
            let slot = geometry.notificationAction
            for action in notification.category?.actions ?? [] {
                findings += check(
                    action.title, at: action.range, owner: "action '\(action.id)' of notification '\(notification.id)'",
                    button: "a notification action", font: slot.font, width: slot.width,
                    parameters: notification.parameters, catalog: catalog, samples: options.samples, analysis: analysis
                )
            }
        }
        return findings
    }

    /// The finding for one button, if its title is too wide in some locale: at the action,
    /// quoting the widest title; a note at each other title too wide.
    private static func check(
        _ title: Text, at range: ByteRange, owner: @autoclosure () -> String, button: String,
        font: SystemFont, width: Double, parameters: [Parameter],
        catalog: Catalog, samples: SampleValues, analysis: CatalogAnalysis
    ) -> [Finding] {
        // An empty title is `empty-text`'s finding alone.
        guard !title.isBlankSomewhere else { return [] }
        // The widest rendition per locale that does not fit, in the order written.
        var tooWide: [(rendition: Rendition, width: Double)] = []
        for rendition in title.renditions(developmentLanguage: catalog.developmentLanguage, parameters: parameters, samples: samples) {
            let measured = analysis.width(of: rendition.text, font: font)
            guard measured > width + TextLayout.tolerance else { continue }
            if let index = tooWide.firstIndex(where: { $0.rendition.locale == rendition.locale }) {
                if measured > tooWide[index].width { tooWide[index] = (rendition, measured) }
            } else {
                tooWide.append((rendition, measured))
            }
        }
        guard let widest = tooWide.max(by: { $0.width < $1.width }) else { return [] }
        let others = tooWide.filter { $0.rendition.locale != widest.rendition.locale }
        let also = others.isEmpty ? "" : " (also in \(WidthFindings.list(others.map(\.rendition.locale))))"
        var notes: [(message: String, range: ByteRange)] = []
        // The widest title itself, when it is a translation written in the spec apart from
        // the development text (a catalog's or a pseudo-translation's range is the text's).
        if widest.rendition.translation?.origin == .spec, widest.rendition.range != title.range {
            notes.append(("the \(widest.rendition.locale) title is here", widest.rendition.range))
        }
        notes += others.map { ("\($0.rendition.quoted) is \(WidthFindings.points($0.width)) wide", $0.rendition.range) }
        let finding = catalog.finding(
            at: range,
            "\(widest.rendition.quoted) is \(WidthFindings.points(widest.width)) wide but \(button) has "
                + "\(WidthFindings.points(width)); the title of \(owner()) will be truncated\(also)",
            notes: notes
        )
        return [finding.notingOrigins(of: [widest.rendition] + others.map(\.rendition))]
    }
}
