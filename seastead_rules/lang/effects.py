"""The handlers of Seastead's own effects and conditions (the board's: cleanup tokens,
docks, ships, moving and swapping buildings, dive again, build again, `building is`):
each returns the record of the same name (`cleanup` <-> `Cleanup`). The core language's
are the kernel's (kernel/lang/effects.py); compiler.py puts them together."""

from __future__ import annotations

from lark import Token, Transformer, v_args

from ..model import effects as fx

__all__ = ["BoardEffects", "MOVABLE"]

MOVABLE = ("academy", "shipyard")
"""The building kinds `move` and `swap` may name: a port (and its dock tile) stays.
Rulebook p. 9."""


@v_args(meta=True)
class BoardEffects(Transformer):
    """The handlers of Seastead's own effects (mixed into its compiler transformer)."""

    # ---- Seastead's effects ----------------------------------------------------------
    def build_again(self, meta, children):
        return fx.BuildAgain(bool(children), src=self._src(meta))

    def printed(self, meta, children):
        return True

    def choose_dock(self, meta, children):
        # Kept with its place: only `building port` may hold it (items.py).
        record = fx.ChooseDock(src=self._src(meta))
        self._needs("dock", record, meta)
        return record

    def cleanup(self, meta, children):
        amount, *scale = children
        per, cap = scale[0] if scale else (None, None)
        return fx.Cleanup(fx.Num(self._int(amount, 0, 20), per, cap), src=self._src(meta))

    def move_building(self, meta, children):
        who, *kinds = children
        where = next((c[1] for c in kinds if isinstance(c, tuple) and c[0] == "where"), "")
        to = next((c[1] for c in kinds if isinstance(c, tuple) and c[0] == "to"), "")
        kinds = [k for k in kinds if isinstance(k, Token)]
        if [str(k) for k in kinds] == ["ship"]:
            return fx.MoveShip(who[1], where, to, src=self._src(meta))
        if to:
            self._fail(kinds[0], "only a ship is moved 'to another flotilla' or 'to this "
                                 "flotilla'; a building moves to any location without one")
        return fx.MoveBuilding(who[1], self._movable(kinds), where, src=self._src(meta))

    def _movable(self, kinds) -> tuple:
        for k in kinds:     # a port stays, with its dock tile: only these can move
            if str(k) in self.vocab.pieces and str(k) not in MOVABLE:
                self._fail(k, f"a {k} cannot be moved: 'move' and 'swap' name only "
                              f"{' or '.join(MOVABLE)}")
        return tuple(self._kind(k) for k in kinds)

    def swap_buildings(self, meta, children):
        parts, side, alike = [[], []], 0, False
        for c in children:
            if isinstance(c, tuple) and c[0] == "who" and parts[0]:
                side = 1
            if c == "alike":
                alike = True
            else:
                parts[side].append(c)
        (who, *first), (other, *second) = parts
        where = next((c[1] for c in first if isinstance(c, tuple)), "")
        other_where = next((c[1] for c in second if isinstance(c, tuple)), "")
        return fx.SwapBuildings(
            who[1], self._movable([k for k in first if isinstance(k, Token)]), where,
            other[1], self._movable([k for k in second if isinstance(k, Token)]),
            other_where, alike, src=self._src(meta))

    def alike(self, meta, children):
        return "alike"

    def where(self, meta, children):
        return ("where", str(children[0]))

    def destination(self, meta, children):
        return ("to", str(children[1]))

    def rotate_demand(self, meta, children):
        return fx.RotateDemand(bool(children), src=self._src(meta))

    def back(self, meta, children):
        return True

    def lock_demand(self, meta, children):
        return fx.LockDemand(src=self._src(meta))

    def pick_dock(self, meta, children):
        return fx.PickDock(children[0], src=self._src(meta))

    def is_kind(self, meta, children):
        return fx.IsKind(self._kind(children[0]))
