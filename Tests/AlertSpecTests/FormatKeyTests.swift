@testable import AlertSpec
import Testing

/// `FormatKey.position` reads a key's case index instead of searching `allCases`; it must
/// agree with `allCases` for every key type.
@Suite struct FormatKeyTests {
    private func check<Key: FormatKey>(_ type: Key.Type, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(Key.allCases.map(\.position) == Array(Key.allCases.indices), "\(Key.self)", sourceLocation: sourceLocation)
        #expect(Key.allCases.count <= Fields<Key>.capacity, sourceLocation: sourceLocation)
    }

    @Test func positionsAreTheOrderOfAllCases() {
        check(CatalogDecoder.Key.self)
        check(AlertDecoder.Key.self)
        check(AlertDecoder.ActionKey.self)
        check(AlertDecoder.TextFieldKey.self)
        check(TextDecoder.Key.self)
        check(NotificationDecoder.Key.self)
        check(NotificationDecoder.CategoryKey.self)
        check(NotificationDecoder.ActionKey.self)
        check(NotificationDecoder.TextInputKey.self)
        check(NotificationDecoder.TriggerKey.self)
        check(NotificationDecoder.TimeKey.self)
        check(ProgressDecoder.Key.self)
        check(PluralCategory.self)
    }
}
