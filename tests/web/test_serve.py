#!/usr/bin/env python3
"""Browser test of `c6judge serve` (README "c6judge serve").

Starts the server on a free port with c6bot --level greedy, drives headless Chromium to play a
whole game by clicking (with an undo on the way) until the verdict is shown, replays the saved game
step by step and through a link, and checks with plain HTTP that a path outside --logs and an
oversized body are refused. Every wait is on a DOM condition (WebDriverWait), never a fixed sleep;
timeouts are generous for a loaded 2-core machine. Exit 77 = skipped (browser packages missing).
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import Select, WebDriverWait
except ImportError:
    print("SKIP: python3-selenium is not installed (make test installs it as root)")
    sys.exit(77)

WAIT = 120  # seconds; a bot turn takes well under a second, the margin is for a busy machine


def http(url, data=None, token=None):
    """(status, body) of a request; 4xx/5xx are returned, not raised."""
    req = urllib.request.Request(url, data=data, headers={"X-C6-Token": token} if token else {})
    try:
        with urllib.request.urlopen(req, timeout=WAIT) as r:
            return r.status, r.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode()


def start_server(args, logs):
    cmd = [args.judge, "serve", "--port", "0", "--logs", logs,
           "--bot", "name=greedy,cmd=%s --level greedy" % args.bot]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    line = proc.stdout.readline()  # "c6judge serve: http://127.0.0.1:PORT/ ..." once listening
    if "http://" not in line:
        proc.kill()
        raise SystemExit("FAIL: server did not start: %r" % line)
    return proc, line.split()[2]


def make_driver(profile):
    opts = webdriver.ChromeOptions()
    # rebind.test resolves to 127.0.0.1, as a DNS-rebinding attacker's name would: no other
    # address is ever contacted.
    for flag in ("--host-resolver-rules=MAP rebind.test 127.0.0.1","--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage", "--window-size=1100,820",
                 "--user-data-dir=" + profile):
        opts.add_argument(flag)
    opts.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(service=service, options=opts)


def state(d):
    return d.find_element(By.TAG_NAME, "body").get_attribute("data-state")


def wait_state(d, *states):
    WebDriverWait(d, WAIT).until(lambda d: state(d) in states)
    return state(d)


def turns_shown(d):
    return len(d.find_elements(By.CSS_SELECTOR, "#moves div"))


def click_free_cell(d, size):
    # Even-even cells from the bottom edge: never adjacent to each other, so the human never
    # makes six, and the greedy bot wins the game.
    for y in range(size - 1, -1, -2):
        for x in range(0, size, 2):
            cells = d.find_elements(By.ID, "c-%d-%d" % (x, y))
            if cells:
                cells[0].click()
                return
    raise SystemExit("FAIL: no free cell left")


def play_turn(d, stones):
    before = turns_shown(d)
    for i in range(stones):
        click_free_cell(d, 15)
        if i + 1 < stones:  # the first stone of a pair is shown as pending until the second
            WebDriverWait(d, WAIT).until(
                lambda d: len(d.find_elements(By.CSS_SELECTOR, "circle.pending")) == 1)
    wait_state(d, "human", "over")
    assert turns_shown(d) > before, "the human's turn was not recorded"


def check(cond, what):
    if not cond:
        raise SystemExit("FAIL: " + what)
    print("ok:", what)


def test_play(d, base):
    d.get(base)
    wait_state(d, "ready")
    Select(d.find_element(By.ID, "colour")).select_by_value("black")
    d.find_element(By.ID, "new").click()
    wait_state(d, "human")
    play_turn(d, 1)
    check(turns_shown(d) == 2, "Black's first stone and the bot's answer are listed")
    d.find_element(By.ID, "analyse").click()
    WebDriverWait(d, WAIT).until(
        lambda d: "best:" in d.find_element(By.ID, "debug").text or
        d.find_element(By.ID, "error").text)
    analysis = d.find_element(By.ID, "debug").text
    check("best:" in analysis and "pv:" in analysis, "Analyse shows c6bot's best turn and PV")
    marks = d.find_elements(By.CSS_SELECTOR, "circle.suggest")
    check(len(marks) >= 2, "Analyse draws its suggested stones and line on the board (%d)" % len(marks))
    d.find_element(By.ID, "undo").click()
    WebDriverWait(d, WAIT).until(lambda d: turns_shown(d) == 0 and state(d) == "human")
    check(True, "undo takes back the human's turn and the bot's answer")
    play_turn(d, 1)
    for _ in range(60):
        if state(d) == "over":
            break
        play_turn(d, 2)
    check(state(d) == "over", "the game ends with a result")
    verdict = d.find_element(By.ID, "verdict").text
    check(verdict.startswith("greedy wins: WIN_SIX (six)"), "verdict text: %r" % verdict)
    six = d.find_elements(By.CSS_SELECTOR, "circle.stone[stroke-width='4']")
    check(len(six) >= 6, "the six in a row is highlighted (%d stones)" % len(six))
    check(d.find_element(By.ID, "resign").get_attribute("disabled") and
          d.find_element(By.ID, "undo").get_attribute("disabled"),
          "Resign and Undo are disabled once the game is over")
    return turns_shown(d)


def test_replay(d, base, n):
    d.find_element(By.ID, "tab-replay").click()
    WebDriverWait(d, WAIT).until(lambda d: any(
        o.get_attribute("value") == "serve-games.jsonl"
        for o in d.find_elements(By.CSS_SELECTOR, "#logfile option")))
    Select(d.find_element(By.ID, "logfile")).select_by_value("serve-games.jsonl")
    info = lambda: d.find_element(By.ID, "turninfo").text
    WebDriverWait(d, WAIT).until(lambda d: info() == "turn %d / %d" % (n, n))
    check("black made six" in d.find_element(By.ID, "verdict").text.lower() or
          "white" in d.find_element(By.ID, "verdict").text.lower(),
          "replay shows the verdict: %r" % d.find_element(By.ID, "verdict").text)
    d.find_element(By.ID, "first").click()
    WebDriverWait(d, WAIT).until(lambda d: info() == "turn 0 / %d" % n)
    check(not d.find_elements(By.CSS_SELECTOR, "circle.stone"), "first: empty board")
    stones = 0
    for k in range(1, n + 1):
        d.find_element(By.ID, "next").click()
        WebDriverWait(d, WAIT).until(lambda d: info() == "turn %d / %d" % (k, n))
        now = len(d.find_elements(By.CSS_SELECTOR, "circle.stone"))
        assert now == stones + (1 if k == 1 else 2), "turn %d shows %d stones" % (k, now)
        stones = now
    check(True, "next steps through all %d turns, one turn of stones at a time" % n)
    six = d.find_elements(By.CSS_SELECTOR, "circle.stone[stroke-width='4']")
    check(len(six) >= 6, "Replay rings the winning six too (%d stones)" % len(six))
    d.find_element(By.TAG_NAME, "body").send_keys(Keys.HOME)
    WebDriverWait(d, WAIT).until(lambda d: info() == "turn 0 / %d" % n)
    d.find_element(By.TAG_NAME, "body").send_keys(Keys.END)
    WebDriverWait(d, WAIT).until(lambda d: info() == "turn %d / %d" % (n, n))
    d.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
    WebDriverWait(d, WAIT).until(lambda d: info() == "turn %d / %d" % (n - 1, n))
    check(True, "Home, End and the left arrow step through the replay")
    d.find_element(By.ID, "numbers").click()
    nums = len(d.find_elements(By.CSS_SELECTOR, "text.num"))
    check(nums == len(d.find_elements(By.CSS_SELECTOR, "circle.stone")) and nums > 0,
          "move numbers on every stone (%d)" % nums)
    d.find_element(By.ID, "numbers").click()
    link = d.find_element(By.ID, "permalink").get_attribute("href")
    check(link.endswith("#replay=serve-games.jsonl&game=1&turn=%d" % (n - 1)), "link: " + link)
    d.get(base + "#replay=c6judge-match.jsonl&game=2&turn=3")
    WebDriverWait(d, WAIT).until(lambda d: info().startswith("turn 3 / "))
    check(Select(d.find_element(By.ID, "gamesel")).first_selected_option.text.startswith("2:"),
          "a link opens a sample log at game 2, turn 3")


def test_watch(d, base, logs, samples):
    # A log that a match is still writing: one game first, a second appended while watching.
    lines = open(os.path.join(samples, "c6judge-match.jsonl")).read().splitlines()
    live = os.path.join(logs, "live.jsonl")
    with open(live, "w") as f:
        f.write(lines[0] + "\n")
    d.get(base + "#watch=live.jsonl")
    options = lambda: len(d.find_elements(By.CSS_SELECTOR, "#gamesel option"))
    WebDriverWait(d, WAIT).until(lambda d: options() == 1)
    with open(live, "a") as f:
        f.write(lines[1] + "\n")
    WebDriverWait(d, WAIT).until(lambda d: options() == 2)
    WebDriverWait(d, WAIT).until(
        lambda d: Select(d.find_element(By.ID, "gamesel")).first_selected_option.text.startswith("2:"))
    info = d.find_element(By.ID, "turninfo").text.split()
    check(len(info) == 4 and info[1] == info[3] and int(info[1]) > 0,
          "Watch picks up an appended game and follows it to its last turn (%s)" % " ".join(info))


def games_in(log):
    """Finished games in a judge log (its lines with a "game" number; the run header has none)."""
    with open(log) as f:
        return sum(1 for line in f if '"game":' in line)


def test_watch_live(d, base, logs, args):
    """A running match is visible on Watch, move by move, before its first game ends."""
    log = os.path.join(logs, "running.jsonl")
    match = subprocess.Popen(
        [args.judge, "match", "--bot", "name=alpha,cmd=" + args.bot,
         "--bot", "name=beta,cmd=" + args.bot, "--games", "2", "--time", "300",
         "--log", log, "--quiet"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        WebDriverWait(d, WAIT).until(lambda d: os.path.exists(log))
        d.get(base + "#watch=running.jsonl")
        stones = lambda: len(d.find_elements(By.CSS_SELECTOR, "circle.stone"))
        WebDriverWait(d, WAIT).until(lambda d: state(d) == "live" and stones() >= 3)
        finished = games_in(log)
        check(finished == 0, "Watch shows a game in play (%d stones) before the first game ends "
              "(%d games in the log)" % (stones(), finished))
        seen = stones()
        WebDriverWait(d, WAIT).until(lambda d: stones() > seen or games_in(log))
        check(True, "the live board grows move by move (%d -> %d stones)" % (seen, stones()))
        clocks = d.find_element(By.ID, "clocks").text
        check("s used" in clocks and "thinking" in clocks, "clocks of the game in play: " + clocks)
        check(d.find_element(By.ID, "error").text == "", "no stale error while a game is in play")
        WebDriverWait(d, WAIT).until(lambda d: games_in(log) >= 1)
        WebDriverWait(d, WAIT).until(
            lambda d: "1 finished" in d.find_element(By.ID, "standings").text)
        table = d.find_element(By.ID, "standings").text
        check("alpha" in table and "beta" in table, "standings so far: %r" % table)
    finally:
        match.terminate()
        match.wait(timeout=WAIT)


def test_origins(d, base):
    """The page drives the server; a page of another origin, or another name, cannot."""
    port = base.rstrip("/").rsplit(":", 1)[1]
    d.get(base)
    wait_state(d, "ready")
    created = d.execute_async_script("""
        const done = arguments[arguments.length - 1];
        fetch('/api/new', {method: 'POST', body: new URLSearchParams({bot: 0, color: 'black'})})
          .then((r) => r.json().then((j) => done([r.status, j.id || ''])));""")
    check(created[0] == 200, "a POST from the page itself (same Origin, no token) works")
    gid = created[1]
    # localhost:PORT is accepted as a Host but is another origin than 127.0.0.1:PORT.
    d.get("http://localhost:%s/" % port)
    wait_state(d, "ready")
    outcome = d.execute_async_script("""
        const done = arguments[arguments.length - 1];
        fetch('http://127.0.0.1:%s/api/resign', {method: 'POST',
              body: new URLSearchParams({id: '%s'})}).then((r) => done('answered ' + r.status),
              (e) => done('refused'));""" % (port, gid))
    code, body = http(base + "api/state?id=" + gid)
    check(code == 200 and not json.loads(body)["over"],
          "a cross-origin resign from a browser page leaves the game alone (%s)" % outcome)
    d.get("http://rebind.test:%s/" % port)
    text = d.find_element(By.TAG_NAME, "body").text
    check("only to its own address" in text and not d.find_elements(By.ID, "board"),
          "a page under a rebinding name gets 421, not the page: %r" % text[:80])


def board_rect(d):
    return d.execute_script(
        "const r = document.getElementById('board').getBoundingClientRect();"
        "return [r.left, r.top, r.right, r.bottom, window.innerWidth, window.innerHeight];")


def test_board(d, base):
    """A phone-sized window, a 768 px-tall laptop, 19x19 from the page, taking back the first
    stone of a pair, New game ending the old one, Resign asking first."""
    d.set_window_size(390, 844)
    d.get(base)
    wait_state(d, "ready")
    Select(d.find_element(By.ID, "size")).select_by_value("19")
    Select(d.find_element(By.ID, "colour")).select_by_value("black")
    check(d.find_element(By.ID, "undo").get_attribute("disabled") is not None,
          "Undo is disabled before a game")
    d.find_element(By.ID, "new").click()
    wait_state(d, "human")
    check(len(d.find_elements(By.ID, "c-18-18")) == 1, "a 19x19 game chosen on the page")
    left, top, right, bottom, vw, vh = board_rect(d)
    pitch = (right - left) / 19
    check(left >= 0 and right <= vw and pitch >= 18,
          "19x19 fits a 390 px phone: %d px wide, %.1f px a cell" % (right - left, pitch))
    first_id = json.loads(d.execute_script("return JSON.stringify(play)"))["id"]
    play_turn(d, 1)
    d.find_element(By.ID, "c-0-0").click()
    WebDriverWait(d, WAIT).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "circle.pending")) == 1)
    d.find_element(By.ID, "p-0-0").click()
    WebDriverWait(d, WAIT).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "circle.pending"))
    check(state(d) == "human" and d.find_elements(By.ID, "c-0-0"),
          "the first stone of a pair is taken back by clicking it")
    d.find_element(By.ID, "resign").click()
    d.switch_to.alert.dismiss()
    check(state(d) == "human", "Resign asks first; dismissed, the game goes on")
    d.find_element(By.ID, "new").click()
    wait_state(d, "human")
    code, _ = http(base + "api/state?id=" + first_id)
    check(code == 404, "New game ends the previous game (its id is gone: %d)" % code)
    d.find_element(By.ID, "resign").click()
    d.switch_to.alert.accept()
    wait_state(d, "over")
    check("resign" in d.find_element(By.ID, "verdict").text, "Resign, confirmed, ends the game")
    d.set_window_size(1366, 768)
    d.get(base)
    wait_state(d, "ready")
    Select(d.find_element(By.ID, "size")).select_by_value("19")
    d.find_element(By.ID, "new").click()
    wait_state(d, "human")
    left, top, right, bottom, vw, vh = board_rect(d)
    check(bottom <= vh and right <= vw, "19x19 fits a 1366x768 laptop window (%dx%d, bottom %d of %d)"
          % (right - left, bottom - top, bottom, vh))
    d.set_window_size(1100, 820)


def test_contest(d, args, tmp):
    """serve --contest DIR opens on the contest's games with its standings, every game a click away."""
    out = os.path.join(tmp, "contest")
    os.mkdir(out)
    shutil.copy(os.path.join(args.samples, "c6judge-match.jsonl"), os.path.join(out, "games.jsonl"))
    with open(os.path.join(out, "games.jsonl")) as f:
        n = sum(1 for line in f if '"game":' in line)
    proc = subprocess.Popen([args.judge, "serve", "--port", "0", "--contest", out],
                            stdout=subprocess.PIPE, text=True)
    try:
        base = proc.stdout.readline().split()[2]
        d.get(base)
        links = lambda: d.find_elements(By.CSS_SELECTOR, "#gamelinks a")
        WebDriverWait(d, WAIT).until(lambda d: len(links()) == n)
        table = d.find_element(By.ID, "standings").text
        check("%d finished" % n in table, "serve --contest shows the standings: %r" % table[:120])
        links()[1].click()
        WebDriverWait(d, WAIT).until(lambda d: Select(
            d.find_element(By.ID, "gamesel")).first_selected_option.text.startswith("2:"))
        check(True, "a contest game is one click away (%d games listed)" % n)
    finally:
        proc.terminate()
        proc.wait(timeout=WAIT)


