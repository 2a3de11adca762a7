import Foundation

/// Compiles the `#if canImport(Darwin)` branches of generated code on Linux: every such
/// condition is made true, and Foundation's localization types that swift-corelibs-foundation
/// lacks (`LocalizedStringResource`, `String.LocalizationValue`) come from
/// Stubs/FoundationLocalization.swift, added to the program's sources. The stub declares them
/// in the program's own module, so generated code's `Foundation.LocalizedStringResource` is
/// spelled `LocalizedStringResource` here; nothing else changes.
enum DarwinBranches {
    /// The stub source (signatures from Apple's documentation, bodies that only record).
    static let stub: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Stubs/FoundationLocalization.swift")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// `source` with its Darwin branches taken.
    static func forced(_ source: String) -> String {
        source
            .replacingOccurrences(of: "#if canImport(Darwin)", with: "#if true // canImport(Darwin)")
            .replacingOccurrences(of: "Foundation.LocalizedStringResource", with: "LocalizedStringResource")
    }

    /// `sources` (file name → text) with their Darwin branches taken, plus the stub.
    static func program(_ sources: [String: String]) -> [String: String] {
        var result = sources.mapValues(forced)
        result["FoundationLocalizationStub.swift"] = stub
        return result
    }
}
