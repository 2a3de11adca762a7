@testable import AlertLanguageServer
@testable import AlertSpec
import Foundation
import XCTest

/// The format completion and key hovers read is the committed JSON Schema, and the schema's
/// keys are the decoder's: one description of the format, checked against the code that
/// reads it. `ALERTLINT_RECORD=1 swift test --filter FormatSchemaTests` rewrites the
/// compiled-in copy after the schema changed.
final class FormatSchemaTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let schemaFile = repository.appendingPathComponent("schemas/alertspec.schema.json")
    static let embeddedFile = repository.appendingPathComponent("Sources/AlertLanguageServer/EmbeddedFormatSchema.swift")

    /// `EmbeddedFormatSchema.swift` for the schema's text, in a raw string literal no line of
    /// it can close.
    static func embeddedSource(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        return """
            // Generated from schemas/alertspec.schema.json by FormatSchemaTests: do not edit.
            // Regenerate with `ALERTLINT_RECORD=1 swift test --filter FormatSchemaTests`.

            /// The spec format's JSON Schema, compiled in: the language server's completion and key
            /// hovers read the format from it wherever the binary runs (decision 0049).
            enum EmbeddedFormatSchema {
                static let text = \(hashes)\"\"\"
            \(text)
            \"\"\"\(hashes)
            }

            """
    }

    func testTheCompiledInSchemaIsTheCommittedOne() throws {
        let schema = try String(contentsOf: Self.schemaFile, encoding: .utf8)
        let expected = Self.embeddedSource(schema)
        if ProcessInfo.processInfo.environment["ALERTLINT_RECORD"] == "1" {
            try expected.write(to: Self.embeddedFile, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(try String(contentsOf: Self.embeddedFile, encoding: .utf8), expected, "EmbeddedFormatSchema.swift is out of date: run `ALERTLINT_RECORD=1 swift test --filter FormatSchemaTests`")
        XCTAssertEqual(EmbeddedFormatSchema.text, schema)
    }

    func testTheSchemasKeysAreTheDecodersAtEverySpot() {
        let schema = FormatSchema()
        func keys(_ path: [CursorContext.Step]) -> [String] { schema.keys(at: path).map(\.name) }
        let alert: [CursorContext.Step] = [.key("alerts"), .key("a")]
        let notification: [CursorContext.Step] = [.key("notifications"), .key("n")]
        let action: [CursorContext.Step] = [.key("category"), .key("actions"), .item]
        let spots: [(path: [CursorContext.Step], decoder: [String])] = [
            ([], CatalogDecoder.Key.names),
            (alert, AlertDecoder.Key.names),
            (alert + [.key("actions"), .item], AlertDecoder.ActionKey.names),
            (alert + [.key("textFields"), .item], AlertDecoder.TextFieldKey.names),
            (alert + [.key("title")], TextDecoder.Key.names),
            (notification, NotificationDecoder.Key.names),
            (notification + [.key("category")], NotificationDecoder.CategoryKey.names),
            (notification + action, NotificationDecoder.ActionKey.names),
            (notification + action + [.key("textInput")], NotificationDecoder.TextInputKey.names),
            (notification + [.key("trigger")], NotificationDecoder.TriggerKey.names),
            (notification + [.key("trigger"), .key("at")], NotificationDecoder.TimeKey.names),
            ([.key("progress"), .key("p")], ProgressDecoder.Key.names),
            ([.key("flows"), .key("f")], FlowDecoder.Key.names),
            ([.key("sounds"), .key("s")], SoundDecoder.Key.names),
            ([.key("broadcasts"), .key("b")], BroadcastDecoder.Key.names),
        ]
        for spot in spots {
            XCTAssertEqual(keys(spot.path), spot.decoder.sorted(), "\(spot.path)")
        }
        // Action sheets are decoded with the alert's keys; what a sheet cannot use (style,
        // text fields, preferred) is a lint finding there, and the schema leaves it out.
        XCTAssertEqual(Set(keys([.key("actionSheets"), .key("s")])), Set(AlertDecoder.Key.names).subtracting(["style", "textFields"]))
        XCTAssertEqual(Set(keys([.key("actionSheets"), .key("s"), .key("actions"), .item])), Set(AlertDecoder.ActionKey.names).subtracting(["preferred"]))
    }

    func testEveryKeyHasAReference() {
        let schema = FormatSchema()
        var missing: [String] = []
        func walk(_ path: [CursorContext.Step], depth: Int) {
            guard depth < 8 else { return }
            for key in schema.keys(at: path) {
                let child = path + [.key(key.name)]
                if KeyReference.markdown(path: child, schema: schema) == nil { missing.append("\(child)") }
                walk(child, depth: depth + 1)
                walk(child + [.key("x")], depth: depth + 2)
                walk(child + [.item], depth: depth + 2)
            }
        }
        walk([], depth: 0)
        XCTAssertEqual(missing, [])
    }
}
