"""Five US-presidential-election board games in one desktop app."""

__version__ = "0.1.0"

import os as _os

# pytmx imports pygame when it is installed; keep pygame's banner out of tool output.
_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
