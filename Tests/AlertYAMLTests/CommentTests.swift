import AlertDiagnostics
import Testing
@testable import AlertYAML

/// libyaml drops comments, so the reader finds them itself between the scalars it read.
/// In a source, each comment runs from a `1️⃣`-style marker to the next marker.
@Suite struct CommentTests {
    struct Expected: Equatable, CustomStringConvertible {
        var text: String
        var isOwnLine: Bool
        var description: String { "\(isOwnLine ? "own line" : "trailing") \"\(text)\"" }
    }

    private func own(_ text: String) -> Expected { Expected(text: text, isOwnLine: true) }
    private func trailing(_ text: String) -> Expected { Expected(text: text, isOwnLine: false) }

    /// Reads `marked`, checks it is valid YAML, and checks its comments: their text, whether
    /// they stand alone on their line, and that comment n spans markers 2n-1 to 2n.
    private func check(_ marked: String, _ expected: [Expected], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let source = MarkedSource(marked)
        let (document, diagnostics) = source.read()
        #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
        let actual = document.comments.map { Expected(text: $0.text, isOwnLine: $0.isOwnLine) }
        #expect(actual == expected, sourceLocation: sourceLocation)
        for (index, comment) in document.comments.enumerated() where source.markers[2 * index + 1] != nil {
            #expect(comment.range == source.range(2 * index + 1, 2 * index + 2), "comment \(index)", sourceLocation: sourceLocation)
        }
    }

    @Test func atLineStartAndAfterValues() {
        check("1️⃣# first2️⃣\nk: v 3️⃣# after4️⃣\nl:\n  5️⃣#inner6️⃣\n  m: 1\n", [own("first"), trailing("after"), own("inner")])
    }

    @Test func textIsTrimmedAndMayBeEmpty() {
        check("1️⃣#2️⃣\n3️⃣#   spaced   out \t4️⃣\nk: v\n", [own(""), own("spaced   out")])
    }

    @Test func inFlowCollections() {
        check("k: [a, 1️⃣# one2️⃣\n  b] 3️⃣# two4️⃣\nm: {a: 1, 5️⃣# three6️⃣\n  b: 2}\n", [trailing("one"), trailing("two"), trailing("three")])
    }

    @Test func notInsideQuotedScalars() throws {
        check("k: 'a # b'\nl: \"a # b\"\nm: \"a \\\" # b\"\nn: 'it''s # x'\n", [])
        check("k: 'a\n  # not a comment\n  b'\nl: \"c\n\n  # nor this\n  d\" 1️⃣# this is2️⃣\n", [trailing("this is")])
        check("'key # not': 1\n\"k2 # not\": 2\n", [])
        let (document, _) = read("k: 'a\n  # not\n  b'\n")
        #expect(document.root?["k"]?.scalar?.value == "a # not b")
    }

    @Test func notInsideBlockScalars() {
        check("k: |\n  # not\n  text # not\n1️⃣# yes2️⃣\n", [own("yes")])
        check("k: >-\n  # not\n\n  text # not\n  3️⃣\nl: 1 1️⃣# yes2️⃣\n".replacingOccurrences("3️⃣", ""), [trailing("yes")])
        check("a:\n  b: |+\n    x\n      # more-indented text\n\n  1️⃣# less indented: a comment2️⃣\n  c: 1\n", [own("less indented: a comment")])
    }

    @Test func theHeaderOfABlockScalarMayHoldAComment() {
        check("k: | 1️⃣# header2️⃣\n  # not\nl: >+2 3️⃣#h24️⃣\n    x\n", [trailing("header"), trailing("h2")])
        // Properties before the header are skipped on the way to it.
        let (document, _) = read("k: &a !t # c\n  |- # h\n  # x\n")
        #expect(document.comments.map(\.text) == ["c", "h"])
    }

    @Test func aHashWithoutWhitespaceBeforeItIsText() throws {
        check("k: a#b\nl: c# d 1️⃣#e2️⃣\n", [trailing("e")])
        let (document, _) = read("k: a#b\nl: a #b\n")
        #expect(document.root?["k"]?.scalar?.value == "a#b")
        #expect(document.root?["l"]?.scalar?.value == "a")
        check("a#b: 1\n", [])
    }

    @Test func afterTabs() {
        check("k: v\t1️⃣# tab2️⃣\n", [trailing("tab")])
    }

    @Test func crlfIsNotPartOfTheComment() {
        check("1️⃣# a2️⃣\r\nk: v 3️⃣# b4️⃣\r\nl: 1 5️⃣#c6️⃣\r\n", [own("a"), trailing("b"), trailing("c")])
    }

    @Test func loneCR() {
        check("1️⃣# a2️⃣\rk: v 3️⃣# b4️⃣\r", [own("a"), trailing("b")])
    }

    /// libyaml ends lines at U+0085, U+2028 and U+2029 too; a comment after one is separated.
    @Test func afterUnicodeLineBreaks() {
        for separator in ["\u{85}", "\u{2028}", "\u{2029}"] {
            let (document, diagnostics) = read("a: 1\(separator)# c\nb: 2\n")
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            #expect(document.comments.map(\.text) == ["c"])
        }
    }

    @Test func afterABOM() {
        let source = MarkedSource("\u{FEFF}1️⃣# c2️⃣\nk: 1\n")
        let (document, _) = source.read()
        #expect(document.comments.map(\.range) == [source.range(1, 2)])
        #expect(document.comments.first?.isOwnLine == true)
        #expect(source.location(source[1]) == "1:1")
    }

    @Test func positionsAfterMultiByteText() {
        let source = MarkedSource("日本語: \"👍🏽 # no\" 1️⃣# ja2️⃣\n")
        let (document, _) = source.read()
        #expect(document.comments.map(\.range) == [source.range(1, 2)])
        #expect(source.location(source[1]) == "1:16")
    }

    @Test func atDocumentMarkers() {
        check("1️⃣# head2️⃣\n--- 3️⃣# start4️⃣\nk: 1\n... 5️⃣# end6️⃣\n", [own("head"), trailing("start"), trailing("end")])
    }

    @Test func suppressionDirectivesKeepTheirText() {
        check("1️⃣# alertlint:disable-file rule-a,rule-b2️⃣\nalerts:\n  3️⃣# alertlint:disable rule-c4️⃣\n  a: 1 5️⃣# alertlint:disable rule-d6️⃣\n", [
            own("alertlint:disable-file rule-a,rule-b"), own("alertlint:disable rule-c"), trailing("alertlint:disable rule-d"),
        ])
    }

    /// Past the point where the parse stopped the bytes are not known to be YAML: a `#` there
    /// may sit inside a scalar that was never read.
    @Test func onlyTheReadPartIsScanned() {
        let (afterDocuments, _) = read("a: 1 # one\n--- # two\nb: 'x # y'\n")
        #expect(afterDocuments.comments.map(\.text) == ["one"])
        let (afterSyntaxError, diagnostics) = read("# one\na: [\"x\" # two\n: : 'y # z'\n")
        #expect(diagnostics.map(\.id) == ["yaml-syntax"])
        #expect(afterSyntaxError.comments.first?.text == "one")
        #expect(!afterSyntaxError.comments.contains { $0.text.contains("z") })
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
