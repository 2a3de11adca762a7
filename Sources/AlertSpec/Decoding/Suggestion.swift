/// "Did you mean" hints and lists of valid choices, for messages about unknown keys and values.
///
/// Only called when a message is being written, so its cost is paid once per error, not once
/// per key.
public enum Suggestion {
    /// The candidate closest to `word`, ignoring case, if it is close enough to be a likely typo:
    /// at most one edit for short words, two for most keys, three for long ones. A transposition
    /// (`titel` → `title`) counts as one edit.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        // Names this long are not typos of a key; comparing them would only cost time.
        guard word.utf8.count <= 64 else { return nil }
        let typed = Array(word.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let target = Array(candidate.lowercased().unicodeScalars)
            let limit = max(1, min(3, target.count / 3))
            guard abs(target.count - typed.count) <= limit else { continue }
            let distance = editDistance(typed, target)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `; did you mean 'title'?` when a candidate is close, else `` (empty).
    public static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// `'a', 'b' or 'c'`.
    public static func list(_ choices: some Sequence<String>, conjunction: String = "or") -> String {
        let quoted = choices.map { "'\($0)'" }
        guard let last = quoted.last else { return "" }
        guard quoted.count > 1 else { return last }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps
    /// of neighbours each cost one.
    static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var beforePrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                var distance = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    distance = min(distance, beforePrevious[j - 2] + 1)
                }
                current[j] = distance
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[rhs.count]
    }
}
