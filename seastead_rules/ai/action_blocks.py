"""The blocks of the action space of a content set: one per kind of choice, in a fixed
order, each sized for the content (docs/ai.md has the table), and what each index of a
block stands for. action_space.py finds the index of an action."""

from __future__ import annotations

import itertools

from ..engine.dealing import Deal
from ..engine.places import WHERE
from ..errors import IllegalAction
from ..inputs import as_index
from ..model import effects as fx
from ..model.actions import shown
from ..model.cards import records_in
from ..model.names import COLOURS, FLOTILLAS, KINDS, LOCATIONS, RESOURCES

__all__ = ["Blocks", "OTHER_OPTIONS", "BUILD_SPOTS", "SWAPS", "PAIR_KINDS"]

# Questions of a kind this space does not know (content of the future) are indexed by the
# position of the answer among the options, in a block of this size.
OTHER_OPTIONS = 32
BUILD_SPOTS = len(KINDS) * LOCATIONS
# (a, b, lock): the demand tokens of flotillas a < b swap and one of them is locked.
SWAPS = tuple((a, b, lock) for a, b in itertools.combinations(range(FLOTILLAS), 2)
              for lock in (a, b))
PAIR_KINDS = ("move ship", "swap buildings")    # answered by two board indices


def _asks(content) -> set:
    """The questions of the newer card language that the content's cards can ask: only
    those have a block of their own (the others are empty, so that content without them
    keeps its action space and its speed)."""
    found = set()
    for r in records_in(content.flotilla_sides, content.dock_tiles, content.dive_cards,
                        content.specialists, content.decrees, content.rules):
        if isinstance(r, fx.Give):
            found.add("give")
        elif isinstance(r, fx.ChooseCard):
            found.add("card")
        elif isinstance(r, fx.Rest) and r.any_order:
            found.add("order")
        elif isinstance(r, fx.MoveShip):
            found.add("move ship")
        elif isinstance(r, fx.SwapBuildings):
            found.add("swap buildings")
        elif isinstance(r, fx.AnyPlayer) or isinstance(r, fx.Extreme) and r.ties in ("choose",
                                                                                  ""):
            found.add("player")
    return found


def _max_choose(content) -> int:
    """The most options any `choose` in the content offers (at least 1)."""
    return max((len(r.options) for r in records_in(
        content.flotilla_sides, content.dock_tiles, content.dive_cards, content.specialists,
        content.decrees, content.rules) if isinstance(r, fx.Choose)), default=1)


