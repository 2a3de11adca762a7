import AlertDiagnostics
import Foundation
import TestSupport
import Testing
@testable import AlertYAML

/// `YAMLReader.reread`: whenever it gives a document, it is the one a whole read of the new
/// text gives, its tree's storage byte for byte, comments included (decision 0066).
@Suite struct RereadTests {
    /// Block mappings at several depths around every kind of scalar and collection that can
    /// sit inside an entry, comments at every column, and an entry whose sequence is written
    /// at its key's indentation.
    static let document = """
        version: 1
        # a comment at the root
        alerts:
          deletePhoto:
            title: "Delete “{name}”?"
            message:
              text: |
                This can't be undone.
                  Indented line.

              comment: >-
                Shown before
                deleting
              translations:
                de: Das kann nicht rückgängig gemacht werden.   # trailing
                fr: 'On ne peut pas

                  revenir en arrière.'
            actions:
              - {title: Delete, role: destructive}
              - title: Cancel
                role: cancel
          rename:
            title: Rename
            keep: |+
              kept


          # between entries
            plain: a plain scalar
              that goes on
            flow: [a, b,
              c]
            empty:
            list:
            - one
            - two
          last:
            nested:
              deeper:
                deepest: value
        notifications:
          uploaded:
            body: Your photos are up.
        """ + "\n"

    static func read(_ bytes: [UInt8]) -> (YAMLDocument, [Diagnostic]) {
        YAMLReader.read(SourceFile(path: "test.yaml", bytes: bytes))
    }

    /// The two trees hold the same records and text in the same places.
    static func sameStorage(_ lhs: YAMLNode?, _ rhs: YAMLNode?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        let left = lhs.tree.storage.pointee
        let right = rhs.tree.storage.pointee
        guard lhs.index == rhs.index, left.records.count == right.records.count,
              Array(left.scalarBytes) == Array(right.scalarBytes)
        else { return false }
        return zip(left.records, right.records).allSatisfy { a, b in
            a.start == b.start && a.end == b.end && a.first == b.first && a.count == b.count
                && a.kind == b.kind && a.style == b.style && a.isFlow == b.isFlow
        }
    }

    /// Rereads `new` after `previous` and, when that gives a document, holds it to a whole
    /// read. Returns the reread document, if any.
    @discardableResult
    static func expectRereadMatches(_ new: [UInt8], after previous: YAMLDocument, _ label: @autoclosure () -> String) -> YAMLDocument? {
        let file = SourceFile(path: "test.yaml", bytes: new)
        guard let reread = YAMLReader.reread(file, after: previous) else { return nil }
        let (whole, diagnostics) = read(new)
        #expect(diagnostics.isEmpty, "\(label()): reread a text the reader complains of: \(diagnostics.map(\.message))")
        #expect(sameStorage(reread.root, whole.root), "\(label()): the trees differ")
        #expect(reread.root == whole.root, "\(label())")
        #expect(reread.comments == whole.comments, "\(label()): the comments differ")
        return reread
    }

    static func clean(_ text: String) -> YAMLDocument {
        let (document, diagnostics) = read(Array(text.utf8))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return document
    }

    static func replacing(_ text: String, _ old: String, _ new: String) -> [UInt8] {
        #expect(text.contains(old), "\(old)")
        return Array(text.replacingOccurrences(of: old, with: new).utf8)
    }

    @Test func theDocumentIsClean() {
        _ = Self.clean(Self.document)
    }

    @Test func typingInAValueParsesItsEntryAgain() throws {
        let previous = Self.clean(Self.document)
        let edited = Self.replacing(Self.document, "title: Rename", "title: Rename it")
        let reread = try #require(Self.expectRereadMatches(edited, after: previous, "typed"))
        // Chained: the reread document serves the next edit.
        let again = Self.replacing(String(decoding: edited, as: UTF8.self), "title: Rename it", "title: Rename it!")
        #expect(Self.expectRereadMatches(again, after: reread, "typed again") != nil)
    }

