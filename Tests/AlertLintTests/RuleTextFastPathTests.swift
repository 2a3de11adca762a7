import AlertDiagnostics
@testable import AlertLint
import AlertSpec
import Foundation
import Testing
import TestSupport

/// Shortcuts the rules and the shared analysis take over texts, each against the plain
/// computation it replaces.
@Suite struct RuleTextFastPathTests {
    /// `Catalog.textsWithParameters` as it was built before the shortcut: every definition's
    /// `texts`, concatenated, then sorted.
    static func plainTextsWithParameters(_ catalog: Catalog) -> [(text: Text, parameters: [Parameter])] {
        var texts: [(text: Text, parameters: [Parameter])] = []
        for definition in catalog.alerts + catalog.actionSheets {
            texts += definition.texts.map { ($0, definition.parameters) }
        }
        for definition in catalog.notifications {
            texts += definition.texts.map { ($0, definition.parameters) }
        }
        for definition in catalog.progress {
            texts += definition.texts.map { ($0, definition.parameters) }
        }
        return texts.sorted { $0.text.range < $1.text.range }
    }

    static func expectSameTexts(_ catalog: Catalog, _ name: String) {
        let fast = catalog.textsWithParameters
        let plain = plainTextsWithParameters(catalog)
        #expect(fast.map(\.text) == plain.map(\.text), "\(name)")
        #expect(fast.map(\.parameters) == plain.map(\.parameters), "\(name)")
    }

    /// The samples (sections in the usual order), and specs whose sections or keys are out of
    /// source order, so the sort still runs.
    @Test func textsWithParametersMatchesThePlainBuild() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../samples/PhotoLibrary")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".alerts.yaml") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let catalog = try #require(SpecParser.parse(SourceFile(path: name, text: text)).catalog)
            #expect(!catalog.textsWithParameters.isEmpty)
            Self.expectSameTexts(catalog, name)
        }
        let reordered = """
            version: 1
            locales: [de]
            progress:
              exporting: {title: Exporting…, cancel: Stop}
            actionSheets:
              share:
                actions:
                  - {title: Copy}
                  - {title: Cancel, role: cancel}
                title: Share
            alerts:
              rename:
                parameters: {name: String}
                actions: [{title: Cancel, role: cancel}, {title: Rename}]
                textFields:
                  - {id: newName, placeholder: Name, text: "{name}"}
                message: {text: "Choose a new name for “{name}”.", translations: {de: "Wähle einen neuen Namen für „{name}“."}}
                title: Rename?
              delete:
                title: Delete?
                actions: [{title: Cancel, role: cancel}, {title: Delete, role: destructive}]
            notifications:
              comment:
                body: New comment
                title: Comment
            """
        let catalog = try #require(SpecParser.parse(SourceFile(path: "reordered.alerts.yaml", text: reordered)).catalog)
        #expect(catalog.textsWithParameters.count > 10)
        Self.expectSameTexts(catalog, "reordered")
    }

    /// `LocalizationSupport.scalarCount(of:)` is the scalar count, never below the character count.
    @Test func scalarCountBoundsTheCharacterCount() {
        let pieces = ["a", "ä", "a\u{308}", "\r\n", "写", "👍🏽", "🇩🇪", "👨‍👩‍👧", "क्ष", "ไม่", "م", " ", "%"]
        var generator = SeededGenerator(state: 3)
        for _ in 0..<2_000 {
            let text = (0..<Int(generator.next() % 12)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            #expect(LocalizationSupport.scalarCount(of: text) == text.unicodeScalars.count)
            #expect(LocalizationSupport.scalarCount(of: text) >= text.count)
        }
    }

    /// `APNsPayload.quoted` returns a text with nothing to escape as it is, between quotes,
    /// and agrees with the escaping loop on random texts with and without characters to escape.
    @Test func quotedAgreesWithTheEscapingLoop() {
        let pieces = ["a", "Photos", "ä", "写真", "👍🏽", "\"", "\\", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{1}", "\u{1F}", "\u{7F}", " ", "{", "}"]
        var generator = SeededGenerator(state: 4)
        for _ in 0..<3_000 {
            let text = (0..<Int(generator.next() % 10)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            #expect(APNsPayload.quoted(text) == APNsPayload.escapedQuoted(text), "\(text.debugDescription)")
        }
    }
}

/// The localization rules' variants of spec text, built in one walk over the segments, against
/// the `placeholders`, `Set` and `unique` build they replace.
@Suite struct LocalizedVariantFastPathTests {
    @Test func specVariantsMatchThePlainBuild() throws {
        let parameters = [
            Parameter(name: "name", type: .string, range: ByteRange(start: 0, end: 0)),
            Parameter(name: "count", type: .int, range: ByteRange(start: 0, end: 0)),
        ]
        let pieces = ["{name}", "{count}", "{other}", "{x}", "a", " ", "Fotos", "{{", "}}", "ä", "8", "×", "—", "写", "@", "[", "`", "Z"]
        var generator = SeededGenerator(state: 5)
        for _ in 0..<2_000 {
            let source = (0..<Int(generator.next() % 8)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let template = try Template.parse(source).get()
            let plural = PluralText(parameter: "count", variants: [.one: template, .other: try Template.parse("{count} " + source).get()])
            for content in [TextContent.single(template), .plural(plural)] {
                let fast = LocalizationSupport.variants(of: content, parameters: parameters)
                let plain = content.variants.map { variant in
                    let names = variant.template.placeholders
                    var seen: Set<String> = []
                    return (
                        arguments: Set(names.filter { parameters[named: $0] != nil }),
                        unknownNames: names.filter { parameters[named: $0] == nil }.filter { seen.insert($0).inserted },
                        visibleText: variant.template.rendered { _ in "" }
                    )
                }
                let text = Text(key: "k", content: content, range: ByteRange(start: 0, end: 0))
                let nothing = content.variants.allSatisfy { !$0.template.rendered { _ in "" }.unicodeScalars.contains { $0.properties.isAlphabetic } }
                #expect(LocalizationSupport.hasNothingToTranslate(text) == nothing, "\(source)")
                #expect(fast.count == plain.count)
                for (variant, expected) in zip(fast, plain) {
                    #expect(Set(variant.arguments) == expected.arguments, "\(source)")
                    #expect(variant.arguments.count == expected.arguments.count, "\(source): a name twice")
                    #expect(variant.unknownNames == expected.unknownNames, "\(source)")
                    #expect(variant.visibleText == expected.visibleText, "\(source)")
                }
            }
        }
    }
}
