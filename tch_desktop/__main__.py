import sys

from tch_desktop.cli import main

sys.exit(main())
