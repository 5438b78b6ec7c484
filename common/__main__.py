"""``python -m common`` starts the launcher too."""

import sys

from common.launcher import main

sys.exit(main())
