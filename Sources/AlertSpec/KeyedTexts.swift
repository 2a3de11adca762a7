import AlertDiagnostics

extension StringTableConflicts {
    /// One text as its table's key space sees it.
    public struct KeyedText: Sendable {
        public var key: String
        public var content: TextContent
        public var contentRange: ByteRange
        /// The parameters of the text's definition, which number its placeholders. Read back
        /// from `KeyedTexts`, each has its name and type; its range is the file's start.
        public var parameters: [Parameter]
    }

    /// The texts of one catalog as its table's key space sees them, packed into one buffer
    /// (`CompactBytes`): each text's content range, key and development content, and each
    /// definition's key prefix and parameters once.
    ///
    /// `alertlint lint` keeps this of every file for `conflicting-key` until all are linted.
    /// As structs, a text's key, templates, plural variants and parameters were a dozen
    /// allocations kept alive among the freed ones of the file's tree, about 40 KB a file of
    /// the benchmark corpus; packed, a file's texts are two arrays (decision 0063).
    public struct KeyedTexts: Sendable, RandomAccessCollection {
        /// Each definition's key prefix and parameters (a header), then each of its texts: how
        /// far back its header is, its content range, the rest of its key and its content.
        private var bytes: [UInt8] = []
        /// Where each text starts in `bytes`: 32-bit, as a catalog's packed texts are far
        /// below 4 GB (the file it was read from is).
        private var records: [UInt32] = []

        public init(_ texts: [(text: Text, parameters: [Parameter])]) {
            records.reserveCapacity(texts.count)
            // A definition's derived keys share its `<namespace>.<id>.` and its texts its
            // parameters: each pair is written once. Explicit keys have no prefix, and may come
            // between derived ones, so the last few headers are looked up.
            var headers: [(prefix: String, parameters: [Parameter], start: Int)] = []
            for (text, parameters) in texts {
                let prefix = text.keyParts.prefix
                let headerStart: Int
                if let header = headers.last(where: { $0.prefix == prefix && $0.parameters == parameters }) {
                    headerStart = header.start
                } else {
                    headerStart = bytes.count
                    CompactBytes.append(prefix, to: &bytes)
                    Self.append(parameters, to: &bytes)
                    if headers.count == 4 { headers.removeFirst() }
                    headers.append((prefix, parameters, headerStart))
                }
                records.append(UInt32(bytes.count))
                CompactBytes.append(bytes.count - headerStart, to: &bytes)
                CompactBytes.append(text.contentRange.start, to: &bytes)
                CompactBytes.append(text.contentRange.end - text.contentRange.start, to: &bytes)
                CompactBytes.append(text.keyParts.rest, to: &bytes)
                TextContentCoding.append(text.content, to: &bytes)
            }
            // Kept to the end of the run: only the bytes, not the room appending left.
            bytes = CompactBytes.exactSize(bytes)
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { records.count }

        public subscript(position: Int) -> KeyedText {
            bytes.withUnsafeBytes { buffer in
                var reader = CompactBytes.Reader(buffer, at: Int(records[position]))
                var header = CompactBytes.Reader(buffer, at: Int(records[position]) - reader.integer())
                let range = Self.contentRange(&reader)
                let prefix = header.string()
                let key = prefix + reader.string()
                return KeyedText(key: key, content: TextContentCoding.content(&reader), contentRange: range, parameters: Self.parameters(&header))
            }
        }

        /// Each text's content range, without reading the rest.
        public var contentRanges: [ByteRange] {
            bytes.withUnsafeBytes { buffer in
                records.map { start in
                    var reader = CompactBytes.Reader(buffer, at: Int(start))
                    _ = reader.integer()
                    return Self.contentRange(&reader)
                }
            }
        }

        /// The hash of `table` and the text's key, the key read in its two parts.
        func keyHash(at position: Int, table: String) -> Int {
            var hasher = FNV1a64()
            var table = table
            table.withUTF8 { hasher.add(UnsafeRawBufferPointer($0)) }
            // Where the table ends (a table and key that still run into another's only cost a
            // comparison: the hash groups, it does not decide).
            hasher.addNumber(0)
            bytes.withUnsafeBytes { buffer in
                var reader = CompactBytes.Reader(buffer, at: Int(records[position]))
                var header = CompactBytes.Reader(buffer, at: Int(records[position]) - reader.integer())
                _ = Self.contentRange(&reader)
                hasher.add(header.utf8())
                hasher.add(reader.utf8())
            }
            return Int(truncatingIfNeeded: hasher.value)
        }

        private static func contentRange(_ reader: inout CompactBytes.Reader) -> ByteRange {
            let start = reader.integer()
            return ByteRange(start: start, end: start + reader.integer())
        }

        // MARK: Writing

        private static func append(_ parameters: [Parameter], to bytes: inout [UInt8]) {
            CompactBytes.append(parameters.count, to: &bytes)
            for parameter in parameters {
                CompactBytes.append(parameter.name, to: &bytes)
                bytes.append(typeCode(parameter.type))
            }
        }

        // MARK: Reading

        private static func parameters(_ reader: inout CompactBytes.Reader) -> [Parameter] {
            let count = reader.integer()
            var parameters: [Parameter] = []
            parameters.reserveCapacity(count)
            for _ in 0..<count {
                let name = reader.string()
                parameters.append(Parameter(name: name, type: valueType(reader.byte()), range: .at(0)))
            }
            return parameters
        }

        private static let valueTypes = Parameter.ValueType.allCases

        private static func typeCode(_ type: Parameter.ValueType) -> UInt8 {
            UInt8(valueTypes.firstIndex(of: type)!)
        }

        private static func valueType(_ code: UInt8) -> Parameter.ValueType {
            valueTypes[Int(code)]
        }
    }
}
