#!/usr/bin/env python3
"""Every --memopt-remat strategy on every mem-gen preset, checked.

The command line of memopt.testing.remat_presets, which the lit tests run too.
Run it with PYTHONPATH=python (or after `pip install -e .`).
"""

import sys

from memopt.testing.remat_presets import main

if __name__ == "__main__":
    sys.exit(main())
