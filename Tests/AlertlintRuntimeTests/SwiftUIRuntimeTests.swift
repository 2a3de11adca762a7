@_spi(AlertlintGenerated) @testable import AlertlintRuntime
import Foundation
import Testing

/// The platform-neutral logic behind the SwiftUI adapter, run on Linux: which localization a
/// SwiftUI view shows its texts in, and the progress overlay's cancel that reports once.
@Suite struct SwiftUIRuntimeTests {
    static let base = AlertLocalization(bundle: .main)
    static let appLocale = Locale(identifier: "en_US")

    @Test func anExplicitLocalizationWinsOverTheEnvironment() {
        let explicit = AlertLocalization(bundle: .main, language: "ja")
        let resolved = AlertlintSwiftUILocalization.resolve(explicit, base: Self.base, locale: Locale(identifier: "de_DE"), current: Self.appLocale)
        #expect(resolved.language == "ja")
    }

    /// SwiftUI's environment holds `Locale.current` unless a view sets another: then the
    /// person's preferred languages decide, as for `Text("key")`, so no language is forced.
    @Test func theAppsOwnLocaleLeavesTheChoiceToThePreferredLanguages() {
        let resolved = AlertlintSwiftUILocalization.resolve(nil, base: Self.base, locale: Self.appLocale, current: Self.appLocale)
        #expect(resolved.language == nil)
        #expect(resolved.bundle == Self.base.bundle)
    }

    @Test func aLocaleSetInTheEnvironmentReachesTheLookup() {
        let swiss = AlertlintSwiftUILocalization.resolve(nil, base: Self.base, locale: Locale(identifier: "de_CH"), current: Self.appLocale)
        #expect(swiss.locale?.identifier == "de_CH")
        #expect(swiss.language == nil, "the locale picks the translation; no language is forced")
        #expect(swiss.bundle == Self.base.bundle)
        // Numbers and plural variants follow the environment's locale, region included.
        #expect(swiss.formattingLocale(language: "de").identifier == "de_CH")
    }

    /// A second tap on Cancel (or one racing the overlay's dismissal) must not report again.
    @Test func cancelReportsOnce() {
        var cancellation = AlertlintCancelOnce()
        #expect(!cancellation.isCanceled)
        let first = cancellation.cancel()
        let second = cancellation.cancel()
        let third = cancellation.cancel()
        #expect([first, second, third] == [true, false, false])
        #expect(cancellation.isCanceled)
    }
}
