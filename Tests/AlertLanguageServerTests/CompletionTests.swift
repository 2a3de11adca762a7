import AlertDiagnostics
@testable import AlertLanguageServer
import AlertLint
import AlertSpec
import Foundation
import LanguageServerProtocol
import XCTest

/// Completion at a cursor marked `‸` in the text (the marker is removed before completing).
final class CompletionTests: XCTestCase {
    private let completion = Completion()

    private func items(_ marked: String, path: String = "t.alerts.yaml") -> (items: [CompletionItem], file: SourceFile) {
        let range = marked.range(of: "‸")!
        let offset = marked.utf8.distance(from: marked.startIndex, to: range.lowerBound)
        let text = marked.replacingCharacters(in: range, with: "")
        let file = SourceFile(path: path, text: text)
        let found = path.hasSuffix(".alertlint.yml") ? completion.configurationItems(at: offset, in: file) : completion.specItems(at: offset, in: file)
        return (found, file)
    }

    private func labels(_ marked: String, path: String = "t.alerts.yaml") -> [String] {
        items(marked, path: path).items.map(\.label)
    }

    private let alert = """
        version: 1
        alerts:
          deletePhoto:
            parameters: {name: String, count: Int}
            title: Delete “{name}”?
            actions:
              - title: Cancel
                role: cancel

        """

    // MARK: - Keys

    func testTopLevelKeysLeaveOutThoseAlreadyThere() {
        XCTAssertEqual(labels("version: 1\nalerts: {}\n‸"), ["actionSheets", "broadcasts", "developmentLanguage", "flows", "locales", "namespace", "notifications", "platforms", "progress", "sounds", "table"])
    }

    func testAnAlertsKeysOnAPartlyTypedLineOfAMalformedDocument() {
        let marked = "version: 1\nalerts:\n  a:\n    title: Hi\n    ti‸\n    actions: [OK]\n"
        XCTAssertEqual(labels(marked), ["message", "parameters", "style", "textFields"])
        let found = items(marked)
        let edit = found.items.first { $0.label == "message" }?.textEdit
        // The word `ti` (line 4, characters 4–6) is replaced by the key and its colon.
        XCTAssertEqual(edit, TextEdit(range: Range(start: Position(line: 4, character: 4), end: Position(line: 4, character: 6)), newText: "message: "))
        XCTAssertEqual(found.items.first { $0.label == "textFields" }?.textEdit?.newText, "textFields:")
        XCTAssertTrue(found.items.first { $0.label == "style" }?.documentation?.value.contains("`loginAndPasswordInput`") ?? false)
    }

    func testAnActionsKeysInABlockItemAndInAFlowMapping() {
        XCTAssertEqual(labels(alert + "      - title: Delete\n        ‸\n"), ["id", "preferred", "role"])
        XCTAssertEqual(labels(alert + "      - {title: Delete, ‸}\n"), ["id", "preferred", "role"])
        XCTAssertEqual(labels(alert + "      - ‸\n"), ["id", "preferred", "role", "title"])
        // An action sheet's actions have no `preferred`.
        XCTAssertEqual(labels("actionSheets:\n  s:\n    actions:\n    - title: A\n      ‸"), ["id", "role"])
    }

    func testKeysOfTheOtherDefinitions() {
        XCTAssertEqual(labels("notifications:\n  n:\n    title: T\n    category:\n      ‸\n"), ["actions", "customDismissAction", "hiddenPreviewsBodyPlaceholder", "id"])
        XCTAssertEqual(labels("notifications:\n  n:\n    trigger: {at: {hour: 1, ‸}}\n"), ["minute", "weekday"])
        XCTAssertEqual(labels("progress:\n  p:\n    ‸"), ["cancel", "message", "mode", "parameters", "title"])
        XCTAssertEqual(labels("flows:\n  f:\n    progress: p\n    ‸"), ["confirm", "delay", "failure", "minimumDuration", "start", "success"])
        XCTAssertEqual(labels("sounds:\n  s:\n    ‸"), ["alert", "file", "haptic", "vibrate"])
        XCTAssertEqual(labels("broadcasts:\n  b:\n    ‸"), ["comment", "isolation", "name", "payload", "subject"])
        XCTAssertEqual(labels(alert + "    textFields:\n      - id: name\n        ‸"), ["autocapitalization", "contentType", "keyboard", "placeholder", "required", "secure", "text"])
        XCTAssertEqual(labels(alert + "    message:\n      text: Hi\n      ‸"), ["comment", "few", "key", "many", "one", "other", "plural", "translations", "two", "zero"])
    }

