"""``python -m boardgames`` is the same program as the ``boardgames`` command."""

from boardgames.cli import main

raise SystemExit(main())
