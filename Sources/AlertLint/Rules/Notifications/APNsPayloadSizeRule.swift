import AlertDiagnostics
import AlertSpec

/// APNs refuses a push payload over 4 KB.
public enum APNsPayloadSizeRule: Rule {
    public struct Options: RuleOptions {
        /// How many characters each `String` parameter is filled with.
        public var sampleArgumentLength = 32

        public init() {}

        public static var fields: [OptionField<Options>] {
            [.integer("sampleArgumentLength", \.sampleArgumentLength, in: 0...100_000)]
        }
    }

    public static let description = RuleDescription(
        id: "apns-payload-size",
        name: "APNs payload size",
        defaultSeverity: .error,
        summary: """
            The push payload a notification becomes is larger than 4096 bytes (UTF-8) in some \
            locale, with every String parameter filled with `sampleArgumentLength` characters.
            """,
        rationale: """
            APNs, "Generating a remote notification": "Apple Push Notification service (APNs) \
            refuses a notification if the total size of its payload exceeds the following limits: \
            […] For all other remote notifications, the maximum payload size is 4 KB (4096 bytes)." \
            The server gets an error and the notification never arrives. Sizes are counted on the \
            payload alertlint would send — `aps.alert` with title, subtitle and body, then sound, \
            badge (a parameter badge counts as 888), category, thread-id, interruption-level and \
            relevance-score — in the development language and every locale with a translation; \
            Int parameters read 888, Double 88.8, and a plural text its longest variant. Texts in \
            scripts outside ASCII take two to four bytes a character. Notifications with a \
            `trigger` are scheduled on the device and never pass through APNs, so they are skipped.
            """,
        source: "APNs: Generating a remote notification",
        howToFix: """
            Shorten the texts (the body above all), or move detail into the app: send an id the \
            app looks up instead of the content itself.
            """,
        options: [
            RuleOptionDescription(
                key: "sampleArgumentLength", defaultValue: "32",
                summary: "How many characters each String parameter is filled with when measuring."
            ),
        ],
        triggeringExamples: [
            RuleExample(
                """
                notifications:
                  1️⃣digest:
                    parameters: {summary: String}
                    title: Your Daily Digest
                    body: "{summary}"
                """,
                options: "sampleArgumentLength: 4100"
            ),
        ],
        nonTriggeringExamples: [
            """
            notifications:
              bookReady:
                parameters: {book: String}
                title: Book Ready
                body: “{book}” is ready for pickup.
                sound: chime.caf
                category:
                  actions:
                    - {id: renew, title: Renew Hold}
            """,
            // Scheduled on the device: no push payload.
            RuleExample(
                """
                notifications:
                  digest:
                    parameters: {summary: String}
                    title: Your Daily Digest
                    body: "{summary}"
                    trigger: {after: 60, repeats: false}
                """,
                options: "sampleArgumentLength: 4100"
            ),
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: Options, context: LintContext) -> [Finding] {
        let arguments = APNsPayload.Arguments.samples(stringLength: options.sampleArgumentLength)
        var findings: [Finding] = []
        for notification in catalog.notifications where notification.trigger == nil {
            let oversized = APNsPayload.all(notification, developmentLanguage: catalog.developmentLanguage, arguments: arguments)
                .filter { $0.byteCount > APNsPayload.maximumByteCount }
            guard !oversized.isEmpty else { continue }
            let sizes = oversized.map { "\($0.byteCount) bytes in \($0.locale)" }.joined(separator: ", ")
            findings.append(catalog.finding(
                at: notification.idRange,
                "the push payload of notification '\(notification.id)' is \(sizes), over the "
                    + "\(APNsPayload.maximumByteCount) bytes APNs accepts (String arguments filled with "
                    + "\(options.sampleArgumentLength) characters); shorten its texts"
            ))
        }
        return findings
    }
}