def test_refusals(base):
    for bad in ("../etc/passwd", "%2Fetc%2Fpasswd", "evil", "..%2F..%2Fetc%2Fpasswd"):
        code, body = http(base + "api/replay?file=" + bad)
        check(code == 404 and "error" in json.loads(body), "replay?file=%s refused (%d)" % (bad, code))
    code, body = http(base + "api/move", data=b"id=1&stones=" + b"7" * 100000)
    check(code == 413, "oversized body refused (%d): %s" % (code, body))
    _, page = http(base)
    token = page.split('const TOKEN = "')[1].split('"')[0]
    code, _ = http(base + "api/move", data=b"id=1&stones=99,99")
    check(code == 403, "a POST without the page's token or Origin is refused (%d)" % code)
    code, _ = http(base + "api/move", data=b"id=1&stones=99,99", token=token)
    check(code == 400, "a stone off the board is refused (%d)" % code)
    code, _ = http(base + "api/config")
    check(code == 200, "the server still answers after the bad requests")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--judge", required=True)
    ap.add_argument("--bot", required=True)
    ap.add_argument("--samples", required=True)
    ap.add_argument("--screenshot", required=True)
    args = ap.parse_args()
    if not (shutil.which("chromium") and shutil.which("chromedriver")):
        print("SKIP: chromium / chromium-driver are not installed (make test installs them)")
        return 77
    tmp = tempfile.mkdtemp(prefix="c6web-")
    logs = os.path.join(tmp, "logs")
    os.mkdir(logs)
    shutil.copy(os.path.join(args.samples, "c6judge-match.jsonl"), logs)
    os.symlink("/etc/passwd", os.path.join(logs, "evil"))  # a symlink out of --logs
    proc, base = start_server(args, logs)
    driver = None
    try:
        driver = make_driver(os.path.join(tmp, "profile"))
        n = test_play(driver, base)
        driver.save_screenshot(args.screenshot)
        print("screenshot:", args.screenshot)
        test_replay(driver, base, n)
        test_watch(driver, base, logs, args.samples)
        test_watch_live(driver, base, logs, args)
        test_origins(driver, base)
        test_board(driver, base)
        test_contest(driver, args, tmp)
        test_refusals(base)
    finally:
        if driver:
            driver.quit()
        proc.terminate()
        proc.wait(timeout=WAIT)
        shutil.rmtree(tmp, ignore_errors=True)
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