class Blocks:
    """The blocks of one content set: `blocks` lists (name, size) in order, `start[name]`
    where each starts, `size` the total; `describe(i)` says what index `i` stands for.
    Cards are numbered by the content's order (`specialists`, `docks`, `decrees`,
    `dives`)."""

    def __init__(self, content):
        self.specialists = tuple(s.name for s in content.specialists)
        self.docks = tuple(d.name for d in content.dock_tiles)
        self.decrees = tuple(d.name for d in content.decrees)
        self.cutters = tuple(s.name for s in content.specialists
                             if s.discount and s.type in ("build", "either"))
        self.reacts = max([len(s.reacts) for s in content.specialists] + [1])
        self._spec = {n: i for i, n in enumerate(self.specialists)}
        self._dock = {n: i for i, n in enumerate(self.docks)}
        self._decree = {n: i for i, n in enumerate(self.decrees)}
        self._cutter = {n: 1 << i for i, n in enumerate(self.cutters)}
        self.dives = tuple(c.name for c in content.dive_cards)
        self._dive = {n: i for i, n in enumerate(self.dives)}
        asks = _asks(content)
        s, d = len(self.specialists), len(self.docks)
        self.blocks = (
            ("dive", 1), ("pass", 1), ("build", BUILD_SPOTS << len(self.cutters)),
            ("use first", s), ("take", 4), ("spend", 4), ("discard", 4), ("may", 2),
            ("choose", _max_choose(content)), ("dock", d), ("take specialist", s),
            ("use specialist", s), ("specialist done", 1), ("exhaust", s), ("refresh", s),
            ("swap", len(SWAPS)), ("pick dock", d), ("decree", len(self.decrees)),
            ("half", 2), ("move", LOCATIONS), ("copy", LOCATIONS), ("ship", LOCATIONS),
            ("rearrange stop", 1), ("rearrange", LOCATIONS * LOCATIONS),
            ("discard card", d + s), ("react", s * self.reacts), ("react done", 1),
            ("give", 4 * ("give" in asks)), ("card", len(self.dives) * ("card" in asks)),
            ("order", len(self.dives) * ("order" in asks)),
            ("move ship", LOCATIONS * LOCATIONS * ("move ship" in asks)),
            ("swap buildings", LOCATIONS * LOCATIONS * ("swap buildings" in asks)),
            ("player", len(COLOURS) * ("player" in asks)), ("other", OTHER_OPTIONS))
        self.sizes = dict(self.blocks)
        # Chance outcomes (a game whose setup is dealt as chance decisions): each card
        # of each pile, the demand tokens by the resource demanded.
        self.outcomes = tuple(
            [Deal("dive", n) for n in self.dives] + [Deal("demand", r) for r in range(4)]
            + [Deal("specialist", n) for n in self.specialists]
            + [Deal("dock", n) for n in self.docks] + [Deal("decree", n) for n in self.decrees])
        self.chance_size = len(self.outcomes)
        self.outcome_ids = {o: i for i, o in enumerate(self.outcomes)}
        self.start, at = {}, 0
        for name, size in self.blocks:
            self.start[name] = at
            at += size
        self.size = at

    def describe(self, i: int) -> str:
        """What index `i` stands for, in words (the same for every position)."""
        i = self._checked(i)
        for name, size in self.blocks:
            at = self.start[name]
            if at <= i < at + size:
                return f"{name} {self._part(name, i - at)}".rstrip()
        raise AssertionError(f"the blocks do not cover index {i}")  # pragma: no cover

    def describe_outcome(self, i: int) -> str:
        """What chance outcome `i` stands for, in words (`Deal`'s text)."""
        n = as_index(i)
        if n is None or not 0 <= n < self.chance_size:
            raise IllegalAction(f"a chance outcome index is an int from 0 to "
                                f"{self.chance_size - 1}, not {shown(i)}")
        return str(self.outcomes[n])

    def card_of(self, i: int) -> str | None:
        """The dive card that index `i` names (an answer of the card or order block), or
        None for an index of another block."""
        for name in ("card", "order"):
            k = i - self.start[name]
            if 0 <= k < self.sizes[name]:
                return self.dives[k]
        return None

    def _checked(self, i) -> int:
        # An action index as an int (a numpy integer too); IllegalAction if it is none.
        n = as_index(i)
        if n is None or not 0 <= n < self.size:
            raise IllegalAction(f"an action index is an int from 0 to {self.size - 1}, "
                                f"not {shown(i)}")
        return n

    def _part(self, name: str, k: int) -> str:
        if name == "build":
            spot, mask = divmod(k, 1 << len(self.cutters))
            kind, rest = divmod(spot, LOCATIONS)
            used = [c for c, bit in self._cutter.items() if mask & bit]
            text = f"{KINDS[kind]} at {WHERE[rest]}"
            return text + (f" using {', '.join(used)}" if used else "")
        names = {"take": RESOURCES, "spend": RESOURCES, "discard": RESOURCES, "give": RESOURCES,
                 "player": COLOURS,
                 "card": self.dives, "order": self.dives,
                 "may": ("yes", "no"), "dock": self.docks, "pick dock": self.docks,
                 "decree": self.decrees, "discard card": self.docks + self.specialists,
                 "half": ("1", "2"),
                 "swap": tuple(f"flotillas {a + 1} and {b + 1}, lock flotilla {lock + 1}"
                               for a, b, lock in SWAPS)}
        if name in names:
            return names[name][k]
        if name in ("use first", "take specialist", "use specialist", "exhaust", "refresh"):
            return self.specialists[k]
        if name == "react":
            return f"{self.specialists[k // self.reacts]} ({k % self.reacts + 1})"
        if name in ("rearrange", *PAIR_KINDS):
            joined = "with" if name == "swap buildings" else "to"
            return f"{WHERE[k // LOCATIONS]} {joined} {WHERE[k % LOCATIONS]}"
        if name in ("move", "copy", "ship"):
            return WHERE[k]
        if name in ("choose", "other"):
            return f"option {k + 1}"
        return ""


