import AlertDiagnostics
import Foundation
import Testing
import TestSupport
@testable import AlertYAML

/// Deterministic mutations of valid snippets: the reader must never crash, and every range it
/// reports must lie inside the file and start on a character boundary.
@Suite struct RobustnessTests {
    static let seeds: [String] = [
        "version: 1\nalerts:\n  deleteDocument:\n    title: Delete “{name}”?\n    actions:\n      - {title: Cancel, role: cancel}\n      - {id: delete, title: Delete, role: destructive}\n",
        "# alertlint:disable-file x\r\nkey: 'single # quoted'\r\nother: \"double\\n\\u00e9\"\r\nlist: [a, b, {c: d}]\r\n",
        "\u{FEFF}é: 日本語\nblock: |\n  line one # not a comment\n  line two\nfolded: >-\n  a\n  b\nemoji: 👍🏽 # trailing\n",
        "progress:\n  signingOut:\n    title: Signing Out…\n    cancel: Cancel\nnotifications:\n  n:\n    trigger: {after: 60, repeats: false}\n    badge: 3\n",
        "? complex\n: value\nseq:\n- a\n- - nested\n  - more\nmap: {k: v, k2: [1, 2.5, -3, .inf, ~]}\n",
    ]

    /// Bytes that tend to change how YAML reads the rest: indicators, breaks, quotes, bytes
    /// that are not UTF-8, and the pieces of multi-byte characters.
    static let interesting: [[UInt8]] = [
        ":", " ", "-", "?", "#", "'", "\"", "[", "]", "{", "}", ",", "|", ">", "&a", "*a", "!t", "!!str", "%", "@",
        "\n", "\r", "\r\n", "\t", "---", "...", "<<: ", "é", "👍🏽", "\u{85}", "\u{2028}", "\u{FEFF}",
    ].map { Array($0.utf8) } + [[0x00], [0xFF], [0xC3], [0x80], [0xED, 0xA0, 0x80], [0xE6, 0x97], [0x07], [0xFE, 0xFF]]

    static func mutate(_ input: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: // insert an interesting piece
                bytes.insert(contentsOf: interesting.randomElement(using: &random)!, at: position)
            case 1: // delete a few bytes
                let end = min(bytes.count, position + Int.random(in: 1...3, using: &random))
                if position < end { bytes.removeSubrange(position..<end) }
            case 2: // overwrite one byte with a random one
                if position < bytes.count { bytes[position] = UInt8.random(in: 0...255, using: &random) }
            case 3: // truncate
                bytes.removeSubrange(position...)
            case 4: // duplicate a slice somewhere else
                let end = min(bytes.count, position + Int.random(in: 1...12, using: &random))
                let slice = Array(bytes[position..<end])
                bytes.insert(contentsOf: slice, at: Int.random(in: 0...bytes.count, using: &random))
            default: // change the indentation of a line
                if let lineStart = bytes[..<min(position, bytes.count)].lastIndex(of: UInt8(ascii: "\n")) {
                    if Bool.random(using: &random) {
                        bytes.insert(UInt8(ascii: " "), at: lineStart + 1)
                    } else if lineStart + 1 < bytes.count, bytes[lineStart + 1] == UInt8(ascii: " ") {
                        bytes.remove(at: lineStart + 1)
                    }
                }
            }
        }
        return bytes
    }

    @Test func mutatedInputsNeverCrashAndStayInRange() {
        // More iterations or another seed for a longer local run; the default stays small.
        let environment = ProcessInfo.processInfo.environment
        var random = SeededGenerator(state: environment["YAML_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0xA1E7_11E7)
        var rejected = 0
        let iterations = environment["YAML_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? 2_000
        for iteration in 0..<iterations {
            let seed = Self.seeds[iteration % Self.seeds.count]
            let bytes = Self.mutate(Array(seed.utf8), &random)
            let limits = iteration % 7 == 0 ? YAMLLimits(maxFileBytes: 160, maxDepth: 3) : .default
            let file = SourceFile(path: "fuzz.yaml", bytes: bytes)
            let (document, diagnostics) = YAMLReader.read(file, limits: limits)
            if diagnostics.hasErrors { rejected += 1 }
            Self.checkInvariants(document, diagnostics, iteration: iteration)
        }
        // Both outcomes must be exercised for the test to mean anything.
        #expect(rejected > iterations / 10)
        #expect(rejected < iterations * 9 / 10)
    }

    static func checkInvariants(_ document: YAMLDocument, _ diagnostics: [Diagnostic], iteration: Int) {
        let file = document.file
        let count = file.bytes.count
        func isInside(_ range: ByteRange) -> Bool { 0 <= range.start && range.start <= range.end && range.end <= count }
        func startsACharacter(_ offset: Int) -> Bool { offset >= count || file.bytes[offset] & 0xC0 != 0x80 }

        for diagnostic in diagnostics {
            #expect(!diagnostic.message.isEmpty, "iteration \(iteration)")
            #expect(isInside(diagnostic.range.bytes), "iteration \(iteration): \(diagnostic)")
            for note in diagnostic.notes {
                if let range = note.range { #expect(isInside(range.bytes), "iteration \(iteration): \(note)") }
            }
            // Rendering must not trap either.
            _ = DiagnosticFormatter(files: [file]).format(diagnostic)
        }
        var stack: [(YAMLNode, ByteRange?)] = document.root.map { [($0, nil)] } ?? []
        while let (node, parent) = stack.popLast() {
            #expect(isInside(node.range), "iteration \(iteration): \(node.range)")
            #expect(startsACharacter(node.range.start), "iteration \(iteration): \(node.range)")
            if let parent, diagnostics.isEmpty {
                #expect(parent.contains(node.range), "iteration \(iteration): \(node.range) outside \(parent)")
            }
            switch node.content {
            case .scalar(let scalar):
                // A one-line plain scalar without properties holds exactly its text: the check
                // that libyaml's character counts became the right byte offsets. (libyaml
                // also breaks lines at U+0085, U+2028 and U+2029.)
                let text = file.text(in: node.range)
                let breaks: Set<UInt32> = [0x0A, 0x0D, 0x85, 0x2028, 0x2029]
                if diagnostics.isEmpty, scalar.style == .plain, !scalar.value.isEmpty,
                   !text.unicodeScalars.contains(where: { breaks.contains($0.value) }) {
                    #expect(text == scalar.value, "iteration \(iteration)")
                }
            case .sequence(let items): stack += items.map { ($0, node.range) }
            case .mapping(let entries): stack += entries.flatMap { [($0.key, node.range), ($0.value, node.range)] }
            }
        }
        var previousEnd = 0
        for comment in document.comments {
            #expect(isInside(comment.range), "iteration \(iteration)")
            #expect(comment.range.start >= previousEnd, "iteration \(iteration)")
            #expect(file.bytes[comment.range.start] == UInt8(ascii: "#"), "iteration \(iteration)")
            previousEnd = comment.range.end
        }
    }
}
