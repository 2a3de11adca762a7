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
        run(enabledRules(settings), on: catalog, context: context)
    }

    /// `lint(_:settings:context:)`, reusing from `cache` the findings of the
    /// definition-scoped rules for every definition whose lines are unchanged since the
    /// last lint of the file, and running those rules on the changed definitions alone.
    /// The catalog-scoped rules run on the whole catalog. The findings are the same as
    /// `lint(_:settings:context:)`'s, in the same order once sorted for output; without the
    /// file's source in `context.files`, or with definitions sharing a line, this is
    /// `lint(_:settings:context:)`.
    ///
    /// When more than `aloneUpTo` of the definitions are new (the file's first lint), the
    /// rules run once over the whole catalog instead, sharing one analysis, and each
    /// finding is filed under the definition it points into.
    public func lint(
        _ catalog: Catalog,
        settings: RuleSettings,
        context: LintContext = LintContext(),
        reusing cache: DefinitionFindingsCache,
        aloneUpTo fraction: Double = 0.5
    ) -> [Diagnostic] {
        let enabled = enabledRules(settings)
        var perDefinition: [EnabledRule] = []
        var perCatalog: [EnabledRule] = []
        for rule in enabled {
            if rule.rule.description.scope == .definition { perDefinition.append(rule) } else { perCatalog.append(rule) }
        }
        guard let file = context.files[catalog.path], !perDefinition.isEmpty,
              let slices = DefinitionSlice.slices(of: catalog, in: file.bytes) else {
            return run(enabled, on: catalog, context: context)
        }
        var diagnostics = run(perCatalog, on: catalog, context: context)

        let path = catalog.path
        let frame = DefinitionSlice.frame(of: catalog)
        let lines = slices.map { DefinitionLines(bytes: file.bytes[$0.lines]) }
        var stored: [DefinitionFindingsCache.Stored?] = cache.stored(path: path, frame: frame, lines: lines)
        let missing = stored.indices.filter { stored[$0] == nil }
        var uncacheable = Set<Int>()
        if Double(missing.count) > fraction * Double(slices.count) {
            // Most definitions are new: one run over the whole catalog, its analysis shared
            // by every definition, each finding then filed under the definition whose lines
            // it starts in.
            let whole = withAnalysis(context, of: catalog)
            var byDefinition = slices.map { _ in DefinitionFindingsCache.Stored(findings: [:]) }
            for (rule, setting) in perDefinition {
                for finding in rule.checkOne!(catalog, setting.options, whole) {
                    guard let index = Self.slice(holding: finding.range, path: path, in: slices) else {
                        // A finding outside every definition's lines: nothing can be stored.
                        return run(enabled, on: catalog, context: context)
                    }
                    // At the line where a definition starts, a finding may be the end of
                    // the one above (a mapping ends where the next key starts): neither is
                    // stored, so neither can be replayed with a finding of the other.
                    if finding.range.bytes.start == slices[index].lines.lowerBound, index > 0 {
                        uncacheable.formUnion([index - 1, index])
                    }
                    if !finding.staysWithin(slices[index].lines, in: path) { uncacheable.insert(index) }
                    byDefinition[index].findings[rule.id, default: []].append(finding.shifted(by: -slices[index].lines.lowerBound, in: path))
                }
            }
            stored = byDefinition
        } else {
            for index in missing {
                let slice = slices[index]
                let alone = withAnalysis(context, of: slice.catalog)
                var found = DefinitionFindingsCache.Stored(findings: [:])
                for (rule, setting) in perDefinition {
                    let findings = rule.checkOne!(slice.catalog, setting.options, alone)
                    if !findings.allSatisfy({ $0.staysWithin(slice.lines, in: path) }) { uncacheable.insert(index) }
                    if !findings.isEmpty { found.findings[rule.id] = findings.map { $0.shifted(by: -slice.lines.lowerBound, in: path) } }
                }
                stored[index] = found
            }
        }

        var kept: [DefinitionLines: DefinitionFindingsCache.Stored] = [:]
        kept.reserveCapacity(slices.count)
        for index in slices.indices where !uncacheable.contains(index) { kept[lines[index]] = stored[index] }
        cache.replace(path: path, frame: frame, with: kept, linted: missing.count, reused: slices.count - missing.count)

        // Definition by definition, each one's findings in the order its rules gave them:
        // once sorted for output, the order `lint(_:settings:context:)` gives.
        let settingsByID = Dictionary(uniqueKeysWithValues: perDefinition.map { ($0.rule.id, $0) })
        for (index, start) in slices.map(\.lines.lowerBound).enumerated() {
            for (id, findings) in stored[index]?.findings ?? [:] {
                guard let (rule, setting) = settingsByID[id] else { continue }
                for finding in findings {
                    diagnostics.append(diagnostic(finding.shifted(by: start, in: path), rule: rule, setting: setting))
                }
            }
        }
        return diagnostics
    }

    /// A per-catalog rule that `settings` turn on, with its setting.
    private typealias EnabledRule = (rule: RegisteredRule, setting: RuleSetting)

    /// The per-catalog rules `settings` turn on, in registry order.
    private func enabledRules(_ settings: RuleSettings) -> [EnabledRule] {
        rules.compactMap { rule in
            guard rule.checkOne != nil, let setting = settings[rule.id], setting.isEnabled else { return nil }
            return (rule, setting)
        }
    }

    /// The enabled `rules` over `catalog`, sharing one analysis, which is dropped when they
    /// are done.
    private func run(_ rules: [EnabledRule], on catalog: Catalog, context: LintContext) -> [Diagnostic] {
        let context = withAnalysis(context, of: catalog)
        var diagnostics: [Diagnostic] = []
        for (rule, setting) in rules {
            diagnostics += rule.checkOne!(catalog, setting.options, context).map { diagnostic($0, rule: rule, setting: setting) }
        }
        return diagnostics
    }

    /// `context` with a fresh analysis of `catalog`, for the rules that read it.
    private func withAnalysis(_ context: LintContext, of catalog: Catalog) -> LintContext {
        var context = context
        context.analysis = CatalogAnalysis(catalog)
        return context
    }

    /// The index of the slice whose lines hold where `range` starts; nil when none does.
    private static func slice(holding range: SourceRange, path: String, in slices: [DefinitionSlice]) -> Int? {
        guard range.path == path else { return nil }
        var low = 0
        var high = slices.count
        while low < high {
            let middle = (low + high) / 2
            if slices[middle].lines.upperBound <= range.bytes.start { low = middle + 1 } else { high = middle }
        }
        return low < slices.count && slices[low].lines.contains(range.bytes.start) ? low : nil
    }

    /// Findings of the rules that compare catalogs. Each finding is kept or dropped, and given
    /// its severity, by the settings of the file it points into.
    public func lintAcrossCatalogs(
        _ catalogs: [Catalog],
        settings: (String) -> RuleSettings,
        context: LintContext = LintContext()
    ) -> [Diagnostic] {
        lintAcrossFiles(catalogs.map(CrossFileFacts.init), settings: settings, context: context)
    }

    /// `lintAcrossCatalogs(_:settings:context:)` over what was kept of each catalog.
    public func lintAcrossFiles(
        _ files: [CrossFileFacts],
        settings: (String) -> RuleSettings,
        context: LintContext = LintContext()
    ) -> [Diagnostic] {
        let sorted = files.sorted { $0.path < $1.path }
        guard let first = sorted.first else { return [] }
        let defaults = settings(first.path)
        var diagnostics: [Diagnostic] = []
        for rule in rules {
            guard let check = rule.checkAll, let options = defaults[rule.id]?.options else { continue }
            // Off in every file, none of its findings would be kept: not run at all.
            guard sorted.contains(where: { settings($0.path)[rule.id]?.isEnabled == true }) else { continue }
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
