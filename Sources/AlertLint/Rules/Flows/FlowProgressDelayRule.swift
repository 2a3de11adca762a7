import AlertSpec

/// An overlay that flashes, lingers, or comes too late.
public enum FlowProgressDelayRule: Rule {
    /// A shown overlay staying less than this flashes.
    static let shortestDuration = 0.3
    /// A shown overlay staying longer than this after the work ends holds people up.
    static let longestDuration = 2.0
    /// An overlay appearing later than this leaves people wondering whether their tap worked.
    static let longestDelay = 1.0

    public static let description = RuleDescription(
        id: "flow-progress-delay",
        name: "Flow overlay timing",
        defaultSeverity: .info,
        summary: "`minimumDuration` is below 0.3 s or above 2 s, or `delay` is above 1 s.",
        rationale: """
            The overlay tells people that work is under way. Shown for less than about 0.3 s it is a \
            flash nobody can read, which looks like a glitch; kept for more than 2 s after the work \
            is done it holds people up for nothing. Appearing more than 1 s after the tap, it comes \
            too late to reassure: people who see nothing happen think the tap was missed and tap \
            again. The thresholds are RULES.md §8's.
            """,
        source: "RULES.md §8; HIG: Progress indicators",
        howToFix: "Keep `minimumDuration` between 0.3 and 2 seconds and `delay` at 1 second or less (0.5 s minimum and a short delay, the defaults, suit most work).",
        triggeringExamples: [
            """
            alerts:
              failed: {title: Couldn’t Sync, actions: [OK]}
            progress:
              syncing: {title: Syncing…, cancel: Cancel}
            flows:
              syncNow: {progress: syncing, failure: failed, minimumDuration: 1️⃣0.1}
            """,
            """
            alerts:
              failed: {title: Couldn’t Sync, actions: [OK]}
            progress:
              syncing: {title: Syncing…, cancel: Cancel}
            flows:
              syncNow: {progress: syncing, failure: failed, delay: 1️⃣2, minimumDuration: 2️⃣5}
            """,
        ],
        nonTriggeringExamples: [
            """
            alerts:
              failed: {title: Couldn’t Sync, actions: [OK]}
            progress:
              syncing: {title: Syncing…, cancel: Cancel}
            flows:
              syncNow: {progress: syncing, failure: failed, delay: 0.3, minimumDuration: 0.5}
              syncLater: {progress: syncing, failure: failed}
            """,
        ]
    )

    public static func check(_ catalog: Catalog, options: NoOptions, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for flow in catalog.flows {
            let minimum = flow.minimumDuration.value
            if minimum < shortestDuration {
                findings.append(catalog.finding(
                    at: flow.minimumDuration.range,
                    "flow '\(flow.id)' shows its overlay for at least \(seconds(minimum)); under \(seconds(shortestDuration)) it flashes — make it 0.3 s or more"
                ))
            } else if minimum > longestDuration {
                findings.append(catalog.finding(
                    at: flow.minimumDuration.range,
                    "flow '\(flow.id)' keeps its overlay for at least \(seconds(minimum)) even when the work is done; over \(seconds(longestDuration)) it holds people up — make it 2 s or less"
                ))
            }
            if flow.delay.value > longestDelay {
                findings.append(catalog.finding(
                    at: flow.delay.range,
                    "flow '\(flow.id)' waits \(seconds(flow.delay.value)) before showing its overlay; over \(seconds(longestDelay)) people see nothing happen and tap again — make it 1 s or less"
                ))
            }
        }
        return findings
    }

    /// `0.5 s`, `2 s`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? "\(Int(value)) s" : "\(value) s"
    }
}
