#!/usr/bin/env python3
"""An exact reference for --memopt-remat in the full Checkmate space.

bench/remat_ilp.py solves the planner's own restricted model (one clone per
buffer, before its first backward use). This script solves the larger space
that Checkmate (Jain et al. 2020) searches, on the program's op order: any
recomputable forward buffer ("unit" of `export-model`'s model) may be
recomputed any number of times, each copy right before a group of its
backward uses and freed after the last of them, from kept or recomputed
inputs (chains). It reads only the exported model (units, bytes, FLOPs,
dependencies, every backward use, the original live bytes per slot) and
shares no code with the planner. Its plans are written back as MLIR by
`mem-opt --memopt-remat=apply-plan=...`, analysed again, and run under
`mem-run`: measured == predicted, checksums identical to the original step.

The MILP, with stages j = the backward points that read some unit, in order:
  R[u,j]  a copy of u is made in the gap before stage j (recomputable u)
  H[u,j]  a version of u (the original or an earlier copy) is held entering
          the gap before stage j; H[u,0] = 0 drops the original after its
          last forward use
  min sum flops_u R[u,j]
  s.t. a unit read at stage j:             R[u,j] + H[u,j] >= 1
       a copy of v at j reads dep u:       R[u,j] + H[u,j] >= R[v,j]
       nothing is held that was not there: H[u,j+1] <= H[u,j] + R[u,j]
       memory at every slot <= budget: the original live bytes without the
       units' own after their last forward use, plus each unit's held
       version between stages, its version at a stage that reads it or
       holds it on, and inside each gap the copies replayed at every
       allocation (a copy or a version entering the gap is live until the
       last copy there that reads it, or past the gap).

Usage:
  "$(scripts/bench-env.sh)/bin/python" bench/remat_checkmate.py \\
      --generate "--family gpt2 --layers 1 ..." [--budgets 6] [--run]
prints the minimum peak and, per budget from it to
the original peak, the exact optimum's extra FLOPs against the planner's, and
with --run the rewritten step's analysed and measured peaks.

The minimum peak is proven without minimising it as a MILP: the LP
relaxation's lowest peak is a lower bound, rounded up to the gcd of the byte
counts (every peak is a multiple of it); the MILP at that budget (the extra
FLOPs', which the table's first row needs anyway) proves it when feasible,
and otherwise the bound rises past each infeasible budget (probes at
doubling steps, then bisection down to the peak of the feasible plan
found). Every proven solve is kept in --work-dir
(solved/, keyed by the instance, this file's MILP code and the query), so a
rerun with the same --work-dir answers at once.
"""

import argparse
import hashlib
import importlib.metadata
import inspect
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import time

import highspy


def gap(p):
    return 2 * p


def at(p):
    return 2 * p + 1


def originally_live(unit, slot):
    """Whether the original buffer of `unit` is live at `slot` (as the
    analysis counts it: op p at 2p+1, the gap before it at 2p)."""
    point, is_op = divmod(slot, 2)
    if is_op:
        return unit["start"] <= point <= unit["end"]
    return unit["start"] < point <= unit["end"]


