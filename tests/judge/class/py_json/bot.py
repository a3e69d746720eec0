# A Botzone JSON bot in Python 3: one request line per run.
import json

line = ""
while not line.strip():  # Botzone may send a blank line first
    line = input()
data = json.loads(line)
requests, responses = data["requests"], data.get("responses", [])
used = set()
for m in requests + responses:
    for a, b in (("x0", "y0"), ("x1", "y1")):
        if m[a] >= 0:
            used.add((m[a], m[b]))
black = requests[0]["x0"] < 0
need = 1 if black and len(requests) == 1 else 2
row = 0 if black else 8
cells = [(k % 15, (k // 15 + row) % 15) for k in range(225)]
pick = [c for c in cells if c not in used][:need] + [(-1, -1)]
print(json.dumps({"response": {"x0": pick[0][0], "y0": pick[0][1],
                               "x1": pick[1][0], "y1": pick[1][1]}}))
