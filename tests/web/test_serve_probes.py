#!/usr/bin/env python3
"""`c6judge serve` probed as an attacker would, on 127.0.0.1 only (docs/serve.md, threat model).

Plain sockets and urllib, no browser: a cross-origin POST (403), a foreign Host such as a DNS-
rebinding page sends (421), the page's own requests (200), malformed requests (bare LF,
Content-Length: abc, huge headers and bodies, chunked, no length: 400/431/413/411) answered at
once, a request that trickles in answered 408, hidden files, folders and symlinks refused alike
without a server path in the answer, unguessable game ids, at most two open games per client, the
game log's size cap, and a client that plays a whole game while 200 slow clients hold
connections. Every wait is bounded; no fixed sleeps (the slow clients send a byte per event-free
round trip of the normal client instead).
"""
import argparse
import json
import os
import re
import resource
import shutil
import socket
import subprocess
import sys
import tempfile
import time

WAIT = 60  # seconds per request, generous for a loaded 2-core machine


def start_server(args, logs, *extra, fds=None):
    cmd = [args.judge, "serve", "--port", "0", "--logs", logs, "--time", "200",
           "--bot", "name=greedy,cmd=%s --level greedy" % args.bot] + list(extra)
    limit = (lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (fds, fds))) if fds else None
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, preexec_fn=limit)
    line = proc.stdout.readline()
    m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not m:
        proc.kill()
        raise SystemExit("FAIL: server did not start: %r" % line)
    return proc, int(m.group(1))


def raw(port, data, timeout=WAIT):
    """Sends bytes, returns (status, body, seconds) of the answer (status 0: closed unanswered)."""
    t0 = time.monotonic()
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    try:
        s.sendall(data)
        got = b""
        while True:
            try:
                chunk = s.recv(65536)
            except ConnectionResetError:
                break
            if not chunk:
                break
            got += chunk
    finally:
        s.close()
    dt = time.monotonic() - t0
    if not got.startswith(b"HTTP/1.1 "):
        return 0, got.decode(errors="replace"), dt
    head, _, body = got.partition(b"\r\n\r\n")
    return int(head.split()[1]), body.decode(errors="replace"), dt


def request(port, method, path, form=None, host=None, origin=None, token=None, extra=""):
    body = form or ""
    h = "%s %s HTTP/1.1\r\nHost: %s\r\n" % (method, path, host or "127.0.0.1:%d" % port)
    if origin:
        h += "Origin: %s\r\n" % origin
    if token:
        h += "X-C6-Token: %s\r\n" % token
    if method == "POST":
        h += "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: %d\r\n" % len(body)
    h += extra + "\r\n"
    return raw(port, (h + body).encode())


def check(cond, what):
    if not cond:
        raise SystemExit("FAIL: " + what)
    print("ok:", what)


def page_token(port):
    st, body, _ = request(port, "GET", "/")
    m = re.search(r'const TOKEN = "([0-9a-f]{32})"', body)
    check(st == 200 and m, "the page carries a 32-hex-digit token")
    return m.group(1)