class CheckmateMilp:
    """The full-space MILP of one exported model; `solve` at a budget, or
    `solve(None)` for the lowest peak."""

    def __init__(self, model, time_limit=600.0):
        self.model = model
        self.time_limit = time_limit
        units = model["units"]
        # Returned buffers live to the end whatever a plan does, and so does
        # a buffer that a backward op writes in place (it lives past its
        # unit's last read); every other unit is modelled (a pinned one is
        # held, never copied).
        self.modelled = [
            i for i, u in enumerate(units) if not u["holds_result"]
            and u["end"] <= max(u["backward_uses"] + [u["last_forward_use"]])]
        self.recomputable = [i for i in self.modelled
                             if units[i]["kind"] != "pinned"]
        self.stages = sorted({p for i in self.modelled
                              for p in units[i]["backward_uses"]})
        self.readers = {i: [] for i in range(len(units))}
        for v in self.recomputable:
            for u in units[v]["deps"]:
                self.readers[u].append(v)

    def last_read(self, reader, dep):
        r = self.model["units"][reader]
        return r["last_read_of_dep"][r["deps"].index(dep)]

    def build(self, budget, relax=False):
        """The MILP at `budget` (None: minimise the peak), its columns
        continuous in [0, 1] with `relax`."""
        units, slots = self.model["units"], self.model["slots"]
        h = highspy.Highs()
        h.setOptionValue("output_flag", False)
        h.setOptionValue("time_limit", self.time_limit)
        h.setOptionValue("mip_rel_gap", 0.0)
        h.setOptionValue("mip_abs_gap", 0.0)
        J = len(self.stages)
        stage_of = {p: j for j, p in enumerate(self.stages)}
        rec = set(self.recomputable)
        uses = {u: {stage_of[p] for p in units[u]["backward_uses"]}
                for u in self.modelled}
        peak = None if budget is not None else h.addVariable(lb=0.0, obj=1.0)
        R, H = {}, {}

        def binary(obj=0.0):
            if relax:
                return h.addVariable(lb=0.0, ub=1.0, obj=obj)
            return h.addBinary(obj=obj)

        for u in self.modelled:
            cost = float(units[u]["flops"]) if budget is not None else 0.0
            for j in range(J):
                H[u, j] = binary()
                if u in rec:
                    R[u, j] = binary(cost)

        def r(u, j):
            return R.get((u, j), 0)

        def held(u, j):
            return H[u, j] if j < J else 0

        for u in self.modelled:
            for j in range(J):
                if j in uses[u]:
                    h.addConstr(r(u, j) + H[u, j] >= 1)
                if j + 1 < J:
                    h.addConstr(H[u, j + 1] <= H[u, j] + r(u, j))
        for v in self.recomputable:
            for u in units[v]["deps"]:
                if u in uses:  # a returned dep is always there
                    for j in range(J):
                        h.addConstr(r(u, j) + H[u, j] >= R[v, j])

        def limit(terms, base):
            """sum(terms) + base <= budget (or <= the peak variable)."""
            if peak is None:
                if terms:
                    h.addConstr(sum(terms) <= float(budget - base))
                    return True
                return base <= budget
            h.addConstr(sum(terms) - peak <= -float(base))
            return True

        def base(slot):
            return slots[slot] - sum(
                units[u]["bytes"] for u in self.modelled
                if slot > at(units[u]["last_forward_use"])
                and originally_live(units[u], slot))

        # Slots outside the gaps of stages: the terms depend only on the
        # segment and on which units are past their last forward use, so
        # each such group is checked at its largest base.
        stage_ops = {at(p): j for j, p in enumerate(self.stages)}
        stage_gaps = {gap(p): j for j, p in enumerate(self.stages)}
        groups = {}
        segment = 0
        for slot in range(len(slots)):
            if slot in stage_gaps:
                segment = stage_gaps[slot] + 1
                continue
            past = tuple(u for u in self.modelled
                         if slot > at(units[u]["last_forward_use"]))
            key = (stage_ops.get(slot), segment, past)
            b = base(slot)
            groups[key] = max(groups.get(key, b), b)
        feasible = True
        for (stage, segment, past), b in groups.items():
            terms = []
            for u in past:
                if stage is not None:
                    if stage in uses[u]:
                        b += units[u]["bytes"]
                    elif stage + 1 < J:
                        terms.append(units[u]["bytes"] * H[u, stage + 1])
                elif segment < J:
                    terms.append(units[u]["bytes"] * H[u, segment])
            feasible &= limit(terms, b)

        # Inside the gap before each stage: the copies replayed at each
        # allocation (a unit's first op).
        events = sorted({units[u]["first_op"] for u in self.recomputable})
        for j, p in enumerate(self.stages):
            b = base(gap(p))
            crossing = [units[u]["bytes"] * H[u, j] for u in self.modelled]
            feasible &= limit(crossing, b)
            for k in events:
                terms = []
                for w in self.modelled:
                    # The version entering the gap, while it is still read.
                    a = h.addVariable(lb=0.0, ub=1.0)
                    if j in uses[w]:
                        h.addConstr(a >= H[w, j] - r(w, j))
                    if j + 1 < J:
                        h.addConstr(a >= H[w, j] + H[w, j + 1] - 1 - r(w, j))
                    for v in self.readers[w]:
                        if self.last_read(v, w) >= k:
                            h.addConstr(a >= H[w, j] + R[v, j] - 1 - r(w, j))
                    terms.append(units[w]["bytes"] * a)
                for v in self.recomputable:
                    uv = units[v]
                    if uv["first_op"] > k:
                        continue
                    z = h.addVariable(lb=0.0, ub=1.0)
                    if j in uses[v] or uv["last_op"] >= k:
                        h.addConstr(z >= R[v, j])
                    if j + 1 < J:
                        h.addConstr(z >= R[v, j] + H[v, j + 1] - 1)
                    for x in self.readers[v]:
                        if self.last_read(x, v) >= k:
                            h.addConstr(z >= R[v, j] + R[x, j] - 1)
                    terms.append(uv["bytes"] * z)
                feasible &= limit(terms, b)
        return h, R, H, peak, feasible

    def granularity(self):
        """Every live-byte count the MILP bounds is a sum of these, so every
        peak a plan reaches is a multiple of their gcd."""
        return math.gcd(*self.model["slots"],
                        *(u["bytes"] for u in self.model["units"])) or 1

    def solve(self, budget):
        """A dict: status, objective (the extra FLOPs at `budget`; with
        budget None the lowest peak), copies, seconds, gap, and the columns
        set to 1 (R, H)."""
        start = time.perf_counter()
        h, R, H, peak, feasible = self.build(budget)
        result = {"status": "infeasible", "objective": None, "copies": [],
                  "gap": None, "R": [], "H": []}
        if feasible:
            h.run()
            status = h.getModelStatus()
            info = h.getInfo()
            if status == highspy.HighsModelStatus.kInfeasible:
                pass
            elif info.primal_solution_status == 0:
                result["status"] = str(status).split(".")[-1]
            else:
                values = h.getSolution().col_value
                ones = [k for k, var in R.items() if values[var.index] > 0.5]
                copies = sorted((self.stages[j], u) for u, j in ones)
                result.update(
                    status="optimal"
                    if status == highspy.HighsModelStatus.kOptimal
                    else str(status).split(".")[-1],
                    objective=info.objective_function_value,
                    copies=[{"unit": u, "before": p} for p, u in copies],
                    gap=info.mip_gap, R=sorted(ones),
                    H=sorted(k for k, var in H.items()
                             if values[var.index] > 0.5))
        result["seconds"] = time.perf_counter() - start
        return result

    def lp_lowest_peak(self):
        """The LP relaxation's lowest peak: a lower bound on every plan's."""
        h, _, _, _, _ = self.build(None, relax=True)
        h.run()
        if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
            sys.exit("the LP relaxation of the lowest peak: %s"
                     % h.getModelStatus())
        return h.getInfo().objective_function_value

    def peak_of(self, solution):
        """The peak of a solution's plan (its R and H columns fixed; the
        replay columns are then an LP)."""
        h, R, H, _, _ = self.build(None)
        ones = {tuple(k) for k in solution["R"]} | {
            ("H",) + tuple(k) for k in solution["H"]}
        for key, var in R.items():
            v = 1.0 if key in ones else 0.0
            h.changeColBounds(var.index, v, v)
        for key, var in H.items():
            v = 1.0 if ("H",) + key in ones else 0.0
            h.changeColBounds(var.index, v, v)
        h.run()
        if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
            sys.exit("a feasible plan's peak: %s" % h.getModelStatus())
        return round(h.getInfo().objective_function_value)

    def lowest_peak(self, cache, slack=0):
        """(status, peak, probes, seconds, LP bound): the lowest peak of any plan,
        proven by a lower bound and a plan that reaches it. The LP
        relaxation bounds it from below; the MILP at the bound (rounded up
        to the granularity) proves it when feasible; otherwise
        the bound rises past each infeasible budget, probing at growing
        steps above it and then bisecting down to the peak of the feasible
        plan found (the original peak, with no copies, is always one).
        `slack` lowers the LP's bound by that many bytes (still a bound):
        a check of the stepping."""
        start = time.perf_counter()
        g = self.granularity()
        lp = cache.get("lp-lowest")
        if lp is None:
            lp = self.lp_lowest_peak()
            cache.put("lp-lowest", lp)
        # Only weakens the bound: the LP's value may sit a hair above the
        # true one.
        lo = g * math.ceil((lp - 0.5 - slack) / g)
        hi = max(self.model["slots"])
        probes = []

        def probe(budget):
            # With the FLOPs as objective: HiGHS finds a first plan faster
            # than without one (10.7 s against 45.5 s at the 1-layer GPT-2
            # step's minimum), and the row at the minimum needs it anyway.
            result = cache.flops_at(self, budget)
            probes.append((budget, result["status"], result["seconds"]))
            return result

        step = g
        bisecting = False
        proven = lo  # no plan peaks under it
        while lo < hi:
            if bisecting:
                budget = lo + (hi - lo) // g // 2 * g
            else:
                budget = min(lo + step - g, hi - g)
                step *= 2
            result = probe(budget)
            if result["objective"] is not None:
                # At the lower bound the plan peaks there; above it, where.
                hi = budget if budget == lo else min(hi, self.peak_of(result))
                bisecting = True
                continue
            # Infeasible, or unknown within the time limit: search above it
            # (the bound rises only on a proof).
            if result["status"] == "infeasible" and proven == lo:
                proven = budget + g
            lo = budget + g
        status = "optimal" if proven == hi else (
            "not proven (no plan under %d)" % proven)
        return status, hi, probes, time.perf_counter() - start, lp


