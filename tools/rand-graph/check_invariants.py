"""Generates random training steps (rand_graph.py) and checks the memory
analysis on each against invariants and against what the generator knows:

  - peak >= argument bytes; argument, parameter and input bytes and the
    parameter count equal the generator's own sums;
  - the bytes by role at the peak, plus a callee's, add up to the peak, and
    none exceeds that role's total;
  - the live set at the peak (top=all) sums to the peak and is complete;
  - inplace=fast reports exactly what inplace=one-shot reports (not where a
    function branches: One-Shot misses conflicts across blocks, and copies
    before a diamond's branch, which the lowering undoes: docs/lowering.md);
  - the report with threading equals the one with --mlir-disable-threading.

With --remat, a sweep of --memopt-remat budgets (check_remat). With
--mem-run, every function runs on the CPU (mem-run: lowered, JIT-compiled,
allocations counted), as generated and rematerialized at the lowest budget
that fits (the lowest reachable peak remat names, else the lowest fraction of
the peak that fits): the measured peak equals the predicted one, and the
rewritten step's results equal the original's byte for byte (checksums of
every result, same seed).

With --schedule, each graph is also reordered by --memopt-schedule (every
block: region bodies and later blocks too; the count of functions reordered
in such inner blocks is printed): no function peaks higher than as
generated; with --mem-run too, every reordered function runs: its
measured peak equals the predicted one and its results equal the
original's byte for byte.

Usage: check_invariants.py --mem-opt PATH --seeds A:B [--ops N] [--regions]
                           [--constants] [--shapes] [--diamonds] [--scan] [--pairs]
                           [--remat] [--schedule] [--mem-run PATH]
Prints one line per failing graph (seed, what failed) and a closing
'N passed, M failed'; exits 1 if any failed.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
LOWEST = re.compile(r"lowest peak reachable with the allowed recomputations is ([0-9,]+)")
# memopt-remat's located refusal of a function with several blocks.
MULTI_BLOCK = "memopt-remat: only functions with one block can be rematerialized"
# memopt-schedule's remark on a function reordered in blocks other than its
# entry block (a region's body, a later block).
INNER_BLOCKS = re.compile(r"ops moved in [0-9]+ of [0-9]+ blocks \(([0-9]+) inner\)")


def first_error(stderr):
    """A tool's first diagnostic in full, with the notes that follow it, for
    a failure's line: the end of stderr is the source line the diagnostic
    points at, which may cut the message off. Without one, stderr's end."""
    lines = stderr.splitlines()
    for i, line in enumerate(lines):
        if "error: " in line:
            notes = [n for n in lines[i + 1:] if " note: " in n or n.startswith("note: ")]
            return " / ".join([line] + notes)
    return stderr[-2000:]


def report(mem_opt, path, *extra):
    options = "format=json top=1000000 " + " ".join(e for e in extra if "=" in e)
    flags = [e for e in extra if e.startswith("--")]
    run = subprocess.run([mem_opt, path, *flags, "--memopt-report=" + options,
                          "-o", "/dev/null"], capture_output=True,
                         text=True, timeout=300)
    if run.returncode != 0:
        raise RuntimeError("mem-opt %s failed: %s" % (" ".join(extra), first_error(run.stderr)))
    return run.stdout


