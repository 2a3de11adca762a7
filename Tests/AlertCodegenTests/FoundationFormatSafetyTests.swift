import AlertDiagnostics
import AlertSpec
import Foundation
import Testing

/// Decision 0037, against the real formatter: every format `FormatSafety` accepts is filled in
/// by swift-corelibs-foundation's `String(format:)` (CoreFoundation's formatter) as intended,
/// and the ones it rejects show the wrong text or crash. Each format runs in its own child
/// process, so a crash ends that process, not the tests.
@Suite struct FoundationFormatSafetyTests {
    struct Case {
        /// 0: (album: String "Beach", count: Int 5, ratio: Double 2.5);
        /// 1: (count: Int 1, size: Int 2, name: String "c"); 2: three Strings "a", "b", "c".
        var arguments: Int
        var format: String
        /// What the format means to show.
        var intended: String
    }

    static let parameterLists: [[Parameter]] = [
        [.init(name: "album", type: .string, range: .at(0)), .init(name: "count", type: .int, range: .at(0)), .init(name: "ratio", type: .double, range: .at(0))],
        [.init(name: "count", type: .int, range: .at(0)), .init(name: "size", type: .int, range: .at(0)), .init(name: "name", type: .string, range: .at(0))],
        [.init(name: "a", type: .string, range: .at(0)), .init(name: "b", type: .string, range: .at(0)), .init(name: "c", type: .string, range: .at(0))],
    ]

    static let accepted = [
        Case(arguments: 0, format: "%1$@ %2$lld %3$f", intended: "Beach 5 2.500000"),
        Case(arguments: 0, format: "%3$f, %2$lld, %1$@", intended: "2.500000, 5, Beach"),
        Case(arguments: 0, format: "%1$@ only", intended: "Beach only"),
        Case(arguments: 0, format: "%1$@ %2$lld, 100 %%", intended: "Beach 5, 100 %"),
        Case(arguments: 0, format: "%@ %lld", intended: "Beach 5"),
        Case(arguments: 1, format: "%3$@: %1$lld/%2$lld", intended: "c: 1/2"),
    ]

    static let rejected = [
        // A gap: CoreFoundation hands argument 1 to %2$.
        Case(arguments: 0, format: "%2$lld Fotos", intended: "5 Fotos"),
        // (Not `%1$@ %3$f` with argument list 0: on x86_64 Linux a double comes from its own
        // register area, so that gap happens to read 2.5; on arm64 it reads the Int's bits.)
        Case(arguments: 2, format: "%1$@ %3$@", intended: "a c"),
        Case(arguments: 1, format: "%3$@", intended: "c"),
        // Retyped.
        Case(arguments: 0, format: "%1$@ %2$@", intended: "Beach 5"),
        Case(arguments: 0, format: "%1$lld", intended: "Beach"),
    ]

    static let program = """
        import Foundation

        func format(_ index: Int, _ format: String) -> String {
            let locale = Locale(identifier: "en_US_POSIX")
            switch index {
            case 0: return String(format: format, locale: locale, arguments: ["Beach", 5, 2.5])
            case 1: return String(format: format, locale: locale, arguments: [1, 2, "c"])
            default: return String(format: format, locale: locale, arguments: ["a", "b", "c"])
            }
        }
        print(format(Int(CommandLine.arguments[1])!, CommandLine.arguments[2]), terminator: "")

        """

    @Test(.timeLimit(.minutes(10))) func acceptedFormatsShowWhatTheyMeanAndRejectedOnesDoNot() throws {
        let executable = try SwiftProgram.build(["main.swift": Self.program])
        for example in Self.accepted {
            let parameters = Self.parameterLists[example.arguments]
            #expect(FormatSafety.problems(in: example.format, parameters: parameters).isEmpty, "\(example.format)")
            let run = try SwiftProgram.execute(executable, [String(example.arguments), example.format])
            #expect(run.status == 0 && run.output == example.intended, "\(example.format) → \(run.status) \(run.output)")
        }
        var crashed = 0
        for example in Self.rejected {
            let parameters = Self.parameterLists[example.arguments]
            #expect(!FormatSafety.problems(in: example.format, parameters: parameters).isEmpty, "\(example.format)")
            let run = try SwiftProgram.execute(executable, [String(example.arguments), example.format])
            #expect(run.status != 0 || run.output != example.intended, "\(example.format) → \(run.output)")
            if run.status != 0 { crashed += 1 }
        }
        // `%3$@` handed the Int 1, and `%2$@` given the Int 5, crash CoreFoundation.
        #expect(crashed == 2)
    }
}
