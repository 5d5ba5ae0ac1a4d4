"""Information-set Monte Carlo tree search (single observer) over the protocol.

Every iteration re-deals what the observer cannot see (``determinize`` from the
observer's own view), walks a tree whose nodes are keyed by the acting
player's ``information_key``, adds one node, plays the rest out with a cheap
policy and backs up ``returns()``. Because the tree is keyed by what each
actor knows, an opponent's node gathers the results of every deal that
opponent cannot tell apart, and the search never reads a hidden card: it is
only ever handed a view. Nothing here names a game; a game tunes the search
through the callables it passes in (``rollout``, ``evaluate``, ``candidates``).

Legal actions may differ between deals (an opponent's hand), so selection uses
availability counts (UCT over the times an action *could* have been chosen).
With an iteration budget and a seeded generator the result is reproducible.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field

from boardgames.core.protocol import Action, State

# A move for ``player`` in a (determinized) state: used inside rollouts, so it may read
# the state it is given directly, which is already one of many possible deals.
RolloutPolicy = Callable[[State, int, list[Action], random.Random], Action]
# Each player's expected return (a win chance) for an unfinished state: lets rollouts stop early.
Evaluator = Callable[[State], Sequence[float]]
# The few actions worth searching at the root (a heuristic's favourites), in order.
Candidates = Callable[[State, int, list[Action], random.Random], list[Action]]

DEFAULT_EXPLORATION = 0.7


def random_policy(state: State, player: int, legal: list[Action], rng: random.Random) -> Action:
    """Uniform random play: the cheapest rollout."""
    return legal[int(rng.random() * len(legal))]


@dataclass(slots=True)
class Edge:
    """One action's statistics at a node, for the player acting there."""

    visits: int = 0
    reward: float = 0.0
    available: int = 0


@dataclass(slots=True)
class Node:
    """Everything tried from one information set; edges in first-seen order."""

    edges: dict[Action, Edge] = field(default_factory=dict)


@dataclass(frozen=True)
class SearchResult:
    """The chosen action and what the simulations say about the position."""

    action: Action | None
    iterations: int
    # Each player's mean return over all simulations: a win forecast from the same playouts.
    value: tuple[float, ...]
    visits: dict[Action, int]


@dataclass
class Budget:
    """Stop after ``iterations`` or ``seconds``, whichever comes first (None: no limit)."""

    iterations: int | None = None
    seconds: float | None = 1.0

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError("a search needs an iteration or a time budget")


