import AlertDiagnostics
@testable import AlertLint
import AlertYAML
import Foundation
import Testing

/// Issue 8, item 15: each suppression comment searched every line for the next content,
/// and each finding was checked against every suppressed range, so 20,000 comments took
/// half a minute. The budget is a ratio to a baseline measured here, never seconds: eight
/// times the comments and findings may take about eight times as long (under 16× allows
/// for a busy machine), not 64 times.
@Suite struct SuppressionScalingTests {
    /// `count` alerts, each after its own suppression comment, and where each alert's action
    /// starts (a finding there is silenced).
    static func spec(alerts count: Int) -> (document: YAMLDocument, findings: [Int]) {
        var yaml = "version: 1\nalerts:\n"
        var actionOffsets: [Int] = []
        for index in 0..<count {
            yaml += "  # alertlint:disable ok-button\n  alert\(index):\n    title: Title \(index)\n    actions:\n      - "
            actionOffsets.append(yaml.utf8.count)
            yaml += "{title: OK}\n      - Go\n"
        }
        let (document, _) = YAMLReader.read(SourceFile(path: "many.alerts.yaml", text: yaml))
        return (document, actionOffsets)
    }

    /// This thread's CPU time for `work`: what other processes on a busy machine do is not
    /// counted, as wall-clock time would count it.
    static func cpuTime(_ work: () -> Void) -> Duration {
        func now() -> Duration {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
        }
        let start = now()
        work()
        return now() - start
    }

    /// The fastest of `runs` runs of each, alternating, so both sizes meet the same conditions.
    static func fastest(runs: Int = 3, _ base: () -> Void, _ scaled: () -> Void) -> (base: Duration, scaled: Duration) {
        var times: [(base: Duration, scaled: Duration)] = []
        for _ in 0..<runs { times.append((cpuTime(base), cpuTime(scaled))) }
        return (times.map(\.base).min()!, times.map(\.scaled).min()!)
    }

    /// Reading the suppressions and asking about every finding, each of which is silenced.
    static func suppressing(alerts count: Int) -> () -> Void {
        let (document, findings) = spec(alerts: count)
        return {
            let suppressions = Suppressions(document: document, knownRules: ["ok-button", "yes-no-buttons"])
            var silenced = 0
            for offset in findings where suppressions.silences("ok-button", at: ByteRange(start: offset, end: offset + 1)) { silenced += 1 }
            precondition(silenced == findings.count)
        }
    }

    @Test func manySuppressionsAndFindingsScaleLinearly() {
        let (base, eightfold) = Self.fastest(Self.suppressing(alerts: 750), Self.suppressing(alerts: 6_000))
        let ratio = eightfold / base
        #expect(ratio < 16, "8× the suppressions and findings took \(ratio)× as long (\(base) → \(eightfold)); linear is 8×, quadratic 64×")
    }

    /// The ranges of two lines of one flow sequence overlap without nesting (the first
    /// line's item ends on the second, whose item ends on the third); the index answers
    /// exactly as reading every range does, at every offset and for every rule.
    @Test func overlappingRangesSilenceExactlyTheirSpans() {
        let yaml = """
            [{a: 1, # alertlint:disable ok-button
              b: 2}, {c: 3, # alertlint:disable yes-no-buttons, ok-button
              d: 4}, e, {f: 5}] # alertlint:disable ok-button

            """
        let (document, _) = YAMLReader.read(SourceFile(path: "o.alerts.yaml", text: yaml))
        let suppressions = Suppressions(document: document, knownRules: ["ok-button", "yes-no-buttons"])
        #expect(suppressions.ranges.count == 3)
        let naive = { (rule: String, at: Int) in
            suppressions.ranges.contains { $0.rules.contains(rule) && $0.range.start <= at && at < max($0.range.end, $0.range.start + 1) }
        }
        var silenced = 0
        for at in 0...yaml.utf8.count {
            for rule in ["ok-button", "yes-no-buttons", "button-title-case"] {
                let answer = suppressions.silences(rule, at: ByteRange(start: at, end: at))
                #expect(answer == naive(rule, at), "\(rule) at \(at)")
                if answer { silenced += 1 }
            }
        }
        #expect(silenced > 0)
        #expect(!suppressions.silences("ok-button", at: .at(0)))
    }
}