    func testLayoutsBlockYAMLAllows() {
        // A text's long form inside an action's mapping.
        XCTAssertEqual(labels("alerts:\n  a:\n    actions:\n      - title:\n          text: Hi\n          ‸"), ["comment", "few", "key", "many", "one", "other", "plural", "translations", "two", "zero"])
        // A list at its key's indentation.
        XCTAssertEqual(labels("alerts:\n  a:\n    actions:\n    - title: A\n    - ‸"), ["id", "preferred", "role", "title"])
        // A notification action's options in a flow list; a plural translation's categories.
        XCTAssertEqual(labels("notifications:\n  n:\n    category:\n      actions:\n        - title: Reply\n          options: [‸]"), ["foreground", "destructive", "authenticationRequired"])
        XCTAssertEqual(labels("alerts:\n  a:\n    message:\n      translations:\n        de:\n          ‸"), ["few", "many", "one", "other", "two", "zero"])
        // A placeholder in a block scalar of a CRLF file.
        XCTAssertEqual(labels("alerts:\r\n  a:\r\n    parameters: {n: Int}\r\n    message: |\r\n      Delete {‸\r\n"), ["n"])
        // A definition's id is the author's: nothing to offer.
        XCTAssertEqual(labels("alerts:\n  a:\n    title: Hi\n  ‸"), [])
    }

    // MARK: - Values

    func testEnumValuesAfterTheColon() {
        XCTAssertEqual(labels(alert + "      - title: Delete\n        role: ‸\n"), ["default", "cancel", "destructive"])
        XCTAssertEqual(labels(alert + "      - {title: Delete, role: d‸}\n"), ["default", "cancel", "destructive"])
        XCTAssertEqual(labels(alert + "      - title: Delete\n        preferred: ‸\n"), ["true", "false"])
        XCTAssertEqual(labels("progress:\n  p:\n    mode: ‸"), ["indeterminate", "determinate"])
        XCTAssertEqual(labels("sounds:\n  s:\n    haptic: ‸"), ["success", "warning", "error", "light", "medium", "heavy", "soft", "rigid", "selection"])
        XCTAssertEqual(labels("broadcasts:\n  b:\n    isolation: ‸"), ["mainActor", "async"])
        XCTAssertEqual(labels("version: ‸"), ["1"])
        XCTAssertEqual(labels("platforms: [iphone, ‸]"), ["iphone", "ipad", "mac"])
        XCTAssertEqual(labels("platforms:\n  - ‸"), ["iphone", "ipad", "mac"])
        XCTAssertEqual(labels("alerts:\n  a:\n    parameters: {n: ‸}"), ["String", "Int", "Double"])
        XCTAssertEqual(labels("notifications:\n  n:\n    interruptionLevel: ‸"), ["passive", "active", "timeSensitive", "critical"])
    }

    func testAValueRightAfterTheColonGetsItsSpace() {
        let found = items(alert + "      - title: Delete\n        role:‸\n").items
        XCTAssertEqual(found.first { $0.label == "cancel" }?.textEdit?.newText, " cancel")
    }

    func testTextsAndIdsGetNoValues() {
        XCTAssertEqual(labels(alert + "    message: ‸"), [])
    }

    // MARK: - Placeholders, flows, suppressions

    func testPlaceholdersOfferTheDefinitionsParameters() {
        let found = items(alert + "    message: \"Delete {‸\n")
        XCTAssertEqual(found.items.map(\.label), ["name", "count"])
        XCTAssertEqual(found.items.map(\.detail), ["String", "Int"])
        XCTAssertEqual(labels(alert + "    message: Delete {na‸} now\n"), ["name", "count"])
        // A literal `{{` is no placeholder; another definition's parameters are not offered.
        XCTAssertEqual(labels(alert + "    message: \"{{‸\"\n"), [])
        XCTAssertEqual(labels(alert + "  other:\n    parameters: {size: Int}\n    title: \"{‸\"\n"), ["size"])
    }

    func testPluralAndBadgeOfferTheIntParameters() {
        XCTAssertEqual(labels(alert + "    message:\n      plural: ‸"), ["count"])
        XCTAssertEqual(labels("notifications:\n  n:\n    parameters: {n: Int, s: String}\n    badge: ‸"), ["n"])
    }