    @Test func editsThatReadAsTheyDoInPlace() {
        let previous = Self.clean(Self.document)
        let edits: [(String, String, String)] = [
            ("a new entry among the others", "    title: Rename\n", "    title: Rename\n    subtitle: Again\n"),
            ("the first entry of a mapping, its line moved", "  deletePhoto:\n    title:", "  deletePhoto:\n\n    title:"),
            ("the last entry of the document", "body: Your photos are up.", "body: Your photos are up again."),
            ("a block scalar's text", "This can't be undone.", "This cannot be undone."),
            ("a kept block scalar's trailing lines", "  kept\n\n\n", "  kept\n\n"),
            ("a comment", "# trailing", "# trailing, edited"),
            ("a comment added", "    empty:\n", "    empty: # nothing\n"),
            ("an entry's key renamed", "    plain: a plain", "    plainer: a plain"),
            ("a value becomes a mapping", "deepest: value", "deepest:\n          more: value"),
            ("a flow sequence over lines", "      c]", "      c, d]"),
            ("the sequence at the key's indentation", "    - two\n", "    - two\n    - three\n"),
            ("the lines of two entries", "    title: Rename\n    keep", "    title: Renamed\n    kept"),
            ("a new last line of an entry, typed at its end", "deepest: value\n", "deepest: value\n        deeper2: x\n"),
            ("a line deleted", "        Indented line.\n", ""),
        ]
        for (label, old, new) in edits {
            #expect(Self.expectRereadMatches(Self.replacing(Self.document, old, new), after: previous, label) != nil, "\(label)")
        }
    }

    @Test func editsThatNeedTheWholeRead() {
        let previous = Self.clean(Self.document)
        let edits: [(String, String, String)] = [
            ("a key another entry of the mapping has", "    plain: a plain", "    title: a plain"),
            ("a line left of the mapping's keys", "    empty:\n", "    empty:\n  stray: 1\n"),
            ("an entry at the root", "version: 1", "version: 2"),
            ("a tab before a key", "    empty:\n", "    empty:\n\t\n"),
            ("a lone carriage return", "plain: a plain", "plain: a\rplain"),
            ("a line separator", "plain: a plain", "plain: a\u{2028}plain"),
            ("a second document", "    empty:\n", "    empty:\n---\n"),
            ("the lines of two definitions", "role: cancel\n  rename:", "role: cancelled\n  renamed:"),
            ("an anchor", "title: Rename", "title: &r Rename"),
            ("broken YAML", "title: Rename", "title: [Rename"),
            ("the key's line joined to the one before", "\n    plain: a plain", " plain: a plain"),
        ]
        for (label, old, new) in edits {
            let file = SourceFile(path: "test.yaml", bytes: Self.replacing(Self.document, old, new))
            #expect(YAMLReader.reread(file, after: previous) == nil, "\(label)")
        }
    }

