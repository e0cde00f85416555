"""A front end without a framework, on the command line the real ones share
(memopt.cli): its "export" is a committed fixture (--from STEM), and it
prints the model and sizes the flags asked for, so that the test sees
what reached the export."""

import json
import sys

from memopt import cli


def export(args, cfg):
    print(f"model {args.model} {cfg} batch {args.batch} optimizer {not args.no_optimizer}",
          file=sys.stderr)
    with open(args.stem + ".mlir") as f, open(args.stem + ".json") as g:
        return f.read(), json.load(g)


def main(argv=None):
    ap = cli.parser("cli_stand_in.py", __doc__, {"gpt": None, "llama": None})
    ap.add_argument("--from", dest="stem", required=True)
    return cli.main(ap, export, argv)


if __name__ == "__main__":
    sys.exit(main())
