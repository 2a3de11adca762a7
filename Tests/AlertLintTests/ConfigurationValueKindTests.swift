import AlertDiagnostics
@testable import AlertLint
import Testing

/// A value of the wrong kind (a list where a word goes, null, a mapping) is reported with what
/// was found, at the value's line:column, for every setting and option: never as an empty
/// string.
@Suite struct ConfigurationValueKindTests {
    func errors(_ yaml: String, rules: [RegisteredRule] = RuleRegistry.rules) -> [String] {
        let file = SourceFile(path: ".alertlint.yml", text: yaml)
        let (_, diagnostics) = ConfigurationReader(rules: rules).read(file, directory: ".")
        return diagnostics.sortedForOutput().map { "\(file.location(of: $0.range.bytes.start)): \($0.message)" }
    }

    static let severities = "'off', 'info', 'warning' or 'error'"

    @Test func severityOfTheWrongKindSaysWhatItFound() {
        #expect(errors("rules:\n  ok-button: {severity: [error]}\n") == [
            "2:25: 'severity' of rule 'ok-button' takes \(Self.severities), found a list",
        ])
        #expect(errors("rules:\n  ok-button: {severity: {level: error}}\n") == [
            "2:25: 'severity' of rule 'ok-button' takes \(Self.severities), found a mapping",
        ])
        #expect(errors("rules:\n  ok-button: {severity: ~}\n") == [
            "2:25: 'severity' of rule 'ok-button' takes \(Self.severities), found null",
        ])
        #expect(errors("rules:\n  ok-button: {severity: ''}\n") == [
            "2:25: 'severity' of rule 'ok-button' takes \(Self.severities), found an empty string",
        ])
        #expect(errors("rules:\n  ok-button: {severity: loud}\n") == [
            "2:25: 'severity' of rule 'ok-button' takes \(Self.severities), found 'loud'",
        ])
    }

    @Test func ruleValueOfTheWrongKind() {
        let takes = "takes 'off', 'info', 'warning', 'error' or a mapping of options"
        #expect(errors("rules:\n  ok-button: [error]\n") == ["2:14: rule 'ok-button' \(takes), found a list"])
        #expect(errors("rules:\n  ok-button: ~\n") == ["2:14: rule 'ok-button' \(takes), found null"])
        #expect(errors("rules:\n  ok-button: loud\n") == ["2:14: rule 'ok-button' \(takes), found 'loud'"])
    }

    @Test func listItemsOfTheWrongKind() {
        #expect(errors("platforms: [iphone, [ipad], ~, ipod]\n") == [
            "1:21: 'platforms' takes a list of 'iphone', 'ipad' or 'mac', found a list in it",
            "1:29: 'platforms' takes a list of 'iphone', 'ipad' or 'mac', found null in it",
            "1:32: 'platforms' takes a list of 'iphone', 'ipad' or 'mac', found 'ipod' in it",
        ])
        #expect(errors("locales: [de, [fr], ~, {a: 1}]\n") == [
            "1:15: 'locales' takes a list of locale ids, found a list in it",
            "1:21: 'locales' takes a list of locale ids, found null in it",
            "1:24: 'locales' takes a list of locale ids, found a mapping in it",
        ])
        #expect(errors("excluded: [[x], ~]\nresources: {a: b}\n") == [
            "1:12: 'excluded' takes a list of strings, found a list in it",
            "1:17: 'excluded' takes a list of strings, found null in it",
            "2:12: 'resources' takes a list of strings, found a mapping",
        ])
    }

    @Test func optionsOfTheWrongKind() {
        #expect(errors("rules:\n  alert-button-count: {max: [2]}\n") == [
            "2:29: option 'max' takes a whole number, found a list",
        ])
        #expect(errors("rules:\n  alert-button-count: {max: ~}\n") == [
            "2:29: option 'max' takes a whole number, found null",
        ])
        #expect(errors("rules:\n  alert-title-length: {geometry: ~, sampleString: [x]}\n") == [
            "2:34: option 'geometry' takes one of 'ios18', 'ios26', found null",
            "2:51: option 'sampleString' takes a string, found a list",
        ])
        #expect(errors("rules:\n  alert-title-length: {sampleString: ~}\n") == [
            "2:38: option 'sampleString' takes a string, found null",
        ])
        #expect(errors("rules:\n  cancel-action-title: {titles: [Cancel, ~, [x]]}\n") == [
            "2:42: option 'titles' takes a list of strings, found null in it",
            "2:45: option 'titles' takes a list of strings, found a list in it",
        ])
    }

    @Test func longValuesAreShortenedInMessages() {
        let long = String(repeating: "x", count: 200)
        let message = errors("rules:\n  ok-button: {severity: \(long)}\n").first ?? ""
        #expect(message.hasSuffix("found '\(String(repeating: "x", count: 40))…'"), "\(message)")
    }
}
