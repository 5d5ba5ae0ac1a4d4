"""``Labelled``: a decision that words its own buttons, for a shared decision panel.

The words are ``labels.label``'s, looked up when asked (``labels`` imports the
steps that use this, so it is not imported here at load).
"""

from __future__ import annotations

from typing import Any

from boardgames.core.protocol import Action


class Labelled:
    """Mixed into a Landslide decision: ``label`` gives one choice's button text."""

    __slots__ = ()

    def label(self, game: Any, player: int, action: Action) -> str:
        from boardgames.games.landslide.labels import label

        return label(game, player, action)