def check_function(f, known):
    problems = []

    def expect(ok, what):
        if not ok:
            problems.append("@%s: %s" % (f["name"], what))

    peak = f["peak_bytes"]
    expect(peak >= f["argument_bytes"], "peak %d < argument bytes %d" % (peak, f["argument_bytes"]))
    expect(f["argument_bytes"] == known["argument_bytes"],
           "argument bytes %d, generator %d" % (f["argument_bytes"], known["argument_bytes"]))
    expect(f["parameter_count"] == known["parameter_count"],
           "parameter count %d, generator %d" % (f["parameter_count"], known["parameter_count"]))
    roles = f["bytes_by_role"]
    expect(roles["parameter"] == known["parameter_bytes"],
           "parameter bytes %d, generator %d" % (roles["parameter"], known["parameter_bytes"]))
    expect(roles["input"] == known["input_bytes"],
           "input bytes %d, generator %d" % (roles["input"], known["input_bytes"]))
    at_peak = f["peak_bytes_by_role"]
    expect(sum(at_peak.values()) + f["peak_callee_bytes"] == peak,
           "bytes by role at the peak sum to %d + callee %d, peak %d"
           % (sum(at_peak.values()), f["peak_callee_bytes"], peak))
    for role, bytes_at_peak in at_peak.items():
        expect(bytes_at_peak <= roles[role],
               "%s: %d at the peak > %d in all" % (role, bytes_at_peak, roles[role]))
    live = f["live_at_peak"]
    expect(len(live) == f["live_at_peak_count"],
           "live set lists %d of %d buffers" % (len(live), f["live_at_peak_count"]))
    expect(sum(b["bytes"] for b in live) + f["peak_callee_bytes"] == peak,
           "live set at the peak sums to %d, peak %d" % (sum(b["bytes"] for b in live), peak))
    return problems


def check_remat(mem_opt, path, functions, stats):
    """Remat at budgets from the largest peak down: every feasible result
    fits its budget, never costs fewer FLOPs than the original, and its
    planned peak bounds the analysed one; an infeasible budget is a located
    error, and so is every lower one; a lower budget never gives a higher
    peak or fewer extra FLOPs. Then the lowest reachable peak the refusals
    name is itself a budget that fits (following the next refusal's, when
    another function's is higher), and one byte less does not."""
    problems = []
    top = max(f["peak_bytes"] for f in functions)
    previous = {}
    infeasible = False
    lowest = 0

    def remat(budget):
        stats["budgets"] += 1
        run = subprocess.run(
            [mem_opt, path, "--mlir-print-op-on-diagnostic=false",
             "--memopt-remat=format=json budget=%d" % budget, "-o", "/dev/null"],
            capture_output=True, text=True, timeout=300)
        if run.returncode != 0:
            stats["infeasible"] += 1
        return run

    def named_lowest(run):
        m = LOWEST.search(run.stderr)
        return int(m.group(1).replace(",", "")) if m else None

    for fraction in (1.0, 0.95, 0.9, 0.8, 0.7, 0.6, 0.5, 0.3):
        budget = int(top * fraction)
        run = remat(budget)
        if run.returncode != 0 and MULTI_BLOCK in run.stderr:
            # A located refusal of the whole module (--shapes branches).
            stats["multi_block"] += 1
            return problems
        if run.returncode != 0:
            if "cannot be met" not in run.stderr or named_lowest(run) is None:
                problems.append("remat budget %d: %s" % (budget, first_error(run.stderr)))
            else:
                lowest = max(lowest, named_lowest(run))
            infeasible = True
            continue
        if infeasible:
            problems.append("remat budget %d fits although a higher one did not" % budget)
        for s in json.loads(run.stdout)["remat"]:
            name = s["name"]
            if s["peak_bytes_after"] > budget:
                problems.append("remat @%s: peak %d over budget %d"
                                % (name, s["peak_bytes_after"], budget))
            # None for the exact plan (strategy=budget on small steps).
            if (s["planned_peak_bytes"] is not None
                    and s["planned_peak_bytes"] < s["peak_bytes_after"]):
                problems.append("remat @%s: planned %d < analysed %d" % (
                    name, s["planned_peak_bytes"], s["peak_bytes_after"]))
            if s["flops_after"] < s["flops_before"]:
                problems.append("remat @%s: FLOPs fell" % name)
            if name in previous:
                peak, flops = previous[name]
                if s["peak_bytes_after"] > peak or s["flops_after"] < flops:
                    problems.append("remat @%s: budget %d not monotone" % (name, budget))
            previous[name] = (s["peak_bytes_after"], s["flops_after"])
    for _ in range(len(functions) if lowest else 0):
        run = remat(lowest)
        if run.returncode == 0:
            for s in json.loads(run.stdout)["remat"]:
                if s["peak_bytes_after"] > lowest:
                    problems.append("remat @%s: peak %d over the lowest reachable %d" % (
                        s["name"], s["peak_bytes_after"], lowest))
            if remat(lowest - 1).returncode == 0:
                problems.append("remat fits %d, below the lowest reachable %d" % (
                    lowest - 1, lowest))
            break
        named = named_lowest(run)
        if named is None or named <= lowest:
            problems.append("remat refuses the lowest reachable peak %d it named: %s"
                            % (lowest, first_error(run.stderr)))
            break
        lowest = named
    else:
        if lowest:
            problems.append("remat fits no lowest reachable peak it named (last %d)" % lowest)
    return problems


