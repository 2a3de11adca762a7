@testable import AlertCodegen
import AlertDiagnostics
import AlertSpec
import Foundation
import Testing
import TestSupport

/// `SwiftWriter.doc(_:)` copies printable-ASCII lines straight into its byte buffer and
/// splits at line feeds byte-wise; it must write exactly what the split into Strings per
/// line (`docBySplitting`, how it was first written) writes, at every indentation.
@Suite struct SwiftWriterTests {
    /// Pieces that stress the fast path's edges: line breaks (a lone `\r`, `\r\n`, runs of
    /// `\n`), the controls and DEL around printable ASCII, characters `commentSafe` replaces
    /// (bidi overrides, zero-width joiners, U+2028), and text it keeps (accents, emoji).
    static let pieces: [String] = [
        "a", "Delete", " ", "`name`", "///", "*/", "\"", "\\", "~", "\n", "\n\n", "\r", "\r\n", "\t", "\u{0}", "\u{1F}",
        "\u{7F}", "\u{80}", "é", "“", "\u{202E}", "\u{200D}", "\u{2028}", "\u{FEFF}", "👩‍👩‍👧", "日本", "\u{E000}", "- Parameters:",
    ]

    static func randomText(_ generator: inout SeededGenerator) -> String {
        let count = Int(generator.next() % 9)
        return (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
    }

    @Test func docWritesWhatTheSplitIntoStringsWrites() {
        var generator = SeededGenerator(state: 56)
        var differences: [String] = []
        for _ in 0..<5_000 {
            let text = Self.randomText(&generator)
            let depth = Int(generator.next() % 3)
            var fast = SwiftWriter()
            var slow = SwiftWriter()
            for _ in 0..<depth {
                fast.block("enum E") { _ in }
                slow.block("enum E") { _ in }
            }
            // Written inside a block, so the lines are indented.
            fast.block("enum Outer") { writer in
                for _ in 0..<depth { writer.block("enum Inner", { writer in writer.doc(text) }) }
                writer.doc(text)
            }
            slow.block("enum Outer") { writer in
                for _ in 0..<depth { writer.block("enum Inner", { writer in writer.docBySplitting(text) }) }
                writer.docBySplitting(text)
            }
            if fast.bytes != slow.bytes { differences.append(text.debugDescription) }
        }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }

    @Test func blocksAndLinesAreIndentedAndTextIsTheBytes() {
        var writer = SwiftWriter()
        writer.line("import Foundation")
        writer.line()
        writer.block("enum A") { writer in
            writer.doc("One.\n\nTwo “quoted”.")
            writer.block("", opener: "", footer: ")") { writer in writer.line("x") }
            writer.block("static func f()") { writer in writer.lines(["a", "", "b"]) }
        }
        let expected = """
            import Foundation

            enum A {
                /// One.
                ///
                /// Two “quoted”.

                    x
                )
                static func f() {
                    a

                    b
                }
            }

            """
        #expect(writer.text == expected)
        #expect(writer.bytes == Array(expected.utf8))
    }

    /// `NamedText.hasPlaceholders` answers without building the set of names: it must agree
    /// with the set on every text of the samples and of texts with placeholders, plurals and
    /// translations in every combination.
    @Test func hasPlaceholdersAgreesWithTheSetOfPlaceholders() throws {
        var texts = try SwiftGoldenTests.sampleCatalogs().flatMap(\.allTexts)
        let spec = """
            version: 1
            alerts:
              plain:
                title: Plain
                message:
                  text: Plain too
                  translations:
                    de: Auch {name}
                parameters: { name: String }
              shown:
                title: Delete {name}?
                parameters: { name: String }
              counted:
                title:
                  plural: count
                  one: One photo
                  other: Photos
                parameters: { count: Int }
            """
        let catalog = try #require(SpecParser.parse(SourceFile(path: "mixed.alerts.yaml", bytes: Array(spec.utf8))).catalog)
        texts += catalog.allTexts
        #expect(texts.count > 10)
        for text in texts {
            #expect(NamedText.hasPlaceholders(text) == !NamedText.placeholders(text).isEmpty, "\(text.key)")
        }
        #expect(catalog.allTexts.map(NamedText.hasPlaceholders) == [false, true, true, true])
    }

    /// `RuntimeSource.withAccess` leaves lines without `public ` alone; its byte search must
    /// find the word wherever `String.contains` does.
    @Test func runtimeLinesWithoutPublicAreFoundByteWise() {
        var lines = EmbeddedRuntime.files.flatMap { $0.text.split(separator: "\n", omittingEmptySubsequences: false) }
        lines += ["public ", "ppublic x", "publi c", "public", "@_spi(AlertlintGenerated) public func", "republic x", "pubpublic ", "“public ”", "public\t", ""]
        var differences: [String] = []
        for line in lines where RuntimeSource.containsPublic(line.utf8) != line.contains("public ") {
            differences.append(String(line))
        }
        #expect(differences.isEmpty, "\(differences.prefix(5))")
    }

    /// The SwiftUI adapter trims translator comments without Foundation when they start and
    /// end with visible ASCII; it must trim exactly as Foundation does.
    @Test func commentsAreTrimmedAsFoundationTrimsThem() {
        var generator = SeededGenerator(state: 14)
        let pieces = ["a", "Z", "!", "~", " ", "\t", "\n", "\r\n", "\u{85}", "\u{A0}", "\u{2028}", "\u{3000}", "\u{1F}", "\u{7F}", "é", "x y"]
        var differences: [String] = []
        for _ in 0..<5_000 {
            let count = Int(generator.next() % 6)
            let text = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            if SwiftUIAdapterGenerator.trimmed(text) != text.trimmingCharacters(in: .whitespacesAndNewlines) {
                differences.append(text.debugDescription)
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(5))")
    }
}
