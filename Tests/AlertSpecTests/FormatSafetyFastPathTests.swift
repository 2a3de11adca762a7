import AlertDiagnostics
@testable import AlertSpec
import Testing
import TestSupport

/// `FormatSafety.readsSafely` skips writing and parsing the format of a spec translation; it
/// may say "safe" only where `problems` finds none in the format `FormatString` writes.
@Suite struct FormatSafetyFastPathTests {
    static let parameters = [
        Parameter(name: "album", type: .string, range: ByteRange.at(0)),
        Parameter(name: "count", type: .int, range: ByteRange.at(0)),
        Parameter(name: "ratio", type: .double, range: ByteRange.at(0)),
        Parameter(name: "name", type: .string, range: ByteRange.at(0)),
    ]

    @Test func agreesWithProblemsOnRandomTemplates() throws {
        var generator = SeededGenerator(state: 51)
        let pieces = ["{album}", "{count}", "{ratio}", "{name}", "{other}", "x", " ", "%", "%%", "%arg", "%1$#@n@", "{{", "}}", "é"]
        var skipped = 0
        var disagreements: [String] = []
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 6)
            let source = (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let template = try Template.parse(source).get()
            let argumentCount = Int(generator.next() % 5)
            // A count among the arguments, as `unsafeTexts` hands over: `problems` cannot name a
            // gap past the last argument.
            let countPosition: Int? = generator.next() % 2 == 0 || argumentCount == 0 ? nil : 1 + Int(generator.next() % UInt64(argumentCount))
            let checksGaps = generator.next() % 3 != 0
            let arguments = Array(Self.parameters.prefix(argumentCount))
            let fast = FormatSafety.readsSafely(template, parameters: Self.parameters, argumentCount: argumentCount, countPosition: countPosition, checksGaps: checksGaps)
            let problems = FormatSafety.problems(
                in: FormatString.make(template, parameters: Self.parameters), parameters: arguments, countPosition: countPosition, checksGaps: checksGaps)
            if fast { skipped += 1 }
            if fast, !problems.isEmpty {
                disagreements.append("\(source.debugDescription) arguments \(argumentCount) count \(String(describing: countPosition)) gaps \(checksGaps)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
        // The fast path must actually decide many.
        #expect(skipped > 2_000)
    }

    @Test func decidesTypicalTranslations() throws {
        let all = Self.parameters.count
        #expect(FormatSafety.readsSafely(try Template.parse("{album} hat {count} Fotos").get(), parameters: Self.parameters, argumentCount: all, countPosition: nil, checksGaps: true))
        // A gap (the album left out) goes to `problems`, unless gaps are not checked.
        #expect(FormatSafety.readsSafely(try Template.parse("{count} Fotos").get(), parameters: Self.parameters, argumentCount: all, countPosition: nil, checksGaps: true) == false)
        #expect(FormatSafety.readsSafely(try Template.parse("{count} Fotos").get(), parameters: Self.parameters, argumentCount: all, countPosition: nil, checksGaps: false))
        #expect(FormatSafety.readsSafely(try Template.parse("{count} Fotos in {album}").get(), parameters: Self.parameters, argumentCount: 2, countPosition: nil, checksGaps: true))
        #expect(FormatSafety.readsSafely(try Template.parse("Fotos").get(), parameters: Self.parameters, argumentCount: 2, countPosition: 2, checksGaps: true) == false)
        #expect(FormatSafety.readsSafely(try Template.parse("100 % sicher").get(), parameters: Self.parameters, argumentCount: 0, countPosition: nil, checksGaps: true) == false)
    }
}
