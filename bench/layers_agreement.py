#!/usr/bin/env python3
"""Inferred layers against the annotated ones.

The command line of memopt.testing.layers_agreement, which the lit tests run too.
Run it with PYTHONPATH=python (or after `pip install -e .`).
"""

import sys

from memopt.testing.layers_agreement import main

if __name__ == "__main__":
    sys.exit(main())
