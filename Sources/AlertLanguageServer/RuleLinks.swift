import AlertLint
import Foundation

/// Where a diagnostic's code links (`codeDescription.href`): a rule's page in docs/rules.md,
/// or for a format error the format reference's list of them. The pages are the Markdown
/// files under a documentation base — a folder URL such as a repository's `docs/` on a
/// forge, or the checkout alertlint was built from (decision 0048).
public struct RuleLinks: Sendable {
    /// The `docs/` folder, ending in `/`; nil links nothing.
    public var documentationBase: URL?
    private let ruleIDs: Set<String>

    public init(documentationBase: URL?, ruleIDs: Set<String> = Set(RuleRegistry.rules.map(\.id))) {
        self.documentationBase = documentationBase
        self.ruleIDs = ruleIDs
    }

    /// The docs/ folder of the checkout this binary was built from, when it is still there:
    /// right for a developer's build, absent for a binary copied elsewhere.
    public static var buildCheckoutDocumentation: URL? {
        let docs = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs", isDirectory: true)
        return FileManager.default.fileExists(atPath: docs.appendingPathComponent("rules.md").path) ? docs : nil
    }

    /// The page for a diagnostic id, or nil when there is none (or no base).
    public func page(for id: String) -> String? {
        guard let base = documentationBase?.absoluteString else { return nil }
        let folder = base.hasSuffix("/") ? base : base + "/"
        if ruleIDs.contains(id) { return folder + "rules.md#" + id }
        if FormatErrors.summaries[id] != nil { return folder + "format.md#format-errors" }
        return nil
    }
}
