#!/usr/bin/env python3
"""Optimality of --memopt-remat=budget against an exact MILP of the same model.

For each instance (a small generated step) and several budgets between the
step's own peak and the lowest peak the planner reaches, plus the peaks of the
per-layer and sqrt plans, this script

  1. runs `mem-opt --memopt-remat="budget=B export-model=..."`, which writes
     the planner's model (units, costs, uses, live bytes per slot) and the
     plan it applied;
  2. writes the same recompute model as a MILP (Checkmate-style: which
     buffers to drop, where each clone starts and ends, memory at every slot
     that can peak, the clones of one gap replayed op by op) and solves it to
     optimality with HiGHS (PyPI `highspy`);
  3. checks the MILP against the planner: with the planner's drops fixed the
     MILP must be feasible at the planner's own peak;
  4. prints instance, budget, optimum extra FLOPs, ours, the gap, and both
     solve times.

The MILP (slots: 2p is the gap before op p, 2p+1 is op p):
  d_c   candidate c is dropped;  st_{u,q} / en_{u,r}: the clone of u starts in
  the gap before q / is last read at slot r;  y_u = sum_q st_{u,q}.
  min  sum_u flops_u y_u
  s.t. y_c = d_c; an intermediate is cloned when a clone reads it; a clone
       starts no later than every clone that reads it and, as the rewrite
       places it, at one of those gaps or its own first backward use (units
       that read each other start together, placed by a need from outside
       their cycle; not with --free-starts, a relaxation), and ends no earlier
       than its own last backward use and every reader's gap; a kept buffer
       read by a clone lives until that clone's gap; memory at every slot
       (original bytes - dropped forward buffers after their last forward use
       + live clones + extensions, and inside each gap the clones replayed at
       each allocation) <= budget.

Usage: bench/remat_ilp.py [--mem-opt build/bin/mem-opt] [--mem-gen ...]
                          [--instances "gpt2 L2 b4 s32"] [--budgets 5]
                          [--strategy-peaks per-layer,sqrt] [--free-starts]
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

import highspy

from memopt.testing.steps import first_function, generate

INSTANCES = [
    ("gpt2 L2 b4 s32", "--preset tiny --layers 2 --batch 4 --seq 32 --dropout 0.1"),
    ("gpt2 L4 b8 s64", "--preset tiny --layers 4 --batch 8 --seq 64 --dropout 0.1"),
    ("llama L2 b4 s32", "--preset tiny --family llama --layers 2 --batch 4 --seq 32"),
    ("llama L3 b8 s64", "--preset tiny --family llama --layers 3 --batch 8 --seq 64 --dropout 0.1"),
]


def gap(p):
    return 2 * p


def at(p):
    return 2 * p + 1


def strongly_connected(nodes, successors):
    """Maps each node to the frozenset of its strongly connected component
    (Tarjan's algorithm, iterative) in the graph `successors`, restricted to
    `nodes`."""
    nodes = list(nodes)
    inside = set(nodes)
    index, low, on_stack, stack, comp = {}, {}, set(), [], {}
    counter = 0
    for root in nodes:
        if root in index:
            continue
        work = [(root, iter(successors[root]))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, it = work[-1]
            advanced = False
            for nxt in it:
                if nxt not in inside:
                    continue
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(successors[nxt])))
                    advanced = True
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                members = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    members.append(w)
                    if w == node:
                        break
                group = frozenset(members)
                for w in members:
                    comp[w] = group
    return comp


class RematMilp:
    """The planner's recompute model as a MILP for one budget."""

    def __init__(self, model, budget, fixed_drops=None, time_limit=600.0,
                 free_starts=False):
        self.m = model
        self.budget = budget
        units = model["units"]
        slots = model["slots"]
        self.h = h = highspy.Highs()
        h.setOptionValue("output_flag", False)
        h.setOptionValue("time_limit", time_limit)
        h.setOptionValue("mip_rel_gap", 0.0)
        h.setOptionValue("mip_abs_gap", 0.0)
        inf = highspy.kHighsInf
        self.var_count = 0

        def binary(cost=0.0):
            self.var_count += 1
            return h.addBinary(obj=cost)

        def cont(lb=0.0, ub=inf):
            self.var_count += 1
            return h.addVariable(lb=lb, ub=ub)

        cand = [i for i, u in enumerate(units) if u["kind"] == "candidate"]
        inter = [i for i, u in enumerate(units) if u["kind"] == "intermediate"]
        active = cand + inter
        readers = {i: [] for i in range(len(units))}
        for v in active:
            for u in units[v]["deps"]:
                readers[u].append(v)
        Q = sorted({units[c]["first_backward_use"] for c in cand})
        self.Q = Q
        self.cycle_of = strongly_connected(active, readers)

        d = {c: binary(float(units[c]["flops"])) for c in cand}
        if fixed_drops is not None:
            for c in cand:
                v = 1.0 if c in fixed_drops else 0.0
                h.changeColBounds(d[c].index, v, v)
        st, en, y = {}, {}, {}
        for u in active:
            f = units[u]["first_backward_use"]
            qs = [q for q in Q if f is None or q <= f]
            cost = float(units[u]["flops"]) if u in inter else 0.0
            st[u] = {q: binary(cost) for q in qs}
            ends = {gap(q) for q in Q}
            if u in d:
                ends.add(at(units[u]["end"]))
            en[u] = {r: binary() for r in sorted(ends)}
            y[u] = sum(st[u].values())
            h.addConstr(sum(en[u].values()) == y[u])
            if u in d:
                h.addConstr(y[u] == d[u])
            else:
                h.addConstr(y[u] <= 1)
            # The clone ends no earlier than the gap it starts in.
            for q, s in st[u].items():
                h.addConstr(sum(e for r, e in en[u].items() if r >= gap(q)) >= s)
        # The rewrite puts a clone right before the first point that needs
        # it (its own first backward use, or a reading clone's gap): the
        # start is one of those points. (--free-starts drops this, letting a
        # clone start in any earlier gap: a relaxation of what the rewrite
        # can do.)
        # Units that read each other (in-place buffers whose producers
        # interleave) are cloned together, in one gap: the need that places
        # them comes from outside their cycle, never from the cycle itself.
        if not free_starts:
            for u in active:
                group = self.cycle_of[u]
                for q, s in st[u].items():
                    own = [d[w] for w in group
                           if w in d and q == units[w]["first_backward_use"]]
                    needs = [st[v][q] for w in group for v in readers[w]
                             if v not in group and q in st[v]]
                    h.addConstr(s <= sum(own) + sum(needs))
        for u in active:
            if u in d:
                h.addConstr(sum(e for r, e in en[u].items()
                                if r >= at(units[u]["end"])) >= d[u])
            for v in readers[u]:
                if u in inter:
                    h.addConstr(y[u] >= y[v])
                for t, s_vt in st[v].items():
                    keep_slack = (d[u] - 1) if u in d else 0
                    h.addConstr(sum(s for q, s in st[u].items() if q <= t)
                                >= s_vt + keep_slack)
                    h.addConstr(sum(e for r, e in en[u].items() if r >= gap(t))
                                >= s_vt + keep_slack)

        # Slots where memory can peak: per segment between breakpoints, the
        # slot with the most original bytes; and every gap where clones start.
        breaks = {0, len(slots)}
        for q in Q:
            breaks.update({gap(q), at(q)})
        for u in units:
            breaks.add(at(u["end"]) + 1)
            if u["kind"] == "candidate":
                breaks.add(at(u["last_forward_use"]) + 1)
        breaks = sorted(b for b in breaks if 0 <= b <= len(slots))
        qgaps = {gap(q) for q in Q}
        checks = []
        for lo, hi in zip(breaks, breaks[1:]):
            best = max((s for s in range(lo, hi) if s not in qgaps),
                       key=lambda s: slots[s], default=None)
            if best is not None:
                checks.append(best)

        def alive(u, s, starts_before):
            """Expression: the clone of u is live at slot s (counted past its
            gap when starts_before(q) holds for its start q)."""
            started = [x for q, x in st[u].items() if starts_before(q)]
            if not started:
                return None
            ended_after = [e for r, e in en[u].items() if r >= s]
            if not ended_after:
                return None
            a = cont()
            h.addConstr(a >= sum(started) + sum(ended_after) - 1)
            return a

        def memory_terms(s, starts_before):
            terms = []
            for c in cand:
                u = units[c]
                if at(u["last_forward_use"]) < s <= at(u["end"]):
                    terms.append(-float(u["bytes"]) * d[c])
            for u in active:
                a = alive(u, s, starts_before)
                if a is not None:
                    terms.append(float(units[u]["bytes"]) * a)
            # Kept buffers read by a clone live until that clone's gap.
            for u, us in enumerate(units):
                if us["kind"] == "intermediate" or not readers[u]:
                    continue
                if s <= at(us["end"]):
                    continue
                lbs = []
                for v in readers[u]:
                    for q, x in st[v].items():
                        if gap(q) >= s:
                            lbs.append(x - d[u] if u in d else x)
                if lbs:
                    x = cont()
                    for lb in lbs:
                        h.addConstr(x >= lb)
                    terms.append(float(us["bytes"]) * x)
            return terms

        self.trivially_infeasible = False
        for s in checks:
            terms = memory_terms(s, lambda q, s=s: at(q) <= s)
            if terms:
                h.addConstr(sum(terms) <= float(budget - slots[s]))
            elif slots[s] > budget:
                self.trivially_infeasible = True
        def last_read(reader, dep):
            # The last op of `reader` that reads `dep`: a clone of `dep` in
            # the same gap is freed after it, as the planner replays it.
            r = units[reader]
            return r["last_read_of_dep"][r["deps"].index(dep)]

        # Inside the gap before q: the clones starting there, replayed at each
        # allocation k (a clone is live from its first op through the last op
        # of a reader in the gap that reads it, or past the gap).
        events = sorted({units[u]["first_op"] for u in active})
        for q in Q:
            s = gap(q)
            crossing = memory_terms(s, lambda q2, q=q: q2 < q)
            members = [u for u in active if q in st[u]]
            surv = {u: sum(e for r, e in en[u].items() if r > s) for u in members}
            for k in events:
                terms = list(crossing)
                for u in members:
                    if units[u]["first_op"] > k:
                        continue
                    z = cont()
                    h.addConstr(z >= st[u][q] + surv[u] - 1)
                    for v in readers[u]:
                        if q in st[v] and last_read(v, u) >= k:
                            h.addConstr(z >= st[u][q] + st[v][q] - 1)
                    terms.append(float(units[u]["bytes"]) * z)
                if len(terms) > len(crossing):
                    h.addConstr(sum(terms) <= float(budget - slots[s]))
        self.d = d

    def solve(self):
        if self.trivially_infeasible:
            return None, 0.0, "infeasible"
        start = time.perf_counter()
        self.h.run()
        seconds = time.perf_counter() - start
        status = self.h.getModelStatus()
        if status == highspy.HighsModelStatus.kOptimal:
            return self.h.getInfo().objective_function_value, seconds, "optimal"
        if status == highspy.HighsModelStatus.kInfeasible:
            return None, seconds, "infeasible"
        info = self.h.getInfo()
        return info.objective_function_value, seconds, str(status)


def run_planner(mem_opt, src, budget, work):
    path = os.path.join(work, "model-%d.json" % budget)
    start = time.perf_counter()
    r = subprocess.run([mem_opt, src, "--mlir-print-op-on-diagnostic=false",
                        "--memopt-remat=format=json budget=%d export-model=%s"
                        % (budget, path), "-o", os.devnull],
                       capture_output=True, text=True)
    seconds = time.perf_counter() - start
    with open(path) as f:
        model = json.load(f)
    summary = json.loads(r.stdout)["remat"][0] if r.returncode == 0 else None
    return model, summary, seconds


def strategy_peak(mem_opt, src, strategy):
    r = subprocess.run([mem_opt, src, "--mlir-print-op-on-diagnostic=false",
                        "--memopt-remat=format=json strategy=" + strategy,
                        "-o", os.devnull],
                       check=True, capture_output=True, text=True)
    return json.loads(r.stdout)["remat"][0]["peak_bytes_after"]


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--mem-opt", default="build/bin/mem-opt")
    ap.add_argument("--mem-gen", default="build/bin/mem-gen")
    ap.add_argument("--budgets", type=int, default=5)
    ap.add_argument("--instances", default="all")
    ap.add_argument("--generate", metavar="FLAGS",
                    help="solve only this instance: mem-gen's flags")
    ap.add_argument("--time-limit", type=float, default=600.0)
    ap.add_argument("--strategy-peaks", default="per-layer,sqrt",
                    help="also solve at these strategies' own peaks "
                         "(comma-separated; empty for none)")
    ap.add_argument("--free-starts", action="store_true",
                    help="let a clone start in any gap before its first need "
                         "(a relaxation of the rewrite's placement)")
    opts = ap.parse_args()
    work = tempfile.mkdtemp(prefix="remat_ilp")

    print("| instance | units | budget | plan | optimum extra FLOPs | ours | gap | "
          "MILP s | ours s | MILP check |")
    print("|---|---:|---:|---|---:|---:|---:|---:|---:|---|")
    worst = 0.0
    instances = [(opts.generate, opts.generate)] if opts.generate else INSTANCES
    for name, gen in instances:
        if (not opts.generate and opts.instances != "all"
                and name not in opts.instances.split(",")):
            continue
        src = os.path.join(work, "instance-%d.mlir" % len(os.listdir(work)))
        generate(opts.mem_gen, gen.split(), src)
        peak = first_function(opts.mem_opt, src)["peak_bytes"]
        # The lowest peak the planner reaches: ask for 1 byte.
        model, _, _ = run_planner(opts.mem_opt, src, 1, work)
        lowest = model["plan"]["peak"]
        budgets = [int(peak - (peak - lowest) * (i + 1) / opts.budgets)
                   for i in range(opts.budgets)]
        # And each block strategy's own peak: `budget` must not spend more
        # there than the strategy does, and the MILP says what is possible.
        for strategy in opts.strategy_peaks.split(","):
            if strategy:
                budgets.append(strategy_peak(opts.mem_opt, src, strategy))
        for budget in budgets:
            model, summary, ours_s = run_planner(opts.mem_opt, src, budget, work)
            plan = model["plan"]
            ours = plan["extra_flops"]
            check = RematMilp(model, plan["peak"], set(plan["dropped"]),
                              opts.time_limit, opts.free_starts).solve()[2]
            milp = RematMilp(model, budget, None, opts.time_limit,
                             opts.free_starts)
            optimum, milp_s, status = milp.solve()
            if optimum is None:
                print("| %s | %d | %d | %s | %s | %d | - | %.2f | %.2f | %s |" % (
                    name, len(model["units"]), budget, plan["origin"], status,
                    ours, milp_s, ours_s, check))
                continue
            gap_pct = (100.0 * (ours - optimum) / optimum) if optimum else (
                0.0 if ours == 0 else float("inf"))
            total = summary["flops_before"] if summary else 1
            worst = max(worst, 100.0 * (ours - optimum) / total)
            print("| %s | %d | %d | %s | %d | %d | %+.2f%% (%+.3f%% of step) | "
                  "%.2f | %.2f | %s |" % (
                      name, len(model["units"]), budget, plan["origin"],
                      round(optimum), ours, gap_pct,
                      100.0 * (ours - optimum) / total, milp_s, ours_s, check))
    print("\nworst gap: %.3f%% of the step's FLOPs" % worst)


if __name__ == "__main__":
    sys.exit(main())
