#!/usr/bin/env python3
"""The front-end table of the committed fixtures.

The command line of memopt.testing.frontends_table, which the lit tests run too.
Run it with PYTHONPATH=python (or after `pip install -e .`).
"""

import sys

from memopt.testing.frontends_table import main

if __name__ == "__main__":
    sys.exit(main())
