#!/usr/bin/env python3
"""The README's performance table, from one run of the benchmarks behind it.

    make perf-table                  # builds, sets up kiwisolver, runs, prints the table
    python3 Benchmarks/perf_table.py --bench B --layoutstore L --kiwi PYTHON [--readme README.md]

Every row is measured here, in this run, against its peer where one exists (kiwisolver, sqlite3,
git, the same work done another way), as whole processes where the README's row says so. The
table is printed with the date, the machine and its load; `--readme` also puts it in README.md
between the `perf-table` markers. A benchmark that fails stops the run: no table is half
produced. `--only NAME,...` runs some of the rows (their names are the `--list` output) and
never writes the README.
"""
import argparse
import datetime
import json
import os
import platform
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MARK_START = "<!-- perf-table: the output of `make perf-table`; do not edit by hand -->"
MARK_END = "<!-- /perf-table -->"
FIDELITY_START = "<!-- fidelity-table: the output of `make perf-table`; do not edit by hand -->"
FIDELITY_END = "<!-- /fidelity-table -->"


class Run:
    """The tools one run uses, and what each benchmark printed."""

    def __init__(self, bench, layoutstore, kiwi):
        self.bench, self.layoutstore, self.kiwi = bench, layoutstore, kiwi
        self.seconds = {}

    def output(self, name, command, env=None, allowed=(0,)):
        started = time.monotonic()
        print(f"perf-table: {name}: {' '.join(command)}", file=sys.stderr, flush=True)
        done = subprocess.run(command, capture_output=True, text=True, env={**os.environ, **(env or {})}, cwd=ROOT)
        self.seconds[name] = time.monotonic() - started
        if done.returncode not in allowed:
            sys.exit(f"perf-table: {name} failed (exit {done.returncode}):\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
        return done.stdout

    def bench_json(self, name, *arguments, env=None):
        """The benchmark's JSON: one object printed over several lines, or the last of one a line."""
        text = self.output(name, [self.bench, *arguments], env)
        try:
            return json.loads(text)
        except json.JSONDecodeError:
            return json.loads([line for line in text.splitlines() if line.startswith("{")][-1])

    def bench_jsons(self, name, *arguments, env=None, allowed=(0,)):
        text = self.output(name, [self.bench, *arguments], env, allowed)
        return [json.loads(line) for line in text.splitlines() if line.startswith("{")]

    def bench_text(self, name, *arguments):
        return self.output(name, [self.bench, *arguments])

    def kiwi_json(self, name, scenario, views):
        text = self.output(name, [self.kiwi, os.path.join(HERE, "kiwi_reference.py"), scenario, str(views)])
        return json.loads(text.strip().splitlines()[-1])


def search(pattern, text, name):
    found = re.search(pattern, text)
    if not found:
        sys.exit(f"perf-table: {name}: no match for {pattern!r} in:\n{text[-1500:]}")
    return [float(g.replace(",", "")) if re.fullmatch(r"[\d.,]+", g) else g for g in found.groups()]


def ms(value):
    """A time in milliseconds as the table prints it: three significant figures, at most."""
    if value >= 1000:
        return f"{value / 1000:,.2f} s"
    if value >= 100:
        return f"{value:,.0f} ms"
    if value >= 10:
        return f"{value:.1f} ms"
    if value >= 1:
        return f"{value:.2f} ms"
    return f"{value:.3f} ms"


def ratio(ours, theirs):
    r = ours / theirs
    return f"{r:.2f}x" if r >= 0.01 else f"{r:.4f}x" if r >= 0.0001 else f"{r:.1e}x"


# Each row: a name for --only, and a function of the run that returns table rows
# (what, layoutstore, peer, ratio).

def solver_rows(run):
    rows = []
    for scenario, views, what in [
        ("rows", 10_000, "solve 10,000 views in rows of ten (build + solve, `solver rows`)"),
        ("chain", 1_000, "solve 1,000 views in one chain (`solver chain`)"),
    ]:
        ours = run.bench_json(f"solver {scenario}", "solver", scenario, str(views))
        kiwi = run.kiwi_json(f"kiwi {scenario}", scenario, views)
        rows.append((what, ms(ours["build_solve_ms"]), f"{kiwi['engine']}: {ms(kiwi['build_solve_ms'])}",
                     ratio(ours["build_solve_ms"], kiwi["build_solve_ms"])))
    ours = run.bench_json("solver column", "solver", "column", "1000")
    kiwi = run.kiwi_json("kiwi column", "column", 1000)
    rows.append((
        "a vertical list of 1,000 views (`solver column`): build + solve / the first height changed, moving every view below",
        f"{ms(ours['build_solve_ms'])} / {ms(ours['const_edit_ms'])}",
        f"kiwisolver: {ms(kiwi['build_solve_ms'])} / {ms(kiwi['const_edit_ms'])}",
        f"{ratio(ours['build_solve_ms'], kiwi['build_solve_ms'])} / {ratio(ours['const_edit_ms'], kiwi['const_edit_ms'])}"))
    ours = run.bench_json("solver screen 1000", "solver", "screen", "1000")
    large = run.bench_json("solver screen 10000", "solver", "screen", "10000")
    kiwi = run.kiwi_json("kiwi screen", "screen", 1000)
    rows.append((
        "solve views of the `screen` shape (rows of four, inequalities at priorities 250 to 750): 1,000 / 10,000 views",
        f"{ms(ours['build_solve_ms'])} / {ms(large['build_solve_ms'])}",
        f"kiwisolver at 1,000: {ms(kiwi['build_solve_ms'])}", ratio(ours["build_solve_ms"], kiwi["build_solve_ms"])))
    huge = run.bench_json("solver screen 100000", "solver", "screen", "100000")
    rows.append((
        "change one constraint's constant and read every value back, 10,000 / 100,000 views of `screen` (goal at 100,000: 2 ms)",
        f"{ms(large['const_edit_ms'])} / {ms(huge['const_edit_ms'])}",
        f"kiwisolver at 1,000 (remove and add): {ms(kiwi['const_edit_ms'])}", ""))
    return rows


def shapes_rows(run):
    """`check`, `render` and `export` of generated shapes at each doubling, as whole processes."""
    rows = []
    # Exit 1 says a doubling cost more than 2.5x: the row says so too.
    # To 32,000 views: about 55 s more than to 16,000 on the idle machine (110 s in all).
    lines = run.bench_jsons("shapes", "shapes", run.layoutstore, "list,cards,random", "1000", "32000", allowed=(0, 1))
    for shape, what in [("list", "a vertical list"), ("cards", "a vertical list of cards (ten views a card)"),
                        ("random", "random real-document shapes (seed 1)")]:
        sizes = [line for line in lines if line.get("shape") == shape]
        if not sizes:
            continue
        first, last = sizes[0], sizes[-1]
        for command in ["check", "render", "export"]:
            if f"{command}_cpu_ms" not in first:
                continue
            worst = max((line.get(f"{command}_cpu_ratio") or 0) for line in sizes[1:])
            rows.append((
                f"`{command}` of {what}, whole process (`shapes`, CPU): {first['views']:,} / {last['views']:,} views",
                f"{ms(first[f'{command}_cpu_ms'])} / {ms(last[f'{command}_cpu_ms'])}", "",
                f"at most x{worst:.2f} a doubling" + (" (over the 2.5x bound)" if worst > 2.5 else "")))
    return rows


def cli_rows(run):
    result = run.bench_json("cli", "cli", run.layoutstore, "2000")
    return [
        ("`layoutstore add` on a project of 2,000 constraints (whole process)", ms(result["add_ms"]),
         f"`sqlite3` inserting one row: {ms(result['sqlite3_insert_ms'])}", f"{result['add_ratio']:.2f}x"),
        ("`layoutstore list` of 2,000 constraints (whole process)", ms(result["list_ms"]),
         f"`sqlite3` selecting them: {ms(result['sqlite3_select_ms'])}", f"{result['list_ratio']:.2f}x"),
    ]


def storage_rows(run):
    text = run.bench_text("storage", "storage")
    commit, = search(r"one mutation, store open \(commit\):\s+median ([\d.]+) ms", text, "storage")
    bare, = search(r"bare SQLite insert of one row \(WAL, txn\): median ([\d.]+) ms", text, "storage")
    floor, statements = search(r"replayed through SQLite's C API: median ([\d.]+) ms \((\d+) statements\)", text, "storage")
    floor_commit, = search(r"the commit: median ([\d.]+) ms", text, "storage")
    state, = search(r"state at an old revision:\s+median ([\d.]+) ms", text, "storage")
    diff, = search(r"diff of two revisions 5,000 apart:\s+median ([\d.]+) ms", text, "storage")
    return [
        ("one mutation in process (write + revision + commit; `storage`)", ms(commit), f"a bare SQLite insert: {ms(bare)}", ratio(commit, bare)),
        ("the same mutation", ms(floor_commit), f"its own {int(statements)} SQL statements replayed through SQLite's C API: {ms(floor)}",
         ratio(floor_commit, floor)),
        ("the whole state at an old revision (10,000 revisions)", ms(state), "", ""),
        ("`diff` of two revisions 5,000 apart, in process", ms(diff), "", ""),
    ]


def sync_rows(run):
    result = run.bench_json("sync", "sync", "10000")
    clone, git = result["fullClone"], result["gitClone"]
    merge, pull = result["branchMerge"], result["gitPullPush"]
    noop = result["noopSync"]
    return [
        ("first clone of 10,000 revisions over HTTP, making its store included (`sync`, medians of 5 alternately)",
         ms(clone["medianSeconds"] * 1000), f"`git clone --no-local` of as many commits: {ms(git['medianSeconds'] * 1000)}",
         f"{result['cloneOverGit']:.2f}x"),
        ("bytes of that clone (packed, deflated)", f"{clone['bytesSent'] / 1e6:.2f} MB", f"`git clone`'s pack: {git['packBytes'] / 1e6:.2f} MB",
         f"{clone['bytesSent'] / git['packBytes']:.2f}x"),
        ("a sync with nothing new", f"{ms(noop['medianMs'])}, {noop['bytesSent']} bytes", "", ""),
        (f"sync merging two branches of {merge['branchLength']:,} revisions over HTTP", ms(merge["seconds"] * 1000),
         f"`git pull` + `git push` of the same edits: {ms(pull['seconds'] * 1000)}", f"{merge['seconds'] / pull['seconds']:.2f}x"),
        ("merge base of those branches (store opened anew / again)", f"{ms(merge['mergeBaseMs'])} / {ms(merge['mergeBaseWarmMs'])}", "", ""),
    ]


def clone_rows(run):
    rows = []
    # 100,000 revisions too (about a minute more: the history is built, then cloned five times each way).
    for revisions, name in ((10_000, "clone"), (100_000, "clone-100000")):
        result = run.bench_json(name, "clone", run.layoutstore, str(revisions))
        what = "first clone of 10,000 revisions as a user makes it: `remote add` + `sync` against `serve`, whole processes" if revisions == 10_000 \
            else "the same clone of 100,000 revisions"
        rows.append((f"{what} (`clone`, medians of 5 alternately)",
                     f"{ms(result['clone_ms'])} (CPU {ms(result['clone_cpu_ms'])}, the server's {ms(result['clone_server_cpu_ms'])})",
                     f"`git clone --no-local`: {ms(result['git_clone_ms'])} (CPU {ms(result['git_clone_cpu_ms'])})", f"{result['clone_over_git']:.2f}x"))
    return rows


def scale_rows(run):
    result = run.bench_json("scale", "scale", run.layoutstore, env={"LAYOUTSTORE_BENCH_ONLY": "mutation,diff"})
    return [
        ("`add` / `edit --constant` on a project of 100,000 constraints in 1,000 revisions (`scale`, whole processes, CPU)",
         f"{ms(result['add_cpu_ms'])} / {ms(result['edit_cpu_ms'])}",
         f"the same on 100 constraints: {ms(result['add_small_cpu_ms'])} / {ms(result['edit_small_cpu_ms'])}",
         f"{result['add_cpu_ratio']:.2f}x / {result['edit_cpu_ratio']:.2f}x"),
        ("the same project: `diff HEAD~1 HEAD` (100 constraints added)", ms(result["diff_ms"]), "", ""),
    ]


def served_rows(run):
    lines = run.bench_jsons("served", "served", run.layoutstore, "2", "20")
    commits = next(line for line in lines if "commitMedianMS" in line)
    runs = [line for line in lines if "acknowledgedEdits" in line]
    summary = lines[-1]
    acknowledged = sum(line.get("acknowledgedEdits", 0) for line in runs)
    lost = sum(len(line["lost"]) for line in runs)
    return [
        ("a commit as the server makes it (`synchronous = FULL`), median of 200", ms(commits["commitMedianMS"]["full"]),
         f"the command line's `NORMAL`, alternately: {ms(commits['commitMedianMS']['normal'])}",
         ratio(commits["commitMedianMS"]["full"], commits["commitMedianMS"]["normal"])),
        (f"a served store under 3 syncing clients, a writer and a reader, then SIGKILL (`served`, {summary['runs']} runs of 20 s)",
         f"{lost} of {acknowledged:,} acknowledged edits lost; {summary['runsWithLossOrDamage']} runs with loss or damage", "", ""),
    ]


def export_rows(run):
    lines = run.bench_jsons("export", "export", run.layoutstore)
    first, last = lines[0], lines[-1]
    return [(f"`export --xib` of {first['views']:,} / {last['views']:,} views (whole process, CPU)",
             f"{ms(first['export_cpu_ms'])} / {ms(last['export_cpu_ms'])}", "", "")]


def git_history_rows(run):
    result = run.bench_json("git-history", "git-history", run.layoutstore)
    return [(f"`import --git-history` of {result['commits']} commits (whole process)", f"{ms(result['import_per_commit_ms'])} a commit",
             f"`git log -p` of the file: {ms(result['git_log_p_ms'])} in all", f"{result['ratio_to_git_log_p']:.2f}x")]


def history_rows(run):
    result = run.bench_json("history", "history", run.layoutstore)
    return [
        (f"`diff` of two revisions {result['diff_distance']:,} apart, {result['views']} views, {result['revisions']:,} revisions (whole process, CPU)",
         ms(result["diff_far_cpu_ms"]), f"two adjacent revisions: {ms(result['diff_adjacent_cpu_ms'])}", ""),
        (f"first line of `log --json` / `log --graph` at {result['revisions']:,} revisions; peak memory",
         f"{ms(result['log_json_first_line_ms'])} / {ms(result['log_graph_first_line_ms'])}, {result['log_json_rss_mb']:.0f} MB",
         f"`git log --graph`: {ms(result['git_log_graph_first_line_ms'])}",
         ratio(result["log_graph_first_line_ms"], result["git_log_graph_first_line_ms"])),
    ]


def add_missing_rows(run):
    lines = run.bench_jsons("add-missing", "add-missing", run.layoutstore)
    pick = [line for line in lines if line["views"] in (1000, 2000, 4000, 5000, 8000)]
    first, last = pick[0], pick[-1]
    return [(f"`add-missing --all` on {first['views']:,} / {last['views']:,} views with frames only (whole process, CPU)",
             f"{ms(first['add_missing_cpu_ms'])} / {ms(last['add_missing_cpu_ms'])}", "", "")]


def web_rows(run):
    text = run.bench_text("web", "web", "10000")
    pages = {name: (float(median), float(slowest)) for name, median, slowest in
             re.findall(r"^\s+(.+?): median ([\d.]+) ms, slowest ([\d.]+) ms", text, re.M)}
    return [(f"web view at 10,000 revisions over HTTP: {name} (median of 20; slowest)", f"{ms(median)} ({ms(slowest)})", "", "")
            for name, (median, slowest) in pages.items()]


def web_shapes_rows(run):
    """The web view's revision page of generated shapes at each doubling, over HTTP."""
    lines = run.bench_jsons("web-shapes", "web-shapes", "list,cards,random", "1000", "8000", allowed=(0, 1))
    rows = []
    for shape, what in [("list", "a vertical list"), ("cards", "a vertical list of cards"), ("random", "random real-document shapes")]:
        sizes = [line for line in lines if line.get("shape") == shape]
        if not sizes:
            continue
        first, last = sizes[0], sizes[-1]
        worst = max((line.get("ratio") or 0) for line in sizes[1:])
        rows.append((f"web view's revision page of {what} over HTTP (`web-shapes`, median of 3): {first['views']:,} / {last['views']:,} views",
                     f"{ms(first['revision_page_ms'])} / {ms(last['revision_page_ms'])}", "",
                     f"at most x{worst:.2f} a doubling" + (" (over the 2.5x bound)" if worst > 2.5 else "")))
    return rows


def lint_rows(run):
    text = run.bench_text("lint", "lint", os.path.join(ROOT, "Tests/Fixtures/ibcorpus"), os.path.abspath(run.layoutstore))
    one, = search(r"on one device[^:]*: median ([\d.]+) ms", text, "lint")
    full, = search(r"on full matrix: median ([\d.]+) ms", text, "lint")
    found = search(r"Xcode marked (\d+) views .*?; lint finds (\d+) of them", text, "lint")
    return [("`layoutstore lint` of the corpus, whole process: one device / the full matrix", f"{ms(one)} / {ms(full)}",
             "goals: 2 s / 10 s", ""),
            ("views Xcode marked ambiguous or misplaced that lint finds on the design device", f"{int(found[1])} of {int(found[0])}", "", "")]


def render_rows(run):
    text = run.bench_text("render", "render", "1000")
    total, solve = search(r"= ([\d.]+) ms \(median of 5\); solve ([\d.]+) ms", text, "render")
    return [("`render` of 1,000 views and 4,000 constraints (picture + SVG, in process)", ms(total), f"solving them: {ms(solve)}", ratio(total, solve))]


def stack_rows(run):
    text = run.bench_text("stack", "stack", "1000", "10")
    stacks, explicit = search(r"stack views ([\d.]+) ms, explicit constraints ([\d.]+) ms", text, "stack")
    return [("1,000 labels in 100 stack views of ten (solve)", ms(stacks), f"the same in explicit constraints: {ms(explicit)}", ratio(stacks, explicit))]


def swift_import_rows(run):
    lines = run.bench_jsons("swift-import", "swift-import", run.layoutstore)
    imported = next(line for line in lines if line.get("benchmark") == "swift-import")
    starts = {line["command"]: line for line in lines if line.get("benchmark") == "start"}
    return [
        (f"`import` of {imported['lines']:,} lines of Swift layout code into a new store (whole process; CPU)",
         f"{ms(imported['import_ms'])} ({ms(imported['import_cpu_ms'])})", f"with `--dry-run`: {ms(imported['dry_run_ms'])}",
         ""),
        ("start of `layoutstore --version` / `list` on a small store (whole process)",
         f"{ms(starts['version']['start_ms'])} / {ms(starts['list']['start_ms'])}", "", ""),
    ]


def fidelity_rows(run):
    text = run.bench_text("fidelity", "fidelity", os.path.join(ROOT, "Tests/Fixtures/ibcorpus"))
    largest, corpus_ms = search(r"largest document \([^)]*\): import and solve ([\d.]+) ms;.*whole corpus \(\d+ documents\) ([\d.]+) ms", text, "fidelity")
    count, = search(r"whole corpus \((\d+) documents\)", text, "fidelity")
    run.fidelity = text
    return [("import and solve the corpus's largest document at design time (`fidelity`)", ms(largest), "", ""),
            (f"import and solve all {int(count)} corpus documents", ms(corpus_ms), "", "")]


ROWS = [
    ("solver", solver_rows), ("shapes", shapes_rows), ("cli", cli_rows), ("storage", storage_rows), ("sync", sync_rows),
    ("clone", clone_rows), ("scale", scale_rows), ("served", served_rows), ("export", export_rows), ("git-history", git_history_rows),
    ("history", history_rows), ("add-missing", add_missing_rows), ("web", web_rows), ("web-shapes", web_shapes_rows),
    ("lint", lint_rows),
    ("render", render_rows), ("stack", stack_rows), ("swift-import", swift_import_rows), ("fidelity", fidelity_rows),
]


def machine():
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as info:
            cpu = next(line.split(":", 1)[1].strip() for line in info if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    memory = ""
    try:
        with open("/proc/meminfo") as info:
            kb = int(next(line.split()[1] for line in info if line.startswith("MemTotal")))
            memory = f", {kb / 1024 / 1024:.0f} GB"
    except (OSError, StopIteration):
        pass
    system = platform.platform(terse=True)
    try:
        with open("/etc/os-release") as release:
            system = next(line.split("=", 1)[1].strip().strip('"') for line in release if line.startswith("PRETTY_NAME"))
    except (OSError, StopIteration):
        pass
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
    swift = swift[0].split("(")[0].strip() if swift else "swift"
    return f"{os.cpu_count()} cores ({cpu}){memory}, {system}, {swift}"


def table(rows, started, loads):
    lines = [
        MARK_START,
        f"Produced by `make perf-table` on {started:%Y-%m-%d} in {sum(RUN.seconds.values()) / 60:.0f} minutes, on {machine()}; "
        f"load average {loads[0]:.1f} at the start, {loads[1]:.1f} at the end. Release builds (`make build`); each "
        "row's peer ran in the same run. `Benchmarks/README.md` says what each benchmark measures.",
        "",
        "| what | layoutstore | peer, same run | ratio |",
        "|---|---|---|---|",
    ]
    lines += [f"| {' | '.join(row)} |" for row in rows]
    lines.append(MARK_END)
    return "\n".join(lines) + "\n"


def fidelity_table(text):
    """The fidelity of import per set and platform, from `layoutstore-bench fidelity`'s lines."""
    pattern = (r"^(\w+) set, (\S+) \((\d+) documents\): (\d+) of (\d+) views within 0.5 pt \(([\d.]+)%\), (\d+) of them ambiguous"
               r" in the solve; coverage (\d+) of (\d+) views with stored frames \(([\d.]+)%\)")
    lines = [FIDELITY_START, "| set | platform | documents | views within 0.5 pt | of them ambiguous in the solve | coverage |",
             "|---|---|---|---|---|---|"]
    for found in re.finditer(pattern, text, re.M):
        name, platform, documents, within, compared, share, ambiguous, covered, stored, coverage = found.groups()
        lines.append(f"| {name} | {platform} | {documents} | {within} of {compared} ({share}%) | {ambiguous} | "
                     f"{covered} of {stored} ({coverage}%) |")
    lines.append(FIDELITY_END)
    return "\n".join(lines) + "\n"


def replace_between(text, start, end, block, path):
    if start not in text or end not in text:
        sys.exit(f"perf-table: {path} has no {start.split(':')[0]} --> markers")
    before, rest = text.split(start, 1)
    return before + block.rstrip("\n") + rest.split(end, 1)[1]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bench", default=os.path.join(ROOT, ".build/release/layoutstore-bench"))
    parser.add_argument("--layoutstore", default=os.path.join(ROOT, ".build/release/layoutstore"))
    parser.add_argument("--kiwi", default=sys.executable, help="a Python with kiwisolver 1.5.1")
    parser.add_argument("--readme", help="README.md to write the table into")
    parser.add_argument("--only", help="comma-separated row names")
    parser.add_argument("--list", action="store_true")
    options = parser.parse_args()
    if options.list:
        print("\n".join(name for name, _ in ROWS))
        return
    chosen = options.only.split(",") if options.only else [name for name, _ in ROWS]
    unknown = [name for name in chosen if name not in dict(ROWS)]
    if unknown:
        sys.exit(f"perf-table: no rows named {', '.join(unknown)} (see --list)")
    global RUN
    RUN = Run(options.bench, options.layoutstore, options.kiwi)
    started, first_load = datetime.datetime.now(datetime.timezone.utc), os.getloadavg()[0]
    rows = []
    for name, function in ROWS:
        if name in chosen:
            rows += function(RUN)
    text = table(rows, started, (first_load, os.getloadavg()[0]))
    print(text)
    fidelity = fidelity_table(RUN.fidelity) if getattr(RUN, "fidelity", None) else None
    if fidelity:
        print(fidelity)
    if options.readme and not options.only:
        with open(options.readme) as readme:
            current = readme.read()
        current = replace_between(current, MARK_START, MARK_END, text, options.readme)
        current = replace_between(current, FIDELITY_START, FIDELITY_END, fidelity, options.readme)
        with open(options.readme + ".new", "w") as readme:
            readme.write(current)
        os.replace(options.readme + ".new", options.readme)
        print(f"perf-table: wrote the tables into {options.readme}", file=sys.stderr)


RUN = None

if __name__ == "__main__":
    main()