    func testFlowReferencesOfferDefinitionsOfTheRightKind() {
        let spec = """
            alerts:
              done: {title: Done}
              ask: {title: Sure?}
            actionSheets:
              pick: {actions: [A]}
            progress:
              working: {title: Working}
            flows:
              f:

            """
        XCTAssertEqual(labels(spec + "    confirm: ‸"), ["ask", "done", "pick"])
        XCTAssertEqual(labels(spec + "    progress: ‸"), ["working"])
        XCTAssertEqual(labels(spec + "    success: ‸"), ["ask", "done"])
        XCTAssertEqual(labels(spec + "    failure: d‸"), ["ask", "done"])
        XCTAssertEqual(items(spec + "    confirm: ‸").items.first?.detail, "alert")
    }

    func testAFlowsStartOffersTheConfirmsActionsThatCanStartTheWork() {
        let spec = """
            version: 1
            alerts:
              deletePhoto:
                title: Delete Photo?
                actions:
                  - {title: Cancel, role: cancel}
                  - title: Move to Trash
                  - {id: eraseNow, title: Erase, role: destructive}
                  - title: 2 Hours
                  - title: 削除
            progress:
              working: {title: Working}
            flows:
              f:
                confirm: deletePhoto
                progress: working

            """
        // Explicit ids, and those the decoder derives from titles (`action5` by position for
        // a title with no Latin letters); not the cancel action.
        let found = items(spec + "    start: ‸")
        XCTAssertEqual(found.items.map(\.label), ["moveToTrash", "eraseNow", "action2Hours", "action5"])
        XCTAssertEqual(found.items.map(\.detail), ["Move to Trash", "Erase", "2 Hours", "削除"])
        XCTAssertEqual(labels(spec + "    start: era‸"), ["moveToTrash", "eraseNow", "action2Hours", "action5"])
        // In a flow mapping, after CJK and an emoji on the line (a key the flow does not have,
        // as while typing): the word typed is replaced, in UTF-16 positions.
        let wide = spec.replacingOccurrences(of: "  f:\n    confirm: deletePhoto\n    progress: working\n", with: "")
        let flow = items(wide + "  f: {confirm: deletePhoto, progress: working, x: \"削除😀\", start: mo‸}\n")
        XCTAssertEqual(flow.items.first?.label, "moveToTrash")
        XCTAssertEqual(flow.items.first?.textEdit?.range, Range(start: Position(line: 13, character: 65), end: Position(line: 13, character: 67)))
        // Without a confirm, or naming nothing: none.
        XCTAssertEqual(labels(spec.replacingOccurrences(of: "confirm: deletePhoto", with: "confirm: nothing") + "    start: ‸"), [])
    }

    /// The hover at `‸` in a `.alertlint.yml` (marker removed), and the text it covers.
    private func configurationHover(_ marked: String) -> (markdown: String, covered: String)? {
        let range = marked.range(of: "‸")!
        let offset = marked.utf8.distance(from: marked.startIndex, to: range.lowerBound)
        let file = SourceFile(path: ".alertlint.yml", text: marked.replacingCharacters(in: range, with: ""))
        return KeyReference.configurationHover(at: offset, in: file, rules: RuleRegistry.rules).map {
            ($0.markdown, String(decoding: file.bytes[$0.range.start..<$0.range.end], as: UTF8.self))
        }
    }

    func testHoverOnConfigurationKeysShowsTheSettingsRulesAndOptionsDocumentation() throws {
        let configuration = "# 設定 😀\nlocales: [de]\nrules:\n  ok-button: off\n  alert-button-count:\n    severity: error\n    max: 2\n"
        // The text with the cursor `delta` characters into the first `word`.
        func at(_ word: String, _ delta: Int = 1) -> String {
            var text = configuration
            text.insert("‸", at: text.index(text.range(of: word)!.lowerBound, offsetBy: delta))
            return text
        }
        // A setting: the same text as the configuration's JSON Schema.
        let locales = try XCTUnwrap(configurationHover(at("locales")))
        XCTAssertEqual(locales.covered, "locales")
        XCTAssertTrue(locales.markdown.hasSuffix(try XCTUnwrap(ConfigurationSchema.settingDescriptions["locales"])))
        // A rule id under `rules:` (hyphens included): the rule's page.
        let rule = try XCTUnwrap(configurationHover(at("ok-button", 4)))
        XCTAssertEqual(rule.covered, "ok-button")
        let okButton = try XCTUnwrap(RuleRegistry.rules.first { $0.id == "ok-button" })
        XCTAssertEqual(rule.markdown, RuleDocumentation.page(okButton.description, headingLevel: 2))
        // A rule's severity and option.
        XCTAssertTrue(try XCTUnwrap(configurationHover(at("severity"))).markdown.contains(ConfigurationSchema.severityDescription))
        let max = try XCTUnwrap(configurationHover(at("max")))
        let option = try XCTUnwrap(RuleRegistry.rules.first { $0.id == "alert-button-count" }?.description.options.first { $0.key == "max" })
        XCTAssertTrue(max.markdown.hasSuffix(ConfigurationSchema.optionDescription(option)))
        // Values, comments and unknown keys: nothing.
        XCTAssertNil(configurationHover(at("off")))
        XCTAssertNil(configurationHover(at("設定")))
        XCTAssertNil(configurationHover("nonsense‸: 1\n"))
    }