def mem_run(mem_run_path, path, entry, seed):
    run = subprocess.run([mem_run_path, path, "--entry", entry, "--seed", str(seed),
                          "-O", "0"], capture_output=True, text=True, timeout=300)
    if run.returncode != 0:
        raise RuntimeError("mem-run %s --entry %s failed: %s" % (
            os.path.basename(path), entry, first_error(run.stderr)))
    return json.loads(run.stdout)


# Budgets tried for the run when the lowest reachable peak does not fit, as
# fractions of the largest peak, lowest first: the first that fits is run.
RUN_BUDGETS = (0.3, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)


def remat_lowest(args, path, functions, rewritten, stats):
    """Rewrites the step at the lowest budget that fits (the most
    recomputation) and returns remat's JSON, or None. One budget covers every
    function, so it starts at 1 byte and follows the lowest reachable peak
    each refusal names (another function's may be higher) until one fits;
    then the fractions of the largest peak."""
    def remat(budget):
        stats["run_budgets"] += 1
        return subprocess.run(
            [args.mem_opt, path, "--mlir-print-op-on-diagnostic=false",
             "--memopt-remat=format=json budget=%d" % budget, "-o", rewritten],
            capture_output=True, text=True, timeout=300)

    budget = 1
    for _ in range(len(functions) + 1):
        run = remat(budget)
        if run.returncode == 0:
            return json.loads(run.stdout)
        if MULTI_BLOCK in run.stderr:
            return MULTI_BLOCK
        lowest = LOWEST.search(run.stderr)
        if not lowest or int(lowest.group(1).replace(",", "")) <= budget:
            break
        budget = int(lowest.group(1).replace(",", ""))
    top = max(f["peak_bytes"] for f in functions)
    for fraction in RUN_BUDGETS:
        run = remat(int(top * fraction))
        if run.returncode == 0:
            return json.loads(run.stdout)
    return None


def check_run(args, path, functions, seed, stats):
    """Runs each function as generated and rematerialized; returns problems."""
    problems = []
    rewritten = path[:-len(".mlir")] + "-remat.mlir"
    result = remat_lowest(args, path, functions, rewritten, stats)
    if result == MULTI_BLOCK:
        # Remat refuses the module (located): run it as generated only.
        stats["multi_block_runs"] += 1
        for f in functions:
            got = mem_run(args.mem_run, path, f["name"], seed)
            stats["runs"] += 1
            if got["measured_peak_bytes"] != got["predicted_peak_bytes"]:
                problems.append("@%s as generated: measured peak %d, predicted %d" % (
                    f["name"], got["measured_peak_bytes"], got["predicted_peak_bytes"]))
        return problems
    recomputed = None if result is None else sum(
        len(s["recomputed"]) for s in result["remat"])
    if recomputed is None:
        return ["remat fits no budget up to the peak"]
    stats["recomputed"] += recomputed
    stats["rematerialized"] += recomputed > 0
    for f in functions:
        name = f["name"]
        base = mem_run(args.mem_run, path, name, seed)
        remat = mem_run(args.mem_run, rewritten, name, seed)
        stats["runs"] += 2
        for what, got in (("as generated", base), ("rematerialized", remat)):
            if got["measured_peak_bytes"] != got["predicted_peak_bytes"]:
                problems.append("@%s %s: measured peak %d, predicted %d" % (
                    name, what, got["measured_peak_bytes"], got["predicted_peak_bytes"]))
        if base["predicted_peak_bytes"] != f["peak_bytes"]:
            problems.append("@%s: mem-run predicts %d, the report %d" % (
                name, base["predicted_peak_bytes"], f["peak_bytes"]))
        if remat["checksums"] != base["checksums"]:
            problems.append("@%s: rematerialized results differ" % name)
    return problems


