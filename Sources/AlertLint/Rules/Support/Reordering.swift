import AlertDiagnostics

/// Fix-its that reorder the items of a YAML list in place.
///
/// Each item's text moves to its new slot: item ranges are replaced by the text of the item
/// that belongs there. This works the same for block lists (`- …` lines) and flow lists
/// (`[a, b]`), keeps every item's quoting, comments inside items and indentation (items of one
/// list share an indentation), and leaves separators and comments between items where they are.
public enum Reordering {
    /// A fix-it that rearranges `items` (ranges of one list's items, in source order) into
    /// `newOrder`, a permutation of their indices; nil when the order is unchanged or the
    /// source is not available.
    public static func fixIt(
        title: String,
        items: [ByteRange],
        newOrder: [Int],
        in file: SourceFile?,
        safety: FixIt.Safety = .safe
    ) -> FixIt? {
        guard let file, newOrder.count == items.count, Set(newOrder) == Set(items.indices),
              newOrder != Array(items.indices)
        else { return nil }
        var edits: [TextEdit] = []
        for (slot, source) in newOrder.enumerated() where slot != source {
            edits.append(TextEdit(
                range: SourceRange(path: file.path, bytes: items[slot]),
                replacement: file.text(in: items[source])
            ))
        }
        return FixIt(title: title, edits: edits, safety: safety)
    }

    /// The order that moves the item at `index` to `destination`, keeping the others in order.
    public static func moving(_ index: Int, to destination: Int, count: Int) -> [Int] {
        var order = Array(0..<count)
        let item = order.remove(at: index)
        order.insert(item, at: destination)
        return order
    }
}
