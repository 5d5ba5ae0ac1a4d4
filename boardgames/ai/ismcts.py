"""Information-set Monte Carlo tree search (single observer) over the protocol.

Every iteration re-deals what the observer cannot see (``determinize`` from the
observer's own view), walks a tree whose nodes are keyed by the acting
player's ``information_key``, adds one node, plays the rest out with a cheap
policy and backs up ``returns()``. Because the tree is keyed by what each
actor knows, an opponent's node gathers the results of every deal that
opponent cannot tell apart, and the search never reads a hidden card: it is
only ever handed a view. Nothing here names a game; a game tunes the search
through the callables it passes in (``rollout``, ``evaluate``, ``candidates``,
``horizon``: how far playouts run from this position) and may keep the tree to
the root alone (``tree_depth=0``: flat Monte Carlo, each root action followed by
the rollout policy), which is what a few dozen playouts a move can afford.

Legal actions may differ between deals (an opponent's hand), so selection uses
availability counts (UCT over the times an action *could* have been chosen).
At the root, when the observer is to move, every candidate action is tried on
the same deal with the same luck (common random numbers): with the few dozen
playouts a move that fit in a fraction of a second, comparing moves on equal
footing is what makes the means worth trusting. With an iteration budget and a
seeded generator the result is reproducible.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from boardgames.core.protocol import Action, State

# A move for ``player`` in a (determinized) state: used inside rollouts, so it may read
# the state it is given directly, which is already one of many possible deals.
RolloutPolicy = Callable[[State, int, list[Action], random.Random], Action]
# Each player's expected return (a win chance) for an unfinished state: lets rollouts stop early.
Evaluator = Callable[[State], Sequence[float]]
# The few actions worth searching at the root (a heuristic's favourites), in order.
Candidates = Callable[[State, int, list[Action], random.Random], list[Action]]
# How many turns a playout runs before it is judged, asked once a search of the root view
# (None: play to the end). Near the end of a game a playout to the very end is affordable and
# exact, where a judgement is only a guess.
Horizon = Callable[[State], int | None]
# Whether a position is fit to be judged (no exchange half done, such as an auction with
# bids made but no sale yet): a playout that reaches its limit plays on to such a position.
Settled = Callable[[State], bool]

DEFAULT_EXPLORATION = 0.7
SETTLE_MOVES = 500  # the most moves a playout plays past its limit to reach a settled position


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
    means: dict[Action, float]  # the root actor's mean return after each root action


@dataclass
class Budget:
    """Stop after ``iterations`` or ``seconds``, whichever comes first (None: no limit)."""

    iterations: int | None = None
    seconds: float | None = None
    # What "seconds" counts. The app wants wall time (a move must come within a second);
    # ``simulate`` passes the thread's CPU time so that a strength figure does not depend
    # on how busy the machine was while it ran.
    clock: Callable[[], float] = time.perf_counter

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
        rollout_turns: int | None = None,
        candidates: Candidates | None = None,
        exploration: float = DEFAULT_EXPLORATION,
        loyalty: float = 0.0,
        confidence: float = 0.0,
        horizon: Horizon | None = None,
        tree_depth: int | None = None,
        settled: Settled | None = None,
        own_rollout: RolloutPolicy | None = None,
    ) -> None:
        limited = rollout_depth is not None or rollout_turns is not None or horizon is not None
        if limited and evaluate is None:
            raise ValueError("a rollout limit needs an evaluator for the unfinished state")
        if tree_depth is not None and tree_depth < 0:
            raise ValueError("tree_depth must be 0 or more")
        self.rollout = rollout
        # The observer's own moves in playouts, where they differ from the model of everyone
        # else's (None: ``rollout`` for all): a bot plays its own policy, not its rivals'.
        self.own_rollout = own_rollout
        self.evaluate = evaluate
        self.rollout_depth = rollout_depth
        self.rollout_turns = rollout_turns
        self.horizon = horizon
        # Decisions below the root that get nodes of their own (None: no limit; 0: flat Monte
        # Carlo, every root action followed by the rollout policy). A node met only a few
        # dozen times tries its actions in turn, at random: below the root that mostly adds
        # poor moves to the playouts the root compares.
        self.tree_depth = tree_depth
        # A judgement of a half-finished exchange sees the price bid but not what it bought.
        self.settled = settled
        self.candidates = candidates
        self.exploration = exploration
        self.loyalty = loyalty
        self.confidence = confidence

    def search(
        self,
        view: State,
        observer: int | None,
        rng: random.Random,
        budget: Budget,
        legal: list[Action] | None = None,
        should_stop: Callable[[], bool] | None = None,
        actor: int | None = None,
    ) -> SearchResult:
        """Search from ``view`` as ``observer`` sees it (None: a bystander who holds nothing).

        The root's actor is ``actor``, or else the lowest player to move (several may move
        at a sealed choice); ``legal`` are that actor's actions (asked of the view when not
        given). ``should_stop`` lets a caller on another thread cut the search short.
        """
        players = view.num_players
        totals = [0.0] * players
        if view.is_over():
            return SearchResult(None, 0, tuple(view.returns()), {}, {})
        if actor is None:
            actor = min(view.to_move())
        elif actor not in view.to_move():
            raise ValueError(f"player {actor} has no decision here")
        if legal is None:
            # Only the observer's own options can be read off its view; anyone else's depend
            # on what they hold (a bystander's forecast), so each deal lists them.
            legal = view.legal_actions(actor) if observer == actor else []
        root_actions = list(legal)
        if self.candidates is not None and len(root_actions) > 1:
            root_actions = self.candidates(view, actor, root_actions, rng) or root_actions
        tree: dict[int, Node] = {}  # information key's hash -> node
        # The observer's own decision is the same in every deal: search only its actions (or
        # the favourites among them). Anyone else's root decision (a bystander's forecast)
        # depends on the deal, like any other node.
        fixed = observer == actor and bool(root_actions)
        if fixed and len(root_actions) == 1:
            # One move worth considering (a game's candidates may keep only the favourite):
            # ``_choice`` would return it whatever the playouts said, so spend no time on them.
            return SearchResult(root_actions[0], 0, (0.0,) * players, {root_actions[0]: 0}, {})
        root = Node({action: Edge() for action in root_actions} if fixed else {})
        clock = budget.clock
        deadline = None if budget.seconds is None else clock() + budget.seconds
        limits = self._limits(view)
        done = 0
        paired: list[list[float]] = []  # per deal, the root actor's return after each action
        while budget.iterations is None or done < budget.iterations:
            if done and deadline is not None and clock() >= deadline:
                break
            if should_stop is not None and should_stop():
                break
            deal = view.determinize(observer, rng)
            if fixed:
                # Every root action meets the same deal and the same luck (common random
                # numbers), so their means differ by the move, not by the draw.
                luck = rng.getrandbits(64)
                outcomes = []
                last = len(root_actions) - 1
                for index, action in enumerate(root_actions):
                    if outcomes and deadline is not None and clock() >= deadline:
                        break  # out of time mid-round: this deal cannot compare the moves
                    outcomes.append(
                        self._descend(
                            deal if index == last else deal.clone(),  # the last may use it up
                            action,
                            root,
                            tree,
                            random.Random(luck),
                            limits,
                            observer,
                            first_actor=actor,
                        )
                    )
                if len(outcomes) == len(root_actions):
                    paired.append([returns[actor] for returns in outcomes])
            else:
                outcomes = [self._descend(deal, None, root, tree, rng, limits, observer)]
            for returns in outcomes:
                for player in range(players):
                    totals[player] += returns[player]
            done += len(outcomes)
        return SearchResult(
            self._choice(root_actions, paired) if fixed else next(iter(root_actions), None),
            done,
            tuple(total / done for total in totals) if done else (0.0,) * players,
            {action: edge.visits for action, edge in root.edges.items()},
            {a: e.reward / e.visits for a, e in root.edges.items() if e.visits},
        )

    # -- one iteration ---------------------------------------------------------------------
    def _descend(
        self,
        state: State,
        first: Action | None,
        root: Node,
        tree: dict[int, Node],
        rng: random.Random,
        limits: tuple[int | None, int | None],
        observer: int | None = None,
        first_actor: int | None = None,
    ) -> Sequence[float]:
        """Down the tree from one deal (``first``: the root action, when it is given, taken
        by ``first_actor`` or else the lowest player to move), one new node, a playout
        within ``limits`` (moves, turns), and the returns backed up along the path."""
        path: list[tuple[Edge, int]] = []
        node: Node | None = root
        expanded = False
        nodes_left = math.inf if self.tree_depth is None else self.tree_depth + 1  # and the root
        if first is not None:
            actor = min(state.to_move()) if first_actor is None else first_actor
            edge = root.edges[first]
            edge.available += 1
            path.append((edge, actor))
            state.apply(first, actor)
            nodes_left -= 1
            node, expanded = None, edge.visits == 0 or nodes_left <= 0
        while not expanded and not state.is_over():
            actor = min(state.to_move())
            legal = state.legal_actions(actor)
            if node is None:
                # The key's hash, not the key: a key copies all its actor knows, and a
                # second's search of a cheap position keys hundreds of nodes. Two
                # information sets sharing a node would need a 64-bit hash collision.
                key = hash(state.information_key(actor))
                node = tree.get(key)
                if node is None:
                    node = tree[key] = Node()
            action, expanded = self._select(node, legal, rng)
            path.append((node.edges[action], actor))
            state.apply(action, actor)
            node = None
            nodes_left -= 1
            expanded = expanded or nodes_left <= 0
        returns = self._play_out(state, rng, path[-1][1] if path else -1, limits, observer)
        for edge, actor in path:
            edge.visits += 1
            edge.reward += returns[actor]
        return returns

    def _select(self, node: Node, legal: list[Action], rng: random.Random) -> tuple[Action, bool]:
        """UCT over the actions available in this deal, an untried one first (at random).
        Returns the action and whether it is new here."""
        edges = node.edges
        for action in legal:
            if action not in edges:
                edges[action] = Edge()
            edges[action].available += 1
        untried = [action for action in legal if edges[action].visits == 0]
        if untried:
            return untried[int(rng.random() * len(untried))], True
        best, best_score = legal[0], -math.inf
        for action in legal:
            edge = edges[action]
            score = edge.reward / edge.visits + self.exploration * math.sqrt(
                math.log(edge.available) / edge.visits
            )
            if score > best_score:
                best, best_score = action, score
        return best, False

    def _limits(self, view: State) -> tuple[int | None, int | None]:
        """The playouts' limits in moves and turns for a search from ``view``."""
        if self.horizon is None:
            return self.rollout_depth, self.rollout_turns
        turns = self.horizon(view)
        return (None, None) if turns is None else (self.rollout_depth, turns)

    def _play_out(
        self,
        state: State,
        rng: random.Random,
        last_actor: int,
        limits: tuple[int | None, int | None],
        observer: int | None = None,
    ) -> Sequence[float]:
        """Play on to the end, or (with an evaluator) until ``limits`` moves or the end of
        that many turns, whichever comes first, and then on to a settled position when the
        search was given ``settled``. Counting turns, not only
        moves, keeps the horizon fair: a move that prolongs one's own turn must not look
        better merely because the opponents' replies fall beyond the horizon."""
        steps = turns = extra = 0
        limit, turn_limit = limits
        while not state.is_over():
            actor = min(state.to_move())
            if actor != last_actor:
                turns += 1
                last_actor = actor
            if (limit is not None and steps >= limit) or (
                turn_limit is not None and turns >= turn_limit
            ):
                if self.settled is None or self.settled(state) or extra >= SETTLE_MOVES:
                    assert self.evaluate is not None
                    return self.evaluate(state)
                extra += 1  # the limit is reached mid-exchange: play on to a settled position
            legal = state.legal_actions(actor)
            policy = self.rollout
            if actor == observer and self.own_rollout is not None:
                policy = self.own_rollout
            action = legal[0] if len(legal) == 1 else policy(state, actor, legal, rng)
            state.apply(action, actor)
            steps += 1
        return state.returns()

    def _choice(self, actions: list[Action], paired: list[list[float]]) -> Action:
        """The root action with the best mean return. When the first action is the
        heuristic's favourite, another replaces it only if it beats it by more than
        ``loyalty`` on average and by ``confidence`` standard errors of the paired
        differences (each deal scored both): with a few dozen playouts, most gaps are noise,
        and the favourite is a good move to fall back on."""
        rounds = len(paired)
        if not rounds:  # not one whole round in time: trust the favourite
            return actions[0]
        means = [sum(row[i] for row in paired) / rounds for i in range(len(actions))]
        best = max(range(len(actions)), key=lambda i: means[i])  # ties: the earlier listed
        if best == 0:
            return actions[0]
        if rounds < 2 and self.confidence > 0:
            return actions[0]  # one deal cannot show a gap is more than luck
        gaps = [row[best] - row[0] for row in paired]
        gap = sum(gaps) / rounds
        spread = math.sqrt(sum((g - gap) ** 2 for g in gaps) / (rounds - 1)) if rounds > 1 else 0
        if gap > self.loyalty and gap > self.confidence * spread / math.sqrt(rounds):
            return actions[best]
        return actions[0]