class InformationSetSearch:
    """The search itself; one instance may serve many moves (it keeps no tree between them)."""

    def __init__(
        self,
        rollout: RolloutPolicy = random_policy,
        evaluate: Evaluator | None = None,
        rollout_depth: int | None = None,
        candidates: Candidates | None = None,
        exploration: float = DEFAULT_EXPLORATION,
    ) -> None:
        if rollout_depth is not None and evaluate is None:
            raise ValueError("a rollout depth needs an evaluator for the unfinished state")
        self.rollout = rollout
        self.evaluate = evaluate
        self.rollout_depth = rollout_depth
        self.candidates = candidates
        self.exploration = exploration

    def search(
        self,
        view: State,
        observer: int | None,
        rng: random.Random,
        budget: Budget,
        legal: list[Action] | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> SearchResult:
        """Search from ``view`` as ``observer`` sees it (None: a bystander who holds nothing).

        The root's actor is the lowest player to move; ``legal`` are that actor's
        actions (asked of the view when not given). ``should_stop`` lets a caller on
        another thread cut the search short.
        """
        players = view.num_players
        totals = [0.0] * players
        if view.is_over():
            return SearchResult(None, 0, tuple(view.returns()), {})
        actor = min(view.to_move())
        if legal is None:
            legal = view.legal_actions(actor)
        root_actions = list(legal)
        if self.candidates is not None and len(root_actions) > 1:
            root_actions = self.candidates(view, actor, root_actions, rng) or root_actions
        tree: dict[Hashable, Node] = {}
        root = Node({action: Edge() for action in root_actions})
        deadline = None if budget.seconds is None else time.perf_counter() + budget.seconds
        done = 0
        while budget.iterations is None or done < budget.iterations:
            if done and deadline is not None and time.perf_counter() >= deadline:
                break
            if should_stop is not None and should_stop():
                break
            returns = self._iterate(view, observer, root, tree, rng)
            for player in range(players):
                totals[player] += returns[player]
            done += 1
        best = self._most_visited(root) if len(root_actions) > 1 else root_actions[0]
        return SearchResult(
            best,
            done,
            tuple(total / done for total in totals) if done else (0.0,) * players,
            {action: edge.visits for action, edge in root.edges.items()},
        )

    # -- one iteration ---------------------------------------------------------------------
    def _iterate(
        self,
        view: State,
        observer: int | None,
        root: Node,
        tree: dict[Hashable, Node],
        rng: random.Random,
    ) -> Sequence[float]:
        state = view.determinize(observer, rng)
        path: list[tuple[Edge, int]] = []
        node: Node | None = root
        while not state.is_over():
            actor = min(state.to_move())
            legal = state.legal_actions(actor)
            if node is None:
                key = state.information_key(actor)
                node = tree.get(key)
                if node is None:
                    node = tree[key] = Node()
            action, expanded = self._select(node, legal, rng, node is root)
            path.append((node.edges[action], actor))
            state.apply(action, actor)
            node = None
            if expanded:
                break
        returns = self._play_out(state, rng)
        for edge, actor in path:
            edge.visits += 1
            edge.reward += returns[actor]
        return returns

    def _select(
        self, node: Node, legal: list[Action], rng: random.Random, at_root: bool
    ) -> tuple[Action, bool]:
        """UCT over the available actions; an untried one first. Returns (action, expanded)."""
        edges = node.edges
        if at_root:
            available = [action for action in edges if action in legal] or list(edges)
        else:
            available = legal
            for action in legal:
                if action not in edges:
                    edges[action] = Edge()
        untried = [action for action in available if edges[action].visits == 0]
        for action in available:
            edges[action].available += 1
        if untried:
            return untried[0] if at_root else untried[int(rng.random() * len(untried))], True
        best, best_score = available[0], -math.inf
        for action in available:
            edge = edges[action]
            score = edge.reward / edge.visits + self.exploration * math.sqrt(
                math.log(edge.available) / edge.visits
            )
            if score > best_score:
                best, best_score = action, score
        return best, False

    def _play_out(self, state: State, rng: random.Random) -> Sequence[float]:
        steps = 0
        limit = self.rollout_depth
        while not state.is_over():
            if limit is not None and steps >= limit:
                assert self.evaluate is not None
                return self.evaluate(state)
            actor = min(state.to_move())
            legal = state.legal_actions(actor)
            action = legal[0] if len(legal) == 1 else self.rollout(state, actor, legal, rng)
            state.apply(action, actor)
            steps += 1
        return state.returns()

    @staticmethod
    def _most_visited(root: Node) -> Action:
        """The robust child: most visits, then the higher mean, then first listed."""
        best, best_key = None, (-1, -math.inf)
        for action, edge in root.edges.items():
            key = (edge.visits, edge.reward / edge.visits if edge.visits else -math.inf)
            if key > best_key:
                best, best_key = action, key
        assert best is not None
        return best


class SearchBot:
    """The ``hard`` level: the search behind the ``Bot`` interface, thinking for a fixed time
    (or a fixed number of iterations, for reproducible tests)."""

    name = "search"

    def __init__(
        self,
        search: InformationSetSearch,
        seconds: float | None = 1.0,
        iterations: int | None = None,
    ) -> None:
        self.search = search
        self.seconds = seconds
        self.iterations = iterations
        self.iteration_counts: list[int] = []  # per move, for ``bench``

    def choose(self, view: State, player: int, legal: list[Action], rng: random.Random) -> Action:
        search_rng = random.Random(rng.getrandbits(64))
        budget = Budget(iterations=self.iterations, seconds=self.seconds)
        result = self.search.search(view, player, search_rng, budget, legal)
        self.iteration_counts.append(result.iterations)
        assert result.action is not None
        return result.action
