import Testing
@testable import AlertYAML
import AlertDiagnostics
@Test func smoke() {
    let (doc, diags) = YAMLReader.read(SourceFile(path: "a.yaml", text: "a: 1 # hi\nb: [x, 'y']\n"))
    #expect(diags.isEmpty)
    #expect(doc.root?.mapping?.count == 2)
    #expect(doc.comments.count == 1)
}