    /// Edits a review found reread wrongly: lines that start with a blank or comment line,
    /// which in place still belong to the entry above (a kept block scalar takes the blank
    /// lines, a literal takes a `#` line or a line of spaces, an explicit key's missing value
    /// moves to the next token); and a key alone on the line after a lone `?`. Each must be
    /// reread as the whole read reads it, or left to the whole read.
    @Test(arguments: [
        ("m:\n  x: |+\n    kept\n  a: 1\n", "m:\n  x: |+\n    kept\n\n  a: 2\n"),
        ("m:\n  x: |\n    text\n  a: 1\n", "m:\n  x: |\n    text\n    # c\n  a: 2\n"),
        ("m:\n  x: |\n    text\n  a: 1\n", "m:\n  x: |\n    text\n      \n  a: 2\n"),
        ("m:\n  ? b\n  a: 1\n", "m:\n  ? b\n\n  a: 2\n"),
        ("m:\n  x:\n    ? b\n  a: 1\n", "m:\n  x:\n    ? b\n\n  a: 2\n"),
        ("m:\n  x: |+\n    kept\n  a: 1\n", "m:\n  x: |+\n    kept\n\n  y:\n    a: 1\n"),
        ("m:\n  x:\n    ? b\n  a: 1\n", "m:\n  x:\n    ? b\n#\n  y:\n    a: 1\n"),
        ("p:\n  ?\n    j\n", "p:\n  ?\n    j: 1\n"),
        ("p:\n  a: 1\n  ?\n    j\nq: 2\n", "p:\n  a: 1\n  ?\n    j: 1\nq: 2\n"),
        (document, document.replacingOccurrences(of: "      comment: >-\n", with: "        # not a comment\n      comment: >\n")),
    ])
    func editsThatReadDifferentlyAloneAreNotReread(old: String, new: String) {
        let previous = Self.clean(old)
        let file = SourceFile(path: "test.yaml", text: new)
        if let reread = YAMLReader.reread(file, after: previous) {
            let (whole, diagnostics) = Self.read(Array(new.utf8))
            #expect(diagnostics.isEmpty)
            #expect(Self.sameStorage(reread.root, whole.root))
            #expect(reread.comments == whole.comments)
        }
    }

    @Test func nestingBeyondTheLimitIsLeftToTheWholeRead() {
        let previous = Self.clean(Self.document)
        let deep = Self.replacing(Self.document, "deepest: value", "deepest:\n          a:\n            b: c")
        let limits = YAMLLimits(maxDepth: 6)
        let (_, diagnostics) = YAMLReader.read(SourceFile(path: "test.yaml", bytes: deep), limits: limits)
        #expect(diagnostics.map(\.id) == [YAMLErrorID.tooDeep.rawValue])
        #expect(YAMLReader.reread(SourceFile(path: "test.yaml", bytes: deep), after: previous, limits: limits) == nil)
        #expect(YAMLReader.reread(SourceFile(path: "test.yaml", bytes: deep), after: previous) != nil)
    }

    @Test func theSameTextIsTheSameDocument() throws {
        let previous = Self.clean(Self.document)
        let reread = try #require(YAMLReader.reread(SourceFile(path: "test.yaml", text: Self.document), after: previous))
        #expect(Self.sameStorage(reread.root, previous.root))
    }

    /// A line's start half the time, any byte otherwise: where replacements start.
    static func case10LineStart(_ lineStarts: [Int], _ count: Int, _ random: inout SeededGenerator) -> Int {
        Bool.random(using: &random) ? lineStarts.randomElement(using: &random)! : Int.random(in: 0...count, using: &random)
    }

