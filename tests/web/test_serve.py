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
    from selenium.webdriver.support.ui import Select, WebDriverWait
except ImportError:
    print("SKIP: python3-selenium is not installed (make test installs it as root)")
    sys.exit(77)

WAIT = 120  # seconds; a bot turn takes well under a second, the margin is for a busy machine


def http(url, data=None):
    """(status, body) of a request; 4xx/5xx are returned, not raised."""
    try:
        with urllib.request.urlopen(url, data=data, timeout=WAIT) as r:
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
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
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
    d.find_element(By.ID, "prev").click()
    WebDriverWait(d, WAIT).until(lambda d: info() == "turn %d / %d" % (n - 1, n))
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


def test_refusals(base):
    for bad in ("../etc/passwd", "%2Fetc%2Fpasswd", "evil", "..%2F..%2Fetc%2Fpasswd"):
        code, body = http(base + "api/replay?file=" + bad)
        check(code == 403 and "error" in json.loads(body), "replay?file=%s refused (%d)" % (bad, code))
    code, body = http(base + "api/move", data=b"id=1&stones=" + b"7" * 100000)
    check(code == 413, "oversized body refused (%d): %s" % (code, body))
    code, _ = http(base + "api/move", data=b"id=1&stones=99,99")
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
