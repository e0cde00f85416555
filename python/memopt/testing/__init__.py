"""Helpers the lit tests (test/) and the benchmarks (bench/) share: running
commands and finding tools (commands), the mem-opt / mem-run step runner
(steps), the independent ctypes lowering of a step (lowering), the FLOPs
estimates (flops), the gradient ground truth of the front ends
(gradient_truth), synthetic graphs and timing (synthetic, timing), and the
checked tables that tests and benches both print (flops_fidelity,
frontends_table, remat_presets: `python -m memopt.testing.NAME`).

Plain Python (no numpy, no framework): importable wherever lit runs, with
python/ on PYTHONPATH (test/lit.cfg.py puts it there).
"""