def check_schedule(args, path, functions, seed, stats):
    """Reorders the step with --memopt-schedule: no function peaks higher;
    with --mem-run, each reordered function measures its prediction and
    computes what the original computes. Returns problems."""
    scheduled = path[:-len(".mlir")] + "-scheduled.mlir"
    run = subprocess.run([args.mem_opt, path, "--memopt-schedule", "-o", scheduled],
                         capture_output=True, text=True, timeout=300)
    if run.returncode != 0:
        return ["memopt-schedule failed: %s" % first_error(run.stderr)]
    stats["scheduled"] += run.stderr.count("ops moved")
    stats["schedule_inner"] += sum(int(n) > 0 for n in INNER_BLOCKS.findall(run.stderr))
    after = {f["name"]: f for f in json.loads(report(args.mem_opt, scheduled))["functions"]}
    problems = []
    for f in functions:
        name = f["name"]
        peak = after[name]["peak_bytes"]
        if peak > f["peak_bytes"]:
            problems.append("@%s: scheduled peak %d over %d" % (name, peak, f["peak_bytes"]))
        stats["schedule_lowered"] += peak < f["peak_bytes"]
        if not args.mem_run:
            continue
        base = mem_run(args.mem_run, path, name, seed)
        got = mem_run(args.mem_run, scheduled, name, seed)
        stats["runs"] += 2
        if got["measured_peak_bytes"] != got["predicted_peak_bytes"]:
            problems.append("@%s scheduled: measured peak %d, predicted %d" % (
                name, got["measured_peak_bytes"], got["predicted_peak_bytes"]))
        if got["predicted_peak_bytes"] != peak:
            problems.append("@%s scheduled: mem-run predicts %d, the report %d" % (
                name, got["predicted_peak_bytes"], peak))
        if got["checksums"] != base["checksums"]:
            problems.append("@%s: scheduled results differ" % name)
    return problems


