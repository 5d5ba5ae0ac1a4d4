"""Run every test headless: no window and no sound card are needed.

SDL reads these when pygame's display and mixer start, so they must be set
before any test imports pygame.
"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