def test_origin_and_host(port, token):
    me = "http://127.0.0.1:%d" % port
    st, body, _ = request(port, "POST", "/api/new", "bot=0&color=black", origin="http://evil.example")
    check(st == 403, "cross-origin POST /api/new refused (%d %s)" % (st, body))
    st, _, _ = request(port, "POST", "/api/new", "bot=0&color=black")
    check(st == 403, "a POST with neither Origin nor token refused (%d)" % st)
    st, _, _ = request(port, "POST", "/api/new", "bot=0&color=black", token="0" * 32)
    check(st == 403, "a POST with a wrong token refused (%d)" % st)
    st, _, _ = request(port, "GET", "/api/logs", host="rebind.evil.example:%d" % port)
    check(st == 421, "GET /api/logs with a foreign Host refused (%d)" % st)
    st, _, _ = request(port, "POST", "/api/new", "bot=0&color=black",
                       host="rebind.evil.example:%d" % port, origin="http://rebind.evil.example:%d" % port)
    check(st == 421, "a rebinding page's same-origin POST refused by its Host (%d)" % st)
    st, _, _ = request(port, "GET", "/", host="127.0.0.1:1")
    check(st == 421, "a Host with another port refused (%d)" % st)
    st, _, _ = request(port, "GET", "/api/logs", host="localhost:%d" % port)
    check(st == 200, "Host localhost:PORT accepted (%d)" % st)
    st, body, _ = request(port, "POST", "/api/new", "bot=0&color=black&client=probe1", origin=me)
    check(st == 200, "a same-origin POST /api/new works (%d)" % st)
    gid = json.loads(body)["id"]
    check(re.fullmatch(r"[0-9a-f]{32}", gid) is not None, "game ids are 128 random bits: " + gid)
    st, body, _ = request(port, "POST", "/api/resign", "id=" + gid, origin="http://evil.example")
    check(st == 403, "cross-origin resign refused (%d)" % st)
    for guess in ("1", "5", gid[:-1] + ("0" if gid[-1] != "0" else "1")):
        st, _, _ = request(port, "POST", "/api/resign", "id=" + guess, token=token)
        check(st == 404, "resign of a guessed id %s: no such game (%d)" % (guess, st))
    st, body, _ = request(port, "POST", "/api/resign", "id=" + gid, token=token)
    check(st == 200 and json.loads(body)["over"], "resign with the page's token works (%d)" % st)
    # Two games per client: a third drops the oldest.
    ids = []
    for _ in range(3):
        st, body, _ = request(port, "POST", "/api/new", "bot=0&color=black&client=probe2", token=token)
        check(st == 200, "new game for one client (%d)" % st)
        ids.append(json.loads(body)["id"])
    st, _, _ = request(port, "GET", "/api/state?id=" + ids[0])
    check(st == 404, "a client's third game drops its first (%d)" % st)
    st, _, _ = request(port, "GET", "/api/state?id=" + ids[2])
    check(st == 200, "its newest game is open (%d)" % st)
    st, body, _ = request(port, "POST", "/api/new",
                          "bot=0&color=black&client=probe2&replaces=" + ids[2], token=token)
    st2, _, _ = request(port, "GET", "/api/state?id=" + ids[2])
    check(st == 200 and st2 == 404, "New game with replaces= ends the old one (%d, %d)" % (st, st2))


