import AlertDiagnostics
import AlertSpec

/// Runs the enabled rules over catalogs and turns their findings into diagnostics.
///
/// Pure: the catalogs, each file's rule settings and the lint context go in; sorted
/// diagnostics come out.
public struct Linter: Sendable {
    public var rules: [RegisteredRule]

    public init(rules: [RegisteredRule] = RuleRegistry.rules) {
        self.rules = rules
    }

    /// Findings of the per-catalog rules for one catalog.
    public func lint(_ catalog: Catalog, settings: RuleSettings, context: LintContext = LintContext()) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // One analysis for this catalog's rules, dropped when they are done.
        var context = context
        context.analysis = CatalogAnalysis(catalog)
        for rule in rules {
            guard let check = rule.checkOne, let setting = settings[rule.id], setting.isEnabled else { continue }
            diagnostics += check(catalog, setting.options, context).map { diagnostic($0, rule: rule, setting: setting) }
        }
        return diagnostics
    }

    /// Findings of the rules that compare catalogs. Each finding is kept or dropped, and given
    /// its severity, by the settings of the file it points into.
    public func lintAcrossCatalogs(
        _ catalogs: [Catalog],
        settings: (String) -> RuleSettings,
        context: LintContext = LintContext()
    ) -> [Diagnostic] {
        let sorted = catalogs.sorted { $0.path < $1.path }
        guard let first = sorted.first else { return [] }
        let defaults = settings(first.path)
        var diagnostics: [Diagnostic] = []
        for rule in rules {
            guard let check = rule.checkAll, let options = defaults[rule.id]?.options else { continue }
            for finding in check(sorted, options, context) {
                guard let setting = settings(finding.range.path)[rule.id], setting.isEnabled else { continue }
                diagnostics.append(diagnostic(finding, rule: rule, setting: setting))
            }
        }
        return diagnostics
    }

    private func diagnostic(_ finding: Finding, rule: RegisteredRule, setting: RuleSetting) -> Diagnostic {
        Diagnostic(
            severity: finding.fixedSeverity ?? setting.severity,
            id: rule.id,
            message: finding.message,
            range: finding.range,
            notes: finding.notes,
            fixIts: finding.fixIts
        )
    }
}
