#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A path pattern from `.alertlint.yml`: `*` and `?` within one path component, `[…]`
/// classes, and `**` for any number of components. A pattern names a file or a folder; a
/// folder matches everything inside it (`samples/invalid` excludes the whole folder).
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let components: [String]

    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        components = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    public var description: String { pattern }

    /// Whether `path` (relative to the configuration's folder, `/`-separated) or one of the
    /// folders holding it matches.
    ///
    /// One pass over the path's components, keeping the set of pattern positions reachable so
    /// far (a glob's NFA): at most components × pattern-components `fnmatch` calls, where
    /// trying every split of the path among the `**`s would take time exponential in their
    /// number. A folder matches when the pattern's end is reachable after any component.
    public func matches(_ path: String) -> Bool {
        guard !components.isEmpty else { return false }
        let end = components.count
        var reachable = [Bool](repeating: false, count: end + 1)
        var next = reachable
        reachable[0] = true
        closeOverDoubleStars(&reachable)
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            let name = String(part)
            var any = false
            for index in 0..<end where reachable[index] {
                if components[index] == "**" {
                    next[index] = true
                } else if fnmatch(components[index], name, 0) == 0 {
                    next[index + 1] = true
                } else {
                    continue
                }
                any = true
            }
            guard any else { return false }
            closeOverDoubleStars(&next)
            if next[end] { return true }
            swap(&reachable, &next)
            for index in next.indices { next[index] = false }
        }
        return false
    }

    /// `**` also matches no component at all: a position before it reaches the one after.
    private func closeOverDoubleStars(_ reachable: inout [Bool]) {
        for index in components.indices where reachable[index] && components[index] == "**" {
            reachable[index + 1] = true
        }
    }
}
