"""A front end without a framework, on the command line the real ones share
(memopt.cli): its "export" is a committed fixture (--from STEM), and it
prints the model and sizes the flags asked for, so that the test sees
what reached the export."""

import json
import sys

from memopt import cli


def export(args, cfg):
    print(f"model {args.model} {cfg} batch {args.batch} optimizer "
          f"{not args.no_optimizer and args.optimizer}", file=sys.stderr)
    # Another optimizer's or precision's export is the fixture
    # STEM-OPTIMIZER or STEM-PRECISION[-OPTIMIZER].
    suffix = ["mixed"] if getattr(args, "precision", "fp32") == "mixed" else []
    suffix += [] if args.optimizer == "adamw" else [args.optimizer]
    stem = "-".join([args.stem, *suffix])
    with open(stem + ".mlir") as f, open(stem + ".json") as g:
        return f.read(), json.load(g)


def main(argv=None):
    ap = cli.parser("cli_stand_in.py", __doc__, {"gpt": None, "llama": None})
    ap.add_argument("--from", dest="stem", required=True)
    ap.add_argument("--optimizer", default="adamw")
    ap.add_argument("--traces", default="",
                    help="the rungs it traces: mixed, optimizers (comma separated)")
    args, _ = ap.parse_known_args(argv)
    return cli.main(ap, export, argv, traced=[t for t in args.traces.split(",") if t])


if __name__ == "__main__":
    sys.exit(main())