    /// Random edits, each reread from the last clean document (reread ones included), held
    /// to a whole read: typing YAML's indicators and line breaks anywhere, new, deleted and
    /// duplicated lines, and replacements (which the leftmost placing of pure insertions and
    /// deletions does not normalize). Most edits leave the document clean and inside one entry, so most
    /// are reread; the count says the comparison ran.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func randomEditsRereadAsAWholeRead(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        var bytes = Array(Self.document.utf8)
        var previous = Self.clean(Self.document)
        let insertions = [
            "x", "é", " ", "  ", "\n", "\n    ", ":", ": ", "-", "- ", "#", " #", "|", ">", "\"", "'", "{", "}", "[", "]", ",",
            "?", "&", "*", "!", "\t", "\r\n", "    extra: 1\n", "  more:\n    title: T\n", "\n      k: v",
            "\n\n", "    # c\n", "      \n", "    ? k\n", "    ?\n      k\n", "    k: |+\n      t\n\n",
        ]
        var rereads = 0
        var cleanBytes = bytes
        for step in 0..<400 {
            // Mostly from the last clean text, so that most edits start from a clean read;
            // now and then on from a broken one.
            if Int.random(in: 0..<4, using: &random) != 0 { bytes = cleanBytes }
            let lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") && $0 + 1 < bytes.count }.map { $0 + 1 }
            switch Int.random(in: 0..<12, using: &random) {
            case 10, 11:
                // Replace: a run of bytes, often from a line's start, by typed text (a paste,
                // or keystrokes the server lints together).
                var at = Self.case10LineStart(lineStarts, bytes.count, &random)
                while at < bytes.count, bytes[at] & 0xC0 == 0x80 { at += 1 }
                var end = min(bytes.count, at + Int.random(in: 0...12, using: &random))
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                bytes.replaceSubrange(at..<end, with: Array(insertions.randomElement(using: &random)!.utf8))
            case 0..<6:
                // Type at a random character boundary.
                var at = Int.random(in: 0...bytes.count, using: &random)
                while at < bytes.count, bytes[at] & 0xC0 == 0x80 { at += 1 }
                bytes.insert(contentsOf: Array(insertions.randomElement(using: &random)!.utf8), at: at)
            case 6:
                // Delete a character.
                guard !bytes.isEmpty else { continue }
                var at = Int.random(in: 0..<bytes.count, using: &random)
                while at > 0, bytes[at] & 0xC0 == 0x80 { at -= 1 }
                var end = at + 1
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                bytes.removeSubrange(at..<end)
            case 7:
                // Delete a line.
                let index = Int.random(in: 0..<lineStarts.count, using: &random)
                bytes.removeSubrange(lineStarts[index]..<(index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count))
            case 8:
                // Duplicate a line.
                let index = Int.random(in: 0..<lineStarts.count, using: &random)
                let line = Array(bytes[lineStarts[index]..<(index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count)])
                bytes.insert(contentsOf: line, at: lineStarts[index])
            default:
                // Back to the document now and then, so that most steps are clean.
                if Int.random(in: 0..<4, using: &random) == 0 { bytes = Array(Self.document.utf8) }
            }
            if let reread = Self.expectRereadMatches(bytes, after: previous, "seed \(seed), step \(step)") {
                rereads += 1
                previous = reread
                cleanBytes = bytes
            } else {
                let (whole, diagnostics) = Self.read(bytes)
                if diagnostics.isEmpty {
                    previous = whole
                    cleanBytes = bytes
                }
            }
        }
        #expect(rereads > 100, "only \(rereads) of 400 edits were reread")
    }

    /// Every case of the YAML test suite that reads cleanly, edited at random: whatever is
    /// reread reads as the whole case does. Each case is also nested under a key (every line
    /// indented by two spaces), so that its own top level is made of entries that can be
    /// reread.
    @Test func editedSuiteCasesRereadAsAWholeRead() throws {
        var random = SeededGenerator(state: 14)
        let insertions = ["x", " ", "\n", ": ", "- ", "#", "|", "\"", "'", "[", "]", "{", ",", "\n  ", "\t", "&a ", "*a"]
        var rereads = 0
        var cases = 0
        for folder in try YAMLTestSuiteTests.caseFolders() {
            guard let text = try? String(contentsOf: folder.appendingPathComponent("in.yaml"), encoding: .utf8) else { continue }
            let nested = "case:\n" + text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
            for original in [Array(text.utf8), Array(nested.utf8)] {
            let (document, diagnostics) = Self.read(original)
            guard diagnostics.isEmpty, document.root != nil else { continue }
            cases += 1
            for edit in 0..<20 {
                var bytes = original
                var at = Int.random(in: 0...bytes.count, using: &random)
                while at < bytes.count, bytes[at] & 0xC0 == 0x80 { at += 1 }
                if Int.random(in: 0..<3, using: &random) == 0, at < bytes.count {
                    var end = at + 1
                    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                    bytes.removeSubrange(at..<end)
                } else {
                    bytes.insert(contentsOf: Array(insertions.randomElement(using: &random)!.utf8), at: at)
                }
                if Self.expectRereadMatches(bytes, after: document, "\(folder.lastPathComponent), edit \(edit)") != nil { rereads += 1 }
            }
            }
        }
        #expect(cases > 100)
        #expect(rereads > 200, "only \(rereads) edits of \(cases) cases were reread")
    }
}