    func testEverySettingIsDescribed() {
        XCTAssertEqual(Set(ConfigurationSchema.settingDescriptions.keys), Set(ConfigurationReader.keys))
    }

    func testSkeletonsOfNewDefinitionsOnlyForClientsThatExpandSnippets() throws {
        let marked = "version: 1\nnamespace: Photos\nalerts:\n  ‸"
        XCTAssertFalse(labels(marked).contains("new alert"))
        let range = marked.range(of: "‸")!
        let file = SourceFile(path: "t.alerts.yaml", text: marked.replacingCharacters(in: range, with: ""))
        let offset = marked.utf8.distance(from: marked.startIndex, to: range.lowerBound)
        let skeleton = try XCTUnwrap(completion.specItems(at: offset, in: file, snippets: true).first { $0.label == "new alert" })
        XCTAssertEqual(skeleton.insertTextFormat, .snippet)
        XCTAssertEqual(skeleton.insertTextMode, .adjustIndentation)
        XCTAssertEqual(skeleton.kind, .snippet)
        XCTAssertEqual(skeleton.textEdit?.range, Range(start: Position(line: 3, character: 2), end: Position(line: 3, character: 2)))
        // Not in a flow mapping, nor inside a definition.
        XCTAssertEqual(completion.specItems(at: 20, in: SourceFile(path: "t.alerts.yaml", text: "version: 1\nalerts: {\n"), snippets: true).filter { $0.kind == .snippet }, [])
        XCTAssertEqual(items("version: 1\nalerts:\n  a:\n    ‸").items.filter { $0.kind == .snippet }, [])
    }

