# Writes a 52 KB JSON document (seeded, so always the same) with one planted
# string "bug" six levels deep: the input of the formats benchmark.
# Usage: python3 gen_json.py OUT.json
import json, random, sys
random.seed(7)
def value(depth):
    r = random.random()
    if depth > 3 or r < 0.3:
        return random.choice([random.randint(-1000, 1000), "word%d" % random.randint(0, 99), True, None, 2.5])
    if r < 0.6:
        return [value(depth + 1) for _ in range(random.randint(1, 5))]
    return {"k%d" % i: value(depth + 1) for i in range(random.randint(1, 5))}
doc = {"items": [value(0) for _ in range(80)]}
doc["items"][40] = {"config": {"limits": [1, 2, {"mode": "bug"}]}}
text = json.dumps(doc, indent=2)
open(sys.argv[1], "w").write(text + "\n")
