import AlertDiagnostics
import AlertSpec
import AlertYAML
import LanguageServerProtocol

/// A spec's outline (`textDocument/documentSymbol`): the top-level keys; under each
/// collection its definitions, and under each definition its parameters with their types.
/// Read from the YAML tree, so a spec with format errors still has an outline; a file that
/// is not YAML has none.
public enum DocumentOutline {
    /// The collections of definitions (docs/format.md, "Top level"), and what one entry is.
    static let collections: [String: String] = [
        "alerts": "alert",
        "actionSheets": "action sheet",
        "notifications": "notification",
        "progress": "progress overlay",
        "flows": "flow",
        "sounds": "sound",
        "broadcasts": "broadcast",
    ]

    public static func symbols(in file: SourceFile) -> [DocumentSymbol] {
        guard let root = SpecParser.parse(file).document.root, let entries = root.mapping else { return [] }
        return entries.map { entry in
            if let kind = collections[entry.name], let definitions = entry.value.mapping {
                let children = definitions.map { definition in
                    symbol(definition, kind: .object, detail: kind, children: parameters(of: definition.value, in: file), in: file)
                }
                return symbol(entry, kind: .namespace, detail: nil, children: children, in: file)
            }
            return symbol(entry, kind: .property, detail: entry.value.scalar?.value, children: nil, in: file)
        }
    }

    /// `parameters: {name: Type}` of a definition.
    private static func parameters(of definition: YAMLNode, in file: SourceFile) -> [DocumentSymbol]? {
        guard let parameters = definition["parameters"]?.mapping, !parameters.isEmpty else { return nil }
        return parameters.map { symbol($0, kind: .variable, detail: $0.value.scalar?.value, children: nil, in: file) }
    }

    private static func symbol(_ entry: YAMLNode.Entry, kind: SymbolKind, detail: String?, children: [DocumentSymbol]?, in file: SourceFile) -> DocumentSymbol {
        let whole = ByteRange(start: entry.key.range.start, end: max(entry.key.range.end, entry.value.range.end))
        return DocumentSymbol(
            name: entry.name.isEmpty ? "(unnamed)" : entry.name,
            detail: detail,
            kind: kind,
            range: UTF16Positions.range(of: whole, in: file),
            selectionRange: UTF16Positions.range(of: entry.key.range, in: file),
            children: children
        )
    }
}
