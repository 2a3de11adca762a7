import AlertDiagnostics
@testable import AlertLint
import AlertSpec
import Foundation
import TestSupport
import Testing

/// `notification-action-id-unique` and `broadcast-name-unique` compare what `CrossFileFacts`
/// keeps packed of each action and broadcast (decision 0064): every pair must differ exactly
/// where the definitions, compared as they always were, differ.
@Suite struct KeptDefinitionsTests {
    // MARK: Actions

    /// The comparison as the rule made it on whole definitions before they were packed.
    static func referenceDifference(_ first: NotificationAction, _ second: NotificationAction) -> String? {
        if first.title.content != second.title.content || first.title.translations.map(\.content) != second.title.translations.map(\.content) {
            return "title"
        }
        if Set(first.options) != Set(second.options) { return "set of options" }
        if first.textInput?.button?.content != second.textInput?.button?.content
            || first.textInput?.placeholder?.content != second.textInput?.placeholder?.content
            || (first.textInput == nil) != (second.textInput == nil) {
            return "text input"
        }
        return nil
    }

    /// Actions from small pools, so that pairs are often equal and often differ in one part.
    static func randomActions(count: Int, seed: UInt64) -> [NotificationAction] {
        var generator = SeededGenerator(state: seed)
        func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
        let templates = ["Save", "Reply", "Reply {name}", "Antworten", "cafe\u{301}", "caf\u{E9}", ""].map { try! Template.parse($0).get() }
        let plural = TextContent.plural(PluralText(parameter: "count", variants: [.one: templates[0], .other: templates[2]]))
        let contents = templates.map(TextContent.single) + [plural]
        let locales = ["de", "fr"].compactMap(LocaleID.init)
        func text() -> Text {
            let translations = (0..<Int(generator.next() % 3)).map { index in
                Translation(locale: locales[index % 2], localeRange: .at(index), content: pick(contents), range: .at(index))
            }
            return Text(key: "k", content: pick(contents), translations: translations, range: .at(0))
        }
        return (0..<count).map { index in
            let options = (0..<Int(generator.next() % 3)).map { _ in pick(NotificationAction.Option.allCases) }
            var distinctOptions: [NotificationAction.Option] = []
            for option in options where !distinctOptions.contains(option) { distinctOptions.append(option) }
            let textInput: NotificationAction.TextInput? = switch generator.next() % 4 {
            case 0: nil
            case 1: NotificationAction.TextInput(range: .at(1))
            case 2: NotificationAction.TextInput(button: text(), range: .at(1))
            default: NotificationAction.TextInput(button: pick([nil, text()]), placeholder: text(), range: .at(1))
            }
            return NotificationAction(id: "a\(index)", hasExplicitID: true, title: text(), options: distinctOptions, textInput: textInput, range: ByteRange(start: index, end: index + 1))
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func actionsDifferWhereTheirDefinitionsDiffer(seed: UInt64) {
        let actions = Self.randomActions(count: 60, seed: seed)
        let kept = actions.map(CrossFileFacts.Action.init)
        var outcomes: Set<String> = []
        for first in actions.indices {
            #expect(kept[first].id == actions[first].id)
            #expect(kept[first].range == actions[first].range)
            for second in actions.indices {
                let expected = Self.referenceDifference(actions[first], actions[second])
                #expect(NotificationActionIDUniqueRule.difference(kept[first].traits, kept[second].traits) == expected)
                outcomes.insert(expected ?? "same")
            }
        }
        // The pools make every outcome happen, so each part of the packing is compared.
        #expect(outcomes == ["title", "set of options", "text input", "same"])
    }

    // MARK: Broadcasts

    static func referenceDifference(_ first: BroadcastDefinition, _ second: BroadcastDefinition) -> String? {
        if first.payload.map({ [$0.name, $0.type.description] }) != second.payload.map({ [$0.name, $0.type.description] }) { return "payload" }
        if first.isolation != second.isolation { return "isolation" }
        if first.subject?.value != second.subject?.value { return "subject" }
        return nil
    }

    @Test func broadcastsDifferWhereTheirDefinitionsDiffer() {
        var generator = SeededGenerator(state: 64)
        func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
        let types = ["String", "Int", "[UUID]", "String?"].compactMap(PayloadType.init(spelling:))
        let broadcasts = (0..<60).map { index in
            let payload = (0..<Int(generator.next() % 3)).map { position in
                BroadcastDefinition.Property(name: pick(["albumID", "title", "caf\u{E9}"]), type: pick(types), range: .at(position))
            }
            return BroadcastDefinition(
                id: "b\(index)", idRange: .at(index), range: .at(index), name: "Shared",
                nameRange: index % 2 == 0 ? nil : .at(index + 1),
                subject: pick([nil, Located("AlbumStore", range: .at(0)), Located("cafe\u{301}", range: .at(0))]),
                isolation: pick(BroadcastDefinition.Isolation.allCases), payload: payload
            )
        }
        let kept = broadcasts.map(CrossFileFacts.Broadcast.init)
        var outcomes: Set<String> = []
        for first in broadcasts.indices {
            #expect(kept[first].id == broadcasts[first].id && kept[first].name == broadcasts[first].name)
            #expect(kept[first].range == (broadcasts[first].nameRange ?? broadcasts[first].idRange))
            for second in broadcasts.indices {
                let expected = Self.referenceDifference(broadcasts[first], broadcasts[second])
                #expect(BroadcastNameUniqueRule.difference(kept[first].traits, kept[second].traits) == expected)
                outcomes.insert(expected ?? "same")
            }
        }
        #expect(outcomes == ["payload", "isolation", "subject", "same"])
    }

    // MARK: The samples

    /// Every category, action and broadcast of the samples keeps its ids and ranges, and each
    /// action and broadcast reads back as the same as itself.
    @Test func samplesKeepTheirIDsAndRanges() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("samples/PhotoLibrary")
        var actionsSeen = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".alerts.yaml") {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            let catalog = try #require(SpecParser.parse(SourceFile(path: name, bytes: bytes)).catalog)
            let facts = CrossFileFacts(catalog)
            let categories = catalog.notifications.compactMap { notification in notification.category.map { (notification.id, $0) } }
            #expect(facts.categories.map(\.notification) == categories.map(\.0))
            for (kept, (_, category)) in zip(facts.categories, categories) {
                #expect(kept.id == category.id && kept.keyRange == category.keyRange)
                #expect(kept.actions.map(\.id) == category.actions.map(\.id))
                for (keptAction, action) in zip(kept.actions, category.actions) {
                    #expect(NotificationActionIDUniqueRule.difference(keptAction.traits, keptAction.traits) == nil)
                    #expect(keptAction.traits.title == action.title.content)
                    actionsSeen += 1
                }
            }
            #expect(facts.broadcasts.map(\.name) == catalog.broadcasts.map(\.name))
        }
        #expect(actionsSeen > 0)
    }
}
