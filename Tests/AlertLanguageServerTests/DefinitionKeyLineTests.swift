import AlertDiagnostics
@testable import AlertLanguageServer
import XCTest

/// Where "disable RULE for this definition" writes its comment.
final class DefinitionKeyLineTests: XCTestCase {
    private func keyLine(_ text: String, at marker: String) -> String? {
        let file = SourceFile(path: "t.alerts.yaml", text: text)
        let offset = text.utf8.distance(from: text.startIndex, to: text.range(of: marker)!.lowerBound)
        guard let found = DocumentLinter.definitionKeyLine(containing: offset, in: file) else { return nil }
        let rest = file.bytes[found.start...].prefix { $0 != 10 && $0 != 13 }
        return found.indentation + "|" + String(decoding: rest.drop { $0 == 32 }, as: UTF8.self) + "|" + found.lineBreak.debugDescription
    }

    func testTheDefinitionKeyAboveANestedFinding() {
        let text = "version: 1\nalerts:\n\n  # a comment\n  first:\n    title: A\n  second:\n    actions:\n      - title: Rename.\n"
        XCTAssertEqual(keyLine(text, at: "Rename."), "  |second:|\"\\n\"")
        XCTAssertEqual(keyLine(text, at: "second"), "  |second:|\"\\n\"")
        XCTAssertEqual(keyLine(text, at: "A\n"), "  |first:|\"\\n\"")
    }

    func testCRLFAndFourSpaceIndentation() {
        XCTAssertEqual(keyLine("notifications:\r\n    saved:\r\n        title: x.\r\n", at: "x."), "    |saved:|\"\\r\\n\"")
    }

    func testNoneAtTheTopLevelInFlowCollectionsOrSequences() {
        XCTAssertNil(keyLine("version: 1\nnamespace: X\n", at: "X"))
        XCTAssertNil(keyLine("alerts: { a: { title: T. } }\n", at: "T."))
        XCTAssertNil(keyLine("locales:\n  - de\n  - fr\n", at: "fr"))
    }
}
