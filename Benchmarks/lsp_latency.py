#!/usr/bin/env python3
"""How long `alertlint lsp` takes to publish diagnostics after a keystroke (issue 13: a 1 MB
document within 200 ms of the last change, debounce included).

A raw JSON-RPC client, no LSP library: it generates one spec with
/work/shared/bench/gen_corpus.py (`--defs` definitions; 1,000 make about 1.2 MB), starts the
server with the spec's folder as the workspace, opens the spec, then sends full-text
`didChange`s one at a time (each adds a comment line, so every one is a new text to lint)
and measures from the write of each change to the `publishDiagnostics` of its version. Each
change types one more character into a title of the middle definition, so every one is a
new text, and the server lints that definition again and reuses the others' findings.

The client asks for verbose traces (`"trace": "verbose"` in `initialize`), so the server
also reports each lint's own time in a `$/logTrace` (read the documents, lint, convert the
findings; no debounce, no JSON): the script prints that median as "the server's re-lint",
with how many definitions were linted and reused per change and how many times the YAML was
reread around the edit or read whole (decision 0066). For comparison it also times
`alertlint lint FILE` on the same spec (a whole process: start-up, read, lint, print).

    swift build -c release --product alertlint
    python3 Benchmarks/lsp_latency.py --defs 1000 --defs 100
"""

import argparse
import json
import pathlib
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
GENERATOR = pathlib.Path("/work/shared/bench/gen_corpus.py")


class Server:
    """`alertlint lsp` on pipes; a thread reads its messages into a list."""

    def __init__(self, command: list[str], cwd: pathlib.Path):
        self.process = subprocess.Popen(command, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.messages: list[tuple[float, dict]] = []
        self.traces: list[dict] = []
        self.arrived = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def send(self, message: dict) -> float:
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()
        return time.perf_counter()

    def _read(self):
        stream = self.process.stdout
        while True:
            length = None
            while (line := stream.readline()) not in (b"\r\n", b""):
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            if line == b"" or length is None:
                return
            message = json.loads(stream.read(length))
            with self.arrived:
                if message.get("method") == "$/logTrace":
                    self.traces.append(message["params"])
                    continue
                self.messages.append((time.perf_counter(), message))
                self.arrived.notify_all()

    def wait(self, matches, timeout: float = 120) -> float:
        """When the first message `matches` accepts arrived (messages are consumed)."""
        deadline = time.perf_counter() + timeout
        with self.arrived:
            while True:
                for index, (when, message) in enumerate(self.messages):
                    if matches(message):
                        del self.messages[: index + 1]
                        return when
                remaining = deadline - time.perf_counter()
                if remaining <= 0:
                    sys.exit("timed out waiting for the server")
                self.arrived.wait(remaining)


def published(uri: str, version: int):
    def matches(message: dict) -> bool:
        params = message.get("params") or {}
        return message.get("method") == "textDocument/publishDiagnostics" and params.get("uri") == uri and params.get("version") == version
    return matches


def measure(binary: pathlib.Path, definitions: int, runs: int, debounce: int | None) -> None:
    with tempfile.TemporaryDirectory(prefix="alertlint-lsp-latency-") as temporary:
        folder = pathlib.Path(temporary)
        subprocess.run([sys.executable, str(GENERATOR), str(folder), "--files", "1", "--defs-per-file", str(definitions)], check=True, capture_output=True)
        [spec] = sorted(folder.rglob("*.alerts.yaml"))
        text = spec.read_text(encoding="utf-8")
        uri = spec.as_uri()

        command = [str(binary), "lsp"] + (["--debounce", str(debounce)] if debounce is not None else [])
        server = Server(command, cwd=folder)
        server.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}, "rootUri": folder.as_uri(), "trace": "verbose"}})
        server.wait(lambda message: message.get("id") == 1)
        server.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        sent = server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}}})
        first = server.wait(published(uri, 1)) - sent

        # Where a keystroke lands: right after `title: ` in the middle definition.
        typing_at = text.index("title: ", len(text) // 2) + len("title: ")
        latencies = []
        with server.arrived:
            del server.traces[:]
        for version in range(2, runs + 2):
            text = text[:typing_at] + "x" + text[typing_at:]
            sent = server.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]}})
            latencies.append(server.wait(published(uri, version)) - sent)
        server.send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
        server.wait(lambda message: message.get("id") == 2)
        server.send({"jsonrpc": "2.0", "method": "exit"})
        server.process.wait(timeout=10)

        cli = []
        for _ in range(3):
            start = time.perf_counter()
            subprocess.run([str(binary), "lint", str(spec)], cwd=folder, capture_output=True)
            cli.append(time.perf_counter() - start)

    # "linted folder:/… in 3.412 ms", "definitions: 1 linted, 99 reused"
    with server.arrived:
        traces = list(server.traces)
    relints = [float(trace["message"].rsplit(" in ", 1)[1].removesuffix(" ms")) / 1000 for trace in traces]
    counts = sorted({trace.get("verbose", "") for trace in traces})
    size = len(text.encode())
    ms = lambda seconds: f"{seconds * 1000:.0f} ms"
    print(
        f"{definitions} definitions ({size / 1e6:.2f} MB), debounce {debounce if debounce is not None else 'default (150)'} ms: "
        f"open {ms(first)}; change → publish median {ms(statistics.median(latencies))} "
        f"(min {ms(min(latencies))}, max {ms(max(latencies))}, {runs} changes); "
        f"the server's re-lint median {statistics.median(relints) * 1000:.1f} ms (max {max(relints) * 1000:.1f} ms; {' / '.join(counts)}); "
        f"`alertlint lint FILE` median {ms(statistics.median(cli))}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", type=pathlib.Path, default=ROOT / ".build" / "release" / "alertlint")
    parser.add_argument("--defs", type=int, action="append", help="definitions in the document (repeatable; default 1000 and 100)")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--debounce", type=int, help="the server's --debounce in ms (default: the server's own)")
    arguments = parser.parse_args()
    arguments.binary = arguments.binary.resolve()
    for definitions in arguments.defs or [1000, 100]:
        measure(arguments.binary, definitions, arguments.runs, arguments.debounce)


if __name__ == "__main__":
    main()
