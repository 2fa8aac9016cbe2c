"""The Draft's write API: every change an effect makes to the components goes through
these methods (Draft inherits them), so the handlers read as moves on the table.

- resources: `move_resources` (supply <-> a player), `move_cleanup`
- the board: `set_building`, `move_building`, `set_ship`, `move_ship`,
  `ship_from_reserve`, `box_ship`, `add_dock`,
  `set_demand`, `boss_places`, `boss_clears`
- the player board and cards: `add_built`, `set_columns`, `draw`, `take_card`,
  `put_card`, `put_card_on_top`, `set_dive_face`, `set_specialists`, `add_decree`, and
  the dive cards in the open, kept and known: `set_open`, `set_outer_open`, `set_kept`,
  `set_known`
- questions and the log: `ask`, `say` and `push` (engine/draft.py)

The rules for *how much* moves (a short supply forfeits, a cleanup shortfall is
recorded) are in tokens.py; these methods only carry a move out. The turn's own
bookkeeping (`current`, `round`, `end_round`, `over`) is plain fields, set by the turn
rules (turn.py) and the modes. How the Draft copies a part before its first change
(`edit`, `seat`, `pile`) is table.py's concern, not a handler's.
"""

from __future__ import annotations

__all__ = ["Writes"]


class Writes:
    """The write API of the Draft (engine/draft.py; it reads as a `Position`)."""
    __slots__ = ()

    # ---- resources and cleanup tokens (p. 10) ----------------------------------------
    def move_resources(self, player: int, r: int, n: int) -> None:
        """n tokens of resource r from the supply to `player` (n < 0: back to the supply)."""
        self.edit("supply")[r] -= n
        self.seat(player).resources[r] += n

    def move_cleanup(self, player: int, taken: int, recorded: int = 0) -> None:
        """`taken` cleanup tokens from the supply to `player`, and `recorded` more that
        the supply lacked, written on the score pad (p. 10)."""
        seat = self.seat(player)
        self.cleanup_supply -= taken
        seat.cleanup += taken
        seat.cleanup_extra += recorded

    # ---- the board (pp. 7-9) -------------------------------------------------------
    def set_building(self, index: int, code: int) -> None:
        """Put a building (its code: owner * 3 + kind, or the Boss's) at a board index;
        -1 clears it."""
        self.edit("buildings")[index] = code

    def move_building(self, origin: int, target: int) -> None:
        """The building at `origin` moves to the empty `target`."""
        board = self.edit("buildings")
        board[origin], board[target] = -1, board[origin]

    def set_ship(self, index: int, owner: int) -> None:
        """Put `owner`'s ship at a board index; -1 takes the ship there away."""
        self.edit("ships")[index] = owner

    def move_ship(self, origin: int, target: int) -> None:
        """The ship at `origin` sails to `target`."""
        ships = self.edit("ships")
        ships[origin], ships[target] = -1, ships[origin]

    def ship_from_reserve(self, player: int) -> None:
        """One of `player`'s ships leaves the reserve, to be placed (p. 9)."""
        self.seat(player).ships_reserve -= 1

    def box_ship(self, player: int) -> None:
        """A ship of `player`'s with nowhere to go returns to the box (p. 9)."""
        self.seat(player).ships_boxed += 1

    def add_dock(self, dock: str, player: int, port: int) -> None:
        """Attach dock tile `dock` to `player`'s port at board index `port` (p. 8)."""
        self.docks += ((dock, player, port),)

    def set_demand(self, demand, locked: int) -> None:
        """The demand tokens on the four flotillas, and the flotilla whose token is locked."""
        self.demand = tuple(demand)
        self.locked = locked

    def boss_places(self, r: int, index: int) -> None:
        """Solo: one token of resource r from the supply onto the board for the Boss (p. 14)."""
        self.edit("supply")[r] -= 1
        self._boss_at(index, self.boss_resources[index] + (r,))

    def boss_clears(self, index: int) -> tuple:
        """Solo: the Boss's resources at a board index go back to the supply; which they
        were (p. 15)."""
        held = self.boss_resources[index]
        supply = self.edit("supply")
        for r in held:
            supply[r] += 1
        self._boss_at(index, ())
        return held

    def _boss_at(self, index: int, held: tuple) -> None:
        placed = list(self.boss_resources)
        placed[index] = held
        self.boss_resources = tuple(placed)

    # ---- cards -----------------------------------------------------------------------
    def draw(self, pile: str):
        """The top card of a pile, taken off it."""
        return self.pile(pile).pop(0)

    def take_card(self, pile: str, card) -> None:
        """Take a named card out of a pile or display."""
        self.pile(pile).remove(card)

    def put_card(self, pile: str, card) -> None:
        """Put a card at the bottom of a pile, or at the end of a display."""
        self.pile(pile).append(card)

    def put_card_on_top(self, pile: str, card) -> None:
        """Put a card on top of a pile (the dive deck's top is its first card)."""
        self.pile(pile).insert(0, card)

    def add_built(self, player: int, kind: int) -> None:
        """One more building of `kind` taken from `player`'s board (pp. 2, 7)."""
        self.seat(player).add_built(kind)

    def set_columns(self, player: int, columns: int) -> None:
        """How many columns of `player`'s board are cleared (column bonus, p. 10)."""
        self.seat(player).columns = columns

    def set_dive_face(self, face: int) -> None:
        """Turn the revealed dive card so that its half 0 faces `face` (p. 6)."""
        if face != self.cards.dive_face:
            self.piles().dive_face = face

    def set_specialists(self, player: int, cards) -> None:
        """A player's specialists, as (name, face_up) pairs in the order taken."""
        self.seat(player).set_specialists(cards)

    def set_open(self, cards: tuple, to: int = -1) -> None:
        """The dive cards in the open (taken off the deck by reveal or look), seen by
        both players (-1) or by player `to` only."""
        piles = self.piles()
        piles.dive_open, piles.open_to = tuple(cards), to if cards else -1

    def set_outer_open(self, groups: tuple) -> None:
        """The open cards of outer piles set aside, as ((cards, open_to), ...) outermost
        first: while a reveal or look runs inside another's block (piles.py)."""
        self.piles().outer_open = tuple(groups)

    def set_face_up(self, cards: tuple) -> None:
        """The dive cards in the face-up pile (the salvage row), seen by both players."""
        self.piles().face_up = tuple(cards)

    def set_kept(self, player: int, cards: tuple) -> None:
        """The dive cards `player` keeps face down beside their board."""
        piles = self.piles()
        kept = list(piles.kept or ((), ()))
        kept[player] = tuple(cards)
        piles.kept = () if kept == [(), ()] else tuple(kept)

    def set_known(self, known: tuple) -> None:
        """Per player, the dive deck cards that player has seen put back."""
        self.piles().known = () if known == ((), ()) else tuple(known)

    def add_decree(self, name: str) -> None:
        """Put a decree into play; the last one put in play is the one that rules."""
        self.decrees += (name,)