# What a solve's answer depends on, besides the instance and the query.
FORMULATION = (gap, at, originally_live, CheckmateMilp.__init__,
               CheckmateMilp.last_read, CheckmateMilp.build,
               CheckmateMilp.solve)


class SolveCache:
    """Solved instances in `--work-dir`, keyed by the instance (the model's
    units and slots), the formulation (the MILP's code) and the
    query, so that a rerun answers at once."""

    def __init__(self, directory, model):
        self.directory = os.path.join(directory, "solved")
        os.makedirs(self.directory, exist_ok=True)
        digest = hashlib.sha256()
        digest.update(json.dumps([model["units"], model["slots"]],
                                 sort_keys=True).encode())
        for code in FORMULATION:
            digest.update(inspect.getsource(code).encode())
        digest.update(importlib.metadata.version("highspy").encode())
        self.instance = digest.hexdigest()[:16]
        self.hits = 0

    def path(self, query):
        return os.path.join(self.directory,
                            "%s-%s.json" % (self.instance, query))

    def get(self, query):
        try:
            with open(self.path(query)) as f:
                value = json.load(f)
        except (OSError, ValueError):
            return None
        self.hits += 1
        return value

    def put(self, query, value):
        tmp = self.path(query) + ".tmp"
        with open(tmp, "w") as f:
            json.dump(value, f)
        os.replace(tmp, self.path(query))

    def flops_at(self, milp, budget):
        """The FLOPs MILP at `budget`, from the cache when proven before;
        a proven answer (optimal or infeasible) is kept, a time-limited one
        is not."""
        key = "flops-at-%d" % budget
        result = self.get(key)
        if result is None:
            result = milp.solve(budget)
            if result["status"] in ("optimal", "infeasible"):
                self.put(key, result)
        return result


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def export_model(mem_opt, src, work):
    path = os.path.join(work, "model.json")
    r = run([mem_opt, src, "--memopt-remat=strategy=none format=none "
             "export-model=" + path, "-o", os.devnull])
    if r.returncode:
        sys.exit(r.stderr)
    with open(path) as f:
        return json.load(f)


