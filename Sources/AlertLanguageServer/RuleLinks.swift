import AlertLint
import Foundation

/// Where a diagnostic's code links (`codeDescription.href`): a rule's page in docs/rules.md,
/// or for a format error the format reference's list of them. The pages are the Markdown
/// files under a documentation base — a folder URL such as a repository's `docs/` on a
/// forge, or the checkout alertlint was built from (decision 0048).
public struct RuleLinks: Sendable {
    /// The `docs/` folder, ending in `/`; nil links nothing.
    public var documentationBase: URL? {
        didSet { pages = Self.pages(under: documentationBase, ruleIDs: ruleIDs) }
    }
    private let ruleIDs: Set<String>
    /// Every id's page, made when the base is set: building each finding's link again on
    /// every keystroke (`URL.absoluteString`, two concatenations) was most of the cost of
    /// linking a document's findings.
    private var pages: [String: String]

    public init(documentationBase: URL?, ruleIDs: Set<String> = Set(RuleRegistry.rules.map(\.id))) {
        self.documentationBase = documentationBase
        self.ruleIDs = ruleIDs
        pages = Self.pages(under: documentationBase, ruleIDs: ruleIDs)
    }

    private static func pages(under base: URL?, ruleIDs: Set<String>) -> [String: String] {
        guard let base = base?.absoluteString else { return [:] }
        let folder = base.hasSuffix("/") ? base : base + "/"
        var pages: [String: String] = [:]
        for id in FormatErrors.summaries.keys { pages[id] = folder + "format.md#format-errors" }
        // A rule's page wins over a format error's, should an id be both.
        for id in ruleIDs { pages[id] = folder + "rules.md#" + id }
        return pages
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
        pages[id]
    }
}
