import AlertDiagnostics
@testable import AlertLanguageServer
import XCTest

final class NavigationTests: XCTestCase {
    private func name(_ text: String, at marker: Int) -> String? {
        Navigation.placeholderName(at: marker, in: Array(text.utf8))
    }

    func testAPlaceholderIsFoundFromItsBracesAndInside() {
        let text = "a {name} b"
        for offset in 2...7 { XCTAssertEqual(name(text, at: offset), "name", "offset \(offset)") }
        XCTAssertNil(name(text, at: 1))
        XCTAssertNil(name(text, at: 9))
    }

    func testDoubledBracesAndUnclosedOnesAreNotPlaceholders() {
        XCTAssertNil(name("{{name}}", at: 3))
        XCTAssertNil(name("{name b", at: 2))
        XCTAssertNil(name("{}", at: 0))
    }

    func testAPlaceholderGoesToItsParameterInItsOwnDefinition() {
        let text = "alerts:\n  a:\n    parameters: {name: String}\n    title: \"{name}\"\n  b:\n    parameters: {name: Int}\n"
        let file = SourceFile(path: "t.alerts.yaml", text: text)
        let offset = Array(text.utf8).firstIndex(of: UInt8(ascii: "{"))!
        let placeholder = text.utf8.distance(from: text.startIndex, to: text.range(of: "{name}")!.lowerBound) + 1
        let target = Navigation.definition(at: placeholder, in: file)
        XCTAssertEqual(target.map { file.text(in: $0) }, "name")
        // The first definition's parameter, not the second's.
        XCTAssertEqual(target.map { $0.start }, offset + 1)
    }

    func testReferencesAreThePlaceholdersOfTheParametersOwnDefinition() {
        let text = "alerts:\n  a:\n    parameters: {n: Int}\n    title: \"{n} {{n}} {n}\"\n  b:\n    parameters: {n: Int}\n    title: \"{n}\"\n"
        let file = SourceFile(path: "t.alerts.yaml", text: text)
        let declaration = text.utf8.distance(from: text.startIndex, to: text.range(of: "n: Int")!.lowerBound)
        let found = Navigation.references(at: declaration, in: file, includeDeclaration: true)
        // The declaration and the two placeholders of `a`; not the literal {{n}}, not `b`'s.
        XCTAssertEqual(found.count, 3)
        XCTAssertEqual(found.map { file.text(in: $0) }, ["n", "n", "n"])
        XCTAssertTrue(found.allSatisfy { $0.end < text.utf8.distance(from: text.startIndex, to: text.range(of: "  b:")!.lowerBound) })
        XCTAssertEqual(Navigation.renameParameter(at: declaration, in: file, to: "m"), found)
    }

    func testParameterNames() {
        XCTAssertTrue(Navigation.isParameterName("first_name2"))
        XCTAssertFalse(Navigation.isParameterName("2nd"))
        XCTAssertFalse(Navigation.isParameterName("名前"))
        XCTAssertFalse(Navigation.isParameterName(""))
    }
}
