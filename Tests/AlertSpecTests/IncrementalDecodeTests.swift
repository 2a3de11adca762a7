import AlertDiagnostics
import AlertSpec
import AlertYAML
import Foundation
import TestSupport
import Testing

/// `DecodedDefinitionsCache`: a parse that reuses the definitions decoded at the file's last
/// parse gives exactly what a fresh parse gives, catalog (every range of every definition)
/// and diagnostics alike, after any edit (decision 0059).
@Suite struct IncrementalDecodeTests {
    /// Definitions of every kind the cache keeps, some with format errors (kept with their
    /// errors), a flow that names them (never kept), and settings above them.
    static let document = """
        version: 1
        namespace: Photos
        locales: [en, de]
        alerts:
          deletePhoto:
            parameters: {name: String}
            title: "Delete “{name}”?"
            message:
              text: This can't be undone.
              comment: Shown before deleting
              translations:
                de: Das kann nicht rückgängig gemacht werden.
            actions:
              - {title: Delete, role: destructive}
              - {title: Cancel, role: cancel}
          rename:
            title: Rename
            textFields:
              - {id: name, placeholder: Name, required: true}
            actions: [Rename, {title: Cancel, role: cancel}]
          broken:
            title: Broken
            colour: red
          plural:
            parameters: {count: Int}
            title:
              one: "{count} photo"
              other: "{count} photos"
            actions: [OK]
        actionSheets:
          share:
            title: Share
            actions: [Mail, Messages, {title: Cancel, role: cancel}]
        notifications:
          uploaded:
            parameters: {count: Int}
            title: Uploaded
            body: Your photos are up.
            sound: default
            badge: count
            category:
              actions:
                - {id: view, title: View}
                - {id: reply, title: Reply, textInput: {button: Send, placeholder: Message}}
          wrong:
            body: [not, a, text]
        progress:
          uploading:
            title: Uploading…
            cancel: Stop
        sounds:
          chime:
            file: chime.caf
            haptic: success
        broadcasts:
          photoAdded:
            subject: Photo
            payload: {id: String, size: Int?}
        flows:
          deleteFlow:
            confirm: deletePhoto
            progress: uploading
        """ + "\n"

    static func parse(_ text: String, cache: DecodedDefinitionsCache?, documents: YAMLDocumentCache? = nil) -> ParsedSpec {
        SpecParser.parse(SourceFile(path: "Photos.alerts.yaml", text: text), reusing: cache, rereading: documents)
    }

    static func expectSameAsFresh(_ text: String, cache: DecodedDefinitionsCache, documents: YAMLDocumentCache? = nil, _ label: String) {
        let reused = parse(text, cache: cache, documents: documents)
        let fresh = parse(text, cache: nil)
        #expect(reused.catalog == fresh.catalog, "\(label)")
        #expect(reused.diagnostics == fresh.diagnostics, "\(label)")
        #expect(reused.document.root == fresh.document.root, "\(label)")
        #expect(reused.document.comments == fresh.document.comments, "\(label)")
    }

    @Test func anEditDecodesTheEditedDefinitionOnly() throws {
        let cache = DecodedDefinitionsCache()
        let first = Self.parse(Self.document, cache: cache)
        #expect(first.diagnostics.contains { $0.id == "unknown-key" })
        // Ten definitions are kept; the flow is decoded every time.
        #expect(cache.statistics == .init(decoded: 10, reused: 0))

        let edited = Self.document.replacingOccurrences(of: "title: Rename", with: "title: Rename it")
        Self.expectSameAsFresh(edited, cache: cache, "one title edited")
        #expect(cache.statistics == .init(decoded: 11, reused: 9))

        // A line above every definition moves them all: none is decoded again, every range
        // and every diagnostic moves.
        let moved = edited.replacingOccurrences(of: "alerts:\n", with: "alerts:\n  # moved\n")
        Self.expectSameAsFresh(moved, cache: cache, "moved")
        #expect(cache.statistics == .init(decoded: 11, reused: 19))

        // Another namespace: every text's derived key changes, so nothing is reused.
        Self.expectSameAsFresh(moved.replacingOccurrences(of: "namespace: Photos", with: "namespace: Pictures"), cache: cache, "renamed")
        #expect(cache.statistics == .init(decoded: 21, reused: 19))
    }

    @Test func aFileTheReaderComplainsOfIsDecodedWhole() {
        let cache = DecodedDefinitionsCache()
        let text = Self.document.replacingOccurrences(of: "title: Share", with: "title: &s Share")
        Self.expectSameAsFresh(text, cache: cache, "anchor")
        #expect(cache.statistics == .init(decoded: 0, reused: 0))
    }

    /// Random edits, one after another, each parse through one cache held to a fresh one:
    /// typing, new and deleted lines, comments, lines moved in and out of definitions, and
    /// edits that break the YAML. With `rereading`, the YAML is reread around each edit
    /// too (decision 0066).
    @Test(arguments: [(UInt64(1), false), (2, false), (3, false), (4, false), (1, true), (2, true), (3, true), (4, true)])
    func randomEditsParseAsAFreshParse(seed: UInt64, rereading: Bool) {
        var random = SeededGenerator(state: seed)
        var text = Self.document
        let cache = DecodedDefinitionsCache()
        let documents = rereading ? YAMLDocumentCache() : nil
        let insertions = ["x", "é", " ", "\n", "    # c\n", "  ", "{", "\"", ": ", "\n    message: Hi\n", "  extra:\n    title: T\n"]
        for step in 0..<150 {
            var bytes = Array(text.utf8)
            let lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") && $0 + 1 < bytes.count }.map { $0 + 1 }
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                // Type at a random place (between characters, so the text stays UTF-8).
                let scalars = Array(text.unicodeScalars)
                let at = Int.random(in: 0...scalars.count, using: &random)
                let insertion = insertions.randomElement(using: &random)!
                text = String(String.UnicodeScalarView(scalars[..<at])) + insertion + String(String.UnicodeScalarView(scalars[at...]))
            case 1:
                // Insert at the start of a line.
                let at = lineStarts.randomElement(using: &random)!
                bytes.insert(contentsOf: Array(insertions.randomElement(using: &random)!.utf8), at: at)
                text = String(decoding: bytes, as: UTF8.self)
            case 2:
                // Delete a line.
                let index = Int.random(in: 0..<lineStarts.count, using: &random)
                let end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
                bytes.removeSubrange(lineStarts[index]..<end)
                text = String(decoding: bytes, as: UTF8.self)
            default:
                // Undo the drift now and then: back to the document, so most steps parse.
                if Int.random(in: 0..<3, using: &random) == 0 { text = Self.document }
            }
            Self.expectSameAsFresh(text, cache: cache, documents: documents, "seed \(seed), step \(step)")
        }
        #expect(cache.statistics.reused > 0)
        if let documents { #expect(documents.statistics.reread > 5, "\(documents.statistics)") }
    }
}
