import AlertDiagnostics
@testable import AlertSpec
import TestSupport
import Testing

/// `FormatSafety.isSafeAsWritten` answers, from the template alone, what checking the format
/// `FormatString.make` writes would: whenever it says safe, the full check finds nothing.
@Suite struct FormatSafetyFastPathTests {
    static let parameters = [
        Parameter(name: "album", type: .string, range: ByteRange.at(0)),
        Parameter(name: "count", type: .int, range: ByteRange.at(0)),
        Parameter(name: "ratio", type: .double, range: ByteRange.at(0)),
        Parameter(name: "name", type: .string, range: ByteRange.at(0)),
    ]

    @Test func agreesWithTheFullCheckOnRandomTemplates() {
        var random = SeededGenerator(state: 0x5AFE)
        let literals = ["", " ", "Fotos", "100 %", "#", "%#@count@", "%arg", "{", "é"]
        let names = Self.parameters.map(\.name) + ["unknown"]
        var fast = 0
        for _ in 0..<20_000 {
            var segments: [Template.Segment] = []
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                segments.append(Bool.random(using: &random)
                    ? .literal(literals.randomElement(using: &random)!)
                    : .placeholder(names.randomElement(using: &random)!))
            }
            let template = Template(segments: segments)
            let argumentCount = Int.random(in: 0...Self.parameters.count, using: &random)
            // A count past the arguments makes the full check index out of range when the
            // format leaves out an argument below it (not what generate's callers pass here).
            let countPosition: Int? = argumentCount > 0 && Bool.random(using: &random) ? Int.random(in: 1...argumentCount, using: &random) : nil
            let checksGaps = Bool.random(using: &random)
            let format = FormatString.make(template, parameters: Self.parameters)
            let problems = FormatSafety.problems(
                in: format, parameters: Array(Self.parameters.prefix(argumentCount)), countPosition: countPosition, checksGaps: checksGaps)
            if FormatSafety.isSafeAsWritten(template, parameters: Self.parameters, argumentCount: argumentCount, countPosition: countPosition, checksGaps: checksGaps) {
                fast += 1
                #expect(problems.isEmpty, "\(format) with \(argumentCount) arguments, count \(String(describing: countPosition)), gaps \(checksGaps)")
            }
        }
        // The fast path must answer for most templates, or it saves nothing.
        #expect(fast > 5_000)
    }

    @Test func aGapOrAnArgumentPastTheLastIsLeftToTheFullCheck() {
        let gap = Template(segments: [.placeholder("ratio"), .literal(" "), .placeholder("album")])
        #expect(!FormatSafety.isSafeAsWritten(gap, parameters: Self.parameters, argumentCount: 3, countPosition: nil, checksGaps: true))
        #expect(FormatSafety.isSafeAsWritten(gap, parameters: Self.parameters, argumentCount: 3, countPosition: nil, checksGaps: false))
        #expect(!FormatSafety.isSafeAsWritten(gap, parameters: Self.parameters, argumentCount: 2, countPosition: nil, checksGaps: false))
        #expect(FormatSafety.isSafeAsWritten(gap, parameters: Self.parameters, argumentCount: 3, countPosition: 2, checksGaps: true))
    }
}
