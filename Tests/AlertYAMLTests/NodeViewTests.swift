import AlertDiagnostics
import Testing
@testable import AlertYAML

/// The node views over a document's flat storage: in-place children, allocation-free scalar
/// reads, and equality by content.
@Suite struct NodeViewTests {
    static let yaml = """
        a: [1, "two", ~]
        b: {c: null, d: ''}
        e:
          - x: 1
            y: [z]
          - plain
        f:
        g: "K"

        """

    @Test func itemsAndEntriesMatchTheCopiedArrays() throws {
        let (document, diagnostics) = read(Self.yaml)
        #expect(diagnostics.isEmpty)
        let root = try #require(document.root)
        let entries = try #require(root.entries)
        #expect(entries.map(\.name) == ["a", "b", "e", "f", "g"])
        #expect(Array(entries) == root.mapping)
        let items = try #require(root["a"]?.items)
        #expect(items.count == 3)
        #expect(Array(items) == root["a"]?.sequence)
        #expect(items.map { $0.scalar?.value } == ["1", "two", "~"])
        #expect(root["a"]?.entries == nil && root.items == nil)
        // Children of nested collections stay with their parent, whatever closed in between.
        #expect(root.at("e", 0, "y", 0)?.scalar?.value == "z")
        #expect(root.at("e", 1)?.scalar?.value == "plain")
        #expect(root.at("e", 0)?.entries?.map(\.name) == ["x", "y"])
    }

    @Test func kindsAndScalarReads() throws {
        let (document, _) = read(Self.yaml)
        let root = try #require(document.root)
        #expect(root.kind == .mapping)
        #expect(root["a"]?.kind == .sequence)
        #expect(root.at("a", 0)?.kind == .scalar)
        #expect(root.at("a", 1)?.scalarStyle == .doubleQuoted)
        #expect(root["a"]?.scalarStyle == nil)
        #expect(root.at("a", 0)?.withScalarUTF8 { Array($0) } == Array("1".utf8))
        #expect(root["a"]?.withScalarUTF8 { _ in true } == nil)
    }

    @Test func nullsAndEmptyValues() throws {
        let (document, _) = read(Self.yaml)
        let root = try #require(document.root)
        for path: [Any] in [["a", 2], ["b", "c"], ["f"]] {
            let node = try #require(path.count == 2 ? root.at(path[0], path[1]) : root.at(path[0]))
            #expect(node.isNull == node.scalar?.isNull, "\(path)")
            #expect(node.isNull)
        }
        #expect(root["f"]?.isEmptyPlainScalar == true)
        #expect(root["b"]?["d"]?.isEmptyPlainScalar == false)  // quoted
        #expect(root["b"]?["d"]?.isNull == false)
        #expect(root.isNull == false)
    }

    @Test func hasValueComparesAsStrings() throws {
        let (document, _) = read(Self.yaml)
        let root = try #require(document.root)
        #expect(root.entries?.first?.key.hasValue("a") == true)
        #expect(root.entries?.first?.key.hasValue("ab") == false)
        #expect(root["a"]?.hasValue("a") == false)
        // U+212A KELVIN SIGN is canonically equivalent to `K`, as `String` compares.
        #expect(root["g"]?.hasValue("\u{212A}") == true)
        #expect(root["g"]?.hasValue("k") == false)
    }

    @Test func equalityIsByContentAcrossDocuments() throws {
        let (first, _) = read(Self.yaml)
        let (second, _) = read(Self.yaml)
        let (other, _) = read(Self.yaml + "h: 1\n")
        #expect(first.root == second.root)
        #expect(first.root?.hashValue == second.root?.hashValue)
        #expect(first.root != other.root)
        #expect(first.root?["a"] == second.root?["a"])
    }

    @Test func emptyCollectionsStandInForNull() {
        #expect(YAMLNode.Items().isEmpty)
        #expect(YAMLNode.Entries().isEmpty)
        #expect(YAMLNode.Items() == YAMLNode.Items())
    }

    @Test func nodesOutliveTheirDocument() throws {
        // A node keeps its document's storage alive: callers return bare nodes.
        func rootAlone() -> YAMLNode? { read("a: [b]").0.root }
        let root = try #require(rootAlone())
        #expect(root.at("a", 0)?.scalar?.value == "b")
    }
}

/// The decoder's views: the same reads as `YAMLNode`, without reference counting.
@Suite struct UnsafeViewTests {
    @Test func viewsReadWhatNodesRead() throws {
        let (document, _) = read(NodeViewTests.yaml)
        let root = try #require(document.root)
        root.withUnsafeView { view in
            #expect(view.kind == .mapping)
            #expect(view.range == root.range)
            #expect(view.entries?.map(\.name) == root.entries?.map(\.name))
            #expect(view["a"]?.items?.map { $0.scalar?.value } == ["1", "two", "~"])
            #expect(view["a"]?.items?.map(\.node) == root["a"]?.sequence)
            #expect(view["b"]?["c"]?.isNull == true)
            #expect(view["g"]?.hasValue("K") == true)
            #expect(view["f"]?.kindDescription == "null")
            #expect(view.node == root)
        }
    }

    @Test func aNodeTakenFromAViewOutlivesTheCall() throws {
        let node = read("a: [b]").0.root?.withUnsafeView { $0["a"]?.node } ?? nil
        #expect(node?.items?.first?.scalar?.value == "b")
    }
}

/// A one-line plain scalar whose characters are all ASCII gets its end without counting
/// characters; the others (properties, other text, several lines) must still be exact.
@Suite struct PlainScalarEndTests {
    @Test(arguments: [
        ("k: 1️⃣abc2️⃣\n", "k"),
        ("k: 1️⃣éé2️⃣\n", "k"),
        ("k: 1️⃣&a ééé2️⃣\n", "k"),
        ("k: 1️⃣!!str ééé2️⃣\n", "k"),
        ("k: 1️⃣a\n  b2️⃣\n", "k"),
        ("é: x\n1️⃣ab2️⃣: y\n", ""),
        ("k: [1️⃣a b2️⃣, c]\n", "k.0"),
    ])
    func endIsExact(_ source: String, _ path: String) throws {
        let marked = MarkedSource(source)
        let (document, _) = marked.read()
        let root = try #require(document.root)
        let node: YAMLNode?
        switch path {
        case "": node = root.mapping?.last?.key
        case "k.0": node = root.at("k", 0)
        default: node = root[path]
        }
        #expect(node?.range == marked.range(1, 2), "\(source)")
    }
}
