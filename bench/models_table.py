#!/usr/bin/env python3
"""The table of models exported through the front ends' export_step
(HuggingFace models by --hf, Flax, Equinox, other optimizers, scanned
layers): docs/frontends.md, "Any model".

The command line of memopt.testing.models_table, which
test/Frontends/models-table.test runs on committed fixtures. With --export
it exports every model first (the front ends' environment:
scripts/frontends-env.sh). Run it with PYTHONPATH=python.
"""

import sys

from memopt.testing.models_table import main

if __name__ == "__main__":
    sys.exit(main())
