"""Random training-like steps: a random forward DAG over parameters and
inputs, a sum-of-squares loss, the real reverse-mode backward of every op,
and an SGD update of every parameter, as MLIR on tensors (func, linalg,
tensor, arith, math, scf).

Forward ops: linear (matmul with a new weight, optionally a broadcast bias),
relu / tanh / exp, add / mul / sub of two values of one shape, transpose,
a row reduction broadcast back (centering), collapse + expand, concat,
slice, dropout (a mask input), and optionally scf.for (repeated
accumulation) and scf.if (relu or identity, chosen by an input flag).

With --shapes, also the program shapes of issue 17: calls of private
callees (tanh into a fresh tensor, the argument itself, a slice of it; one
callee per shape, so most are called several times), scf.execute_region
(tanh, or the value itself), scf.for carried from an argument and from a
value an op made, in a third of
the functions a branch to a new block passing one value twice (its block
arguments added; memopt-remat refuses those functions), and the
input and a slice of it returned besides the loss and the parameters. With --diamonds
as well, those functions also get cf.cond_br diamonds merging a fresh tensor
from each side (half of them pass the value to each side's block argument). With
--scan, scanned layers too: an scf.for over a stacked parameter, saving each
layer's input, and a reverse scf.for that recomputes each layer and writes
its gradient (as jax.lax.scan's backward does). With --pairs, scf.for
loops carrying two values that each iteration replaces (p += v, q += p),
started from one value or two.

Usage: rand_graph.py SEED [--ops N] [--regions] [--shapes] [--diamonds] [--scan]
                     [--pairs] [--functions K]
Prints the module, and on stderr one JSON line of what the generator knows
independently of the analysis: per function, the parameter count and the
bytes of the parameters, the inputs and all arguments.
"""
import argparse
import json
import random
import sys

F32_BYTES = 4


def ttype(shape):
    return "tensor<%sf32>" % "".join("%dx" % d for d in shape)


def identity_map(rank):
    dims = ", ".join("d%d" % i for i in range(rank))
    return "affine_map<(%s) -> (%s)>" % (dims, dims)


