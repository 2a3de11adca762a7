@_spi(AlertlintGenerated) @testable import AlertlintRuntime
import Foundation
import Testing

/// The runtime module run directly, as an app that depends on the `AlertlintRuntime` product
/// runs it; generated catalogs call the same functions (RuntimeModuleTests in
/// AlertCodegenTests compiles them against this module).
@Suite struct RuntimeTests {
    @Test func substitutesPositionalArgumentsByTheirOwnType() {
        let text = AlertlintText.render("%2$@ deleted %1$lld photos (%%)", [.int(1234), .string("Ana")], language: "en")
        #expect(text == "Ana deleted 1,234 photos (%)")
    }

    @Test func aPositionWithoutArgumentStaysAsWritten() {
        #expect(AlertlintText.render("%3$@ and %1$@", [.string("a")], language: "en") == "%3$@ and a")
    }

    @Test func pluralCategoriesFollowCLDR() {
        #expect(alertlintPluralCategory("en", 1) == "one")
        #expect(alertlintPluralCategory("en", 2) == "other")
        #expect(alertlintPluralCategory("ru", 3) == "few")
        #expect(alertlintPluralCategory("ar", 0) == "zero")
    }

    @Test func aForcedLanguageWins() {
        let localization = AlertLocalization(bundle: .main, language: "de")
        #expect(localization.resolvedLanguage(developmentLanguage: "en") == "de")
    }

    @Test func contentValuesCompareByValue() {
        let action = AlertActionContent(id: "delete", title: "Delete", role: .destructive, isPreferred: true)
        let content = AlertContent(id: "deletePhoto", style: .alert, title: "Delete?", message: nil, actions: [action])
        #expect(content.preferredAction == action)
        #expect(content == AlertContent(id: "deletePhoto", style: .alert, title: "Delete?", message: nil, actions: [action]))
    }
}
