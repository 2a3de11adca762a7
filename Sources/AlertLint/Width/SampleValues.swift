import AlertSpec

/// The values placeholders stand for when a width rule measures a text (RULES.md: String
/// "Xxxxxxxxxx", Int "888", Double "88.8"; configurable per rule).
public struct SampleValues: Sendable, Hashable {
    public var string: String
    public var int: String
    public var double: String

    public init(string: String = "Xxxxxxxxxx", int: String = "888", double: String = "88.8") {
        self.string = string
        self.int = int
        self.double = double
    }

    public func value(for type: Parameter.ValueType) -> String {
        switch type {
        case .string: string
        case .int: int
        case .double: double
        }
    }

    /// The template as displayed, each placeholder replaced by the sample value of its
    /// parameter's type. A name no parameter declares (a decoder error elsewhere) is
    /// measured as a String.
    public func render(_ template: Template, parameters: [Parameter]) -> String {
        // Most texts are one literal: skip the join.
        let segments = template.segments
        if segments.count == 1, case .literal(let text) = segments[0] { return text }
        // `template.rendered(_:)` with the pieces appended to one string, not joined from an
        // array of them: the same string, for one allocation fewer per piece.
        var text = ""
        for segment in segments {
            switch segment {
            case .literal(let literal): text += literal
            case .placeholder(let name): text += value(for: parameters[named: name]?.type ?? .string)
            }
        }
        return text
    }
}
