import AlertDiagnostics
@testable import AlertSpec
import Testing

/// Texts keep compact storage (a template's source only, plural variants in order, derived
/// keys in two parts); the public API must read as if everything were stored.
@Suite struct TextStorageTests {
    @Test func segmentsAreParsedFromTheSource() {
        let template = Template(source: "{{a}} {name}!", segments: [.literal("{a} "), .placeholder("name"), .literal("!")])
        #expect(template.segments == [.literal("{a} "), .placeholder("name"), .literal("!")])
        #expect(template.placeholders == ["name"])
        #expect(template.rendered { "<\($0)>" } == "{a} <name>!")
        #expect(template == (try? Template.parse("{{a}} {name}!").get()))
        #expect(Template(source: "", segments: []).segments.isEmpty)
        #expect(Template(source: "plain", segments: [.literal("plain")]) == (try? Template.parse("plain").get()))
    }

    @Test func keptSegmentsAreACacheOutsideEquality() {
        // The decoder keeps the segments it parsed; a template without braces is one literal.
        let kept = Template(parsedSource: "Hi {name}!", segments: [.literal("Hi "), .placeholder("name"), .literal("!")])
        let parsed = try? Template.parse("Hi {name}!").get()
        #expect(kept == parsed)
        #expect(kept.hashValue == parsed?.hashValue)
        #expect(kept.segments == parsed?.segments)
        #expect(Template(parsedSource: "Plain").segments == [.literal("Plain")])
        #expect(Template(parsedSource: "").segments.isEmpty)
        var changed = kept
        changed.source = "Bye {name}"
        #expect(changed.segments == [.literal("Hi "), .placeholder("name"), .literal("!")])
        changed.segments = [.literal("Bye "), .placeholder("name")]
        #expect(changed == (try? Template.parse("Bye {name}").get()))
        #expect(changed.segments == [.literal("Bye "), .placeholder("name")])
    }

    @Test func segmentsGivenApartFromTheSourceAreKept() {
        // A test double may pair a source with segments it does not parse into.
        let odd = Template(source: "cancel", segments: [])
        #expect(odd.segments.isEmpty)
        #expect(odd != Template(source: "cancel", segments: [.literal("cancel")]))
        #expect(Template(source: "{", segments: [.literal("{")]).segments == [.literal("{")])
    }

    @Test func settingOnePartLeavesTheOther() {
        var template = Template(source: "Hi {name}", segments: [.literal("Hi "), .placeholder("name")])
        template.source = "Bye"
        #expect(template.source == "Bye")
        #expect(template.segments == [.literal("Hi "), .placeholder("name")])
        template.segments = [.literal("Bye")]
        #expect(template == Template(source: "Bye", segments: [.literal("Bye")]))
    }

    @Test func parseErrorsAreUnchanged() {
        #expect(Template.parse("a {b").failure == .unclosedBrace(characterOffset: 2))
        #expect(Template.parse("é}").failure == .unopenedBrace(characterOffset: 1))
        #expect(Template.parse("{a b}").failure == .invalidPlaceholder("a b", characterOffset: 0))
        #expect(Template.parse("{a {b}").failure == .unclosedBrace(characterOffset: 0))
        #expect(Template.parse("{}").failure == .invalidPlaceholder("", characterOffset: 0))
        // Past the eight-byte scan, at every alignment.
        for prefix in 0..<17 {
            let source = String(repeating: "x", count: prefix) + "}"
            #expect(Template.parse(source).failure == .unopenedBrace(characterOffset: prefix), "\(prefix)")
        }
    }

    @Test func pluralVariantsReadAsADictionary() {
        let one = Template(source: "One", segments: [.literal("One")])
        let other = Template(source: "Many", segments: [.literal("Many")])
        var plural = PluralText(parameter: "n", variants: [.other: other, .one: one])
        #expect(plural.variants == [.one: one, .other: other])
        #expect(plural.sortedVariants.map(\.category) == [.one, .other])
        #expect(plural.other == other)
        #expect(plural == PluralText(parameter: "n", variants: [.one: one, .other: other]))
        plural.variants[.few] = one
        #expect(plural.sortedVariants.map(\.category) == [.one, .few, .other])
        #expect(plural.variants.count == 3)
        #expect(PluralText(parameter: "n", variants: [:]).other.source.isEmpty)
    }

    @Test func derivedKeysReadWhole() throws {
        let catalog = try #require(decodeValid("""
            version: 1
            namespace: Docs
            alerts:
              remove:
                title: Remove?
                actions: [Cancel, {title: Delete, id: erase}]
            """))
        let alert = try #require(catalog.alerts.first)
        #expect(alert.title?.key == "Docs.remove.title")
        #expect(alert.actions.map(\.title.key) == ["Docs.remove.actions.cancel", "Docs.remove.actions.erase"])
        // Equal to the same key stored whole, and hashed alike.
        var whole = try #require(alert.title)
        whole.key = "Docs.remove.title"
        #expect(whole == alert.title)
        #expect(whole.hashValue == alert.title?.hashValue)
        whole.key = "Docs.remove.other"
        #expect(whole != alert.title)
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
