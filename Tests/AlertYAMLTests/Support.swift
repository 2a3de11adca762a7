import AlertDiagnostics
@testable import AlertYAML

/// A YAML snippet with position markers (`1️⃣`, `2️⃣`, … `9️⃣`) taken out: the marked file and
/// the byte offset each marker stood at.
struct MarkedSource {
    let file: SourceFile
    let markers: [Int: Int]

    init(_ marked: String, path: String = "test.yaml") {
        self.init(bytes: Array(marked.utf8), path: path)
    }

    /// Markers in bytes that need not be UTF-8 elsewhere.
    init(bytes source: [UInt8], path: String = "test.yaml") {
        var bytes: [UInt8] = []
        var markers: [Int: Int] = [:]
        // A keycap emoji: the digit, VARIATION SELECTOR-16, COMBINING ENCLOSING KEYCAP.
        let keycapTail: [UInt8] = [0xEF, 0xB8, 0x8F, 0xE2, 0x83, 0xA3]
        var index = 0
        while index < source.count {
            let byte = source[index]
            if (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(byte),
               source[(index + 1)...].starts(with: keycapTail) {
                markers[Int(byte - UInt8(ascii: "0"))] = bytes.count
                index += 1 + keycapTail.count
                continue
            }
            bytes.append(byte)
            index += 1
        }
        self.file = SourceFile(path: path, bytes: bytes)
        self.markers = markers
    }

    /// The offset of marker `number`; a missing marker is a mistake in the test.
    subscript(_ number: Int) -> Int {
        guard let offset = markers[number] else { fatalError("no marker \(number)") }
        return offset
    }

    /// The range from marker `start` to marker `end`.
    func range(_ start: Int, _ end: Int) -> ByteRange { ByteRange(start: self[start], end: self[end]) }

    /// `line:column` of a byte offset, as diagnostics render it.
    func location(_ offset: Int) -> String { file.location(of: offset).description }

    func read(limits: YAMLLimits = .default) -> (YAMLDocument, [Diagnostic]) {
        YAMLReader.read(file, limits: limits)
    }
}

/// Reads bytes that need not be UTF-8.
func read(bytes: [UInt8], limits: YAMLLimits = .default) -> (YAMLDocument, [Diagnostic]) {
    YAMLReader.read(SourceFile(path: "test.yaml", bytes: bytes), limits: limits)
}

func read(_ text: String, limits: YAMLLimits = .default) -> (YAMLDocument, [Diagnostic]) {
    read(bytes: Array(text.utf8), limits: limits)
}

extension Diagnostic {
    /// `line:column` of the diagnostic's start in `file`.
    func location(in file: SourceFile) -> String { file.location(of: range.bytes.start).description }
}

extension YAMLNode {
    /// The node at a path of mapping keys and sequence indices.
    func at(_ path: Any...) -> YAMLNode? {
        var node: YAMLNode? = self
        for step in path {
            switch step {
            case let key as String: node = node?[key]
            case let position as Int:
                guard let items = node?.sequence, items.indices.contains(position) else { return nil }
                node = items[position]
            default: return nil
            }
        }
        return node
    }

    /// The key node of entry `name`.
    func key(_ name: String) -> YAMLNode? { entry(name)?.key }
}
