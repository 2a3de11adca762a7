"""The base protocol byte for byte: what a client library would hide (framing mistakes,
malformed JSON, exit codes)."""

import json
import subprocess

from conftest import SERVER


def frame(message) -> bytes:
    body = message if isinstance(message, bytes) else json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def responses(stdout: bytes) -> list[dict]:
    """Every message in the server's output, in order."""
    messages = []
    while stdout:
        header, _, rest = stdout.partition(b"\r\n\r\n")
        length = int(header.split(b":")[1])
        messages.append(json.loads(rest[:length]))
        stdout = rest[length:]
    return messages


def run(*messages) -> tuple[int, list[dict]]:
    process = subprocess.run(SERVER, input=b"".join(messages), capture_output=True, timeout=60)
    return process.returncode, responses(process.stdout)


INITIALIZE = frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
INITIALIZED = frame({"jsonrpc": "2.0", "method": "initialized", "params": {}})
SHUTDOWN = frame({"jsonrpc": "2.0", "id": 99, "method": "shutdown"})
EXIT = frame({"jsonrpc": "2.0", "method": "exit"})


def by_id(messages: list[dict], id) -> dict:
    return next(m for m in messages if m.get("id") == id and "method" not in m)


def test_initialize_advertises_full_sync_and_save():
    status, messages = run(INITIALIZE, INITIALIZED, SHUTDOWN, EXIT)
    assert status == 0
    result = by_id(messages, 1)["result"]
    assert result["capabilities"]["textDocumentSync"] == {"openClose": True, "change": 1, "save": {"includeText": True}}
    assert result["serverInfo"]["name"] == "alertlint"
    assert by_id(messages, 99)["result"] is None


def test_malformed_json_and_bad_headers_do_not_stop_the_server():
    status, messages = run(
        INITIALIZE,
        frame(b'{"jsonrpc": "2.0", "id": 2, "method":'),
        b"Content-Type: text/plain\r\n\r\n",
        frame({"jsonrpc": "2.0", "id": 3, "method": "workspace/unknownThing", "params": {}}),
        SHUTDOWN,
        EXIT,
    )
    assert status == 0
    parse_error = next(m for m in messages if m.get("error", {}).get("code") == -32700)
    assert parse_error["id"] is None
    assert by_id(messages, 3)["error"]["code"] == -32601
    assert by_id(messages, 99)["result"] is None


def test_exit_without_shutdown_is_status_1():
    status, _ = run(INITIALIZE, INITIALIZED, EXIT)
    assert status == 1


def test_end_of_input_without_exit_is_status_1():
    status, _ = run(INITIALIZE)
    assert status == 1


def test_requests_after_shutdown_are_refused():
    hover = frame({"jsonrpc": "2.0", "id": 5, "method": "textDocument/hover", "params": {}})
    status, messages = run(INITIALIZE, INITIALIZED, SHUTDOWN, hover, EXIT)
    assert status == 0
    assert by_id(messages, 5)["error"]["code"] == -32600


def test_requests_before_initialize_are_refused():
    request = frame({"jsonrpc": "2.0", "id": 7, "method": "textDocument/hover", "params": {}})
    _, messages = run(request, INITIALIZE, SHUTDOWN, EXIT)
    assert by_id(messages, 7)["error"]["code"] == -32002
