"""Setting up a game from a seed and options. Rulebook pp. 3-5."""

from __future__ import annotations

import secrets

from ..errors import ArgumentError, ContentError
from ..inputs import SEED_MAX, check_int, check_type
from ..model.content import Content, load_content
from ..model.names import CLEANUP_TOKENS, FLOTILLAS, KINDS, LOCATIONS, TOKENS_PER_RESOURCE
from ..model.state import Ctx, Frame, Player, State
from . import ops
from .draft import Draft
from .rng import shuffle
from .solo import SoloStart
from .turn import _settle

__all__ = ["new_game", "checked_setup", "setup_piles", "assemble", "MODES", "SEED_BITS"]


def _check_options(content: Content, sides: str, specialists: str, decree):
    if not isinstance(sides, str) or len(sides) != 4 or set(sides) - {"A", "B"}:
        raise ArgumentError(f"sides must be four letters A or B, one per flotilla tile "
                            f"(like 'AAAA' or 'ABBA'), not {sides!r}")
    if sides.count("B") not in (0, 4) and sides.count("B") < 2:
        raise ArgumentError(f"a mix of sides needs at least two B sides (advanced rules, p. 12); "
                            f"{sides!r} has {sides.count('B')}")
    if not isinstance(specialists, str) or specialists not in ("A", "AB"):
        raise ArgumentError(f"specialists must be 'A' or 'AB', not {specialists!r}")
    if content.rules.building[KINDS.index("port")] is None:
        raise ContentError("the content has no 'building port' rule: a port takes a dock "
                           "tile (rulebook p. 8), so the player board's rules must say "
                           "'building port { choose dock }' (as content/board.sea does)")
    chosen = []
    for tile, face in enumerate(sides, start=1):
        found = [s for s in content.flotilla_sides if s.tile == tile and s.face == face]
        if not found:
            raise ArgumentError(f"the content has no side {face} for flotilla tile {tile}")
        chosen.append(found[0].name)
    if decree is not None:
        if "B" not in sides:
            raise ArgumentError("decrees are used only with B sides (rulebook p. 11); "
                                "choose sides with a B to pick an initial decree")
        if decree not in content.decree:
            raise ArgumentError(f"unknown decree {decree!r}; the decrees are: "
                                f"{', '.join(sorted(content.decree))}")
    return tuple(chosen)


MODES = ("duel", "solo")
SEED_BITS = 64      # a seed drawn for a game without one: the generator's whole state


def new_game(seed: int | None = None, sides: str = "AAAA", specialists: str = "A", decree=None,
             content: Content | None = None, mode: str = "duel", log: bool = True) -> State:
    """A new game, set up from the seed as the rulebook says (pp. 3-5; solo pp. 14-15).

    `sides`: one letter per flotilla tile, all A, all B, or a mix with at least two B.
    `specialists`: "A" (first game) or "AB". `decree`: the initial decree's name (B sides).
    `mode`: "duel" (two players) or "solo" (blue against the Boss; all A sides).
    `seed`: without one, 64 bits are drawn from the operating system's random source.
    Anyone who knows or can guess a game's seed knows every hidden card: a table with
    secrets leaves the seed to the default. `log=False`: the game keeps no log (its
    `log` is None, and `apply` records no events: for simulations)."""
    check_type(log, bool, "log", "True or False")
    state = _set_up(seed, sides, specialists, decree, content, mode)
    return state if log else state.replace(log=None)


def _set_up(seed, sides, specialists, decree, content, mode) -> State:
    # new_game's setup, its options checked: each pile shuffled from the seed, in order.
    content, seed, names = checked_setup(seed, sides, specialists, decree, content, mode)
    rng, orders = seed & ((1 << SEED_BITS) - 1), []
    for _, items in setup_piles(content, sides, specialists, decree, mode == "solo"):
        order, rng = shuffle(items, rng)
        orders.append(order)
    return assemble(content, seed, rng, orders, names, sides, specialists, decree, mode)


