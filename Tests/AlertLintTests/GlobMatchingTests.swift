@testable import AlertLint
import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `**` matching stays near-linear, and means exactly what the simple recursive definition
/// says.
@Suite struct GlobMatchingTests {
    /// The definition, written the obvious (exponential) way: a pattern matches a path when it
    /// matches the path or one of the folders holding it; `**` takes any number of components.
    static func reference(_ pattern: String, _ path: String) -> Bool {
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        let components = trimmed.split(separator: "/").map(String.init)
        let parts = path.split(separator: "/").map(String.init)
        guard !components.isEmpty else { return false }
        func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
            guard let head = pattern.first else { return path.isEmpty }
            if head == "**" {
                return (0...path.count).contains { match(pattern.dropFirst(), path.dropFirst($0)) }
            }
            guard let name = path.first, fnmatch(head, name, 0) == 0 else { return false }
            return match(pattern.dropFirst(), path.dropFirst())
        }
        return (1...max(1, parts.count)).contains { parts.count >= $0 && match(components[...], parts[..<$0]) }
    }

    @Test func agreesWithTheReferenceOnGeneratedCases() {
        var random = SeededGenerator(state: 0x610B_5EED)
        let patternParts = ["**", "**", "*", "?", "a", "b", "ab", "a*", "*b", "[ab]", "[!a]", "."]
        let pathParts = ["a", "b", "ab", "ba", "aa", ".a", "c"]
        var matched = 0
        let cases = 20_000
        for _ in 0..<cases {
            let pattern = (0..<Int.random(in: 0...6, using: &random)).map { _ in patternParts.randomElement(using: &random)! }
            let path = (0..<Int.random(in: 0...6, using: &random)).map { _ in pathParts.randomElement(using: &random)! }
            var patternText = pattern.joined(separator: "/")
            if Bool.random(using: &random) { patternText = "./" + patternText }
            if Int.random(in: 0..<4, using: &random) == 0 { patternText += "/" }
            let pathText = path.joined(separator: "/")
            let expected = Self.reference(patternText, pathText)
            if expected { matched += 1 }
            #expect(Glob(patternText).matches(pathText) == expected, "'\(patternText)' against '\(pathText)'")
        }
        // Both answers must be common for the comparison to mean anything.
        #expect(matched > cases / 10 && matched < cases * 9 / 10, "\(matched) of \(cases) matched")
    }

    /// The fastest of up to five runs of `repetitions` matches, in nanoseconds. Stops early
    /// once a run is within `budget`, or so far over it that more runs cannot help.
    static func time(_ glob: Glob, _ path: String, repetitions: Int, budget: Double = .infinity) -> Double {
        var best = Double.infinity
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<repetitions where glob.matches(path) {
                Issue.record("'\(glob)' must not match")
            }
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start))
            if best < budget || best > 10 * budget { break }
        }
        return best
    }

    /// `a/**/a/**/…/b` against a deep path of `a`s that has no `b`: every split of the path
    /// among the `**`s is a way to fail, so backtracking takes time exponential in their
    /// number. The work may grow with the pattern's length (k `**`s: k times the baseline's
    /// components), not faster. Counts grow slowly and the test stops at the first one over
    /// budget, so exponential code fails in seconds instead of hanging.
    @Test func manyDoubleStarsStayNearLinear() {
        let path = Array(repeating: "a", count: 40).joined(separator: "/")
        func pattern(_ stars: Int) -> Glob {
            Glob((0..<stars).map { _ in "a/**" }.joined(separator: "/") + "/b")
        }
        let repetitions = 20
        let baseline = Self.time(pattern(1), path, repetitions: repetitions)
        for stars in [2, 3, 4, 5, 6, 8, 10, 20, 40] {
            // Linear in the pattern's length would be a ratio of `stars`; allow 4× that for
            // noise on a shared machine.
            let budget = Double(4 * stars + 4)
            let ratio = Self.time(pattern(stars), path, repetitions: repetitions, budget: budget * baseline) / baseline
            #expect(ratio < budget, "\(stars) '**': \(ratio)× the time of one")
            if ratio >= budget { break }
        }
    }
}