def test_malformed(port, token):
    cases = [
        (b"GET /api/logs HTTP/1.1\nHost: 127.0.0.1:%d\n\n" % port, 400, "bare-LF line endings"),
        (b"POST /api/new HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Length: abc\r\n\r\n" % port,
         400, "Content-Length: abc"),
        (b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nX: %s\r\n\r\n" % (port, b"a" * 20000), 431,
         "a 20 KB header"),
        (b"POST /api/move HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Length: 100000\r\n\r\n" % port
         + b"7" * 100000, 413, "a 100 KB body"),
        (b"POST /api/move HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nTransfer-Encoding: chunked\r\n\r\n"
         b"3\r\nabc\r\n0\r\n\r\n" % port, 411, "a chunked body"),
        (b"POST /api/move HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port, 411, "a POST without length"),
        (b"GET /api/logs HTTP/1.1\r\n\r\n", 400, "no Host"),
        (b"\x00\xff garbage\r\n\r\n", 400, "binary garbage"),
    ]
    for data, want, what in cases:
        st, body, dt = raw(port, data)
        check(st == want and dt < 5 and "error" in json.loads(body),
              "%s: %d in %.2f s (%s)" % (what, st, dt, body[:60]))


def test_files(port, logs):
    answers = set()
    for name in (".hidden", "sub", "link", "nope", "../etc/passwd", "%2Fetc%2Fpasswd"):
        st, body, _ = request(port, "GET", "/api/replay?file=" + name)
        check(st == 404 and logs not in body and "/tmp" not in body,
              "file %s refused without a path (%d %s)" % (name, st, body))
        answers.add(body)
    check(len(answers) == 1, "hidden, folder, symlink and missing names get the same answer")
    st, body, _ = request(port, "GET", "/api/replay?file=broken.jsonl")
    check(st == 422 and logs not in body, "an unreadable log's error names no server path: " + body)


def test_slow_clients(port, token, n=200):
    """n sockets trickle header bytes while a normal client plays a whole game."""
    slow = []
    for _ in range(n):
        s = socket.create_connection(("127.0.0.1", port), timeout=WAIT)
        s.sendall(b"GET /api/logs HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n" % port)
        slow.append(s)
    st, body, _ = request(port, "POST", "/api/new", "bot=0&color=black&client=player", token=token)
    check(st == 200, "new game while %d slow clients hold connections (%d)" % (n, st))
    g = json.loads(body)
    free = [(x, y) for y in range(14, -1, -2) for x in range(0, 15, 2)]
    turns = 0
    while not g["over"] and turns < 60:
        taken = {(t[i], t[i + 1]) for t in g["turns"] for i in range(0, len(t), 2)}
        stones = [p for p in free if p not in taken][:g["stones_required"]]
        form = "id=%s&stones=%s" % (g["id"], ";".join("%d,%d" % p for p in stones))
        st, body, dt = request(port, "POST", "/api/move", form, token=token)
        check(st == 200 and dt < 10, "move %d answered while slow clients wait (%.2f s)" % (turns, dt))
        g = json.loads(body)
        turns += 1
        for s in slow:  # one more header byte each: they keep trickling
            try:
                s.sendall(b"X")
            except OSError:
                pass
    check(g["over"], "the normal client finished its game: %s" % g.get("verdict"))
    for s in slow:
        s.close()


def test_timeout(port):
    s = socket.create_connection(("127.0.0.1", port), timeout=WAIT)
    t0 = time.monotonic()
    s.sendall(b"GET /api/logs HTTP/1.1\r\n")
    got = b""
    while True:
        chunk = s.recv(4096)
        if not chunk:
            break
        got += chunk
    s.close()
    dt = time.monotonic() - t0
    check(got.startswith(b"HTTP/1.1 408") and dt < 20, "an unfinished request: 408 after %.1f s" % dt)


def test_more_slow_clients_than_sockets(args, logs):
    """With 300 descriptors (room for 172 connections), 250 trickling clients: the oldest are
    dropped for new ones, so a normal client is still answered."""
    proc, port = start_server(args, logs, fds=300)
    slow = []
    try:
        for _ in range(250):
            s = socket.create_connection(("127.0.0.1", port), timeout=WAIT)
            s.sendall(b"GET /api/logs HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n" % port)
            slow.append(s)
        st, body, dt = request(port, "GET", "/api/logs")
        check(st == 200 and dt < 5, "answered (%d in %.2f s) with 250 slow clients and room for 172"
              % (st, dt))
    finally:
        for s in slow:
            s.close()
        proc.terminate()
        proc.wait(timeout=WAIT)


def test_log_cap(args, tmp):
    logs = os.path.join(tmp, "caplogs")
    os.mkdir(logs)
    path = os.path.join(logs, "serve-games.jsonl")
    with open(path, "w") as f:
        f.write("x" * (1024 * 1024 - 100) + "\n")
    size = os.path.getsize(path)
    proc, port = start_server(args, logs, "--max-log-mb", "1")
    try:
        token = page_token(port)
        st, body, _ = request(port, "POST", "/api/new", "bot=0&color=black", token=token)
        gid = json.loads(body)["id"]
        st, body, _ = request(port, "POST", "/api/resign", "id=" + gid, token=token)
        check(st == 200 and json.loads(body)["over"], "a game resigned with the log at its cap")
        check(os.path.getsize(path) == size, "serve-games.jsonl did not grow past --max-log-mb 1")
    finally:
        proc.terminate()
        proc.wait(timeout=WAIT)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--judge", required=True)
    ap.add_argument("--bot", required=True)
    args = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="c6probe-")
    logs = os.path.join(tmp, "logs")
    os.mkdir(logs)
    os.mkdir(os.path.join(logs, "sub"))
    with open(os.path.join(logs, ".hidden"), "w") as f:
        f.write("secret\n")
    with open(os.path.join(logs, "broken.jsonl"), "w") as f:
        f.write("not a log\n")
    os.symlink("/etc/passwd", os.path.join(logs, "link"))
    proc, port = start_server(args, logs)
    try:
        token = page_token(port)
        test_origin_and_host(port, token)
        test_malformed(port, token)
        test_files(port, logs)
        test_slow_clients(port, token)
        test_timeout(port)
        test_more_slow_clients_than_sockets(args, logs)
        test_log_cap(args, tmp)
    finally:
        proc.terminate()
        proc.wait(timeout=WAIT)
        shutil.rmtree(tmp, ignore_errors=True)
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
