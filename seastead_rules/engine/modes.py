"""Game modes: the points where the solo mode's rules differ from the two-player game's.

The core rules ask `mode_of(t)` at each point and never which mode is playing. `Mode`
gives the two-player answers (the defaults, `DUEL`); `engine/solo.py` gives the solo
answers and every rule of the Boss (`SOLO`, rulebook pp. 14-15)."""

from __future__ import annotations

from ..model.state import Position
from . import ops
from .draft import Draft

__all__ = ["Mode", "DUEL", "MODES", "mode_of", "refill"]


class Mode:
    """The two-player game's answer at each point where the solo mode differs."""
    __slots__ = ()
    name = "duel"
    # Whether the opponent is a player: he takes turns (so both may be unable to act,
    # docs/rulings.md), and `opponent` and `each player` effects reach him. pp. 6, 10.
    opponent_plays = True
    # Whether a price tag of the kind built takes 1 off its cost. Rulebook p. 10.
    price_tags = True

    def forced_half(self, card) -> int:
        """The half of a revealed dive card the diver must take, or -1: either. p. 6."""
        return -1

    def other_half(self, card: str, half: int, diver: int):
        """The step that hands out the other half of a dive: the opponent takes it. p. 6."""
        return ops.new_take_half(card, half, 1 - diver)

    def after_taking(self, t: Draft, display: str, ctx) -> None:
        """A card was taken from a display: the display is refilled. Rulebook p. 8."""
        refill(t, display)

    def building_placed(self, t: Draft, index: int) -> None:
        """A building was built or moved to `index`: nothing more happens there. p. 7."""

    def demand_swapped(self, t: Draft, a: int, b: int) -> None:
        """The demand tokens of flotillas a and b were swapped: nothing more. p. 10."""

    def counted_buildings(self, codes: tuple, who: tuple) -> tuple:
        """The building codes a `building` counter counts for `who`: theirs, every kind."""
        return codes

    def movable_buildings(self, codes: set, owners: tuple, mover: int) -> set:
        """The building codes a move by `mover` may take: `owners`' of its kinds. p. 9."""
        return codes

    def end_turn(self, t: Draft, player: int) -> bool:
        """End the turn by the mode's own rules; False: the rounds of p. 11 go on."""
        return False

    def check_end(self, t: Draft) -> bool:
        """Check the mode's own end conditions; False: those of p. 11 apply."""
        return False


DUEL = Mode()
# Per setup (`t.solo`), its mode; solo.py adds the solo mode (the engine package
# imports it with the handlers).
MODES: dict = {False: DUEL}


def mode_of(t: Position) -> Mode:
    """The mode of a game (a Draft or a State), chosen by its setup."""
    return MODES[t.solo]


def refill(t: Draft, display: str) -> None:
    """Top a display up to three from its deck. Rulebook pp. 4, 8."""
    deck_name = display.replace("display", "deck")
    while len(getattr(t, display)) < 3 and getattr(t, deck_name):
        t.put_card(display, t.draw(deck_name))
