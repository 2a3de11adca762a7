import AlertSpec

/// A payload that carries a whole model.
public enum BroadcastPayloadSizeRule: Rule {
    public struct Options: RuleOptions {
        /// The most payload properties a broadcast may have.
        public var max = 8

        public init() {}

        public static var fields: [OptionField<Options>] {
            [.integer("max", \.max, in: 1...100)]
        }
    }

    public static let description = RuleDescription(
        id: "broadcast-payload-size",
        name: "Broadcast payload size",
        defaultSeverity: .info,
        summary: "A broadcast's payload has more than `max` properties.",
        rationale: """
            Every observer receives the whole payload, and a copy of it travels through \\
            `userInfo`. A broadcast that carries many properties is usually shipping a model \\
            around: observers come to depend on a snapshot that may be stale by the time they run, \\
            and every new field changes every observer's contract. Pass an identifier and let \\
            observers look up what they need, current, from the model.
            """,
        source: "RULES.md §10",
        howToFix: "Keep the identifier (and what observers need to decide whether to care); let them look up the rest.",
        options: [
            RuleOptionDescription(key: "max", defaultValue: "8", summary: "The most payload properties a broadcast may have."),
        ],
        triggeringExamples: [
            RuleExample(
                """
                broadcasts:
                  albumDidChange:
                    payload: 1️⃣{albumID: UUID, title: String, count: Int}
                """,
                options: "max: 2"
            ),
        ],
        nonTriggeringExamples: [
            """
            broadcasts:
              albumDidChange:
                payload: {albumID: UUID, title: String, count: Int}
            """,
        ],
        scope: .definition
    )

    public static func check(_ catalog: Catalog, options: Options, context: LintContext) -> [Finding] {
        catalog.broadcasts.compactMap { broadcast in
            guard broadcast.payload.count > options.max else { return nil }
            return catalog.finding(
                at: broadcast.payloadRange ?? broadcast.idRange,
                "broadcast '\(broadcast.id)' carries \(broadcast.payload.count) payload properties (more than \(options.max)); pass an identifier and let observers look up the rest"
            )
        }
    }
}
