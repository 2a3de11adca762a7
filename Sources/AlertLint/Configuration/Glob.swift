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
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !components.isEmpty else { return false }
        for length in stride(from: parts.count, through: 1, by: -1) where Self.match(components[...], parts[..<length]) {
            return true
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            for skip in 0...path.count where match(rest, path.dropFirst(skip)) { return true }
            return false
        }
        guard let name = path.first, fnmatch(head, name, 0) == 0 else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }
}
