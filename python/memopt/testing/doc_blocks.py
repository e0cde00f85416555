"""Runs the shell blocks of Markdown docs and checks that they work as written.

    python -m memopt.testing.doc_blocks docs/tutorial.md docs/frontends.md
    python -m memopt.testing.doc_blocks --with-frontends docs/tutorial.md

Blocks fenced ```sh, ```bash or ```console run; other fences (```text,
```python, none) are not commands. A ```sh/```bash block runs as one bash
script under `set -e`. In a ```console block the lines that start with `$ `
(and the lines a trailing backslash continues) are commands, each run in
turn; the other lines are the output the doc shows, and each of them,
except `...` (the doc cut it there), must appear among the lines the
commands printed (stdout and stderr), in the same order.

An HTML comment on the line before the fence marks a block:

    <!-- doc-test: needs-frontends -->   needs the 6.5 GB environment of
        scripts/frontends-env.sh: listed and skipped, run by --with-frontends
        (scripts/run-doc-blocks.sh), with $env the environment's directory
    <!-- doc-test: installs -->          installs or builds the project: listed,
        never run here
    <!-- doc-test: writes-repo -->       rewrites files of the repository (the
        fixtures): listed, never run here
    <!-- doc-test: output -->            output, not commands
    <!-- doc-test: no-output-check -->   run, without comparing the output (times)

Words combine (`needs-frontends no-output-check`); an unknown word is an
error. All blocks of one doc run in turn in one temporary directory that
links each top-level entry of the repository (build/ to --build), so the
doc's relative paths (build/bin/mem-opt, test/..., python/) work and the
files a block writes stay there; PATH starts with build/bin and PYTHONPATH
is python/. Exits 1 when a block fails or a doc is malformed, naming the
doc's line; the last line is the summary.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

from memopt.testing.commands import ROOT

SHELL_FENCES = ("sh", "bash", "console")
MARKERS = ("needs-frontends", "installs", "writes-repo", "output", "no-output-check")
NOT_RUN = ("installs", "writes-repo")
MARKER_RE = re.compile(r"^\s*<!--\s*doc-test:\s*(.*?)\s*-->\s*$")
FENCE_RE = re.compile(r"^\s*```(\S*)\s*$")
TIMEOUT_S = 600


class Block:
    def __init__(self, doc, line, lang, lines, markers):
        self.doc = doc          # the doc's path as given
        self.line = line        # 1-based line of the opening fence
        self.lang = lang
        self.lines = lines      # the block's lines, without the fences
        self.markers = markers

    def where(self, offset=0):
        """doc:LINE of the block's line `offset` (0: the fence)."""
        return "%s:%d" % (self.doc, self.line + offset)


def parse(doc, text, errors):
    """The fenced blocks of `text`; a malformed marker appends to `errors`."""
    blocks = []
    lines = text.split("\n")
    pending = None  # (line, words) of a marker waiting for its fence
    i = 0
    while i < len(lines):
        m = MARKER_RE.match(lines[i])
        if m:
            words = m.group(1).split()
            unknown = [w for w in words if w not in MARKERS]
            if unknown or not words:
                errors.append("%s:%d: error: unknown doc-test marker '%s' (known: %s)" % (
                    doc, i + 1, " ".join(unknown) or m.group(1), ", ".join(MARKERS)))
            pending = (i + 1, set(words))
            i += 1
            continue
        f = FENCE_RE.match(lines[i])
        if not f:
            if pending and lines[i].strip():
                errors.append("%s:%d: error: doc-test marker not followed by a fenced block"
                              % (doc, pending[0]))
                pending = None
            i += 1
            continue
        start = i
        i += 1
        while i < len(lines) and not FENCE_RE.match(lines[i]):
            i += 1
        if i == len(lines):
            errors.append("%s:%d: error: unclosed ``` block" % (doc, start + 1))
            break
        blocks.append(Block(doc, start + 1, f.group(1), lines[start + 1:i],
                            pending[1] if pending else set()))
        pending = None
        i += 1
    if pending:
        errors.append("%s:%d: error: doc-test marker not followed by a fenced block"
                      % (doc, pending[0]))
    return blocks


def console_parts(block):
    """(commands, expected) of a console block: commands as (offset, text),
    expected output lines as (offset, text); offsets count from the fence."""
    commands, expected = [], []
    k = 0
    while k < len(block.lines):
        line = block.lines[k]
        if line.startswith("$ "):
            offset, text = k + 1, line[2:]
            while text.endswith("\\") and k + 1 < len(block.lines):
                k += 1
                text += "\n" + block.lines[k]
            commands.append((offset, text))
        elif line.strip():
            expected.append((k + 1, line.rstrip()))
        k += 1
    return commands, expected


