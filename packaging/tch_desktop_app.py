"""The standalone build's program (PyInstaller's entry script, see build_app.py)."""

import multiprocessing
import sys

from tch_desktop.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # a `simulate` worker runs here and exits
    sys.exit(main())