class SearchBot:
    """The ``hard`` level: the search behind the ``Bot`` interface, thinking for a fixed time
    (or a fixed number of iterations, for reproducible tests)."""

    name = "search"
    thinks_long = True  # the app runs it apart from the frame loop (``ai.apart``)

    def __init__(
        self,
        search: InformationSetSearch,
        seconds: float | None = 1.0,
        iterations: int | None = None,
    ) -> None:
        self.search = search
        # The search the win forecast runs (from nobody's view): the same unless a game
        # judges a position for the forecast differently from how its bot compares moves.
        self.forecast_search = search
        self.seconds = seconds
        self.iterations = iterations
        self.clock: Callable[[], float] = time.perf_counter  # see ``Budget.clock``
        self.iteration_counts: list[int] = []  # per move searched, for ``bench``
        self.instant_moves = 0  # moves with one candidate, answered without a search

    def choose(self, view: State, player: int, legal: list[Action], rng: random.Random) -> Action:
        search_rng = random.Random(rng.getrandbits(64))
        budget = Budget(iterations=self.iterations, seconds=self.seconds, clock=self.clock)
        # ``player`` may be a later mover of a sealed choice (asked in the table's order).
        result = self.search.search(view, player, search_rng, budget, legal, actor=player)
        if result.iterations:
            self.iteration_counts.append(result.iterations)
        else:
            self.instant_moves += 1
        assert result.action is not None
        return result.action