class Function:
    def __init__(self, name, rng, num_ops, regions, constants=False,
                 shapes=False, callees=None, scan=False, diamonds=False,
                 pairs=False):
        self.name, self.rng = name, rng
        self.num_ops, self.regions = num_ops, regions
        self.constants = constants
        self.shapes, self.scans = shapes, scan
        self.diamonds = diamonds
        self.pairs = pairs
        # Private callees of the module, by name (shared by its functions).
        self.callees = {} if callees is None else callees
        self.blocks = 0
        self.lines, self.counter = [], 0
        self.args = []          # (name, shape or "i1", role)
        self.forward = []       # (kind, out, inputs, extra)
        self.grads = {}

    def fresh(self, hint="v"):
        self.counter += 1
        return "%%%s%d" % (hint, self.counter)

    def emit(self, line):
        self.lines.append("  " + line)

    def arg(self, shape, role, hint):
        name = "%%%s%d" % (hint, len(self.args))
        self.args.append((name, shape, role))
        return name

    # --- emitters -------------------------------------------------------
    def zeros(self, shape):
        e, z = self.fresh("e"), self.fresh("z")
        self.emit("%s = tensor.empty() : %s" % (e, ttype(shape)))
        self.emit("%s = linalg.fill ins(%%zero : f32) outs(%s : %s) -> %s"
                  % (z, e, ttype(shape), ttype(shape)))
        return z

    def empty(self, shape):
        e = self.fresh("e")
        self.emit("%s = tensor.empty() : %s" % (e, ttype(shape)))
        return e

    def named(self, op, ins, shape, out_shape=None):
        out_shape = out_shape or shape
        r = self.fresh()
        init = self.zeros(out_shape) if op == "matmul" else self.empty(out_shape)
        self.emit("%s = linalg.%s ins(%s : %s) outs(%s : %s) -> %s" % (
            r, op, ", ".join(v for v, _ in ins),
            ", ".join(ttype(s) for _, s in ins), init, ttype(out_shape),
            ttype(out_shape)))
        return r

    def elementwise(self, body, ins, shape, result_hint="v"):
        """`body` maps the block argument names to (lines, result)."""
        r = self.fresh(result_hint)
        init = self.empty(shape)
        rank = len(shape)
        maps = ", ".join([identity_map(rank)] * (len(ins) + 1))
        iters = ", ".join(['"parallel"'] * rank)
        block_args = ["%%a%d" % i for i in range(len(ins))]
        self.emit('%s = linalg.generic {indexing_maps = [%s], iterator_types = [%s]} '
                  'ins(%s : %s) outs(%s : %s) {' % (
                      r, maps, iters, ", ".join(ins),
                      ", ".join([ttype(shape)] * len(ins)), init, ttype(shape)))
        self.emit("^bb0(%s, %%out: f32):" % ", ".join(a + ": f32" for a in block_args))
        lines, result = body(*block_args)
        for line in lines:
            self.emit("  " + line)
        self.emit("  linalg.yield %s : f32" % result)
        self.emit("} -> %s" % ttype(shape))
        return r

    def add(self, a, b, shape):
        return self.named("add", [(a, shape), (b, shape)], shape)

    def mul(self, a, b, shape):
        return self.named("mul", [(a, shape), (b, shape)], shape)

    def transpose(self, a, shape):
        r, out = self.fresh(), (shape[1], shape[0])
        init = self.empty(out)
        self.emit("%s = linalg.transpose ins(%s : %s) outs(%s : %s) permutation = [1, 0]"
                  % (r, a, ttype(shape), init, ttype(out)))
        return r

    def reduce(self, a, shape, dims):
        out = tuple(d for i, d in enumerate(shape) if i not in dims)
        r, z = self.fresh(), self.zeros(out)
        self.emit("%s = linalg.reduce { arith.addf } ins(%s : %s) outs(%s : %s) dimensions = [%s]"
                  % (r, a, ttype(shape), z, ttype(out), ", ".join(map(str, dims))))
        return r

    def broadcast(self, a, in_shape, shape, dims):
        r, init = self.fresh(), self.empty(shape)
        self.emit("%s = linalg.broadcast ins(%s : %s) outs(%s : %s) dimensions = [%s]"
                  % (r, a, ttype(in_shape), init, ttype(shape), ", ".join(map(str, dims))))
        return r

    def matmul(self, a, a_shape, b, b_shape):
        return self.named("matmul", [(a, a_shape), (b, b_shape)], None,
                          (a_shape[0], b_shape[1]))

    # --- forward --------------------------------------------------------
    def build(self):
        rng = self.rng
        dims = [2, 3, 4, 8]
        # A third of the functions branch: remat refuses those (one block
        # only), so the others keep its checks.
        self.branches = self.shapes and rng.random() < 1 / 3
        x = self.arg((rng.choice(dims), rng.choice(dims)), "input", "x")
        pool = [(x, self.args[-1][1])]
        consumed = set()
        for _ in range(self.num_ops):
            kinds = ["linear", "linear", "unary", "binary", "transpose",
                     "center", "reshape", "concat", "slice", "dropout"]
            if self.regions:
                kinds += ["for", "if"]
            if self.constants:
                kinds += ["scale"]
            if self.shapes:
                kinds += ["call", "call_ident", "call_view", "region"]
            if self.shapes:
                kinds += ["for_arg", "for_fresh"]
            if self.branches:
                kinds += ["branch"] + (["diamond"] if self.diamonds else [])
            if self.scans:
                kinds += ["scan"]
            if self.pairs:
                kinds += ["for_pair"]
            kind = rng.choice(kinds)
            v, shape = rng.choice(pool)
            if kind == "for_arg":
                kind, (v, shape) = "for", pool[0]
            if kind == "for_fresh":
                # Carried from a value an op of this function made (the
                # argument when there is none yet).
                kind, (v, shape) = "for", rng.choice(pool[1:] or pool)
            if kind == "call_view" and shape[1] < 2:
                kind = "call"
            if kind == "binary":
                same = [p for p in pool if p[1] == shape and p[0] != v]
                if not same:
                    kind = "unary"
            if kind == "concat":
                rows = [p for p in pool if p[1][0] == shape[0] and p[0] != v]
                if not rows:
                    kind = "unary"
            if kind == "slice" and shape[1] < 2:
                kind = "unary"
            out = self.forward_op(kind, v, shape, pool)
            pool.append(out)
            consumed.update(self.forward[-1][2])
        leaves = [p for p in pool if p[0] not in consumed]
        # loss = sum over leaves of sum(leaf^2)
        total = None
        for v, shape in leaves:
            sq = self.mul(v, v, shape)
            s = self.reduce(sq, shape, list(range(len(shape))))
            total = s if total is None else self.named("add", [(total, ()), (s, ())], ())
        self.loss = total
        for v, shape in leaves:
            self.accumulate(v, self.add(v, v, shape), shape)
        self.backward()
        return self.finish()

    def forward_op(self, kind, v, shape, pool):
        rng = self.rng
        if kind == "linear":
            n = rng.choice([2, 3, 4, 8])
            w = self.arg((shape[1], n), "parameter", "w")
            out_shape = (shape[0], n)
            h = self.matmul(v, shape, w, (shape[1], n))
            self.forward.append(("matmul", h, [v, w], (shape, (shape[1], n))))
            if rng.random() < 0.5:
                b = self.arg((n,), "parameter", "b")
                bb = self.broadcast(b, (n,), out_shape, [0])
                self.forward.append(("broadcast_rows", bb, [b], (n, out_shape)))
                h2 = self.add(h, bb, out_shape)
                self.forward.append(("add", h2, [h, bb], out_shape))
                h = h2
            return (h, out_shape)
        if kind == "scale":
            # A dense splat constant the backward reads too; two values, so
            # equal constants (one global) occur.
            c = self.fresh("cst")
            self.emit("%s = arith.constant dense<%s> : %s"
                      % (c, rng.choice(["5.000000e-01", "2.000000e+00"]), ttype(shape)))
            y = self.mul(v, c, shape)
            self.forward.append(("scale", y, [v], (shape, c)))
            return (y, shape)
        if kind == "unary":
            fn = rng.choice(["relu", "tanh", "exp"])
            if fn == "relu":
                def body(a):
                    return (["%%r = arith.maximumf %s, %%zero : f32" % a], "%r")
            else:
                def body(a):
                    return (["%%r = math.%s %s : f32" % (fn, a)], "%r")
            y = self.elementwise(body, [v], shape)
            self.forward.append((fn, y, [v], shape))
            return (y, shape)
        if kind == "binary":
            u = rng.choice([p for p in pool if p[1] == shape and p[0] != v])[0]
            op = rng.choice(["add", "mul", "sub"])
            y = self.named(op, [(v, shape), (u, shape)], shape)
            self.forward.append((op, y, [v, u], shape))
            return (y, shape)
        if kind == "transpose":
            y = self.transpose(v, shape)
            self.forward.append(("transpose", y, [v], shape))
            return (y, (shape[1], shape[0]))
        if kind == "center":
            r = self.reduce(v, shape, [1])
            rb = self.broadcast(r, (shape[0],), shape, [1])
            y = self.named("sub", [(v, shape), (rb, shape)], shape)
            self.forward.append(("reduce_cols", r, [v], shape))
            self.forward.append(("broadcast_cols", rb, [r], shape))
            self.forward.append(("sub", y, [v, rb], shape))
            return (y, shape)
        if kind == "reshape":
            flat = (shape[0] * shape[1],)
            c = self.fresh()
            self.emit("%s = tensor.collapse_shape %s [[0, 1]] : %s into %s"
                      % (c, v, ttype(shape), ttype(flat)))
            t = self.elementwise(lambda a: (["%%r = math.tanh %s : f32" % a], "%r"), [c], flat)
            y = self.fresh()
            self.emit("%s = tensor.expand_shape %s [[0, 1]] output_shape [%d, %d] : %s into %s"
                      % (y, t, shape[0], shape[1], ttype(flat), ttype(shape)))
            self.forward.append(("collapse", c, [v], shape))
            self.forward.append(("tanh", t, [c], flat))
            self.forward.append(("expand", y, [t], shape))
            return (y, shape)
        if kind == "concat":
            u, ushape = rng.choice([p for p in pool if p[1][0] == shape[0] and p[0] != v])
            out = (shape[0], shape[1] + ushape[1])
            y = self.fresh()
            self.emit("%s = tensor.concat dim(1) %s, %s : (%s, %s) -> %s"
                      % (y, v, u, ttype(shape), ttype(ushape), ttype(out)))
            self.forward.append(("concat", y, [v, u], (shape, ushape)))
            return (y, out)
        if kind == "slice":
            n = rng.randint(1, shape[1] - 1)
            off = rng.randint(0, shape[1] - n)
            y = self.fresh()
            self.emit("%s = tensor.extract_slice %s[0, %d] [%d, %d] [1, 1] : %s to %s"
                      % (y, v, off, shape[0], n, ttype(shape), ttype((shape[0], n))))
            self.forward.append(("slice", y, [v], (shape, off, n)))
            return (y, (shape[0], n))
        if kind == "dropout":
            m = self.arg(shape, "input", "mask")
            y = self.mul(v, m, shape)
            self.forward.append(("mask", y, [v], (shape, m)))
            return (y, shape)
        if kind == "call":
            callee = self.callee("tanh", shape, lambda f, a: f.elementwise(
                lambda e: (["%%r = math.tanh %s : f32" % e], "%r"), [a], shape),
                shape)
            y = self.call(callee, v, shape, shape)
            self.forward.append(("tanh", y, [v], shape))
            return (y, shape)
        if kind == "call_ident":
            callee = self.callee("pass", shape, lambda f, a: a, shape)
            y = self.call(callee, v, shape, shape)
            self.forward.append(("alias", y, [v], shape))
            return (y, shape)
        if kind == "call_view":
            n = rng.randint(1, shape[1] - 1)
            off = rng.randint(0, shape[1] - n)
            out = (shape[0], n)

            def view(f, a):
                y = f.fresh()
                f.emit("%s = tensor.extract_slice %s[0, %d] [%d, %d] [1, 1] : %s to %s"
                       % (y, a, off, shape[0], n, ttype(shape), ttype(out)))
                return y
            callee = self.callee("cols%d_%d" % (off, n), shape, view, out)
            y = self.call(callee, v, shape, out)
            self.forward.append(("slice", y, [v], (shape, off, n)))
            return (y, out)
        if kind == "region":
            y = self.fresh()
            self.emit("%s = scf.execute_region -> %s {" % (y, ttype(shape)))
            if rng.random() < 0.5:
                t = self.elementwise(lambda a: (["%%r = math.tanh %s : f32" % a], "%r"),
                                     [v], shape)
                self.forward.append(("tanh", y, [v], shape))
            else:
                t = v
                self.forward.append(("alias", y, [v], shape))
            self.emit("  scf.yield %s : %s" % (t, ttype(shape)))
            self.emit("}")
            return (y, shape)
        if kind == "branch":
            self.blocks += 1
            p, q, y = self.fresh("p"), self.fresh("q"), self.fresh()
            self.emit("cf.br ^bb%d(%s, %s : %s, %s)" % (self.blocks, v, v, ttype(shape),
                                                       ttype(shape)))
            self.lines.append("^bb%d(%s: %s, %s: %s):" % (self.blocks, p, ttype(shape), q,
                                                          ttype(shape)))
            y = self.add(p, q, shape)
            self.forward.append(("add", y, [v, v], shape))
            return (y, shape)
        if kind == "diamond":
            # Both sides double v into a fresh tensor, merged through the
            # join block's argument: one value, whichever side runs.
            # Half of them pass v to each side as its block argument.
            flag = self.flag()
            left, right, join = self.blocks + 1, self.blocks + 2, self.blocks + 3
            self.blocks += 3
            y = self.fresh("m")
            passed = rng.random() < 0.5
            operand = "(%s : %s)" % (v, ttype(shape)) if passed else ""
            self.emit("cf.cond_br %s, ^bb%d%s, ^bb%d%s" % (flag, left, operand,
                                                          right, operand))
            for side in (left, right):
                u = self.fresh("s") if passed else v
                self.lines.append("^bb%d%s:" % (side, "(%s: %s)" % (u, ttype(shape))
                                                if passed else ""))
                d = self.add(u, u, shape)
                self.emit("cf.br ^bb%d(%s : %s)" % (join, d, ttype(shape)))
            self.lines.append("^bb%d(%s: %s):" % (join, y, ttype(shape)))
            self.forward.append(("add", y, [v, v], shape))
            return (y, shape)
        if kind == "scan":
            return self.scan(v, shape)
        if kind == "for_pair":
            return self.pair_loop(v, shape, pool)
        if kind == "for":
            trips = rng.randint(1, 3)
            y, acc, i, s = self.fresh(), self.fresh("acc"), self.fresh("i"), self.fresh()
            self.emit("%s = scf.for %s = %%c0 to %%c%d step %%c1 iter_args(%s = %s) -> (%s) {"
                      % (y, i, trips, acc, v, ttype(shape)))
            self.emit("  %s = linalg.add ins(%s, %s : %s, %s) outs(%s : %s) -> %s" % (
                s, acc, v, ttype(shape), ttype(shape), acc, ttype(shape), ttype(shape)))
            self.emit("  scf.yield %s : %s" % (s, ttype(shape)))
            self.emit("}")
            self.forward.append(("repeat", y, [v], (shape, trips + 1)))
            return (y, shape)
        assert kind == "if"
        flag = self.flag()
        y = self.fresh()
        self.emit("%s = scf.if %s -> (%s) {" % (y, flag, ttype(shape)))
        r = self.elementwise(lambda a: (["%%r = arith.maximumf %s, %%zero : f32" % a], "%r"),
                             [v], shape)
        self.emit("  scf.yield %s : %s" % (r, ttype(shape)))
        self.emit("} else {")
        self.emit("  scf.yield %s : %s" % (v, ttype(shape)))
        self.emit("}")
        self.forward.append(("maybe_relu", y, [v], (shape, flag)))
        return (y, shape)

    # --- calls and scanned layers ---------------------------------------
    def callee(self, what, shape, body, out_shape):
        """The private callee `body` builds (from its argument's name), one
        per module and shape: later calls, in any function, reuse it."""
        name = "%s_%s" % (what, "x".join(map(str, shape)))
        if name not in self.callees:
            f = Function(name, self.rng, 0, False)
            f.emit("%zero = arith.constant 0.0 : f32")
            r = body(f, "%a")
            self.callees[name] = "\n".join(
                ["func.func private @%s(%%a: %s) -> %s {" % (name, ttype(shape),
                                                             ttype(out_shape))]
                + f.lines + ["  return %s : %s" % (r, ttype(out_shape)), "}"])
        return name

    def call(self, callee, v, shape, out_shape):
        y = self.fresh()
        self.emit("%s = func.call @%s(%s) : (%s) -> %s" % (
            y, callee, v, ttype(shape), ttype(out_shape)))
        return y

    def scan(self, v, shape):
        """Layers as jax.lax.scan writes them: h = tanh(h @ W[i]) over a
        stacked parameter, each layer's input saved for the backward."""
        layers, (rows, n) = self.rng.randint(2, 3), shape
        stack = self.arg((layers, n, n), "parameter", "ws")
        saved0 = self.empty((layers, rows, n))
        h = self.fresh()
        i, hc, sv = self.fresh("i"), self.fresh("h"), self.fresh("sv")
        self.emit("%s:2 = scf.for %s = %%c0 to %%c%d step %%c1 iter_args(%s = %s, %s = %s)"
                  " -> (%s, %s) {" % (h, i, layers, hc, v, sv, saved0, ttype(shape),
                                      ttype((layers, rows, n))))
        w = self.layer_weight(stack, i, layers, n)
        sv2 = self.fresh()
        self.emit("%s = tensor.insert_slice %s into %s[%s, 0, 0] [1, %d, %d] [1, 1, 1]"
                  " : %s into %s" % (sv2, hc, sv, i, rows, n, ttype(shape),
                                     ttype((layers, rows, n))))
        t = self.layer(hc, w, shape)
        self.emit("scf.yield %s, %s : %s, %s" % (t, sv2, ttype(shape),
                                                 ttype((layers, rows, n))))
        self.emit("}")
        y, saved = h + "#0", h + "#1"
        self.forward.append(("scan", y, [v, stack], (shape, layers, saved)))
        return (y, shape)

    def pair_loop(self, v, shape, pool):
        """Two carries replaced every iteration: p += v and q += p, out of
        place, from (v, v) or (v, u); then p + q. After n trips p = (n+1)v
        and q = u + n(n+1)/2 v."""
        rng = self.rng
        trips = rng.randint(1, 3)
        others = [p for p in pool if p[1] == shape and p[0] != v]
        u = rng.choice(others)[0] if others and rng.random() < 0.5 else v
        y, i, p, q = self.fresh(), self.fresh("i"), self.fresh("p"), self.fresh("q")
        self.emit("%s:2 = scf.for %s = %%c0 to %%c%d step %%c1 iter_args(%s = %s, %s = %s)"
                  " -> (%s, %s) {" % (y, i, trips, p, v, q, u, ttype(shape), ttype(shape)))
        p2 = self.add(p, v, shape)
        q2 = self.add(q, p, shape)
        self.emit("scf.yield %s, %s : %s, %s" % (p2, q2, ttype(shape), ttype(shape)))
        self.emit("}")
        z = self.add(y + "#0", y + "#1", shape)
        copies = trips + 1 + trips * (trips + 1) // 2
        self.forward.append(("pair_loop", z, [v, u], (shape, copies)))
        return (z, shape)

    def layer_weight(self, stack, i, layers, n):
        w = self.fresh("wl")
        self.emit("%s = tensor.extract_slice %s[%s, 0, 0] [1, %d, %d] [1, 1, 1] : %s to %s"
                  % (w, stack, i, n, n, ttype((layers, n, n)), ttype((n, n))))
        return w

    def layer(self, h, w, shape):
        m = self.matmul(h, shape, w, (shape[1], shape[1]))
        return self.elementwise(lambda a: (["%%r = math.tanh %s : f32" % a], "%r"),
                                [m], shape)

    def grad_scan(self, g, out, ins, extra):
        (v, stack), (shape, layers, saved) = ins, extra
        rows, n = shape
        gw0 = self.zeros((layers, n, n))
        r, k, gc, gwc = self.fresh(), self.fresh("k"), self.fresh("g"), self.fresh("gw")
        self.emit("%s:2 = scf.for %s = %%c0 to %%c%d step %%c1 iter_args(%s = %s, %s = %s)"
                  " -> (%s, %s) {" % (r, k, layers, gc, g, gwc, gw0, ttype(shape),
                                      ttype((layers, n, n))))
        last, i = self.fresh("last"), self.fresh("i")
        self.emit("%s = arith.constant %d : index" % (last, layers - 1))
        self.emit("%s = arith.subi %s, %s : index" % (i, last, k))
        hin = self.fresh("hin")
        self.emit("%s = tensor.extract_slice %s[%s, 0, 0] [1, %d, %d] [1, 1, 1] : %s to %s"
                  % (hin, saved, i, rows, n, ttype((layers, rows, n)), ttype(shape)))
        w = self.layer_weight(stack, i, layers, n)
        # The layer's output, recomputed from its saved input.
        t = self.layer(hin, w, shape)
        def body(gi, ti):
            return (["%%t2 = arith.mulf %s, %s : f32" % (ti, ti),
                     "%d = arith.subf %one, %t2 : f32",
                     "%%r = arith.mulf %s, %%d : f32" % gi], "%r")

        gm = self.elementwise(body, [gc, t], shape)
        ht = self.transpose(hin, shape)
        gwi = self.matmul(ht, (n, rows), gm, shape)
        gw2 = self.fresh()
        self.emit("%s = tensor.insert_slice %s into %s[%s, 0, 0] [1, %d, %d] [1, 1, 1]"
                  " : %s into %s" % (gw2, gwi, gwc, i, n, n, ttype((n, n)),
                                     ttype((layers, n, n))))
        wt = self.transpose(w, (n, n))
        gh = self.matmul(gm, shape, wt, (n, n))
        self.emit("scf.yield %s, %s : %s, %s" % (gh, gw2, ttype(shape),
                                                 ttype((layers, n, n))))
        self.emit("}")
        self.accumulate(v, "%s#0" % r, shape)
        self.accumulate(stack, "%s#1" % r, (layers, n, n))

    def grad_alias(self, g, out, ins, shape):
        self.accumulate(ins[0], g, shape)

    def flag(self):
        for name, shape, _ in self.args:
            if shape == "i1":
                return name
        return self.arg("i1", "input", "flag")

    # --- backward -------------------------------------------------------
    def accumulate(self, value, grad, shape):
        if value in self.grads:
            grad = self.add(self.grads[value], grad, shape)
        self.grads[value] = grad

    def backward(self):
        for kind, out, ins, extra in reversed(self.forward):
            g = self.grads.get(out)
            if g is None:
                continue
            getattr(self, "grad_" + kind)(g, out, ins, extra)

    def grad_matmul(self, g, out, ins, extra):
        (x, w), (xs, ws) = ins, extra
        gs = (xs[0], ws[1])
        wt = self.transpose(w, ws)
        self.accumulate(x, self.matmul(g, gs, wt, (ws[1], ws[0])), xs)
        xt = self.transpose(x, xs)
        self.accumulate(w, self.matmul(xt, (xs[1], xs[0]), g, gs), ws)

    def grad_broadcast_rows(self, g, out, ins, extra):
        n, shape = extra
        self.accumulate(ins[0], self.reduce(g, shape, [0]), (n,))

    def grad_broadcast_cols(self, g, out, ins, extra):
        self.accumulate(ins[0], self.reduce(g, extra, [1]), (extra[0],))

    def grad_reduce_cols(self, g, out, ins, extra):
        self.accumulate(ins[0], self.broadcast(g, (extra[0],), extra, [1]), extra)

    def grad_add(self, g, out, ins, shape):
        for v in ins:
            self.accumulate(v, g, shape)

    def grad_sub(self, g, out, ins, shape):
        self.accumulate(ins[0], g, shape)
        neg = self.elementwise(lambda a: (["%%r = arith.negf %s : f32" % a], "%r"), [g], shape)
        self.accumulate(ins[1], neg, shape)

    def grad_mul(self, g, out, ins, shape):
        a, b = ins
        self.accumulate(a, self.mul(g, b, shape), shape)
        self.accumulate(b, self.mul(g, a, shape), shape)

    def grad_scale(self, g, out, ins, extra):
        shape, c = extra
        self.accumulate(ins[0], self.mul(g, c, shape), shape)

    def grad_relu(self, g, out, ins, shape):
        def body(gi, xi):
            return (["%%p = arith.cmpf ogt, %s, %%zero : f32" % xi,
                     "%%r = arith.select %%p, %s, %%zero : f32" % gi], "%r")
        self.accumulate(ins[0], self.elementwise(body, [g, ins[0]], shape), shape)

    def grad_tanh(self, g, out, ins, shape):
        def body(gi, yi):
            return (["%%y2 = arith.mulf %s, %s : f32" % (yi, yi),
                     "%d = arith.subf %one, %y2 : f32",
                     "%%r = arith.mulf %s, %%d : f32" % gi], "%r")
        self.accumulate(ins[0], self.elementwise(body, [g, out], shape), shape)

    def grad_exp(self, g, out, ins, shape):
        self.accumulate(ins[0], self.mul(g, out, shape), shape)

    def grad_transpose(self, g, out, ins, shape):
        self.accumulate(ins[0], self.transpose(g, (shape[1], shape[0])), shape)

    def grad_collapse(self, g, out, ins, shape):
        y = self.fresh()
        self.emit("%s = tensor.expand_shape %s [[0, 1]] output_shape [%d, %d] : %s into %s"
                  % (y, g, shape[0], shape[1], ttype((shape[0] * shape[1],)), ttype(shape)))
        self.accumulate(ins[0], y, shape)

    def grad_expand(self, g, out, ins, shape):
        y, flat = self.fresh(), (shape[0] * shape[1],)
        self.emit("%s = tensor.collapse_shape %s [[0, 1]] : %s into %s"
                  % (y, g, ttype(shape), ttype(flat)))
        self.accumulate(ins[0], y, flat)

    def grad_concat(self, g, out, ins, extra):
        (v, u), (vs, us) = ins, extra
        whole = (vs[0], vs[1] + us[1])
        for value, shape, off in ((v, vs, 0), (u, us, vs[1])):
            y = self.fresh()
            self.emit("%s = tensor.extract_slice %s[0, %d] [%d, %d] [1, 1] : %s to %s"
                      % (y, g, off, shape[0], shape[1], ttype(whole), ttype(shape)))
            self.accumulate(value, y, shape)

    def grad_slice(self, g, out, ins, extra):
        shape, off, n = extra
        z, y = self.zeros(shape), self.fresh()
        self.emit("%s = tensor.insert_slice %s into %s[0, %d] [%d, %d] [1, 1] : %s into %s"
                  % (y, g, z, off, shape[0], n, ttype((shape[0], n)), ttype(shape)))
        self.accumulate(ins[0], y, shape)

    def grad_mask(self, g, out, ins, extra):
        shape, mask = extra
        self.accumulate(ins[0], self.mul(g, mask, shape), shape)

    def grad_repeat(self, g, out, ins, extra):
        # d/dv of v * copies: copies x g, summed in a loop like the forward.
        shape, copies = extra
        y, acc, i, s = self.fresh(), self.fresh("acc"), self.fresh("i"), self.fresh()
        bound = "%%c%d" % (copies - 1)
        if copies - 1 > 3:
            # Past the function's constants (a pair loop's many copies).
            bound = self.fresh("trips")
            self.emit("%s = arith.constant %d : index" % (bound, copies - 1))
        self.emit("%s = scf.for %s = %%c0 to %s step %%c1 iter_args(%s = %s) -> (%s) {"
                  % (y, i, bound, acc, g, ttype(shape)))
        self.emit("  %s = linalg.add ins(%s, %s : %s, %s) outs(%s : %s) -> %s" % (
            s, acc, g, ttype(shape), ttype(shape), acc, ttype(shape), ttype(shape)))
        self.emit("  scf.yield %s : %s" % (s, ttype(shape)))
        self.emit("}")
        self.accumulate(ins[0], y, shape)

    def grad_pair_loop(self, g, out, ins, extra):
        # p + q = copies x v + u: v's gradient as a repeat's, u's is g.
        v, u = ins
        self.grad_repeat(g, out, [v], extra)
        self.accumulate(u, g, extra[0])

    def grad_maybe_relu(self, g, out, ins, extra):
        shape, flag = extra
        y = self.fresh()
        self.emit("%s = scf.if %s -> (%s) {" % (y, flag, ttype(shape)))
        def body(gi, xi):
            return (["%%p = arith.cmpf ogt, %s, %%zero : f32" % xi,
                     "%%r = arith.select %%p, %s, %%zero : f32" % gi], "%r")
        r = self.elementwise(body, [g, ins[0]], shape)
        self.emit("  scf.yield %s : %s" % (r, ttype(shape)))
        self.emit("} else {")
        self.emit("  scf.yield %s : %s" % (g, ttype(shape)))
        self.emit("}")
        self.accumulate(ins[0], y, shape)

    # --- update and signature -------------------------------------------
    def finish(self):
        results, result_types = [self.loss], [ttype(())]
        if self.shapes:
            # The input itself and a view of its first row: an argument's
            # buffer and part of it, returned.
            x, xs, _ = self.args[0]
            row = self.fresh()
            self.emit("%s = tensor.extract_slice %s[%d, 0] [1, %d] [1, 1] : %s to %s"
                      % (row, x, self.rng.randrange(xs[0]), xs[1], ttype(xs),
                         ttype((xs[1],))))
            results += [x, row]
            result_types += [ttype(xs), ttype((xs[1],))]
        for name, shape, role in self.args:
            if role != "parameter":
                continue
            g = self.grads[name]
            def body(gi, pi):
                return (["%%d = arith.mulf %%lr, %s : f32" % gi,
                         "%%r = arith.subf %s, %%d : f32" % pi], "%r")
            # In place: the update writes the parameter's own buffer.
            r, rank = self.fresh("new"), len(shape)
            maps = ", ".join([identity_map(rank)] * 2)
            self.emit('%s = linalg.generic {indexing_maps = [%s], iterator_types = [%s]} '
                      'ins(%s : %s) outs(%s : %s) {' % (
                          r, maps, ", ".join(['"parallel"'] * rank), g, ttype(shape),
                          name, ttype(shape)))
            lines, res = body("%g", "%p")
            self.emit("^bb0(%g: f32, %p: f32):")
            for line in lines:
                self.emit("  " + line)
            self.emit("  linalg.yield %s : f32" % res)
            self.emit("} -> %s" % ttype(shape))
            results.append(r)
            result_types.append(ttype(shape))
        sig = ", ".join('%s: %s {memopt.role = "%s"}' % (
            n, "i1" if s == "i1" else ttype(s), role) for n, s, role in self.args)
        head = ["func.func @%s(%s) -> (%s) {" % (self.name, sig, ", ".join(result_types)),
                "  %zero = arith.constant 0.0 : f32",
                "  %one = arith.constant 1.0 : f32",
                "  %lr = arith.constant 0.01 : f32",
                "  %c0 = arith.constant 0 : index",
                "  %c1 = arith.constant 1 : index",
                "  %c2 = arith.constant 2 : index",
                "  %c3 = arith.constant 3 : index"]
        tail = ["  return %s : %s" % (", ".join(results), ", ".join(result_types)), "}"]
        known = self.known()
        return "\n".join(head + self.lines + tail), known

    def known(self):
        def elements(shape):
            n = 1
            for d in shape:
                n *= d
            return n
        params = [s for _, s, r in self.args if r == "parameter"]
        tensors = [s for _, s, _ in self.args if s != "i1"]
        inputs = [s for _, s, r in self.args if r == "input" and s != "i1"]
        return {
            "name": self.name,
            "parameter_count": sum(map(elements, params)),
            "parameter_bytes": F32_BYTES * sum(map(elements, params)),
            # The i1 flag is a scalar: no buffer.
            "input_bytes": F32_BYTES * sum(map(elements, inputs)),
            "argument_bytes": F32_BYTES * sum(map(elements, tensors)),
        }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("seed", type=int)
    parser.add_argument("--ops", type=int, default=8)
    parser.add_argument("--regions", action="store_true")
    parser.add_argument("--functions", type=int, default=1)
    parser.add_argument("--constants", action="store_true",
                        help="also scale by dense tensor constants")
    parser.add_argument("--shapes", action="store_true",
                        help="also calls, execute_region, loops carried from "
                             "arguments, branches, returned arguments and views")
    parser.add_argument("--scan", action="store_true",
                        help="also scanned layers (a loop over a stacked "
                             "parameter and its reverse loop)")
    parser.add_argument("--diamonds", action="store_true",
                        help="with --shapes, branching functions also get "
                             "cf.cond_br diamonds")
    parser.add_argument("--pairs", action="store_true",
                        help="also loops carrying two values that each "
                             "iteration replaces")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    texts, known, callees = [], [], {}
    for index in range(args.functions):
        text, facts = Function("step%d" % index, rng, args.ops, args.regions,
                               args.constants, args.shapes, callees,
                               args.scan, args.diamonds, args.pairs).build()
        texts.append(text)
        known.append(facts)
    # Callees first, in the order they were made; the known facts list the
    # steps only (the entries mem-run runs).
    print("\n\n".join(list(callees.values()) + texts))
    print(json.dumps(known), file=sys.stderr)


if __name__ == "__main__":
    main()
