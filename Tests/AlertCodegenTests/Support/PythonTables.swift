import AlertStrings
import Foundation
import TestSupport

/// Reads string-table files with parsers that are not ours, so a test can tell what other
/// tools make of what the generator writes: Python's `plistlib` (expat, a conforming XML
/// parser) for `.stringsdict`, `json` for `.xcstrings`, and for `.strings` — which has no
/// reader on Linux (`plutil` is Apple's) — the small reader below, written from Apple's
/// description of the format rather than from ours.
enum PythonTables {
    enum Kind: String {
        case stringsdict, xcstrings, strings
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What Python read from each file, in order: the value as JSON, or the error it raised.
    static func read(_ files: [(kind: Kind, bytes: [UInt8])]) throws -> [Result<CatalogJSON, Failure>] {
        let folder = TestScratch.root.appendingPathComponent("alertlint-python-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var arguments = [folder.appendingPathComponent("check.py").path]
        try Data(script.utf8).write(to: URL(fileURLWithPath: arguments[0]))
        for (index, file) in files.enumerated() {
            let url = folder.appendingPathComponent("\(index).\(file.kind.rawValue)")
            try Data(file.bytes).write(to: url)
            arguments += [file.kind.rawValue, url.path]
        }
        let run = try SwiftProgram.execute("/usr/bin/env", ["python3"] + arguments)
        guard run.status == 0 else { throw Failure(description: "python3 exited \(run.status): \(run.output)") }
        guard case .array(let results) = try CatalogJSON.parse(Array(run.output.utf8)), results.count == files.count else {
            throw Failure(description: "unexpected output: \(run.output.prefix(500))")
        }
        return results.map { result in
            if let error = result["error"]?.string { return .failure(Failure(description: error)) }
            return .success(result["value"] ?? .null)
        }
    }

    /// One file; throws what Python raised.
    static func read(_ kind: Kind, _ bytes: [UInt8]) throws -> CatalogJSON {
        try read([(kind, bytes)])[0].get()
    }

    static let script = #"""
        import json, plistlib, re, sys

        ESCAPES = {'a': '\a', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t', 'v': '\v'}
        UNQUOTED = re.compile(r'[A-Za-z0-9_$/:.\-]+')
        HEX = re.compile(r'[0-9A-Fa-f]{1,4}')
        OCTAL = re.compile(r'[0-7]{1,3}')

        def read_strings(data):
            if data.startswith(b'\xef\xbb\xbf'):
                text = data[3:].decode('utf-8')
            elif data.startswith(b'\xff\xfe') or data.startswith(b'\xfe\xff'):
                text = data.decode('utf-16')
            else:
                text = data.decode('utf-8')
            i, n, result = 0, len(text), {}

            def skip():
                nonlocal i
                while i < n:
                    if text[i] in ' \t\n\r\v\f\u2028\u2029':
                        i += 1
                    elif text.startswith('/*', i):
                        end = text.find('*/', i + 2)
                        if end < 0:
                            raise ValueError('unterminated comment')
                        i = end + 2
                    elif text.startswith('//', i):
                        while i < n and text[i] not in '\r\n':
                            i += 1
                    else:
                        return

            def string():
                nonlocal i
                if i >= n:
                    raise ValueError('unexpected end')
                quote = text[i]
                if quote not in '"\'':
                    match = UNQUOTED.match(text, i)
                    if not match:
                        raise ValueError('expected a string at %d' % i)
                    i = match.end()
                    return match.group()
                i += 1
                out = []
                while True:
                    if i >= n:
                        raise ValueError('unterminated string')
                    c = text[i]
                    if c == quote:
                        i += 1
                        break
                    if c != '\\':
                        out.append(c)
                        i += 1
                        continue
                    e = text[i + 1]
                    i += 2
                    if e == 'U':
                        match = HEX.match(text, i)
                        if not match:
                            raise ValueError('\\U without digits')
                        i = match.end()
                        out.append(chr(int(match.group(), 16)))
                    elif e in ESCAPES:
                        out.append(ESCAPES[e])
                    elif e in '01234567':
                        match = OCTAL.match(text, i - 1)
                        i = match.end()
                        out.append(chr(int(match.group(), 8)))
                    else:
                        out.append(e)
                # \U escapes are UTF-16 units: join surrogate pairs.
                return ''.join(out).encode('utf-16-le', 'surrogatepass').decode('utf-16-le')

            while True:
                skip()
                if i >= n:
                    return result
                key = string()
                skip()
                if text[i] == ';':
                    value = key
                else:
                    if text[i] != '=':
                        raise ValueError('expected = at %d' % i)
                    i += 1
                    skip()
                    value = string()
                    skip()
                    if i >= n or text[i] != ';':
                        raise ValueError('expected ; at %d' % i)
                i += 1
                if key in result:
                    raise ValueError('duplicate key')
                result[key] = value

        results = []
        arguments = sys.argv[1:]
        for kind, path in zip(arguments[0::2], arguments[1::2]):
            data = open(path, 'rb').read()
            try:
                if kind == 'stringsdict':
                    value = plistlib.loads(data, fmt=plistlib.FMT_XML)
                elif kind == 'xcstrings':
                    value = json.loads(data.decode('utf-8'))
                else:
                    value = read_strings(data)
                results.append({'value': value})
            except Exception as error:
                results.append({'error': '%s: %s' % (type(error).__name__, error)})
        # <data> and <date> values, which JSON has no type for, as text.
        def plain(value):
            return value.isoformat() if hasattr(value, 'isoformat') else value.hex()

        sys.stdout.write(json.dumps(results, ensure_ascii=True, default=plain))
        """#
}