def checked_setup(seed, sides, specialists, decree, content, mode) -> tuple:
    """(content, seed, the sides' names) of a setup with these options; ArgumentError
    (ContentError for content that cannot be set up) naming what is wrong."""
    if content is not None:
        check_type(content, Content, "content", "a Content (from load_content) or None")
    content = content if content is not None else load_content()
    if seed is None:
        seed = secrets.randbits(SEED_BITS)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ArgumentError(f"seed must be an int, not {type(seed).__name__}")
    check_int(seed, "seed", 0, SEED_MAX)
    if decree is not None:
        check_type(decree, str, "decree", "a decree's name (a str) or None")
    if not isinstance(mode, str) or mode not in MODES:
        raise ArgumentError(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
    if mode == "solo" and (sides != "AAAA" or decree is not None):
        raise ArgumentError("solo mode uses all A sides and no decrees (rulebook p. 14): "
                            f"sides must be 'AAAA' (not {sides!r}) and decree None")
    return content, seed, _check_options(content, sides, specialists, decree)


def setup_piles(content, sides: str, specialists: str, decree, solo: bool) -> tuple:
    """The piles setup shuffles, in the order it shuffles them: (pile, items), items in
    content order. The dive deck's depths (shallows on top, shelf in the middle, depths
    at the bottom, p. 3; solo: the depths stay in the box, p. 14), the demand tokens (one
    per flotilla), the specialists (solo: those that involve the opponent stay in the
    box, p. 14), the dock tiles, and with B sides the decrees (the initial one left out
    when it is named, p. 12). Made once per content and options."""
    key = ("setup piles", sides, specialists, decree, solo)
    found = content.cache.get(key)
    if found is None:
        found = content.cache[key] = _piles(content, sides, specialists, decree, solo)
    return found


def _piles(content, sides: str, specialists: str, decree, solo: bool) -> tuple:
    piles = [("dive", content.dive_names(depth))
             for depth in (("shallows", "shelf") if solo else ("shallows", "shelf", "depths"))]
    piles.append(("demand", tuple(range(FLOTILLAS))))
    piles.append(("specialist", tuple(s.name for s in content.specialists
                                      if s.set in specialists and not (solo and s.two_player))))
    piles.append(("dock", tuple(d.name for d in content.dock_tiles)))
    if "B" in sides:
        piles.append(("decree", tuple(d.name for d in content.decrees if d.name != decree)))
    return tuple(piles)


def assemble(content, seed: int, rng: int, orders: list, names: tuple, sides: str,
             specialists: str, decree, mode: str) -> State:
    """The game set up from the piles in the orders dealt (`orders`: one list per pile
    of `setup_piles`, top first), as the rulebook says (pp. 3-5; solo pp. 14-15); `rng`
    is the generator's state after the deal."""
    solo = mode == "solo"
    deck = []
    for depth in range(2 if solo else 3):
        deck += orders[depth]
    removed, deck = deck[:3], deck[3:]
    start_card = content.dive[deck.pop(0)]
    if start_card.depth != "shallows" or start_card.start is None:
        raise ValueError("the content needs at least four shallows cards for setup")
    demand, specs, docks = orders[-4:-1] if "B" in sides else orders[-3:]
    decrees_in_play, decree_deck = (), []
    if "B" in sides:
        decree_deck = list(orders[-1])
        first = decree if decree is not None else (decree_deck.pop(0) if decree_deck else None)
        decrees_in_play = (first,) if first else ()
    locked = demand.index(start_card.lock)
    first = 0 if solo else start_card.start
    state = State.from_fields(
        sides=names, demand=tuple(demand), locked=locked, buildings=(-1,) * LOCATIONS,
        ships=(-1,) * LOCATIONS, docks=(),
        # Solo: the Boss has no ships (the orange ships stay in the box). p. 14.
        players=(Player(), Player(ships_reserve=0)) if solo else (Player(), Player()),
        supply=(TOKENS_PER_RESOURCE,) * 4, cleanup_supply=CLEANUP_TOKENS,
        dive_deck=tuple(deck), dive_discard=(start_card.name,), dive_removed=tuple(removed),
        dive_face=0, specialist_deck=tuple(specs[3:]), specialist_display=tuple(specs[:3]),
        dock_deck=tuple(docks[3:]), dock_display=tuple(docks[:3]),
        decree_deck=tuple(decree_deck), decrees=decrees_in_play,
        start_player=first, current=first, round=1, end_round=-1,
        over=False, stack=(Frame((ops.TurnOp(),), 0, Ctx(first)),), log=None,
        seed=seed, rng=rng,
        options=(("sides", sides), ("specialists", specialists), ("decree", decree),
                 ("mode", mode)),
        solo=solo, boss_resources=((),) * LOCATIONS if solo else (),
        content=content,
    )
    if solo:
        t = Draft(state)
        t.say(-1, "setup (solo): {} is the starting card", start_card.name, src=start_card.src)
        t.push((SoloStart(start_card.name),), Ctx(0))
        return _settle(t)
    # The starting card's halves face the players by colour (half 1 blue, half 2 orange);
    # each takes theirs, the start player first. Rulebook p. 5.
    t = Draft(state)
    t.say(-1, "setup: {} is the starting card; {} starts",
          start_card.name, ('blue', 'orange')[first], src=start_card.src)
    if decrees_in_play:     # the initial decree, face up from the start. Rulebook p. 12.
        t.say(-1, "setup: decree {} is in play", decrees_in_play[0],
              src=content.decree[decrees_in_play[0]].src)
    second = ops.TakeHalf(start_card.name, 1 - first, 1 - first, arrow=False)
    t.push((ops.TakeHalf(start_card.name, first, first, arrow=False, then=second),), Ctx(first))
    return _settle(t)
