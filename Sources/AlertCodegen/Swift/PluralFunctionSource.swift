import AlertSpec

/// The `alertlintPluralCategory(_:_:)` function generated code uses to pick plural variants,
/// for every locale CLDR knows, so the runtime file does not depend on which catalogs are
/// generated together.
public enum PluralFunctionSource {
    public static var all: String {
        wrapped(PluralRules.swiftSource(functionName: "category", locales: PluralRules.allLocales))
    }

    /// The emitted rules spell `String`, `Int`, `UInt` and `Substring` plainly, and a catalog
    /// named `String` would take those names over in the app's module (decision 0021). So the
    /// rules become a local function of `alertlintPluralCategory`, behind local aliases that
    /// pin each name to the standard library's type.
    static func wrapped(_ emitted: String) -> String {
        let lines = emitted.split(separator: "\n", omittingEmptySubsequences: false)
        let documentation = lines.prefix { $0.hasPrefix("///") }
        let function = lines.dropFirst(documentation.count).filter { !$0.isEmpty }
        var out = documentation.map(String.init)
        out.append("func alertlintPluralCategory(_ languageCode: Swift.String, _ count: Swift.Int) -> Swift.String {")
        for name in ["Int", "String", "Substring", "UInt"] { out.append("    typealias \(name) = Swift.\(name)") }
        out += function.map { "    " + $0 }
        out.append("    return category(languageCode, count)")
        out.append("}")
        return out.joined(separator: "\n") + "\n"
    }
}