def run_script(script, cwd, env):
    r = subprocess.run(["bash", "-e", "-o", "pipefail", "-c", script], cwd=cwd, env=env,
                       capture_output=True, text=True, timeout=TIMEOUT_S)
    return r.returncode, r.stdout + r.stderr


def tail(output, n=15):
    return "".join("    | " + line + "\n" for line in output.rstrip("\n").split("\n")[-n:])


def run_block(block, cwd, env):
    """None when the block works as written, else the error message."""
    if block.lang != "console":
        # The ERR trap names the failing line of the script (= of the block).
        script = ("trap 'echo \"doc-blocks: failed at block line $LINENO\" >&2' ERR\n"
                  + "\n".join(block.lines) + "\n")
        rc, out = run_script(script, cwd, env)
        if rc == 0:
            return None
        m = re.search(r"doc-blocks: failed at block line (\d+)", out)
        offset = int(m.group(1)) - 1 if m else 1
        return "%s: error: exit status %d\n%s" % (block.where(offset), rc, tail(out))
    commands, expected = console_parts(block)
    if not commands:
        return ("%s: error: console block without a '$ ' command; mark it "
                "<!-- doc-test: output --> or fence it ```text" % block.where())
    printed = []
    for offset, text in commands:
        rc, out = run_script(text, cwd, env)
        if rc != 0:
            return "%s: error: exit status %d: %s\n%s" % (
                block.where(offset), rc, text.split("\n")[0], tail(out))
        printed += [line.rstrip() for line in out.split("\n")]
    if "no-output-check" in block.markers:
        return None
    pos = 0
    for offset, want in expected:
        if want.strip() == "...":
            continue
        while pos < len(printed) and printed[pos] != want:
            pos += 1
        if pos == len(printed):
            return "%s: error: the output the doc shows was not printed (in this order): %s\n%s" % (
                block.where(offset), want.strip(), tail("\n".join(printed)))
        pos += 1
    return None


def work_dir(build):
    """A temporary directory linking the repository's top-level entries."""
    d = tempfile.mkdtemp(prefix="doc-blocks.")
    for name in os.listdir(ROOT):
        if name in (".git", "build"):
            continue
        os.symlink(os.path.join(ROOT, name), os.path.join(d, name))
    os.symlink(os.path.abspath(build), os.path.join(d, "build"))
    return d


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("docs", nargs="+")
    ap.add_argument("--build", default=os.path.join(ROOT, "build"),
                    help="the build directory the docs' build/ names")
    ap.add_argument("--with-frontends", action="store_true",
                    help="also run the blocks marked needs-frontends")
    ap.add_argument("--venv", default=os.environ.get(
        "MEMOPT_FRONTENDS_VENV", os.path.join(ROOT, "build", "frontends-venv")),
        help="the front ends' environment ($env in the blocks)")
    args = ap.parse_args()

    env = dict(os.environ)
    env["PATH"] = os.path.join(os.path.abspath(args.build), "bin") + os.pathsep + env["PATH"]
    env["PYTHONPATH"] = "python" + (os.pathsep + env["PYTHONPATH"]
                                    if env.get("PYTHONPATH") else "")
    if args.with_frontends:
        env["env"] = args.venv
        env["MEMOPT_FRONTENDS_VENV"] = args.venv
        env["PATH"] = os.path.join(args.venv, "bin") + os.pathsep + env["PATH"]

    ran = skipped = not_run = 0
    failures = []
    for doc in args.docs:
        with open(doc) as f:
            blocks = parse(doc, f.read(), failures)
        cwd = work_dir(args.build)
        try:
            for b in blocks:
                if b.lang not in SHELL_FENCES or "output" in b.markers:
                    continue
                reason = [w for w in NOT_RUN if w in b.markers]
                if reason:
                    print("not run %s (%s)" % (b.where(), reason[0]))
                    not_run += 1
                    continue
                if "needs-frontends" in b.markers and not args.with_frontends:
                    print("skipped %s (needs the front ends' environment)" % b.where())
                    skipped += 1
                    continue
                err = run_block(b, cwd, env)
                ran += 1
                if err:
                    failures.append(err)
                    print("FAILED %s" % b.where())
                else:
                    print("ran %s" % b.where())
        finally:
            shutil.rmtree(cwd, ignore_errors=True)
    for err in failures:
        sys.stderr.write(err.rstrip("\n") + "\n")
    print("doc-blocks: ran %d, skipped %d needing the environment, "
          "%d not run (installs, writes-repo), %d failed"
          % (ran, skipped, not_run, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