def apply_copies(mem_opt, src, copies, work, name):
    """Writes the copies back as MLIR; returns (path, report) or (None,
    error)."""
    plan = os.path.join(work, name + ".plan.json")
    with open(plan, "w") as f:
        json.dump({"copies": copies}, f)
    out = os.path.join(work, name + ".mlir")
    r = run([mem_opt, src, "--mlir-print-op-on-diagnostic=false",
             "--memopt-remat=format=json apply-plan=" + plan, "-o", out])
    if r.returncode:
        return None, r.stderr.strip()
    return out, json.loads(r.stdout)["remat"][0]


def planner(mem_opt, src, budget, options=""):
    """(report, None) or, refused, (None, the lowest peak it names)."""
    r = run([mem_opt, src, "--mlir-print-op-on-diagnostic=false",
             "--memopt-remat=format=json budget=%d %s" % (budget, options),
             "-o", os.devnull])
    if r.returncode:
        named = re.search(r"the lowest peak reachable .*? is ([0-9,]+)",
                          r.stderr)
        if not named:
            sys.exit(r.stderr[-2000:])
        return None, int(named.group(1).replace(",", ""))
    return json.loads(r.stdout)["remat"][0], None


def mem_run(mem_run_bin, path):
    r = run([mem_run_bin, "-O0", path])
    if r.returncode:
        sys.exit(r.stderr[-2000:])
    return json.loads(r.stdout)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--mem-opt", default="build/bin/mem-opt")
    ap.add_argument("--mem-gen", default="build/bin/mem-gen")
    ap.add_argument("--mem-run", default="build/bin/mem-run")
    ap.add_argument("--generate", required=True, metavar="FLAGS",
                    help="the instance: mem-gen's flags")
    ap.add_argument("--budgets", type=int, default=6,
                    help="budgets from the lowest peak to the original one")
    ap.add_argument("--at", default="",
                    help="more budgets to solve at (comma-separated bytes)")
    ap.add_argument("--time-limit", type=float, default=600.0)
    ap.add_argument("--run", action="store_true",
                    help="lower and run every plan under mem-run")
    ap.add_argument("--work-dir")
    ap.add_argument("--planner-options", default="", metavar="OPTIONS",
                    help="more --memopt-remat options for the planner's "
                         "rows (e.g. milp-units=60)")
    ap.add_argument("--bound-slack", type=int, default=0, metavar="BYTES",
                    help="start the search for the lowest peak this far "
                         "under the LP's bound (a check of the stepping)")
    opts = ap.parse_args()
    work = opts.work_dir or tempfile.mkdtemp(prefix="remat_checkmate")
    os.makedirs(work, exist_ok=True)
    src = os.path.join(work, "step.mlir")
    r = run([opts.mem_gen] + opts.generate.split() + ["-o", src])
    if r.returncode:
        sys.exit(r.stderr)
    model = export_model(opts.mem_opt, src, work)
    milp = CheckmateMilp(model, opts.time_limit)
    peak = max(model["slots"])
    base_run = mem_run(opts.mem_run, src) if opts.run else None

    cache = SolveCache(work, model)
    status, low, probes, seconds, bound = milp.lowest_peak(cache, opts.bound_slack)
    print("instance: %s" % opts.generate)
    print("units %d, stages %d, original peak %d" % (
        len(model["units"]), len(milp.stages), peak))
    print("lowest peak (full space, %s, %.1f s): %d" % (status, seconds, low))
    ok = status == "optimal"
    print("  LP relaxation's bound %.1f; MILPs at budgets: %s" % (
        bound, ", ".join("%d %s %.1f s" % p for p in probes) or "none"))
    budgets = sorted({int(low + (peak - low) * i / (opts.budgets - 1))
                      for i in range(opts.budgets)}
                     | {int(b) for b in opts.at.split(",") if b})
    print()
    print("| budget | optimum extra FLOPs | status | MILP s | planner extra "
          "FLOPs | planner | over optimum | analysed peak | measured | "
          "checksums |")
    print("|---:|---:|---|---:|---:|---|---:|---:|---:|---|")
    worst, planner_lowest = None, None
    for budget in budgets:
        result = cache.flops_at(milp, budget)
        status, flops, copies, seconds = (result[k] for k in (
            "status", "objective", "copies", "seconds"))
        if flops is None:
            print("| %d | - | %s | %.1f | | | | | | |" % (budget, status, seconds))
            continue
        out, report = apply_copies(opts.mem_opt, src, copies, work,
                                   "plan-%d" % budget)
        if out is None:
            print("| %d | %d | %s | %.1f | apply-plan failed: %s |" % (
                budget, round(flops), status, seconds, report))
            ok = False
            continue
        analysed = report["peak_bytes_after"]
        ok &= analysed <= budget
        ours, lowest = planner(opts.mem_opt, src, budget,
                               opts.planner_options)
        if ours is None:
            planner_lowest = lowest
        ours_flops = (ours["flops_after"] - ours["flops_before"]) if ours else None
        measured, same = "", ""
        if opts.run:
            got = mem_run(opts.mem_run, out)
            measured = got["measured_peak_bytes"]
            same = "same" if got["checksums"] == base_run["checksums"] else "DIFFER"
            ok &= measured == got["predicted_peak_bytes"] == analysed
            ok &= same == "same"
        over = ""
        if ours_flops is not None:
            over = ("%+.1f%%" % (100.0 * (ours_flops - flops) / flops)
                    if flops else ("0" if ours_flops == 0 else "+inf"))
            if flops and (worst is None or ours_flops - flops > worst[1]
                          * flops / worst[2]):
                worst = (budget, ours_flops - flops, flops)
        print("| %d | %d | %s | %.1f | %s | %s | %s | %d | %s | %s |" % (
            budget, round(flops), status, seconds,
            "refused (lowest %d)" % lowest if ours_flops is None
            else ours_flops,
            ours["plan"] if ours else "-", over, analysed, measured, same))
    print()
    if worst:
        print("planner's worst row: %d, %+.1f%% over the optimum" % (
            worst[0], 100.0 * worst[1] / worst[2]))
    print("minimum peak %d: %s" % (
        low, "reached by the planner" if planner_lowest is None
        else "refused, the planner's lowest is %d" % planner_lowest))
    print("solves answered from %s: %d" % (cache.directory, cache.hits))
    print("RESULT:", "PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