def check(args, seed, workdir, stats):
    path = os.path.join(workdir, "graph%d.mlir" % seed)
    gen = [sys.executable, os.path.join(here, "rand_graph.py"), str(seed),
           "--ops", str(args.ops), "--functions", str(args.functions)]
    if args.regions:
        gen.append("--regions")
    if args.constants:
        gen.append("--constants")
    if args.shapes:
        gen.append("--shapes")
    if args.scan:
        gen.append("--scan")
    if args.diamonds:
        gen.append("--diamonds")
    if args.pairs:
        gen.append("--pairs")
    with open(path, "w") as out:
        run = subprocess.run(gen, stdout=out, stderr=subprocess.PIPE, text=True, check=True)
    known = json.loads(run.stderr.strip().splitlines()[-1])
    fast = report(args.mem_opt, path)
    problems = []
    with open(path) as generated:
        branches = "cf.br" in generated.read()
    if not branches and report(args.mem_opt, path, "inplace=one-shot") != fast:
        problems.append("inplace=fast and inplace=one-shot reports differ")
    if report(args.mem_opt, path, "--mlir-disable-threading") != fast:
        problems.append("threaded and --mlir-disable-threading reports differ")
    # The private callees --shapes makes are analysed too; the generator
    # knows the steps.
    steps = {k["name"] for k in known}
    functions = [f for f in json.loads(fast)["functions"] if f["name"] in steps]
    if [f["name"] for f in functions] != [k["name"] for k in known]:
        problems.append("functions %s, generator %s" % (
            [f["name"] for f in functions], [k["name"] for k in known]))
    for f, k in zip(functions, known):
        problems += check_function(f, k)
    if args.remat:
        problems += check_remat(args.mem_opt, path, functions, stats)
    if args.schedule:
        problems += check_schedule(args, path, functions, seed, stats)
    elif args.mem_run:
        problems += check_run(args, path, functions, seed, stats)
    return problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mem-opt", required=True)
    parser.add_argument("--seeds", required=True, help="A:B, B excluded")
    parser.add_argument("--ops", type=int, default=8)
    parser.add_argument("--functions", type=int, default=2)
    parser.add_argument("--regions", action="store_true")
    parser.add_argument("--constants", action="store_true",
                        help="graphs also scale by dense tensor constants")
    parser.add_argument("--shapes", action="store_true",
                        help="graphs also call private callees, branch, "
                             "carry loops from arguments and return arguments "
                             "and views (rand_graph.py --shapes)")
    parser.add_argument("--scan", action="store_true",
                        help="graphs also scan layers (rand_graph.py --scan)")
    parser.add_argument("--pairs", action="store_true",
                        help="graphs also carry two values per loop "
                             "(rand_graph.py --pairs)")
    parser.add_argument("--diamonds", action="store_true",
                        help="branching graphs also get cf.cond_br diamonds "
                             "(rand_graph.py --diamonds)")
    parser.add_argument("--keep", help="directory to keep the graphs in")
    parser.add_argument("--remat", action="store_true",
                        help="also sweep --memopt-remat budgets on each graph")
    parser.add_argument("--schedule", action="store_true",
                        help="also reorder each graph with --memopt-schedule "
                             "(with --mem-run: run the reordered functions "
                             "instead of the rematerialized ones)")
    parser.add_argument("--mem-run", help="also run each function, as generated "
                        "and rematerialized, with this mem-run")
    args = parser.parse_args()
    first, last = map(int, args.seeds.split(":"))
    passed = failed = 0
    stats = {"runs": 0, "rematerialized": 0, "recomputed": 0, "budgets": 0,
             "infeasible": 0, "run_budgets": 0, "multi_block": 0,
             "multi_block_runs": 0, "scheduled": 0, "schedule_lowered": 0,
             "schedule_inner": 0}
    with tempfile.TemporaryDirectory() as tmp:
        workdir = args.keep or tmp
        os.makedirs(workdir, exist_ok=True)
        for seed in range(first, last):
            try:
                problems = check(args, seed, workdir, stats)
            except (RuntimeError, subprocess.SubprocessError) as error:
                problems = [str(error)]
            if problems:
                failed += 1
                print("seed %d: %s" % (seed, "; ".join(problems)))
            else:
                passed += 1
    if args.remat:
        print("remat: %d budgets tried, %d infeasible (located errors)" % (
            stats["budgets"], stats["infeasible"]))
    if stats["multi_block"] or stats["multi_block_runs"]:
        print("remat refused %d graphs with multi-block functions (located); "
              "%d of them run as generated only" % (
                  stats["multi_block"] + stats["multi_block_runs"],
                  stats["multi_block_runs"]))
    if args.schedule:
        print("schedule: %d functions reordered, %d with a lower peak, %d of them "
              "in inner blocks" % (stats["scheduled"], stats["schedule_lowered"],
                                   stats["schedule_inner"]))
    if args.mem_run and args.schedule:
        print("mem-run: %d runs, as generated and scheduled" % stats["runs"])
    elif args.mem_run:
        print("mem-run: %d runs; %d graphs rematerialized, %d buffers recomputed; "
              "%d remat budgets tried" % (stats["runs"], stats["rematerialized"],
                                          stats["recomputed"], stats["run_budgets"]))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
