/// A YAML snippet with location markers (`1️⃣`, `2️⃣`, …) where diagnostics must point.
///
/// The markers are removed before parsing; `offset(of:)` gives the byte offset each one stood
/// at in the text without markers.
struct MarkedSource {
    static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    let text: String
    private let offsets: [String: Int]

    init(_ marked: String) {
        var text = ""
        var offsets: [String: Int] = [:]
        var rest = Substring(marked)
        while let (marker, range) = Self.firstMarker(in: rest) {
            text += rest[..<range.lowerBound]
            precondition(offsets[marker] == nil, "marker \(marker) is used twice")
            offsets[marker] = text.utf8.count
            rest = rest[range.upperBound...]
        }
        text += rest
        self.text = text
        self.offsets = offsets
    }

    func offset(of marker: String) -> Int {
        guard let offset = offsets[marker] else { preconditionFailure("marker \(marker) is not in the source") }
        return offset
    }

    private static func firstMarker(in text: Substring) -> (String, Range<Substring.Index>)? {
        var first: (String, Range<Substring.Index>)?
        for marker in markers {
            if let range = text.range(of: marker), range.lowerBound < (first?.1.lowerBound ?? text.endIndex) {
                first = (marker, range)
            }
        }
        return first
    }
}
