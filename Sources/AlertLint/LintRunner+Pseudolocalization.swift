import AlertSpec

extension LintRunner {
    /// The last step before rules run on a file's catalog: with `pseudolocalizer` set
    /// (`alertlint lint --pseudo`), every text gets its pseudo-translation, replacing any
    /// translation it had in the pseudo-locale, so the width rules measure text as long as the
    /// expansion table allows a translation to be (docs/pseudo-localization.md). It runs after
    /// translations are gathered, inline and from catalogs.
    func prepareForRules(_ catalog: inout Catalog) {
        if let pseudolocalizer { catalog = pseudolocalizer.applied(to: catalog) }
    }
}
