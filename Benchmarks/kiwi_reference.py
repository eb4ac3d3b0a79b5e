#!/usr/bin/env python3
"""Reference timings of kiwisolver (a C++ Cassowary engine) on the workloads of Benchmarks/README.md.

One (scenario, views) pair per process, so the peak memory it reports is that run's own:

    python3 kiwi_reference.py chain 1000
    -> {"engine": "kiwisolver 1.5.1", "scenario": "chain", "views": 1000, ...}

Set up once:  python3 -m venv /tmp/kiwi-venv && /tmp/kiwi-venv/bin/pip install kiwisolver==1.5.1
"""
import json
import resource
import statistics
import sys
import time

import kiwisolver
from kiwisolver import Solver, Variable

STRONG_EDIT = "strong"          # the edit variable x0 (the root's leading edge)
PREFERRED = kiwisolver.strength.create(0, 750, 0)  # the priority-750 preferences


def priority(p):
    return kiwisolver.strength.create(0, p, 0)


def build(scenario, n):
    x0 = Variable("x0")
    lefts = [Variable(f"v{i}.left") for i in range(n)]
    widths = [Variable(f"v{i}.width") for i in range(n)]
    tops = [Variable(f"v{i}.top") for i in range(n)]
    heights = [Variable(f"v{i}.height") for i in range(n)]
    cons = []
    if scenario == "screen":
        return build_screen(n, x0, lefts, widths, tops, heights)
    for i in range(n):
        cons.append(widths[i] >= 10)
        cons.append((widths[i] == 50) | PREFERRED)
        if scenario == "chain":
            cons.append(lefts[i] == (x0 + 8 if i == 0 else lefts[i - 1] + widths[i - 1] + 8))
        elif scenario == "rows":
            cons.append(lefts[i] == (x0 + 8 if i % 10 == 0 else lefts[i - 1] + widths[i - 1] + 8))
        elif scenario == "indep":
            cons.append(lefts[i] == x0 + 8)
        else:
            raise SystemExit(f"unknown scenario {scenario!r}: chain, rows, indep or screen")
        cons.append(tops[i] == 0)
        cons.append(heights[i] >= 0)
        cons.append((heights[i] == 44) | PREFERRED)
    edited = lambda k: (widths[0] == k) | PREFERRED          # the constraint const_edit changes
    cons[1] = edited(50)
    return x0, lefts, widths, tops, heights, cons, edited, 50, cons[1]


def build_screen(n, x0, lefts, widths, tops, heights):
    """Rows of four views, as a real screen: required inequalities, optional equalities at
    several priorities, every row's last view held off the trailing edge x0."""
    cons = []
    edited = lambda k: lefts[0] == k
    first = edited(16)
    for i in range(n):
        col, row = i % 4, i // 4
        cons += [widths[i] >= 20, (widths[i] == 80) | priority(250), (widths[i] <= 300) | priority(750),
                 heights[i] >= 30, (heights[i] == 44) | priority(750)]
        if col == 0:
            cons.append(first if i == 0 else lefts[i] == 16)
            if row == 0:
                cons.append(tops[i] == 20)
            else:
                above = i - 4
                cons += [tops[i] >= tops[above] + heights[above] + 8,
                         (tops[i] == tops[above] + heights[above] + 8) | priority(600)]
        else:
            cons += [lefts[i] >= lefts[i - 1] + widths[i - 1] + 8,
                     (lefts[i] == lefts[i - 1] + widths[i - 1] + 8) | priority(500),
                     tops[i] == tops[i - 1]]
        if col == 3:
            cons += [lefts[i] + widths[i] <= x0 - 16, (lefts[i] + widths[i] == x0 - 16) | priority(300)]
    return x0, lefts, widths, tops, heights, cons, edited, 16, first


def expected_last_left(scenario, n, x0):
    if scenario == "screen":
        return None
    if scenario == "chain":
        return x0 + 8 + 58 * (n - 1)
    if scenario == "rows":
        return x0 + 8 + 58 * ((n - 1) % 10)
    return x0 + 8


def main():
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    scenario, n = sys.argv[1], int(sys.argv[2])
    x0, lefts, widths, tops, heights, cons, edited, base, current = build(scenario, n)
    every = lefts + widths + tops + heights
    width0 = 376.0 if scenario == "screen" else 0.0   # the screen's trailing edge, or the leading edge
    other = 414.0 if scenario == "screen" else 100.0

    t0 = time.perf_counter()
    solver = Solver()
    solver.addEditVariable(x0, STRONG_EDIT)
    solver.suggestValue(x0, width0)
    for c in cons:
        solver.addConstraint(c)
    solver.updateVariables()
    frames = [v.value() for v in every]
    build_solve = time.perf_counter() - t0
    want = expected_last_left(scenario, n, 0.0)
    assert want is None or abs(lefts[-1].value() - want) < 1e-6, frames[:4]

    edits = []
    for k in range(21):
        x = other if k % 2 == 0 else width0
        t0 = time.perf_counter()
        solver.suggestValue(x0, x)
        solver.updateVariables()
        frames = [v.value() for v in every]
        edits.append(time.perf_counter() - t0)
        want = expected_last_left(scenario, n, x)
        assert want is None or abs(lefts[-1].value() - want) < 1e-6
    solver.suggestValue(x0, width0)

    # change one constraint's constant (remove it, add it back with another), re-solve, read all
    const_edits = []
    for k in range(11):
        t0 = time.perf_counter()
        solver.removeConstraint(current)
        current = edited(base + 10 if k % 2 == 0 else base)
        solver.addConstraint(current)
        solver.updateVariables()
        frames = [v.value() for v in every]
        const_edits.append(time.perf_counter() - t0)

    print(json.dumps({
        "engine": f"kiwisolver {kiwisolver.__version__}",
        "scenario": scenario,
        "views": n,
        "constraints": len(cons) + 1,
        "build_solve_ms": round(build_solve * 1e3, 3),
        "edit_ms": round(statistics.median(edits) * 1e3, 4),
        "const_edit_ms": round(statistics.median(const_edits) * 1e3, 4),
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
    }))


if __name__ == "__main__":
    main()
