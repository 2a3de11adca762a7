/// Code generation: Swift and string tables from `Catalog`s.
///
/// Generators read the typed model, never YAML (the decoder's job ends at `Catalog`), and
/// produce files as values; writing them is the caller's business, through a writer that
/// writes only what changed and never half a file.
public enum AlertCodegen {}