    func testEverySkeletonAtItsDefaultsDecodesWithoutAFormatError() throws {
        for (collection, skeleton) in Completion.skeletons.sorted(by: { $0.key < $1.key }) {
            var text = skeleton.text
            // Tab stops at their defaults (a choice's first), as a person accepting each would.
            for (pattern, template) in [(#"\$\{\d+:([^}]*)\}"#, "$1"), (#"\$\{\d+\|([^,|]*)[^}]*\}"#, "$1"), (#"\$\d+"#, "")] {
                let expression = try NSRegularExpression(pattern: pattern)
                text = expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
            }
            // The client indents each later line as the id's line (adjustIndentation).
            let spec = "version: 1\nnamespace: Photos\n\(collection):\n  " + text.replacingOccurrences(of: "\n", with: "\n  ") + "\n"
            let parsed = AlertSpec.SpecParser.parse(SourceFile(path: "t.alerts.yaml", text: spec))
            XCTAssertEqual(parsed.diagnostics.filter { $0.severity == .error }.map(\.message), [], spec)
            XCTAssertFalse(text.contains("$"), text)
        }
    }

    func testTheFlowReferenceTableNamesTheKindsTheDecoderAccepts() {
        XCTAssertEqual(Set(Completion.flowReferenceCollections.keys), Navigation.flowReferences)
        let definitions = ["alerts": "a:\n    title: A\n    actions: [OK]", "actionSheets": "a:\n    actions: [A]", "progress": "a:\n    title: Working"]
        for (key, accepted) in Completion.flowReferenceCollections.sorted(by: { $0.key < $1.key }) {
            for (collection, definition) in definitions.sorted(by: { $0.key < $1.key }) {
                var spec = "version: 1\n\(collection):\n  \(definition)\nflows:\n  f:\n    \(key): a\n"
                if key != "progress" { spec += "    progress: w\nprogress:\n  w:\n    title: Working\n" }
                if collection == "progress", key != "progress" { spec = spec.replacingOccurrences(of: "progress:\n  w:\n    title: Working\n", with: "").replacingOccurrences(of: "progress: w", with: "progress: a") }
                let parsed = AlertSpec.SpecParser.parse(SourceFile(path: "t.alerts.yaml", text: spec))
                let invalid = parsed.diagnostics.contains { $0.id == "invalid-reference" }
                XCTAssertEqual(invalid, !accepted.contains(collection), "\(key) → \(collection): \(parsed.diagnostics.map(\.message))")
            }
        }
    }

    func testSuppressionCommentsOfferRuleIdsWithTheirSummaries() {
        let found = items(alert + "# alertlint:disable ok-button, ‸\n").items
        let ids = RuleRegistry.rules.map(\.id).sorted()
        XCTAssertEqual(found.map(\.label), ids.filter { $0 != "ok-button" })
        let rule = RuleRegistry.rules.first { $0.id == "single-cancel-action" }!
        XCTAssertEqual(found.first { $0.label == rule.id }?.detail, rule.description.summary)
        XCTAssertEqual(labels(alert + "    # alertlint:disable-file sing‸"), ids)
        XCTAssertEqual(labels("# alertl‸"), ["alertlint:disable", "alertlint:disable-file"])
        XCTAssertEqual(items("# alertl‸").items.first?.textEdit?.range, Range(start: Position(line: 0, character: 2), end: Position(line: 0, character: 8)))
        XCTAssertEqual(labels("# a note ‸"), [])
    }

    func testTheConfigurationOffersSettingsRuleIdsAndSeverities() {
        let path = "/p/.alertlint.yml"
        XCTAssertEqual(labels("rules: {}\n‸", path: path), ["developmentLanguage", "excluded", "included", "locales", "platforms", "resources", "translations"])
        let rules = items("rules:\n  ok-button: off\n  ‸", path: path).items
        XCTAssertEqual(rules.map(\.label), RuleRegistry.rules.map(\.id).sorted().filter { $0 != "ok-button" })
        XCTAssertEqual(rules.first { $0.label == "alert-button-count" }?.detail, RuleRegistry.rules.first { $0.id == "alert-button-count" }?.description.summary)
        XCTAssertEqual(labels("rules:\n  ok-button: ‸", path: path), ["off", "info", "warning", "error"])
        XCTAssertEqual(labels("rules:\n  alert-button-count:\n    ‸", path: path), ["severity"] + RuleRegistry.rules.first { $0.id == "alert-button-count" }!.optionKeys)
        XCTAssertEqual(labels("rules:\n  alert-button-count:\n    severity: ‸", path: path), ["info", "warning", "error"])
    }

    func testTheConfigurationsSeveritiesAreTheOnesItReads() {
        for word in ["off"] + Severity.allCases.map(\.rawValue) {
            let file = SourceFile(path: "/p/.alertlint.yml", text: "rules:\n  ok-button: \(word)\n")
            XCTAssertEqual(ConfigurationReader().read(file, directory: "/p").1.map(\.message), [], word)
        }
    }

    // MARK: - Positions and robustness

    func testRangesCountUTF16UnitsAfterEmojiAndCJK() {
        // `    message: "写真😀 {`: 4 + 9 + 1 + 2 (CJK) + 2 (one emoji, a surrogate pair) + 1 + 1.
        let found = items(alert + "    message: \"写真😀 {n‸\n")
        XCTAssertEqual(found.items.map(\.label), ["name", "count"])
        XCTAssertEqual(found.items.first?.textEdit?.range, Range(start: Position(line: 8, character: 20), end: Position(line: 8, character: 21)))
        let flow = items(alert + "      - {title: \"削除😀\", ro‸")
        XCTAssertEqual(flow.items.map(\.label), ["id", "preferred", "role"])
        // 6 + `- {title: "` (11) + 2 + 2 + `", ` (3) = 24.
        XCTAssertEqual(flow.items.first?.textEdit?.range, Range(start: Position(line: 8, character: 24), end: Position(line: 8, character: 26)))
    }

    func testEveryCursorOfEveryPrefixOfASampleIsAnswered() {
        // Typing a spec out byte by byte: malformed at nearly every step; never a crash.
        let text = alert + "      - {title: \"削除😀\", role: destructive}\n    # alertlint:disable ok-button\n    message: \"{count} 写真\"\nflows:\n  f: {confirm: deletePhoto, progress: p}\n"
        let bytes = Array(text.utf8)
        for end in stride(from: 0, through: bytes.count, by: 3) {
            let file = SourceFile(path: "t.alerts.yaml", bytes: Array(bytes[..<end]))
            for offset in stride(from: 0, through: end, by: 7) { _ = completion.specItems(at: offset, in: file) }
            _ = completion.configurationItems(at: end, in: file)
        }
    }
}
