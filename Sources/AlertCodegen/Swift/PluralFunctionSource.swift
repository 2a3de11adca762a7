import AlertSpec

/// The `alertlintPluralCategory(_:_:)` function generated code uses to pick plural variants,
/// for every locale CLDR knows, so the runtime file does not depend on which catalogs are
/// generated together.
public enum PluralFunctionSource {
    public static var all: String {
        PluralRules.swiftSource(functionName: "alertlintPluralCategory", locales: PluralRules.allLocales)
    }
}
