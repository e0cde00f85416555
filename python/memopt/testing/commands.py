"""Running commands and finding the tools they name."""

import os
import shutil
import subprocess
import sys

# The repository root: python/memopt/testing/ is three levels below it.
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))))
LLVM_BIN = "/usr/lib/llvm-22/bin"


def run(cmd, **kwargs):
    """stdout of `cmd`; on a non-zero exit, prints the command and the end
    of its stderr and exits with status 1 (a check cannot go on without
    the output it asked for)."""
    r = subprocess.run(cmd, capture_output=True, text=True, **kwargs)
    if r.returncode != 0:
        prog = os.path.basename(sys.argv[0]) or "memopt.testing"
        sys.stderr.write("%s: command failed (exit %d): %s\n%s" % (
            prog, r.returncode, " ".join(cmd), r.stderr[-4000:]))
        sys.exit(1)
    return r.stdout


def llvm_tool(name):
    """An LLVM 22 tool (mlir-opt, mlir-translate, llc): the Debian package's,
    else `name` or `name-22` on PATH."""
    for cand in (os.path.join(LLVM_BIN, name), shutil.which(name),
                 shutil.which(name + "-22")):
        if cand and os.path.exists(cand):
            return cand
    sys.exit("cannot find " + name)


def build_tool(name, build=None):
    """A tool of this project's build (mem-opt, mem-gen, mem-run): in
    `build`/bin, by default the checkout's build/bin."""
    return os.path.join(build or os.path.join(ROOT, "build"), "bin", name)
