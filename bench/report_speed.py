#!/usr/bin/env python3
"""Times `mem-opt --memopt-report` against `mlir-opt` parsing and printing the
same synthetic training-step-like graphs, and prints a table.

Parsing and printing is the floor: the target is a ratio of at most 1.25 at
every size, and times that grow linearly with the op count. Runs are
interleaved and the best of `--repeat` is kept; CPU time (user + system) is
printed beside wall time. The last column divides mem-opt's own
`--mlir-timing` total by the same total less the pass: parsing, verifying
and printing measured in the same process as the pass, so that noise between
processes (large on shared virtual machines) cannot skew it.

    bench/report_speed.py [--sizes 1000,10000,50000,200000] [--repeat 3]
                          [--mem-opt OTHER/build/bin/mem-opt]

`--mem-opt` times another build (an older commit's, for a before/after
table) on the same graphs.
"""

import argparse
import re
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MEM_OPT = os.path.join(ROOT, "build", "bin", "mem-opt")
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"


def synthetic_graph(num_ops, with_loss=False):
    """A forward chain of matmuls and elementwise ops, a backward chain that
    reads the forward values in reverse, and an in-place SGD update per
    weight. Each block emits about 12 ops (bodies included). With
    `with_loss`, the forward ends in a sum returned first as the loss, so
    that the remat pass can tell the forward from the backward."""
    d = 64
    blocks = max(1, num_ops // 24)
    lines = ["#id = affine_map<(i, j) -> (i, j)>",
             "func.func @step(%x: tensor<32x64xf32>"]
    for b in range(blocks):
        lines[-1] += f", %w{b}: tensor<64x64xf32>"
    loss_type = 'tensor<f32> {memopt.role = "loss"}, ' if with_loss else ""
    lines[-1] += ") -> (" + loss_type + "tensor<32x64xf32>" + ", tensor<64x64xf32>" * blocks + ") {"
    lines.append("  %zero = arith.constant 0.0 : f32")
    act = "%x"

    def matmul(name, a, b, shape_a, shape_b, out):
        lines.append(f"  %{name}_e = tensor.empty() : tensor<{out}xf32>")
        lines.append(f"  %{name}_f = linalg.fill ins(%zero : f32) outs(%{name}_e : tensor<{out}xf32>) -> tensor<{out}xf32>")
        lines.append(f"  %{name} = linalg.matmul ins({a}, {b} : tensor<{shape_a}xf32>, tensor<{shape_b}xf32>) outs(%{name}_f : tensor<{out}xf32>) -> tensor<{out}xf32>")

    def elementwise(name, a, shape, op="arith.maximumf"):
        lines.append(f"  %{name}_e = tensor.empty() : tensor<{shape}xf32>")
        lines.append(f"  %{name} = linalg.generic {{indexing_maps = [#id, #id], iterator_types = [\"parallel\", \"parallel\"]}} ins({a} : tensor<{shape}xf32>) outs(%{name}_e : tensor<{shape}xf32>) {{")
        lines.append("  ^bb0(%in: f32, %out: f32):")
        lines.append(f"    %r = {op} %in, %zero : f32")
        lines.append("    linalg.yield %r : f32")
        lines.append(f"  }} -> tensor<{shape}xf32>")

    for b in range(blocks):
        matmul(f"y{b}", act, f"%w{b}", "32x64", "64x64", "32x64")
        elementwise(f"h{b}", f"%y{b}", "32x64")
        act = f"%h{b}"
    if with_loss:
        lines.append("  %loss_e = tensor.empty() : tensor<f32>")
        lines.append("  %loss_f = linalg.fill ins(%zero : f32) outs(%loss_e : tensor<f32>) -> tensor<f32>")
        lines.append(f"  %loss = linalg.reduce ins({act} : tensor<32x64xf32>) outs(%loss_f : tensor<f32>) dimensions = [0, 1]")
        lines.append("    (%in: f32, %acc: f32) {")
        lines.append("      %s = arith.addf %in, %acc : f32")
        lines.append("      linalg.yield %s : f32")
        lines.append("    }")
    grad = act
    updates = []
    for b in reversed(range(blocks)):
        elementwise(f"g{b}", grad, "32x64", "arith.mulf")
        lines.append(f"  %dwt{b}_e = tensor.empty() : tensor<64x64xf32>")
        lines.append(f"  %dw{b} = linalg.matmul ins(%w{b}, %w{b} : tensor<64x64xf32>, tensor<64x64xf32>) outs(%dwt{b}_e : tensor<64x64xf32>) -> tensor<64x64xf32>")
        lines.append(f"  %u{b} = linalg.generic {{indexing_maps = [#id, #id], iterator_types = [\"parallel\", \"parallel\"]}} ins(%dw{b} : tensor<64x64xf32>) outs(%w{b} : tensor<64x64xf32>) {{")
        lines.append("  ^bb0(%g: f32, %w: f32):")
        lines.append("    %r = arith.subf %w, %g : f32")
        lines.append("    linalg.yield %r : f32")
        lines.append("  } -> tensor<64x64xf32>")
        updates.append(f"%u{b}")
        matmul(f"dx{b}", f"%g{b}", f"%w{b}", "32x64", "64x64", "32x64")
        grad = f"%dx{b}"
    lines.append(f"  return {'%loss, ' if with_loss else ''}{grad}, " + ", ".join(reversed(updates)) + " : " + ("tensor<f32>, " if with_loss else "") + "tensor<32x64xf32>" + ", tensor<64x64xf32>" * blocks)
    lines.append("}")
    return "\n".join(lines) + "\n"


def run_time(cmd):
    """(wall seconds, CPU seconds: user + system) of one run."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"failed: {' '.join(cmd)}")
    return wall, usage.ru_utime + usage.ru_stime


def best_times(cmds, repeat):
    """Best wall and best CPU time of each command, runs interleaved so that
    machine noise hits them alike."""
    best = [[float("inf"), float("inf")] for _ in cmds]
    for _ in range(repeat):
        for i, cmd in enumerate(cmds):
            wall, cpu = run_time(cmd)
            best[i][0] = min(best[i][0], wall)
            best[i][1] = min(best[i][1], cpu)
    return best


def pass_share(cmd, pass_name, repeat):
    """Best in-process ratio (total / (total - pass)) from --mlir-timing of
    the mem-opt command `cmd`: the pass named `pass_name` against parsing and
    printing in the same process, which machine noise between processes
    cannot skew."""
    best = float("inf")
    for _ in range(repeat):
        out = subprocess.run(cmd + ["--mlir-timing"], check=True,
                             capture_output=True, text=True).stderr
        total = float(re.search(r"Total Execution Time: ([0-9.]+)", out).group(1))
        spent = float(re.search(r"([0-9.]+) \(\s*[0-9.]+%\)\s+" + pass_name,
                                out).group(1))
        best = min(best, total / (total - spent))
    return best


def count_ops(path, mem_opt=MEM_OPT):
    """Ops in the file, nested ones included, as mem-opt numbers them."""
    out = subprocess.run([mem_opt, path, "--memopt-report=format=json", "-o", os.devnull],
                         check=True, capture_output=True, text=True).stdout
    return sum(f["num_ops"] for f in json.loads(out)["functions"])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000,50000,200000")
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--extra", action="append", default=[],
                        help="an extra .mlir file to time (e.g. a mem-gen preset)")
    parser.add_argument("--mem-opt", default=MEM_OPT,
                        help="the mem-opt binary to time (default: this "
                        "checkout's build)")
    args = parser.parse_args()
    mem_opt = args.mem_opt
    cases = []
    with tempfile.TemporaryDirectory() as tmp:
        for size in [int(s) for s in args.sizes.split(",")]:
            path = os.path.join(tmp, f"graph{size}.mlir")
            with open(path, "w") as f:
                f.write(synthetic_graph(size))
            cases.append((f"synthetic {size}", path))
        cases += [(os.path.basename(p), p) for p in args.extra]
        print("| graph | ops | mlir-opt parse+print wall / cpu (s) "
              "| mem-opt --memopt-report wall / cpu (s) | ratio wall | ratio cpu "
              "| ratio in-process |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        for name, path in cases:
            ops = count_ops(path, mem_opt)
            floor, ours = best_times(
                [[MLIR_OPT, path, "-o", os.devnull],
                 [mem_opt, path, "--memopt-report", "-o", os.devnull]],
                args.repeat)
            share = pass_share([mem_opt, path, "--memopt-report", "-o", os.devnull],
                               "MemoryReport", args.repeat)
            print(f"| {name} | {ops} | {floor[0]:.3f} / {floor[1]:.3f} "
                  f"| {ours[0]:.3f} / {ours[1]:.3f} "
                  f"| {ours[0] / floor[0]:.2f} | {ours[1] / floor[1]:.2f} "
                  f"| {share:.2f} |")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
