import AlertDiagnostics
import AlertYAML

/// YAML nodes → `Catalog`, reporting every format error of the file in one pass.
public enum SpecDecoder {
    public static func decode(_ document: YAMLDocument) -> (Catalog?, [Diagnostic]) {
        // Placeholder until the decoder lands.
        (nil, [])
    }
}
