#!/usr/bin/env python3
"""FLOPs of exports, of mem-gen's steps and of the estimate, side by side.

The command line of memopt.testing.flops_fidelity, which the lit tests run too.
Run it with PYTHONPATH=python (or after `pip install -e .`).
"""

import sys

from memopt.testing.flops_fidelity import main

if __name__ == "__main__":
    sys.exit(main())
