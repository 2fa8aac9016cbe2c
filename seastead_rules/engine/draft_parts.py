"""The parts of a Draft (engine/draft.py) that an action changes in place: mutable twins
of the Player, Cards and Log records, which become those records when the Draft freezes
(their class changes, as in construct.py), so nothing is copied back.

Like table.py, this module holds speed tricks on purpose; handlers never see them (they
go through the Draft's write API, engine/writes.py)."""

from __future__ import annotations

from ..kernel.rules.construct import bounded_cache, check_plain
from ..model.state import Cards, Log, Player

__all__ = ["Seat", "Piles", "Lines", "new_lines", "part", "found_part"]


_blank = object.__new__
part = bounded_cache()          # tuples of a state's fields and reserves, shared
found_part = part.get

for _record in (Player, Cards, Log):
    check_plain(_record)        # each has a mutable twin below that becomes one of them


class Seat:
    """A player's mutable reserves during one action.

    It has the Player's slots, so freezing turns it into the new Player in place (its
    class changes, as in construct.py) instead of copying it into one."""
    __slots__ = Player.__slots__

    def __init__(self, p: Player):
        self.resources = list(p.resources)
        self.built = p.built                # tuples, replaced whole when they change
        self.ships_reserve = p.ships_reserve
        self.ships_boxed = p.ships_boxed
        self.specialists = p.specialists
        self.cleanup = p.cleanup
        self.cleanup_extra = p.cleanup_extra
        self.columns = p.columns

    def freeze(self) -> Player:
        resources = tuple(self.resources)
        self.resources = found_part(resources) or part(resources)
        self.__class__ = Player
        return self

    def add_built(self, kind: int) -> None:
        """One more building of `kind` taken from the player board."""
        built = list(self.built)
        built[kind] += 1
        built = tuple(built)
        self.built = found_part(built) or part(built)

    def set_specialists(self, cards) -> None:
        """The player's specialists, as (name, face_up) pairs in the order taken."""
        self.specialists = part(tuple(cards))


class Piles:
    """The card piles while an action moves a card: a twin of Cards whose changed piles
    are lists; it becomes the new Cards record when the Draft freezes."""
    __slots__ = Cards.__slots__

    def __init__(self, c: Cards):
        self.dive_deck = c.dive_deck
        self.dive_discard = c.dive_discard
        self.dive_face = c.dive_face
        self.specialist_deck = c.specialist_deck
        self.specialist_display = c.specialist_display
        self.dock_deck = c.dock_deck
        self.dock_display = c.dock_display
        self.decree_deck = c.decree_deck
        self.set_aside = c.set_aside
        self.kept = c.kept              # (these five are replaced whole, never lists)
        self.dive_open = c.dive_open
        self.open_to = c.open_to
        self.known = c.known
        self.outer_open = c.outer_open
        self.face_up = c.face_up        # (replaced whole, never a list)

    def copy(self) -> "Piles":
        """An independent twin: the piles that are lists are copied."""
        twin = _blank(Piles)
        for name in Piles.__slots__:
            value = getattr(self, name)
            setattr(twin, name, value[:] if type(value) is list else value)
        return twin

    def freeze(self) -> Cards:
        # The piles pile() turned into lists, back to tuples (dive_face is a number).
        # Written out pile by pile: a loop over the names costs two dynamic attribute
        # calls per pile, and this runs on every action that moves a card.
        if type(self.dive_deck) is list:
            self.dive_deck = tuple(self.dive_deck)
        if type(self.dive_discard) is list:
            self.dive_discard = tuple(self.dive_discard)
        if type(self.specialist_deck) is list:
            self.specialist_deck = tuple(self.specialist_deck)
        if type(self.specialist_display) is list:
            self.specialist_display = tuple(self.specialist_display)
        if type(self.dock_deck) is list:
            self.dock_deck = tuple(self.dock_deck)
        if type(self.dock_display) is list:
            self.dock_display = tuple(self.dock_display)
        if type(self.decree_deck) is list:
            self.decree_deck = tuple(self.decree_deck)
        if type(self.set_aside) is list:
            self.set_aside = tuple(self.set_aside)
        self.__class__ = Cards
        return self


# The freeze above names every pile; a pile added to Cards must be added there too.
assert set(Cards.__slots__) == {"dive_deck", "dive_discard", "dive_face", "specialist_deck",
                                "specialist_display", "dock_deck", "dock_display",
                                "decree_deck", "set_aside", "kept", "dive_open", "open_to",
                                "known", "outer_open", "face_up"}, "update Piles.freeze"


class Lines:
    """The log link of this action while its lines are said: a twin of Log whose events
    are a list; it becomes the new Log record when the Draft freezes. Made by `say`."""
    __slots__ = Log.__slots__


def new_lines(prev) -> Lines:
    """An action's log link, its events a list, after the log `prev`."""
    lines = _blank(Lines)          # (no class call: about once per action)
    lines.events, lines.prev, lines.action = [], prev, None
    return lines
