#!/bin/bash
# compare_builds.sh BEFORE AFTER [KEYS] [RUNS]: the speed of two checkouts' release fitcheck-bench
# (`swift build -c release --product fitcheck-bench` in each), alternated: before, after, before,
# after, … RUNS each, so that the load of a shared machine falls on both alike. Each run is
# `fitcheck-bench measure` (images off, two jobs, no Pango) on one generated catalog of KEYS keys with
# BEFORE's Matrix/default.json. Prints each run's wall and CPU seconds and per cell, then the medians.
set -eu
BEFORE=$(cd "$1" && pwd); AFTER=$(cd "$2" && pwd); KEYS=${3:-1000}; RUNS=${4:-3}
WORK=$(mktemp -d); trap 'rm -rf "$WORK"' EXIT
"$BEFORE/.build/release/fitcheck-bench" generate --keys "$KEYS" --out "$WORK/Bench$KEYS.xcstrings"
for run in $(seq "$RUNS"); do
  for side in before after; do
    if [ $side = before ]; then dir=$BEFORE; else dir=$AFTER; fi
    (cd "$dir" && .build/release/fitcheck-bench measure --catalog "$WORK/Bench$KEYS.xcstrings" --keys "$KEYS" \
       --jobs 2 --matrix "$BEFORE/Matrix/default.json" --rounds 1 --work "$WORK") > "$WORK/$side-$run.json"
  done
done
python3 - "$WORK" "$RUNS" "$(git -C "$BEFORE" rev-parse --short HEAD)" "$(git -C "$AFTER" rev-parse --short HEAD)" <<'PY'
import json, statistics, sys
work, runs, names = sys.argv[1], int(sys.argv[2]), {"before": sys.argv[3], "after": sys.argv[4]}
print("| run | build | cells | wall (s) | CPU (s) | wall µs per cell | CPU µs per cell |\n|---:|---|---:|---:|---:|---:|---:|")
table = {"before": [], "after": []}
for run in range(1, runs + 1):
    for side in ("before", "after"):
        r = json.load(open(f"{work}/{side}-{run}.json"))
        table[side].append(r)
        print(f"| {run} | {side} {names[side]} | {r['cells']:,} | {r['wallSeconds']:.3f} | {r['cpuSeconds']:.3f} "
              f"| {r['wallSeconds'] / r['cells'] * 1e6:.2f} | {r['cpuSeconds'] / r['cells'] * 1e6:.2f} |")
median = {side: (statistics.median(r["wallSeconds"] for r in rs), statistics.median(r["cpuSeconds"] for r in rs), rs[0]["cells"])
          for side, rs in table.items()}
for side in ("before", "after"):
    wall, cpu, cells = median[side]
    print(f"| median | {side} {names[side]} | {cells:,} | {wall:.3f} | {cpu:.3f} | {wall / cells * 1e6:.2f} | {cpu / cells * 1e6:.2f} |")
(bw, bc, bn), (aw, ac, an) = median["before"], median["after"]
print(f"\nafter ÷ before, per cell: wall {aw / an / (bw / bn):.3f}, CPU {ac / an / (bc / bn):.3f}")
PY
